@testable import IMUSamples
import PropertyBased
import Testing

/// The fast number output (`NumberText`, Ryū digits) against the slow path it replaces:
/// Swift's own `description`, byte for byte, and reading the text back gives the same Double.
@Suite struct NumberTextTests {
    /// Every Double, by its bits (so every exponent is as likely as every other).
    static let anyDouble = Gen.uint64().map { Double(bitPattern: $0) }

    /// Decimals with few digits (`123e-7`, `5e3`): the rare paths where the interval's ends
    /// or the value itself are exact decimals.
    static let shortDecimal = zip(Gen.uint64(in: 1...999_999), Gen.int(in: -330...310)).map { digits, exponent in
        Double("\(digits)e\(exponent)")!
    }

    func expectSameAsDescription(_ value: Double, sourceLocation: SourceLocation = #_sourceLocation) {
        let text = NumberText.string(value)
        #expect(text == value.description, "bits 0x\(String(value.bitPattern, radix: 16))", sourceLocation: sourceLocation)
        #expect(Double(text)?.bitPattern == value.bitPattern, "\(text) reads back", sourceLocation: sourceLocation)
    }

    @Test func anyDoubleIsWrittenAsDescriptionWritesIt() async {
        await propertyCheck(count: 20_000, input: Self.anyDouble) { value in
            guard !value.isNaN else { return }
            expectSameAsDescription(value)
        }
    }

    @Test func sensorSizedValuesAreWrittenAsDescriptionWritesThem() async {
        await propertyCheck(count: 20_000, input: Gen.double(in: -2000...2000)) { value in
            expectSameAsDescription(value)
        }
        await propertyCheck(count: 5_000, input: Gen.double(in: -1e-3...1e-3)) { value in
            expectSameAsDescription(value)
        }
    }

    @Test func shortDecimalsAreWrittenAsDescriptionWritesThem() async {
        await propertyCheck(count: 20_000, input: Self.shortDecimal) { value in
            expectSameAsDescription(value)
        }
    }

    @Test func neighboursOfShortDecimalsAreWrittenAsDescriptionWritesThem() async {
        await propertyCheck(count: 10_000, input: Self.shortDecimal, Gen.int(in: -2...2)) { value, step in
            var neighbour = value
            for _ in 0..<abs(step) { neighbour = step < 0 ? neighbour.nextDown : neighbour.nextUp }
            expectSameAsDescription(neighbour)
        }
    }

    @Test func everyPowerOfTwoAndOfTenAndTheirNeighbours() {
        var values: [Double] = []
        for exponent in -1074...1023 { values.append(Double(sign: .plus, exponent: exponent, significand: 1)) }
        for exponent in -323...308 { values.append(Double("1e\(exponent)")!) }
        for value in values {
            for candidate in [value, value.nextUp, value.nextDown, -value] where candidate.isFinite {
                expectSameAsDescription(candidate)
            }
        }
    }

    /// The range written without a branch on the digits (10⁻⁴ ≤ |value| < 10⁷, not an
    /// integer): every decimal exponent, 1 to 17 digits, the values next to them, both signs.
    static let plainRangeValue = zip(Gen.uint64(in: 1...99_999_999_999_999_999), Gen.int(in: -4...6), Gen.int(in: -1...1))
        .map { digits, exponent, step -> Double in
            let text = String(digits)
            var value = Double("\(text)e\(exponent - text.count + 1)")!
            if step < 0 { value = value.nextDown } else if step > 0 { value = value.nextUp }
            return digits % 2 == 0 ? -value : value
        }

    @Test func plainRangeValuesAreWrittenAsDescriptionWritesThem() async {
        await propertyCheck(count: 30_000, input: Self.plainRangeValue) { value in
            expectSameAsDescription(value)
        }
        // Where the plain layout begins and ends, and the 16- and 17-digit boundary.
        let edges: [Double] = [
            0.0001, Double(0.0001).nextUp, Double(0.0001).nextDown, 0.00012, 0.099999, 0.1, Double(0.1).nextDown,
            0.9999999999999999, 1.0000000000000002, 9.999999999999998, 10.000000000000002, 1234567.875,
            9_999_999.999999998, 9_999_999.5, 10_000_000.5, 0.30000000000000004, 0.1 + 0.2, 123.456, 2.5e-4,
        ]
        for value in edges {
            expectSameAsDescription(value)
            expectSameAsDescription(-value)
        }
    }

