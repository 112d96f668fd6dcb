@testable import IMUSamples
import Platform
import PropertyBased
import Testing

/// The chunked reading of a sensor log's usual field (`DecimalParsing.parseChunked`) against
/// `strtod` and against the digit-by-digit parser: the same Double, bit for bit, and the
/// same length, wherever it answers; and it answers for the fields it is made for.
@Suite struct DecimalParsingChunkTests {
    /// What `parseChunked` makes of `text` at the start of a line that goes on with more
    /// fields (`rest`), so that its chunks can be read.
    func chunked(_ text: String, rest: String = ",0.25,-1.5,0.0000000000000000") -> (value: Double, length: Int)? {
        var bytes = Array((text + rest).utf8)
        let count = bytes.count
        bytes.append(UInt8(ascii: "\n"))
        return bytes.withUnsafeBufferPointer { DecimalParsing.parseChunked($0.baseAddress!, start: 0, end: count) }
    }

    /// The digit-by-digit parser on the same line.
    func digits(_ text: String, rest: String = ",0.25,-1.5,0.0000000000000000") -> (value: Double, length: Int)? {
        var bytes = Array((text + rest).utf8)
        let count = bytes.count
        bytes.append(UInt8(ascii: "\n"))
        return bytes.withUnsafeBufferPointer { DecimalParsing.parseDigits($0.baseAddress!, start: 0, end: count) }
    }

    /// `parseChunked` reads all of `text`, as `strtod` and the digit-by-digit parser do.
    func expectChunkedAgreement(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let parsed = chunked(text) else {
            Issue.record("\(text) is read in chunks", sourceLocation: sourceLocation)
            return
        }
        let byDigits = digits(text)
        #expect(parsed.length == text.utf8.count, "\(text) read whole", sourceLocation: sourceLocation)
        #expect(parsed.value.bitPattern == strtod(text, nil).bitPattern, "\(text): \(parsed.value)", sourceLocation: sourceLocation)
        #expect(byDigits.map { $0.value.bitPattern == parsed.value.bitPattern && $0.length == parsed.length } ?? false,
                "\(text): the digit-by-digit parser agrees", sourceLocation: sourceLocation)
    }

    /// A field of a sensor log: 1…7 integer digits, 1…12 fraction digits (leading zeros
    /// as they come), a sign.
    static let fieldText = zip(Gen.int(in: 0...9_999_999), Gen.uint64(in: 0...999_999_999_999), Gen.int(in: 1...12), Gen.bool())
        .map { integer, fraction, fractionDigits, negative in
            let fractionText = String(String(fraction).suffix(fractionDigits))
            let padded = String(repeating: "0", count: fractionDigits - fractionText.count) + fractionText
            return (negative ? "-" : "") + String(integer) + "." + padded
        }

    @Test func sensorLogFieldsAreReadInChunksLikeStrtod() async {
        await propertyCheck(count: 20_000, input: Self.fieldText) { text in
            expectChunkedAgreement(text)
        }
    }

    @Test func shortestTextOfSensorSizedDoublesIsReadInChunks() async {
        // What `NumberText` writes for values a sensor or a filter gives: 10⁻⁴ ≤ |x| < 10⁷,
        // 16 or 17 significant digits at most, so up to 19 digits with leading zeros.
        await propertyCheck(count: 20_000, input: Gen.double(in: 1e-4...9_999_999), Gen.bool()) { magnitude, negative in
            let text = NumberText.string(negative ? -magnitude : magnitude)
            let digitCount = text.filter(\.isNumber).count
            guard digitCount <= 19, text.contains("."), !text.contains("e") else { return }
            guard chunked(text) != nil else {
                // Left to the general parser only where `whatItLeavesToTheGeneralParser` says:
                // 16 fraction digits (read digit by digit), or 17 digits making a mantissa
                // above 2^53 that Eisel–Lemire's product cannot settle (then `strtod`).
                let fractionDigits = text.split(separator: ".").last?.count ?? 0
                #expect(fractionDigits == 16 || Self.significantDigits(text) >= 16, "\(text) is read in chunks")
                if let byDigits = digits(text) {
                    #expect(byDigits.value.bitPattern == strtod(text, nil).bitPattern, "\(text): \(byDigits.value)")
                }
                return
            }
            expectChunkedAgreement(text)
        }
    }

    /// The digits of `text` from its first non-zero digit on.
    static func significantDigits(_ text: String) -> Int {
        text.filter(\.isNumber).drop { $0 == "0" }.count
    }

    @Test func everyRunLengthUpTo19Digits() {
        for integerDigits in 1...7 {
            for fractionDigits in 1...15 where integerDigits + fractionDigits <= 19 {
                let integer = String("9876543".prefix(integerDigits))
                let fraction = String("123456789012345".prefix(fractionDigits))
                expectChunkedAgreement(integer + "." + fraction)
                expectChunkedAgreement("-" + integer + "." + String(repeating: "0", count: fractionDigits - 1) + "7")
            }
            expectChunkedAgreement(String("9876543".prefix(integerDigits)))
        }
        expectChunkedAgreement("0.0")
        expectChunkedAgreement("-0.003500")
        expectChunkedAgreement("9007199.254740993")  // a mantissa above 2^53: Eisel–Lemire decides
        #expect(chunked("-0.0")?.value.sign == .minus)
    }

    @Test func whatItLeavesToTheGeneralParser() throws {
        // More than 19 digits, 8 integer digits, 16 fraction digits, an exponent, a plus sign,
        // no digit before or after the point, too few bytes left on the line.
        for text in ["1234567.1234567890123", "12345678.5", "0.1234567890123456", "1.5e3", "2.5E-3", "+1.5", ".5", "-.5", "5.", "-", "x1.5"] {
            #expect(chunked(text) == nil, "\(text)")
        }
        // 17 significant digits (a mantissa above 2^53) of a value the decimal gives exactly:
        // the truncated 128-bit product of Eisel–Lemire cannot tell it from a half-way case,
        // so neither parser answers and the reader takes `strtod`'s value. Found by the
        // property test above: 2 in 3 000 000 random values of 10⁻⁴…10⁷ written shortest.
        for text in ["-6569063.9189453125", "7504136.2001953125"] {
            #expect(chunked(text) == nil && digits(text) == nil, "\(text)")
            let row = "0.01,\(text),0,0,0,0,9.81,,,\n"
            let read = try #require(try CSVLogReader.parse(Array(("time_s,gyro_x_rad_s,gyro_y_rad_s,gyro_z_rad_s,"
                + "accel_x_m_s2,accel_y_m_s2,accel_z_m_s2,mag_x_uT,mag_y_uT,mag_z_uT\n" + row).utf8), path: "x.csv").samples.first)
            #expect(read.gyroscopeRadiansPerSecond.x.bitPattern == strtod(text, nil).bitPattern, "\(text)")
        }
        #expect(chunked("1.25", rest: "") == nil)
        #expect(chunked("1.25", rest: ",0.5") == nil)
        #expect(chunked("1.25", rest: ",0.250") != nil)
        // A field that goes on with something else ends where the digits do, as with the
        // digit-by-digit parser; the reader then finds no delimiter there.
        #expect(chunked("1.5x")?.length == 3)
        #expect(digits("1.5x")?.length == 3)
    }
}
