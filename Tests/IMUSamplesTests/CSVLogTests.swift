import IMUSamples
import MotionMath
import Platform
import Testing

@Suite struct CSVLogTests {
    let header = CSVLogFormat.header

    @Test func writtenLogsReadBackExactly() throws {
        let samples = [
            IMUSample(timestampSeconds: 0, gyroscopeRadiansPerSecond: Vector3(0.1, -0.2, 1e-9),
                      accelerometerMetersPerSecondSquared: Vector3(0, 0, 9.80665),
                      magnetometerMicrotesla: Vector3(20.5, -3.25, -40), temperatureCelsius: 31.5),
            IMUSample(timestampSeconds: 0.0035, gyroscopeRadiansPerSecond: Vector3(1.0 / 3, 2e-300, -7),
                      accelerometerMetersPerSecondSquared: Vector3(0.123456789012345678, -1e22, 3)),
        ]
        let text = CSVLogWriter.encode(samples)
        #expect(text.hasPrefix(header + "\n"))
        let recording = try CSVLogReader.parse(text, path: "memory.csv")
        #expect(recording.samples == samples)
        #expect(recording.referenceAttitudes == nil && recording.movement == nil)
        #expect(recording.name == "memory")
    }

    @Test func nanIsKeptAndEmptyOptionalFieldsAreNil() throws {
        let text = header + "\n0.5,nan,0,0,0,0,9.8,,,,\n"
        let sample = try #require(try CSVLogReader.parse(text, path: "x.csv").samples.first)
        #expect(sample.gyroscopeRadiansPerSecond.x.isNaN)
        #expect(sample.magnetometerMicrotesla == nil && sample.temperatureCelsius == nil)
        #expect(sample.timestampSeconds == 0.5)
    }

    @Test func columnsAreFoundByNameAndExtraColumnsIgnored() throws {
        let text = "accel_z_m_s2,note,time_s,gyro_z_rad_s,gyro_y_rad_s,gyro_x_rad_s,accel_x_m_s2,accel_y_m_s2\r\n9.5,7,2,3,2,1,0.5,0.25\r\n"
        let sample = try #require(try CSVLogReader.parse(text, path: "x.csv").samples.first)
        #expect(sample.timestampSeconds == 2)
        #expect(sample.gyroscopeRadiansPerSecond == Vector3(1, 2, 3))
        #expect(sample.accelerometerMetersPerSecondSquared == Vector3(0.5, 0.25, 9.5))
    }

    @Test func unusualHeadersAreStillReadColumnByColumn() throws {
        // time_s twice (the later column counts, as it always has) and three of the four
        // reference columns (no reference): rows are assembled role by role, not by index.
        let text = "time_s,gyro_x_rad_s,gyro_y_rad_s,gyro_z_rad_s,accel_x_m_s2,accel_y_m_s2,accel_z_m_s2,time_s,ref_qw,ref_qx,ref_qy\n"
            + "9,1,2,3,4,5,6,0.5,1,0,0\n"
        let recording = try CSVLogReader.parse(text, path: "x.csv")
        let sample = try #require(recording.samples.first)
        #expect(sample.timestampSeconds == 0.5)
        #expect(sample.gyroscopeRadiansPerSecond == Vector3(1, 2, 3) && sample.accelerometerMetersPerSecondSquared == Vector3(4, 5, 6))
        #expect(recording.referenceAttitudes == nil)
    }

    @Test func numbersOutsideTheFastPathParseLikeStrtod() throws {
        let values = ["1e-320", "123456789012345678901234", "-0.000000000000000000000000012345", "0x1p-3", "inf", "-inf", "1.7976931348623157e308", "4.9e-324"]
        for value in values {
            let text = header + "\n0,\(value),0,0,0,0,9.8,,,,\n"
            let sample = try #require(try CSVLogReader.parse(text, path: "x.csv").samples.first)
            #expect(sample.gyroscopeRadiansPerSecond.x == strtod(value, nil), "\(value)")
        }
    }