    @Test func edgeValues() {
        let edges: [Double] = [
            0, -0.0, 1, -1, 0.1, 0.2, 0.3, 1.0 / 3, 2.0 / 3, 100, 0.5, 1.5, 123.456,
            .leastNonzeroMagnitude, .leastNormalMagnitude, Double.leastNormalMagnitude.nextDown,
            .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .ulpOfOne, 1 + .ulpOfOne, .pi,
            // The switch between plain and exponential form: 10⁻⁴ and 2⁵³.
            1e-4, Double(1e-4).nextDown, 1e-5, 0.00012345, 0.000099999,
            9_007_199_254_740_992, Double(9_007_199_254_740_992).nextUp, Double(9_007_199_254_740_992).nextDown,
            1e15, 1e16, 1e17, 1.2345678901234568e17, 4_503_599_627_370_496.5,
            .leastNonzeroMagnitude, 2 * .leastNonzeroMagnitude, 2.2250738585072014e-308, 1.7976931348623157e308, 9.999999999999999e22, 1e23,
        ]
        for value in edges { expectSameAsDescription(value) }
        #expect(NumberText.string(.infinity) == "inf" && NumberText.string(-.infinity) == "-inf")
        #expect(NumberText.string(.nan) == "nan" && NumberText.string(-.nan) == "nan")
        #expect(NumberText.string(.signalingNaN) == "nan")
        #expect(NumberText.string(0.0001) == "0.0001" && NumberText.string(0.00001) == "1e-05")
        #expect(NumberText.string(1e300) == "1e+300" && NumberText.string(-1.5e-300) == "-1.5e-300")
        #expect(NumberText.string(1000) == "1000.0" && NumberText.string(-0.0) == "-0.0")
    }

    @Test func appendAddsTheSameBytesAfterWhatIsThere() {
        var bytes = Array("x,".utf8)
        NumberText.append(-0.015625, to: &bytes)
        NumberText.append(.infinity, to: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == "x,-0.015625inf")
    }

    @Test func theLongestTextFitsTheStatedMaximum() async {
        var longest = 0
        await propertyCheck(count: 5_000, input: Self.anyDouble) { value in
            longest = max(longest, NumberText.string(value).utf8.count)
        }
        #expect(NumberText.string(-2.2250738585072014e-308).utf8.count == 24)
        #expect(longest <= 24 && NumberText.maximumBytes >= 24)
    }
}

/// `TextWriter`: rows written into a stack buffer, then appended in one copy.
@Suite struct TextWriterTests {
    @Test func aRowLargerThanExpectedIsWrittenWholeAfterAGrowth() {
        let values = (0..<200).map { Double($0) / 7 - 3 }
        var bytes = Array("start:".utf8)
        TextWriter.append(to: &bytes, expectedBytes: 8) { row in
            for value in values {
                row.append(value)
                row.append(",")
            }
            row.append(UInt64(1234567890123))
            row.append(byte: UInt8(ascii: "\n"))
        }
        let expected = "start:" + values.map { "\($0)," }.joined() + "1234567890123\n"
        #expect(String(decoding: bytes, as: UTF8.self) == expected)
    }

    /// Any Double (NaN and infinities included), or one a sensor gives.
    static let value = zip(Gen.bool(), Gen.uint64(), Gen.double(in: -2000...2000)).map { anyBits, bits, sensor in
        anyBits ? Double(bitPattern: bits) : sensor
    }

    @Test func reservedRoomWritesWhatTheCheckedAppendsWrite() async {
        await propertyCheck(count: 2_000, input: Self.value, Gen.uint64()) { value, integer in
            var checked: [UInt8] = []
            TextWriter.append(to: &checked, expectedBytes: 0) { text in
                text.append("x="); text.append(value); text.append(","); text.append(integer)
            }
            var reserved: [UInt8] = []
            TextWriter.append(to: &reserved, expectedBytes: 0) { text in
                text.withReservedRoom(3 + NumberText.maximumBytes + 20) { text in
                    text.append("x="); text.append(value); text.append(","); text.append(integer)
                }
            }
            #expect(reserved == checked)
        }
    }

    @Test func tooLittleRoomLeftWritesNothingAndAsksForMore() {
        let storage = UnsafeMutablePointer<UInt8>.allocate(capacity: 64)
        defer { storage.deallocate() }
        var ran = false
        let refused = TextWriter.write(into: storage, capacity: 64) { text in
            text.append("0123456789")
            text.withReservedRoom(55) { _ in ran = true }
        }
        #expect(refused == nil && !ran)
        let written = TextWriter.write(into: storage, capacity: 64) { text in
            text.append("0123456789")
            text.withReservedRoom(54) { $0.append(12.5) }
        }
        #expect(written == 14)
        #expect(String(decoding: UnsafeBufferPointer(start: storage, count: 14), as: UTF8.self) == "012345678912.5")
    }

    @Test func integersAreWrittenInDecimal() {
        for value: UInt64 in [0, 9, 10, 99, 100, 12_345, .max] {
            var bytes: [UInt8] = []
            TextWriter.append(to: &bytes, expectedBytes: 0) { $0.append(value) }
            #expect(String(decoding: bytes, as: UTF8.self) == "\(value)")
        }
    }
}
