/// Plain numbers laid out without a branch on their digits: the path `NumberText.write`
/// takes for nearly every number a sensor or a filter produces.
extension NumberText {
    /// `write(_:to:)`: the common case of a sensor's or a filter's numbers (not an integer,
    /// 10⁻⁴ ≤ |value| < 10⁷, written plainly) without a branch on its digits:
    /// Schubfach's 16 or 17 digits (`plainRangeCandidate`) written whole at fixed places, the point put in
    /// by one word, the trailing zeros cut by the length returned; every other value goes
    /// to `writeAnyValue`.
    @usableFromInline @inline(never)
    static func writeShortest(_ value: Double, to destination: UnsafeMutablePointer<UInt8>) -> Int {
        let bits = value.bitPattern
        let biasedExponent = Int(truncatingIfNeeded: bits >> 52) & 0x7FF
        // 2^-14 ≤ |value| < 2^24 (a superset of the plain range), and not an integer.
        let shiftToInteger = 1075 - biasedExponent
        let significandBits = bits & ((1 << 52) - 1) | 1 << 52
        let fractionMask: UInt64 = shiftToInteger <= 52 ? (1 << UInt64(truncatingIfNeeded: shiftToInteger)) &- 1 : .max
        guard biasedExponent >= 1023 - 14, biasedExponent < 1023 + 24, significandBits & fractionMask != 0 else {
            return writeAnyValue(value, to: destination)
        }
        let (significand, exponent) = ShortestDecimal.plainRangeCandidate(value)
        // The digits as [top][middle 8][low 8]; top is 0 for 16 digits.
        let high = significand / 100_000_000
        let lowDigits = eightDigitValues(UInt32(truncatingIfNeeded: significand &- high &* 100_000_000))
        let top = high / 100_000_000
        let middleDigits = eightDigitValues(UInt32(truncatingIfNeeded: high &- top &* 100_000_000))
        let long = top != 0 ? 1 : 0
        let count = 16 &+ long
        // Trailing zeros: the last digit is the highest byte of `lowDigits`.
        let trailingZeros = lowDigits != 0
            ? lowDigits.leadingZeroBitCount &>> 3 : 8 &+ middleDigits.leadingZeroBitCount &>> 3
        let significant = count &- trailingZeros
        // value = d.ddd × 10^scientificExponent.
        let scientificExponent = exponent &+ count &- 1
        guard scientificExponent >= -4, scientificExponent < 7 else { return writeAnyValue(value, to: destination) }
        let negative = Int(truncatingIfNeeded: bits >> 63)
        destination[0] = UInt8(ascii: "-")
        let output = destination + negative
        if scientificExponent < 0 {
            // 0.ddd or 0.000ddd: "0.000000", then the digits over its zeros, the first at
            // `first`; a 16-digit block's leading 0 lands before it and is put back.
            output.storeWord(0x3030_3030_3030_2E30)
            let first = output + (1 &- scientificExponent)
            writeBlock(top: top, middle: middleDigits, low: lowDigits, at: first - (1 &- long))
            first[-1] = scientificExponent == -1 ? UInt8(ascii: ".") : UInt8(ascii: "0")
            return negative &+ (1 &- scientificExponent) &+ significant
        }
        // ddd.ddd with 1…7 integer digits: the digits from output + 1, then their first
        // eight as one word at output, the integer digits moved one place left and the
        // point put after them. The word is built in registers, not read back from the
        // bytes just stored (a read across several stores waits for them).
        writeBlock(top: top, middle: middleDigits, low: lowDigits, at: output + long)
        let text = (long != 0 ? top | middleDigits << 8 : middleDigits) | 0x3030_3030_3030_3030
        let pointShift = UInt64(truncatingIfNeeded: scientificExponent &+ 1) &* 8
        let integerMask: UInt64 = (1 << pointShift) &- 1
        let pointMask: UInt64 = 0xFF << pointShift
        output.storeWord((text & integerMask) | (0x2E << pointShift) | ((text << 8) & ~(integerMask | pointMask)))
        return negative &+ significant &+ 1
    }

    /// Writes 17 digits at `destination`: `top` (0…9), then the digit values of two words
    /// from `eightDigitValues`.
    @inlinable @inline(__always)
    static func writeBlock(top: UInt64, middle: UInt64, low: UInt64, at destination: UnsafeMutablePointer<UInt8>) {
        destination[0] = UInt8(truncatingIfNeeded: top) | 0x30
        (destination + 1).storeWord(middle | 0x3030_3030_3030_3030)
        (destination + 9).storeWord(low | 0x3030_3030_3030_3030)
    }
}

extension UnsafeMutablePointer<UInt8> {
    /// Stores `word`'s eight bytes here, the lowest byte first, at any alignment.
    @inlinable @inline(__always)
    func storeWord(_ word: UInt64) {
        UnsafeMutableRawPointer(self).storeBytes(of: word.littleEndian, as: UInt64.self)
    }
}