    @Test func aBadValueNamesTheFileLineAndColumn() {
        let text = header + "\n0,0,0,0,0,0,9.8,,,,\n0.1,0,0,0,0,abc,9.8,,,,\n"
        #expect(throws: CSVLogError.malformedValue(path: "bad.csv", line: 3, column: "accel_y_m_s2", text: "abc")) {
            try CSVLogReader.parse(text, path: "bad.csv")
        }
        let message = CSVLogError.malformedValue(path: "bad.csv", line: 3, column: "accel_y_m_s2", text: "abc").description
        #expect(message.contains("bad.csv") && message.contains("line 3") && message.contains("accel_y_m_s2"))
    }

    @Test func anEmptyRequiredValueIsAnError() {
        let text = header + "\n,0,0,0,0,0,9.8,,,,\n"
        #expect(throws: CSVLogError.malformedValue(path: "x.csv", line: 2, column: "time_s", text: "")) {
            try CSVLogReader.parse(text, path: "x.csv")
        }
    }

    @Test func aPartialMagnetometerIsAnError() {
        let text = header + "\n0,0,0,0,0,0,9.8,1,,3,\n"
        #expect(throws: CSVLogError.malformedValue(path: "x.csv", line: 2, column: "mag_y_uT", text: "")) {
            try CSVLogReader.parse(text, path: "x.csv")
        }
    }

    @Test func aShortRowIsAnError() {
        let text = header + "\n0,0,0,0,0,0,9.8\n"
        #expect(throws: CSVLogError.wrongFieldCount(path: "x.csv", line: 2, expected: 11, found: 7)) {
            try CSVLogReader.parse(text, path: "x.csv")
        }
    }

    @Test func aMissingColumnAndAnEmptyFileAreErrors() {
        #expect(throws: CSVLogError.missingColumn(path: "x.csv", column: "gyro_y_rad_s")) {
            try CSVLogReader.parse("time_s,gyro_x_rad_s,gyro_z_rad_s,accel_x_m_s2,accel_y_m_s2,accel_z_m_s2\n", path: "x.csv")
        }
        #expect(throws: CSVLogError.missingHeader(path: "x.csv")) {
            try CSVLogReader.parse("", path: "x.csv")
        }
    }

    @Test func aMissingFileIsAnError() {
        #expect(throws: CSVLogError.cannotOpen(path: "/nonexistent/log.csv", errno: ENOENT)) {
            try CSVLogReader.read(path: "/nonexistent/log.csv")
        }
    }

    @Test func writingToAFileAndReadingBack() throws {
        let path = "/tmp/inertia-csvlog-test-\(getpid()).csv"
        defer { unlink(path) }
        let samples = (0..<100).map { index in
            IMUSample(timestampSeconds: Double(index) / 100, gyroscopeRadiansPerSecond: Vector3(repeating: Double(index)),
                      accelerometerMetersPerSecondSquared: Vector3(0, 0, 9.81))
        }
        try CSVLogWriter.write(samples, to: path)
        let recording = try CSVLogReader.read(path: path)
        #expect(recording.samples == samples)
        #expect(abs((recording.sampleRateHertz ?? 0) - 100) < 1e-6)
    }

    @Test(.enabled(if: SharedData.hasBroad, "the full BROAD trials are not here; Scripts/fetch-broad fetches them (or set INERTIA_SHARED_DIR)"))
    func broadRecordingsExposeReferenceAndMovement() throws {
        let recording = try CSVLogReader.read(path: SharedData.broad("01_undisturbed_slow_rotation_A.csv"))
        #expect(recording.samples.count == 56940)
        let first = recording.samples[0]
        #expect(first.gyroscopeRadiansPerSecond == Vector3(-0.00106465084, -0.0042603487, 0.00532674488))
        #expect(first.magnetometerMicrotesla == Vector3(0.222606944, 15.8218243, -38.3378943))
        let references = try #require(recording.referenceAttitudes)
        let movement = try #require(recording.movement)
        #expect(references.count == 56940 && movement.count == 56940)
        let reference = try #require(references[0])
        #expect(abs(reference.w - 0.999732737) < 1e-6 && abs(reference.norm - 1) < 1e-12)
        #expect(references[7749] == nil)  // line 7751 holds nan
        #expect(movement[0] == false && movement.contains(true))
        #expect(abs((recording.sampleRateHertz ?? 0) - 285.714) < 0.01)
    }
}
