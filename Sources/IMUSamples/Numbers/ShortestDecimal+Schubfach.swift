/// The shortest digits of a normal Double by Schubfach (Raffaello Giulietti, "The
/// Schubfach way to render doubles", 2020; the method of Java's `Double.toString` since
/// JDK 19): the value and the two ends of its rounding interval scaled by one power of
/// ten with one 126-bit product each, then at most two candidates compared, with no loop
/// over digits. The same result as Ryū (`digits(_:)`): the shortest decimal that reads
/// back to the Double, the closest of those (an exact tie to the even digit).
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
        // The interval's ends are excluded for an odd significand (they read back as the
        // even neighbour).
        let odd = significand & 1
        let scaled = significand << 2
        let upper = scaled + 2
        let lower: UInt64
        let decimalExponent: Int
        if fraction != 0 || biasedExponent == 1 {
            lower = scaled - 2
            decimalExponent = floorLog10PowerOfTwo(binaryExponent)
        } else {
            // A power of two: the interval below is half as wide.
            lower = scaled - 1
            decimalExponent = floorLog10ThreeQuartersPowerOfTwo(binaryExponent)
        }
        let shift = UInt64(binaryExponent + floorLog2PowerOfTen(-decimalExponent) + 2)
        // `scaledPowersOfTen` starts at 10^-324, the smallest normal Double's.
        let index = 2 &* (decimalExponent &+ 324)
        let high = scaledPowersOfTen[index], low = scaledPowersOfTen[index &+ 1]
        // Four times the value and its interval's ends, over 10^decimalExponent, rounded
        // to odd (a sticky lowest bit).
        let middle = scaledProduct(high, low, scaled << shift)
        let lowerEnd = scaledProduct(high, low, lower << shift)
        let upperEnd = scaledProduct(high, low, upper << shift)

        // One digit fewer: the interval holds at most one multiple of 10.
        let below = middle >> 2
        let belowTens = below / 10 * 10
        let aboveTens = belowTens + 10
        let belowTensInside = lowerEnd + odd <= belowTens << 2
        let aboveTensInside = aboveTens << 2 + odd <= upperEnd
        if belowTensInside != aboveTensInside {
            return strippingZeros(belowTensInside ? belowTens : aboveTens, exponent: decimalExponent)
        }
        // As many digits: the one of `below` and `below + 1` inside, else the closer.
        let above = below + 1
        let belowInside = lowerEnd + odd <= below << 2
        let aboveInside = above << 2 + odd <= upperEnd
        if belowInside != aboveInside {
            return strippingZeros(belowInside ? below : above, exponent: decimalExponent)
        }
        let distance = Int64(bitPattern: middle &- (below + above) << 1)
        let closer = distance < 0 || (distance == 0 && below & 1 == 0) ? below : above
        return strippingZeros(closer, exponent: decimalExponent)
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
