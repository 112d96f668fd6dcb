/// The common field of a sensor log, `[-]ddd.ddddddddd`, read eight bytes at a time: the
/// length of each run of digits from the bytes that are not digits, and the run's value
/// from one eight-digit conversion, with no loop over its bytes.
extension DecimalParsing {
    /// `[-]d…d[.d…d]` with 1 to 7 integer digits and up to 15 fraction digits, 19 at most in
    /// all (leading zeros included), read in at most three eight-byte chunks that end before `end`, and not
    /// followed by an exponent; its value when Clinger's path or Eisel–Lemire's settles it.
    /// Nil for anything else (the general parser then reads it): the same value, since
    /// both read the same digits into the same mantissa and exponent.
    @inlinable @inline(__always)
    static func parseChunked(_ base: UnsafePointer<UInt8>, start: Int, end: Int) -> (value: Double, length: Int)? {
        let negative = base[start] == UInt8(ascii: "-")
        let integerStart = start &+ (negative ? 1 : 0)
        guard end &- integerStart >= 8 else { return nil }
        let integerChunk = loadChunk(base, integerStart)
        let integerDigits = digitRun(integerChunk)
        guard integerDigits > 0, integerDigits < 8 else { return nil }
        var mantissa = UInt64(digitsValue(integerChunk, count: integerDigits))
        var index = integerStart &+ integerDigits
        var fractionDigits = 0
        if base[index] == UInt8(ascii: ".") {
            index &+= 1
            guard end &- index >= 8 else { return nil }
            let fractionChunk = loadChunk(base, index)
            fractionDigits = digitRun(fractionChunk)
            guard fractionDigits > 0 else { return nil }
            mantissa = mantissa &* NumberText.powerOfTen(fractionDigits) &+ UInt64(digitsValue(fractionChunk, count: fractionDigits))
            if fractionDigits == 8 {
                guard end &- (index &+ 8) >= 8 else { return nil }
                let nextChunk = loadChunk(base, index &+ 8)
                let nextDigits = digitRun(nextChunk)
                // At most 19 digits in all: the mantissa stays below 10^19 < 2^64.
                guard nextDigits < 8, integerDigits &+ 8 &+ nextDigits <= 19 else { return nil }
                if nextDigits > 0 {
                    mantissa = mantissa &* NumberText.powerOfTen(nextDigits) &+ UInt64(digitsValue(nextChunk, count: nextDigits))
                    fractionDigits &+= nextDigits
                }
            }
            index &+= fractionDigits
        }
        // An exponent is the general parser's.
        guard base[index] | 0x20 != UInt8(ascii: "e") else { return nil }
        guard let value = exactValue(mantissa, -fractionDigits) ?? nearestValue(mantissa, -fractionDigits) else { return nil }
        return (negative ? -value : value, index &- start)
    }

    /// The eight bytes at `base + index`, the first in the lowest byte.
    @inlinable @inline(__always)
    static func loadChunk(_ base: UnsafePointer<UInt8>, _ index: Int) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
    }

    /// How many of `chunk`'s bytes, from the first, are ASCII digits (0…8).
    @inlinable @inline(__always)
    static func digitRun(_ chunk: UInt64) -> Int {
        nonDigitMarks(chunk).trailingZeroBitCount &>> 3
    }

    /// The high bit of each byte of `chunk` that is not an ASCII digit: such a byte gets it
    /// in one of the two lane-wise sums. The lanes below the first such byte are digits,
    /// which carry and borrow nothing, so the lowest marked lane is exact (the lanes above
    /// it may be marked wrongly, and are not looked at); no mark at all: eight digits.
    @inlinable @inline(__always)
    static func nonDigitMarks(_ chunk: UInt64) -> UInt64 {
        ((chunk &+ 0x4646_4646_4646_4646) | (chunk &- 0x3030_3030_3030_3030)) & 0x8080_8080_8080_8080
    }

    /// The number written by the first `count` (1…8) bytes of `chunk`, all digits: they are
    /// shifted to the top and the bytes below them filled with "0".
    @inlinable @inline(__always)
    static func digitsValue(_ chunk: UInt64, count: Int) -> UInt32 {
        let shift = UInt64(truncatingIfNeeded: 8 &- count) &* 8
        let zeros: UInt64 = 0x3030_3030_3030_3030 & ((1 &<< shift) &- 1)
        return eightDigitsValue((chunk &<< shift) | zeros)
    }
}
