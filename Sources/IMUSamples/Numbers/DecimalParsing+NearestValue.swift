extension DecimalParsing {
    /// The Double nearest `mantissa × 10^exponent` by the Eisel–Lemire method (Daniel
    /// Lemire, "Number Parsing at a Gigabyte per Second", Software: Practice and
    /// Experience 51, 2021): one 64×128-bit product with the power of ten from
    /// `PowersOfFive.powersOfTen`, the result rounded to 53 bits. Returns nil when the
    /// truncated product cannot decide the rounding, or the result would be subnormal,
    /// infinite or zero; the caller then falls back to an exact method.
    @inlinable
    static func nearestValue(_ mantissa: UInt64, _ exponent: Int) -> Double? {
        guard mantissa != 0, PowersOfFive.powerOfTenExponents.contains(exponent) else { return nil }
        let power = PowersOfFive.powersOfTen[exponent - PowersOfFive.powerOfTenExponents.lowerBound]
        let leadingZeros = mantissa.leadingZeroBitCount
        let normalized = mantissa << UInt64(leadingZeros)
        // ⌊exponent·log₂10⌋ + 64 + bias − leading zeros, for exponents in ±348.
        var biasedExponent = ((217_706 * exponent) >> 16) + 64 + 1023 - leadingZeros

        var product = normalized.multipliedFullWidth(by: power.high)
        if product.high & 0x1FF == 0x1FF && product.low &+ normalized < normalized {
            // The low half of the power may carry into the bits that decide rounding.
            let lowProduct = normalized.multipliedFullWidth(by: power.low)
            let (mergedLow, carry) = product.low.addingReportingOverflow(lowProduct.high)
            let mergedHigh = product.high &+ (carry ? 1 : 0)
            if mergedHigh & 0x1FF == 0x1FF && mergedLow == .max && lowProduct.low &+ normalized < normalized {
                return nil
            }
            product = (mergedHigh, mergedLow)
        }
        // Keep 54 bits (53 and one for rounding).
        let topBit = product.high >> 63
        var significand = product.high >> (topBit + 9)
        biasedExponent -= Int(1 ^ topBit)
        if product.low == 0 && product.high & 0x1FF == 0 && significand & 3 == 1 {
            return nil  // possibly exactly half-way: the truncation cannot tell
        }
        significand += significand & 1
        significand >>= 1
        if significand >> 53 != 0 {
            significand >>= 1
            biasedExponent += 1
        }
        guard biasedExponent > 0 && biasedExponent < 0x7FF else { return nil }
        return Double(bitPattern: UInt64(biasedExponent) << 52 | significand & ((1 << 52) - 1))
    }
}
