/// The shortest digits of a normal Double by Schubfach (Raffaello Giulietti, "The
/// Schubfach way to render doubles", 2020; the method of Java's `Double.toString` since
/// JDK 19): the value and the two ends of its rounding interval scaled by one power of
/// ten with one 126-bit product each, then four candidates compared at once and one
/// chosen without a branch, with no loop over digits. The same result as Ryū
/// (`ryuDigits(_:)`): the shortest decimal that reads back to the Double, the closest of
/// those (an exact tie to the even digit).
extension ShortestDecimal {
    /// The digits of a normal (not subnormal), finite, positive or negative `value`'s
    /// magnitude.
    @inlinable
    static func normalDigits(_ value: Double) -> Digits {
        let fraction = value.significandBitPattern
        let biasedExponent = Int(value.exponentBitPattern)
        // value = significand × 2^binaryExponent.
        let significand = fraction | (1 << 52)
        let binaryExponent = biasedExponent - 1075
        if binaryExponent < 0 && binaryExponent > -53 {
            // An integer below 2^53 is its own shortest decimal.
            let shift = UInt64(-binaryExponent)
            let integer = significand >> shift
            if integer << shift == significand {
                return strippingZeros(integer, exponent: 0, count: NumberText.digitCount(integer))
            }
        }
        let (candidate, decimalExponent) = nonIntegerCandidate(value)
        return strippingZeros(candidate, exponent: decimalExponent)
    }

    /// Schubfach's choice for a normal `value` that is not an integer below 2^53, before
    /// its trailing zeros are stripped: `significand × 10^exponent`, the significand in
    /// [10^15, 10^17) (16 or 17 digits, a multiple of 10 when one digit fewer suffices).
    ///
    /// The value and its interval's ends scaled by one power of ten (one 126-bit product
    /// each), then the four candidates (the multiples of ten around the scaled value, and
    /// the scaled value rounded down and up) compared all at once and one chosen without a
    /// branch: which one wins depends on digits no branch predictor can foresee.
    @inlinable @inline(__always)
    static func nonIntegerCandidate(_ value: Double) -> (significand: UInt64, exponent: Int) {
        let fraction = value.significandBitPattern
        let biasedExponent = Int(value.exponentBitPattern)
        // value = significand × 2^binaryExponent.
        let significand = fraction | (1 << 52)
        let binaryExponent = biasedExponent - 1075
        // The interval's ends are excluded for an odd significand (they read back as the
        // even neighbour): `odd` moves both inwards.
        let odd = significand & 1
        let scaled = significand << 2
        let upper = scaled + 2
        // At a power of two the interval below is half as wide.
        let regular = fraction != 0 || biasedExponent == 1
        let lower = regular ? scaled - 2 : scaled - 1
        let decimalExponent = regular
            ? floorLog10PowerOfTwo(binaryExponent) : floorLog10ThreeQuartersPowerOfTwo(binaryExponent)
        let shift = UInt64(truncatingIfNeeded: binaryExponent + floorLog2PowerOfTen(-decimalExponent) + 2)
        // `scaledPowersOfTen` starts at 10^-324, the smallest normal Double's.
        let index = 2 &* (decimalExponent &+ 324)
        let high = scaledPowersOfTen[index], low = scaledPowersOfTen[index &+ 1]
        // Four times the value and its interval's ends, over 10^decimalExponent, rounded
        // to odd (a sticky lowest bit).
        let middle = scaledProduct(high, low, scaled << shift)
        let lowerEnd = scaledProduct(high, low, lower << shift) &+ odd
        let upperEnd = scaledProduct(high, low, upper << shift) &- odd

        // One digit fewer: the interval holds at most one multiple of 10.
        let below = middle >> 2
        let belowTens = below / 10 &* 10
        let aboveTens = belowTens &+ 10
        let belowTensInside = lowerEnd <= belowTens << 2
        let aboveTensInside = aboveTens << 2 <= upperEnd
        // As many digits: the one of `below` and `below + 1` inside, else the closer (a
        // tie to the even one).
        let above = below &+ 1
        let belowInside = lowerEnd <= below << 2
        let aboveInside = above << 2 <= upperEnd
        let distance = Int64(bitPattern: middle &- (below &+ above) << 1)
        // (As flags, not `||`: a branch on them would be a coin toss.)
        let past: UInt64 = distance > 0 ? 1 : 0, tie: UInt64 = distance == 0 ? 1 : 0
        let closer = below &+ (past | (tie & below & 1))
        let sameLength = belowInside != aboveInside ? (belowInside ? below : above) : closer
        let shorter = belowTensInside ? belowTens : aboveTens
        return (belowTensInside != aboveTensInside ? shorter : sameLength, decimalExponent)
    }

    /// `strippingZeros(candidate, exponent:count:)` for a candidate of the general case,
    /// which has 16 or 17 digits: `below` lies in [2^52, 10 × 2^53), so every candidate
    /// (`below` or the multiple of ten under it, `below + 1` or the one above) lies in
    /// [10^15, 10^17). `below + 1` or the multiple of ten above can have one digit more than
    /// `below` (9999999999999999 and 10^16).
    @inlinable
    static func strippingZeros(_ candidate: UInt64, exponent: Int) -> Digits {
        strippingZeros(candidate, exponent: exponent, count: candidate >= 10_000_000_000_000_000 ? 17 : 16)
    }

    /// ⌊g × value / 2^127⌋ with its lowest bit set when the rest is not zero, for
    /// g = high × 2^63 + low and `value` below 2^63.
    @inlinable
    static func scaledProduct(_ high: UInt64, _ low: UInt64, _ value: UInt64) -> UInt64 {
        let lowProduct = low.multipliedFullWidth(by: value).high
        let highProduct = high.multipliedFullWidth(by: value)
        let middle = highProduct.low >> 1 &+ lowProduct
        let result = highProduct.high &+ middle >> 63
        return result | ((middle & (1 << 63 - 1)) &+ (1 << 63 - 1)) >> 63
    }

    /// `significand × 10^exponent` without the trailing zeros of `significand` (not zero),
    /// which has `count` digits.
    @inlinable
    static func strippingZeros(_ significand: UInt64, exponent: Int, count: Int) -> Digits {
        var significand = significand, exponent = exponent, count = count
        while significand % 10 == 0 {
            significand /= 10
            exponent += 1
            count -= 1
        }
        return Digits(significand: significand, exponent: exponent, count: count)
    }

    /// ⌊log₁₀ 2^e⌋ for e in -1074...971.
    @inlinable
    static func floorLog10PowerOfTwo(_ e: Int) -> Int { (e &* 661_971_961_083) >> 41 }

    /// ⌊log₁₀ (¾ × 2^e)⌋ for e in -1074...971.
    @inlinable
    static func floorLog10ThreeQuartersPowerOfTwo(_ e: Int) -> Int { (e &* 661_971_961_083 &- 274_743_187_321) >> 41 }

    /// ⌊log₂ 10^e⌋ for e in -324...324.
    @inlinable
    static func floorLog2PowerOfTen(_ e: Int) -> Int { (e &* 1_741_647) >> 19 }
}
