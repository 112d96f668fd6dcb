/// Schubfach's choice for the values `NumberText.writeShortest` writes plainly, from one
/// 64-bit product instead of three 128-bit ones.
///
/// For a value of 2^-14 ≤ |value| < 2^24 the power of ten that scales it, 10^k with k in
/// 9…20, is exact in 64 bits, so the value times 10^k comes out exactly: its integer part
/// (16 or 17 digits) and its fraction, in one 64 × 64-bit product. Schubfach's questions
/// (is the multiple of ten below or above inside the rounding interval, or which integer
/// is nearest) are then exact comparisons of the last digit and the fraction against half
/// the scaled interval, as Żmij (Victor Zverovich, 2025, after yy by Yaoyuan Guo) asks
/// them in fixed point. Where an answer depends on whether the interval's ends belong to
/// it (the value's last bit) or on an exact tie, and at powers of two, the full method
/// (`nonIntegerCandidate`) answers.
extension ShortestDecimal {
    /// `nonIntegerCandidate(value)` for a value that is not an integer, 2^-14 ≤ |value| <
    /// 2^24 (biased exponent 1009…1046).
    @inlinable @inline(__always)
    static func plainRangeCandidate(_ value: Double) -> (significand: UInt64, exponent: Int) {
        let fraction = value.significandBitPattern
        let binaryExponent = Int(value.exponentBitPattern) &- 1075
        // value × 10^power lies in [2^52, 10 × 2^53): 16 or 17 digits before the point.
        let decimalExponent = floorLog10PowerOfTwo(binaryExponent)
        let power = 0 &- decimalExponent
        let scaledPower = plainRangePowersOfTen[power &- 9]
        // scaledPower = 10^power × 2^(63 - ⌊log₂ 10^power⌋); the shift puts the product's
        // point between its two words.
        let shift = binaryExponent &+ floorLog2PowerOfTen(power) &+ 1
        let product = ((fraction | 1 << 52) &<< UInt64(truncatingIfNeeded: shift)).multipliedFullWidth(by: scaledPower)
        let integer = product.high, fractionBits = product.low
        let lastDigit = integer &- integer / 10 &* 10
        // The last digit and the fraction as a 4.60 fixed-point number, and half the
        // rounding interval (half of 2^binaryExponent, scaled) in the same units; both
        // exact here (x × 10^k = m × 5^k × 2^(binaryExponent + k): no bit below 2^-47).
        let lastDigitAndFraction = lastDigit &<< 60 | fractionBits &>> 4
        let halfInterval = scaledPower &>> UInt64(truncatingIfNeeded: 5 &- shift)
        let aboveTensDistance = lastDigitAndFraction &+ halfInterval
        let ten: UInt64 = 10 << 60
        let half: UInt64 = 1 << 63
        guard fraction != 0, lastDigitAndFraction != halfInterval, aboveTensDistance != ten, fractionBits != half else {
            return boundaryCandidate(value)
        }
        // One digit fewer: the multiple of ten above or below when it is strictly inside
        // (the interval is narrower than ten, so at most one is). As many digits: the
        // nearest integer (no tie here), always inside (the interval is at least one unit
        // wide). Chosen by masks, not branches: which one wins is a coin toss.
        let aboveTensInside: UInt64 = aboveTensDistance > ten ? 1 : 0
        let belowTensInside: UInt64 = lastDigitAndFraction < halfInterval ? 1 : 0
        let tens = integer &- lastDigit &+ aboveTensInside &* 10
        let nearest = integer &+ fractionBits &>> 63
        let tensMask = 0 &- (aboveTensInside | belowTensInside)
        return (nearest ^ ((tens ^ nearest) & tensMask), decimalExponent)
    }

    /// `nonIntegerCandidate(value)` out of line, for the rare values whose answer lies on
    /// a boundary (a call, not the full method inlined, keeps the common path short).
    @usableFromInline @inline(never)
    static func boundaryCandidate(_ value: Double) -> (significand: UInt64, exponent: Int) {
        nonIntegerCandidate(value)
    }

    /// 10^k × 2^(63 - ⌊log₂ 10^k⌋) for k in 9…20: the powers of ten that scale the plain
    /// range, their top bit at bit 63, exact (10^20's three lowest bits are zero).
    @usableFromInline
    static let plainRangePowersOfTen: [UInt64] = [
        0xEE6B_2800_0000_0000, 0x9502_F900_0000_0000, 0xBA43_B740_0000_0000,
        0xE8D4_A510_0000_0000, 0x9184_E72A_0000_0000, 0xB5E6_20F4_8000_0000,
        0xE35F_A931_A000_0000, 0x8E1B_C9BF_0400_0000, 0xB1A2_BC2E_C500_0000,
        0xDE0B_6B3A_7640_0000, 0x8AC7_2304_89E8_0000, 0xAD78_EBC5_AC62_0000,
    ]
}
