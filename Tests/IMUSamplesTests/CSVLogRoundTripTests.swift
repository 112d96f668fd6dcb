import IMUSamples
import MotionMath
import PropertyBased
import Testing

/// Logs written with the fast number output and read with the fast parser give back the
/// very same samples, whatever the values.
@Suite struct CSVLogRoundTripTests {
    /// Any finite Double, by its bits (subnormals, extremes and 17-digit values alike).
    static let anyFinite = Gen.uint64().map { bits -> Double in
        let value = Double(bitPattern: bits)
        return value.isFinite ? value : 0
    }

    static let sample = zip(
        anyFinite.array(of: 10), Gen.bool(), Gen.bool(), Gen.double(in: 1e-6...100)
    ).map { values, hasMagnetometer, hasTemperature, stepSeconds in
        (values, hasMagnetometer, hasTemperature, stepSeconds)
    }

    @Test func writtenSamplesReadBackBitForBit() async throws {
        await propertyCheck(count: 200, input: Self.sample.array(of: 1...40), Gen.double(in: 0...1e6)) { rows, startSeconds in
            var time = startSeconds
            let samples = rows.map { values, hasMagnetometer, hasTemperature, stepSeconds in
                time += stepSeconds
                return IMUSample(
                    timestampSeconds: time,
                    gyroscopeRadiansPerSecond: Vector3(values[0], values[1], values[2]),
                    accelerometerMetersPerSecondSquared: Vector3(values[3], values[4], values[5]),
                    magnetometerMicrotesla: hasMagnetometer ? Vector3(values[6], values[7], values[8]) : nil,
                    temperatureCelsius: hasTemperature ? values[9] : nil
                )
            }
            let text = CSVLogWriter.encode(samples)
            let recording = try CSVLogReader.parse(text, path: "round-trip.csv")
            #expect(recording.samples.count == samples.count)
            for (read, written) in zip(recording.samples, samples) {
                #expect(bits(read) == bits(written), "\(CSVLogWriter.row(written))")
            }
        }
    }

    @Test func nanAndInfinitiesSurviveTheRoundTrip() throws {
        let sample = IMUSample(
            timestampSeconds: 1, gyroscopeRadiansPerSecond: Vector3(.nan, .infinity, -.infinity),
            accelerometerMetersPerSecondSquared: Vector3(-0.0, .leastNonzeroMagnitude, .greatestFiniteMagnitude))
        let row = CSVLogWriter.row(sample)
        #expect(row == "1.0,nan,inf,-inf,-0.0,5e-324,1.7976931348623157e+308,,,,")
        let read = try #require(try CSVLogReader.parse(CSVLogWriter.encode([sample]), path: "x.csv").samples.first)
        #expect(read.gyroscopeRadiansPerSecond.x.isNaN)
        #expect(read.gyroscopeRadiansPerSecond.y == .infinity && read.gyroscopeRadiansPerSecond.z == -.infinity)
        #expect(read.accelerometerMetersPerSecondSquared.x.sign == .minus)
        #expect(read.accelerometerMetersPerSecondSquared.y == 5e-324)
    }

    @Test func plainRowsAreTheNumbersJoinedByCommas() {
        var bytes: [UInt8] = []
        CSVLogWriter.appendRow([0.5, -1e-7, 3], to: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == "0.5,-1e-07,3.0\n")
        #expect(CSVLogWriter.row([0.5, -1e-7, 3]) == "0.5,-1e-07,3.0")
    }

    /// The sample's numbers as bit patterns (so -0.0 ≠ 0.0 and nan == nan).
    func bits(_ sample: IMUSample) -> [UInt64?] {
        let vectors = [sample.gyroscopeRadiansPerSecond, sample.accelerometerMetersPerSecondSquared]
        var values: [UInt64?] = [sample.timestampSeconds.bitPattern]
        for vector in vectors { values += [vector.x.bitPattern, vector.y.bitPattern, vector.z.bitPattern] }
        if let field = sample.magnetometerMicrotesla {
            values += [field.x.bitPattern, field.y.bitPattern, field.z.bitPattern]
        } else {
            values += [nil, nil, nil]
        }
        values.append(sample.temperatureCelsius?.bitPattern)
        return values
    }
}
