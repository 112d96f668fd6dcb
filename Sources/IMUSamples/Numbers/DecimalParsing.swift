/// Fast, correctly rounded parsing of plain decimal numbers with up to 19 significant
/// digits: Clinger's exact path where it applies (up to 2^53 and a power of ten within
/// ±22), else the Eisel–Lemire 128-bit product (`nearestValue`). Whatever neither settles
/// (more digits, an exact half-way case, a subnormal or overflowing result, `nan`, hex)
/// returns nil and the caller uses `strtod`, so every result equals `strtod`'s.
@usableFromInline
enum DecimalParsing {
    /// 10^0 … 10^22, every one exact (a literal, so the compiler lays it out in the binary).
    @usableFromInline
    static let powersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]

    /// Parses `[+-]digits[.digits][(e|E)[+-]digits]` starting at `start` (`base[end]`
    /// readable: a line end); returns the value and the number of bytes read, or nil when
    /// the fast path does not apply. A sensor log's usual field is read in chunks
    /// (`parseChunked`), anything else digit by digit (`parseDigits`).
    @inlinable @inline(__always)
    static func parse(_ base: UnsafePointer<UInt8>, start: Int, end: Int) -> (value: Double, length: Int)? {
        if let chunked = parseChunked(base, start: start, end: end) { return chunked }
        return parseDigits(base, start: start, end: end)
    }

    /// `parse` one digit at a time (eight at a time within a run of eight).
    @usableFromInline @inline(never)
    static func parseDigits(_ base: UnsafePointer<UInt8>, start: Int, end: Int) -> (value: Double, length: Int)? {
        var index = start
        var negative = false
        if index < end && (base[index] == UInt8(ascii: "-") || base[index] == UInt8(ascii: "+")) {
            negative = base[index] == UInt8(ascii: "-")
            index += 1
        }
        // Leading zeros carry no value; the significant digits are counted by position.
        var mantissa: UInt64 = 0
        var exponent = 0
        let integerStart = index
        while index < end && base[index] == UInt8(ascii: "0") { index += 1 }
        var significantStart = index
        accumulateDigits(base, &index, end, into: &mantissa)
        var digits = index - significantStart
        var sawDigit = index > integerStart
        if index < end && base[index] == UInt8(ascii: ".") {
            index += 1
            let fractionStart = index
            if mantissa == 0 {
                // Still no significant digit: zeros after the point only scale.
                while index < end && base[index] == UInt8(ascii: "0") { index += 1 }
            }
            significantStart = index
            accumulateDigits(base, &index, end, into: &mantissa)
            digits += index - significantStart
            exponent = fractionStart - index
            sawDigit = sawDigit || index > fractionStart
        }
        guard sawDigit, digits <= 19 else { return nil }
        if index < end && (base[index] == UInt8(ascii: "e") || base[index] == UInt8(ascii: "E")) {
            index += 1
            var exponentNegative = false
            if index < end && (base[index] == UInt8(ascii: "-") || base[index] == UInt8(ascii: "+")) {
                exponentNegative = base[index] == UInt8(ascii: "-")
                index += 1
            }
            var explicit = 0
            var sawExponentDigit = false
            while index < end, base[index] &- UInt8(ascii: "0") < 10 {
                sawExponentDigit = true
                if explicit < 10_000 { explicit = explicit * 10 + Int(base[index] &- UInt8(ascii: "0")) }
                index += 1
            }
            guard sawExponentDigit else { return nil }
            exponent += exponentNegative ? -explicit : explicit
        }
        guard let value = exactValue(mantissa, exponent) ?? nearestValue(mantissa, exponent) else { return nil }
        return (negative ? -value : value, index - start)
    }

    /// Reads decimal digits from `index` on into `mantissa` (which wraps past 19 digits;
    /// the caller refuses those), leaving `index` on the first other byte.
    @inlinable
    static func accumulateDigits(_ base: UnsafePointer<UInt8>, _ index: inout Int, _ end: Int, into mantissa: inout UInt64) {
        // Eight digits at a time while eight bytes remain before `end` and all are digits.
        while end - index >= 8 {
            let chunk = loadChunk(base, index)
            guard isEightDigits(chunk) else { break }
            mantissa = mantissa &* 100_000_000 &+ UInt64(eightDigitsValue(chunk))
            index += 8
        }
        while index < end {
            let digit = base[index] &- UInt8(ascii: "0")
            guard digit < 10 else { return }
            mantissa = mantissa &* 10 &+ UInt64(digit)
            index += 1
        }
    }

    /// Whether the eight bytes of `chunk` (first byte lowest) are all ASCII digits.
    @inlinable
    static func isEightDigits(_ chunk: UInt64) -> Bool {
        nonDigitMarks(chunk) == 0
    }

    /// The number written by eight ASCII digits (first byte lowest, most significant).
    @inlinable
    static func eightDigitsValue(_ chunk: UInt64) -> UInt32 {
        var value = chunk &- 0x3030_3030_3030_3030
        value = value &* 10 &+ (value >> 8)  // pairs of digits in every other byte
        let pairs = (value & 0x0000_00FF_0000_00FF) &* (100 &+ (1_000_000 << 32))
        let quads = ((value >> 16) & 0x0000_00FF_0000_00FF) &* (1 &+ (10_000 << 32))
        return UInt32(truncatingIfNeeded: (pairs &+ quads) >> 32)
    }

    /// Clinger's fast path: `mantissa × 10^exponent` when both are exact Doubles, so one
    /// correctly rounded operation gives the answer.
    @inlinable @inline(__always)
    static func exactValue(_ mantissa: UInt64, _ exponent: Int) -> Double? {
        guard mantissa < (1 << 53) else { return nil }
        if mantissa == 0 { return 0 }
        var value = Double(mantissa)
        if exponent < 0 {
            guard exponent >= -22 else { return nil }
            value /= powersOfTen[-exponent]
        } else if exponent > 0 {
            guard exponent <= 22 else { return nil }
            value *= powersOfTen[exponent]
        }
        return value
    }
}
