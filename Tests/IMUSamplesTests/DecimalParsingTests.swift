@testable import IMUSamples
import Platform
import PropertyBased
import Testing

/// The fast number parser (`DecimalParsing`: Clinger's path, then Eisel–Lemire) against the
/// slow path it stands in for, `strtod`: the same Double, bit for bit, or nil (and the
/// reader then calls `strtod` itself).
@Suite struct DecimalParsingTests {
    /// What the fast parser makes of `text` (nil: not settled, `strtod` decides), and
    /// whether it read the whole text.
    func fast(_ text: String) -> (value: Double, wholeText: Bool)? {
        var bytes = Array(text.utf8)
        let count = bytes.count
        bytes.append(UInt8(ascii: "\n"))
        return bytes.withUnsafeBufferPointer { buffer in
            DecimalParsing.parse(buffer.baseAddress!, start: 0, end: count).map { ($0.value, $0.length == count) }
        }
    }

    func slow(_ text: String) -> Double { strtod(text, nil) }

    /// The fast parser agrees with `strtod` wherever it answers; returns whether it answered.
    @discardableResult
    func expectAgreement(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        guard let parsed = fast(text) else { return false }
        #expect(parsed.wholeText, "\(text) read whole", sourceLocation: sourceLocation)
        #expect(parsed.value.bitPattern == slow(text).bitPattern, "\(text): \(parsed.value) vs strtod \(slow(text))",
                sourceLocation: sourceLocation)
        return true
    }

    /// A decimal of 1 to 19 significant digits, with or without a point, and an exponent
    /// across (and a little beyond) the Double range.
    static let decimalText = zip(
        Gen.uint64(in: 1...9_999_999_999_999_999_999), Gen.int(in: 0...20), Gen.int(in: -360...330), Gen.bool()
    ).map { digits, pointFromRight, exponent, negative in
        var text = String(digits)
        let point = min(pointFromRight, text.count)
        if point > 0 {
            text.insert(".", at: text.index(text.endIndex, offsetBy: -point))
            if text.hasPrefix(".") { text = "0" + text }
        }
        return (negative ? "-" : "") + text + "e\(exponent)"
    }

    @Test func decimalsOfUpTo19DigitsParseLikeStrtod() async {
        var answered = 0
        await propertyCheck(count: 20_000, input: Self.decimalText) { text in
            if expectAgreement(text) { answered += 1 }
        }
        // Most are settled without strtod: about a tenth lie beyond the Double range (zero,
        // subnormal or infinite), which is left to strtod, as are undecidable half-way cases.
        #expect(answered >= 15_000)
    }

    @Test func shortestTextOfAnyDoubleParsesBackExactly() async {
        var answered = 0
        await propertyCheck(count: 20_000, input: Gen.uint64()) { bits in
            let value = Double(bitPattern: bits)
            guard value.isFinite else { return }
            let text = NumberText.string(value)
            if let parsed = fast(text) {
                answered += 1
                #expect(parsed.value.bitPattern == bits && parsed.wholeText, "\(text)")
            }
            #expect(slow(text).bitPattern == bits, "\(text)")
        }
        #expect(answered >= 19_000)  // subnormals and a few extremes fall back
    }

    @Test func sensorSizedValuesWithEveryDigitCountParseLikeStrtod() async {
        await propertyCheck(count: 20_000, input: Gen.double(in: -2000...2000), Gen.int(in: 1...19)) { value, digits in
            let text = formatted(value, significantDigits: digits)
            #expect(expectAgreement(text), "\(text) is settled without strtod")
        }
    }

    @Test func edgeValues() {
        let settled = [
            "0", "-0", "0.0", "1", "-1", "0.1", "9007199254740991", "9007199254740992", "1844674407370955161e-10",
            "9999999999999999999", "1e-307", "1e22", "1e300",
            "0.000000", "-0.00106465084", "9.91931498", "123456789012345678", "4.35e-5", "1E5", "+3.25", "5.",
        ]
        for text in settled { #expect(expectAgreement(text), "\(text) is settled without strtod") }
        // May be left to strtod: results next to a half-way point (1e23), more than 19
        // digits, subnormal or overflowing results, words, hex, an exactly half-way 2^53 + 1.
        for text in ["1e23", "1.7976931348623157e308", "2.2250738585072014e-308", "12345678901234567890", "4.9e-324", "1e-320", "1e309", "nan", "inf", "0x1p3", "", "-", ".", "e5", "1e"] {
            if let parsed = fast(text) {
                #expect(!parsed.wholeText || parsed.value.bitPattern == slow(text).bitPattern, "\(text)")
            }
        }
        #expect(fast("9007199254740993") == nil || fast("9007199254740993")!.value == slow("9007199254740993"))
        #expect(fast("-0")!.value.sign == .minus)
    }

    @Test func tablesMatchExactArithmetic() {
        // Spot values computed independently with exact integers (Python).
        #expect(PowersOfFive.reciprocals[0] == .init(high: 2_305_843_009_213_693_952, low: 1))
        #expect(PowersOfFive.reciprocals[1] == .init(high: 1_844_674_407_370_955_161, low: 11_068_046_444_225_730_970))
        #expect(PowersOfFive.reciprocals[291] == .init(high: 1_438_154_507_889_852_726, low: 3_383_947_335_406_624_054))
        #expect(PowersOfFive.powers[0] == .init(high: 1_152_921_504_606_846_976, low: 0))
        #expect(PowersOfFive.powers[100] == .init(high: 1_317_774_742_903_815_403, low: 803_757_039_314_269_066))
        #expect(PowersOfFive.powers[325] == .init(high: 1_780_059_086_805_761_106, low: 8_710_297_504_448_807_696))
        #expect(PowersOfFive.powersOfTen[0] == .init(high: 0xFA8F_D5A0_081C_0288, low: 0x1732_C869_CD60_E453))
        #expect(PowersOfFive.powersOfTen[347] == .init(high: 0xCCCC_CCCC_CCCC_CCCC, low: 0xCCCC_CCCC_CCCC_CCCC))
        #expect(PowersOfFive.powersOfTen[348] == .init(high: 1 << 63, low: 0))
        #expect(PowersOfFive.powersOfTen[695] == .init(high: 0xD13E_B464_6944_7567, low: 0x4B71_95F2_D2D1_A9FB))
        // The binary exponent the parser assumes, ⌊q·log₂10⌋, against the bit length of 10^|q|.
        var power = ExactInteger(1)
        for exponent in 0...348 {
            #expect((217_706 * exponent) >> 16 == power.bitLength - 1, "10^\(exponent)")
            if exponent > 0 { #expect((217_706 * -exponent) >> 16 == -power.bitLength, "10^-\(exponent)") }
            power.multiply(by: 10)
        }
    }

    /// `value` with `significantDigits` digits, `%.*e`.
    func formatted(_ value: Double, significantDigits: Int) -> String {
        var buffer = [CChar](repeating: 0, count: 64)
        _ = withVaList([Int32(significantDigits - 1), value]) { vsnprintf(&buffer, 64, "%.*e", $0) }
        let length = buffer.firstIndex(of: 0) ?? buffer.count
        return String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
