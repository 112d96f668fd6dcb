/// Doubles as text without going through `String`: the same bytes as Swift's
/// `description` (`"\(value)"`) for every finite value and for infinities, written
/// straight into a byte buffer. The shortest digits that read back to the same Double
/// (`ShortestDecimal`), laid out as Swift does: `0.0`, `-0.0`, `12.5`, `1000.0` and
/// `0.0001` plainly; exponential form (`1e-05`, `1.5e+300`, at least two exponent digits)
/// below 10⁻⁴ and for magnitudes above 2⁵³; `inf`, `-inf`. Every NaN is written `nan`.
public enum NumberText {
    /// The most bytes one number takes (`-2.2250738585072014e-308` is 24).
    public static let maximumBytes = 32

    /// `value` as a String (for callers that need one; `append` avoids the String).
    public static func string(_ value: Double) -> String {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: maximumBytes) { buffer in
            let count = write(value, to: buffer.baseAddress!)
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[..<count]), as: UTF8.self)
        }
    }

    /// Appends `value`'s text to `bytes` (for many numbers in a row, `TextWriter` copies
    /// once per row instead of once per number).
    @inlinable
    public static func append(_ value: Double, to bytes: inout [UInt8]) {
        TextWriter.append(to: &bytes, expectedBytes: maximumBytes) { $0.append(value) }
    }

    /// Writes `value`'s text at `destination`, which must have room for `maximumBytes`;
    /// returns the number of bytes written.
    @inlinable
    public static func write(_ value: Double, to destination: UnsafeMutablePointer<UInt8>) -> Int {
        writeShortest(value, to: destination)
    }

    /// `write(_:to:)` for every value: zero, integers, subnormal values, non-finite ones,
    /// and the exponential form.
    @usableFromInline @inline(never)
    static func writeAnyValue(_ value: Double, to destination: UnsafeMutablePointer<UInt8>) -> Int {
        var position = 0
        if value.sign == .minus && !value.isNaN {
            destination[0] = UInt8(ascii: "-")
            position = 1
        }
        guard value.isFinite else {
            return position + copy(value.isNaN ? "nan" : "inf", to: destination + position)
        }
        guard value != 0 else { return position + copy("0.0", to: destination + position) }
        let digits = ShortestDecimal.digits(value)
        let count = digits.count
        // The exponent of the first digit: value = d.ddd × 10^scientificExponent.
        let scientificExponent = digits.exponent + count - 1
        let output = destination + position
        if scientificExponent < -4 || value.magnitude > 9_007_199_254_740_992 {
            // d.ddde±XX (no point after a single digit).
            writeDigits(digits.significand, count: count, to: output + 1)
            output[0] = output[1]
            var length = 1
            if count > 1 {
                output[1] = UInt8(ascii: ".")
                length = count + 1
            }
            output[length] = UInt8(ascii: "e")
            output[length + 1] = scientificExponent < 0 ? UInt8(ascii: "-") : UInt8(ascii: "+")
            let magnitude = abs(scientificExponent)
            let exponentDigits = magnitude >= 100 ? 3 : 2
            writeDigits(UInt64(magnitude), count: exponentDigits, to: output + length + 2)
            return position + length + 2 + exponentDigits
        }
        if scientificExponent < 0 {
            // 0.000ddd
            let zeros = -scientificExponent - 1
            output[0] = UInt8(ascii: "0")
            output[1] = UInt8(ascii: ".")
            for index in 0..<zeros { output[2 + index] = UInt8(ascii: "0") }
            writeDigits(digits.significand, count: count, to: output + 2 + zeros)
            return position + 2 + zeros + count
        }
        if scientificExponent + 1 < count {
            // ddd.ddd
            let integerDigits = scientificExponent + 1
            writeDigits(digits.significand, count: count, to: output + 1)
            for index in 0..<integerDigits { output[index] = output[index + 1] }
            output[integerDigits] = UInt8(ascii: ".")
            return position + count + 1
        }
        // ddd000.0
        writeDigits(digits.significand, count: count, to: output)
        let integerDigits = scientificExponent + 1
        for index in count..<integerDigits { output[index] = UInt8(ascii: "0") }
        output[integerDigits] = UInt8(ascii: ".")
        output[integerDigits + 1] = UInt8(ascii: "0")
        return position + integerDigits + 2
    }

    /// The number of decimal digits of `value` (1 for 0).
    @inlinable @inline(__always)
    static func digitCount(_ value: UInt64) -> Int {
        // ⌊log₁₀ 2⌋-based estimate from the bit length, then one comparison.
        let bits = 64 - (value | 1).leadingZeroBitCount
        let estimate = (bits * 1233) >> 12
        return max(1, estimate + (value >= powerOfTen(estimate) ? 1 : 0))
    }

    /// 10^exponent for exponent in 0...19. Always inlined (one per number written).
    @inlinable @inline(__always)
    static func powerOfTen(_ exponent: Int) -> UInt64 {
        switch exponent {
        case 0: 1
        case 1: 10
        case 2: 100
        case 3: 1_000
        case 4: 10_000
        case 5: 100_000
        case 6: 1_000_000
        case 7: 10_000_000
        case 8: 100_000_000
        case 9: 1_000_000_000
        case 10: 10_000_000_000
        case 11: 100_000_000_000
        case 12: 1_000_000_000_000
        case 13: 10_000_000_000_000
        case 14: 100_000_000_000_000
        case 15: 1_000_000_000_000_000
        case 16: 10_000_000_000_000_000
        case 17: 100_000_000_000_000_000
        case 18: 1_000_000_000_000_000_000
        default: 10_000_000_000_000_000_000
        }
    }

    /// Writes the last `count` decimal digits of `value`, most significant first: eight
    /// at a time in 32-bit arithmetic, two at a time from a table.
    @inlinable
    static func writeDigits(_ value: UInt64, count: Int, to destination: UnsafeMutablePointer<UInt8>) {
        var value = value
        var index = count
        while index > 8 {
            index -= 8
            writeEightDigits(UInt32(truncatingIfNeeded: value % 100_000_000), to: destination + index)
            value /= 100_000_000
        }
        var rest = UInt32(truncatingIfNeeded: value)
        if index == 8 {
            // Eight left (a 16-digit significand): four independent pairs, not a chain.
            writeEightDigits(rest, to: destination)
            return
        }
        let pairs: StaticString = "00010203040506070809101112131415161718192021222324252627282930313233343536373839404142434445464748495051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899"
        while index >= 2 {
            let pair = Int(truncatingIfNeeded: rest % 100)
            rest /= 100
            index -= 2
            destination[index] = pairs.utf8Start[2 &* pair]
            destination[index + 1] = pairs.utf8Start[2 &* pair &+ 1]
        }
        if index == 1 { destination[0] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest % 10) }
    }

    /// Writes exactly eight digits of `value` (below 10^8), leading zeros included.
    @inlinable @inline(__always)
    static func writeEightDigits(_ value: UInt32, to destination: UnsafeMutablePointer<UInt8>) {
        destination.storeWord(eightDigitValues(value) | 0x3030_3030_3030_3030)
    }

    /// The eight decimal digits of `value` (below 10^8, leading zeros included) as digit
    /// values 0…9 in one 64-bit word, the first digit in the lowest byte: halves of four
    /// digits, then pairs, then digits, each split by a multiply and a shift in every lane
    /// at once.
    @inlinable @inline(__always)
    static func eightDigitValues(_ value: UInt32) -> UInt64 {
        // Four digits in each 32-bit lane, the first four in the lowest.
        var lanes = UInt64(value / 10_000) | UInt64(value % 10_000) << 32
        // ⌊x / 100⌋ = (x × 10486) >> 20 for x below 10^4: two digits in each 16-bit lane.
        let hundreds = (lanes &* 10_486) >> 20 & 0x0000_007F_0000_007F
        lanes = hundreds | (lanes &- hundreds &* 100) << 16
        // ⌊x / 10⌋ = (x × 103) >> 10 for x below 100: one digit in each byte.
        let tens = (lanes &* 103) >> 10 & 0x000F_000F_000F_000F
        return tens | (lanes &- tens &* 10) << 8
    }

    @inlinable
    static func copy(_ text: StaticString, to destination: UnsafeMutablePointer<UInt8>) -> Int {
        let count = text.utf8CodeUnitCount
        destination.update(from: text.utf8Start, count: count)
        return count
    }
}
