/// The shortest decimal that reads back to a given Double, and among those the closest to
/// it (an exact tie goes to the even digit): Schubfach for normal values
/// (`ShortestDecimal+Schubfach.swift`), Ryū's method (Ulf Adams, "Ryū: fast
/// float-to-string conversion", PLDI 2018) for subnormal ones and as the reference the
/// tests hold Schubfach to, both with the tables of `PowersOfFive`. It gives the
/// same digits as Swift's own `description`, which promises the same two properties; the
/// tests compare the two.
@usableFromInline
enum ShortestDecimal {
    /// A decimal `significand × 10^exponent` without trailing zeros in `significand`.
    @usableFromInline
    struct Digits: Equatable {
        /// At most 17 decimal digits, never a multiple of 10 (1 for powers of ten).
        @usableFromInline var significand: UInt64
        @usableFromInline var exponent: Int
        /// The number of decimal digits of `significand`.
        @usableFromInline var count: Int

        @inlinable init(significand: UInt64, exponent: Int, count: Int) {
            self.significand = significand
            self.exponent = exponent
            self.count = count
        }
    }

    /// The digits of `value`'s magnitude; `value` must be finite and not zero. Schubfach
    /// (`normalDigits`) for normal values, Ryū (`ryuDigits`) for subnormal ones, where
    /// Schubfach's scaled value can have too few digits to drop one.
    @inlinable
    static func digits(_ value: Double) -> Digits {
        value.exponentBitPattern != 0 ? normalDigits(value) : ryuDigits(value)
    }

    /// The digits of `value`'s magnitude by Ryū; `value` must be finite and not zero.
    @usableFromInline @inline(never)
    static func ryuDigits(_ value: Double) -> Digits {
        let fraction = value.significandBitPattern
        let biasedExponent = Int(value.exponentBitPattern)
        // value = mantissa × 2^binaryExponent, with two spare bits for the interval's ends.
        let mantissa: UInt64
        let binaryExponent: Int
        if biasedExponent == 0 {
            mantissa = fraction
            binaryExponent = 1 - 1023 - 52 - 2
        } else {
            mantissa = fraction | (1 << 52)
            binaryExponent = biasedExponent - 1023 - 52 - 2
        }
        let even = mantissa & 1 == 0
        let scaled = 4 * mantissa
        // The interval below is half as wide at a power of two (except the smallest).
        let lowerShift: UInt64 = fraction != 0 || biasedExponent <= 1 ? 1 : 0

        var upper: UInt64, middle: UInt64, lower: UInt64
        var decimalExponent: Int
        var lowerIsTrailingZeros = false
        var middleIsTrailingZeros = false
        if binaryExponent >= 0 {
            let q = log10OfPowerOfTwo(binaryExponent) - (binaryExponent > 3 ? 1 : 0)
            decimalExponent = q
            let k = 125 + powerOfFiveBits(q) - 1
            let shift = -binaryExponent + q + k
            let factor = PowersOfFive.reciprocals[q]
            middle = multiplyShift(scaled, factor, shift)
            upper = multiplyShift(scaled + 2, factor, shift)
            lower = multiplyShift(scaled - 1 - lowerShift, factor, shift)
            if q <= 21 {
                // At most one of the three can be a multiple of 5.
                if scaled % 5 == 0 {
                    middleIsTrailingZeros = isMultipleOfPowerOfFive(scaled, q)
                } else if even {
                    lowerIsTrailingZeros = isMultipleOfPowerOfFive(scaled - 1 - lowerShift, q)
                } else if isMultipleOfPowerOfFive(scaled + 2, q) {
                    upper -= 1
                }
            }
        } else {
            let q = log10OfPowerOfFive(-binaryExponent) - (-binaryExponent > 1 ? 1 : 0)
            decimalExponent = q + binaryExponent
            let i = -binaryExponent - q
            let k = powerOfFiveBits(i) - 125
            let shift = q - k
            let factor = PowersOfFive.powers[i]
            middle = multiplyShift(scaled, factor, shift)
            upper = multiplyShift(scaled + 2, factor, shift)
            lower = multiplyShift(scaled - 1 - lowerShift, factor, shift)
            if q <= 1 {
                // The scaled value has at least two trailing zero bits, so q of them.
                middleIsTrailingZeros = true
                if even {
                    lowerIsTrailingZeros = lowerShift == 1
                } else {
                    upper -= 1
                }
            } else if q < 63 {
                middleIsTrailingZeros = scaled & ((1 << UInt64(q)) - 1) == 0
            }
        }

        // Remove digits while the interval still holds a shorter decimal.
        var removed = 0
        var lastRemovedDigit: UInt64 = 0
        var output: UInt64
        if lowerIsTrailingZeros || middleIsTrailingZeros {
            // Rare: the interval's ends or the value itself may be exact decimals.
            while upper / 10 > lower / 10 {
                lowerIsTrailingZeros = lowerIsTrailingZeros && lower % 10 == 0
                middleIsTrailingZeros = middleIsTrailingZeros && lastRemovedDigit == 0
                lastRemovedDigit = middle % 10
                middle /= 10; upper /= 10; lower /= 10
                removed += 1
            }
            if lowerIsTrailingZeros {
                while lower % 10 == 0 {
                    middleIsTrailingZeros = middleIsTrailingZeros && lastRemovedDigit == 0
                    lastRemovedDigit = middle % 10
                    middle /= 10; upper /= 10; lower /= 10
                    removed += 1
                }
            }
            if middleIsTrailingZeros && lastRemovedDigit == 5 && middle % 2 == 0 {
                lastRemovedDigit = 4  // an exact tie: keep the even digit
            }
            let outside = middle == lower && (!even || !lowerIsTrailingZeros)
            output = middle + (outside || lastRemovedDigit >= 5 ? 1 : 0)
        } else {
            var roundUp = false
            if upper / 100 > lower / 100 {
                roundUp = middle % 100 >= 50
                middle /= 100; upper /= 100; lower /= 100
                removed += 2
            }
            while upper / 10 > lower / 10 {
                roundUp = middle % 10 >= 5
                middle /= 10; upper /= 10; lower /= 10
                removed += 1
            }
            output = middle + (middle == lower || roundUp ? 1 : 0)
        }
        var exponent = decimalExponent + removed
        while output % 10 == 0 && output != 0 {
            output /= 10
            exponent += 1
        }
        return Digits(significand: output, exponent: exponent, count: NumberText.digitCount(output))
    }

    /// (value × factor) >> shift, for a value below 2^55 and a 125-bit factor (shift > 64).
    @inlinable
    static func multiplyShift(_ value: UInt64, _ factor: PowersOfFive.Wide, _ shift: Int) -> UInt64 {
        let low = value.multipliedFullWidth(by: factor.low)
        let high = value.multipliedFullWidth(by: factor.high)
        // (high + low >> 64) >> (shift - 64), high being 128 bits.
        let (sumLow, carry) = high.low.addingReportingOverflow(low.high)
        let sumHigh = high.high &+ (carry ? 1 : 0)
        let bits = UInt64(shift - 64)
        return (sumLow >> bits) | (sumHigh << (64 - bits))
    }

    /// ⌈log₂ 5^e⌉ (1 for e = 0), for e in 0...3528.
    @inlinable
    static func powerOfFiveBits(_ e: Int) -> Int { ((e * 1_217_359) >> 19) + 1 }

    /// ⌊log₁₀ 2^e⌋ for e in 0...1650.
    @inlinable
    static func log10OfPowerOfTwo(_ e: Int) -> Int { (e * 78_913) >> 18 }

    /// ⌊log₁₀ 5^e⌋ for e in 0...2620.
    @inlinable
    static func log10OfPowerOfFive(_ e: Int) -> Int { (e * 732_923) >> 20 }

    @inlinable
    static func isMultipleOfPowerOfFive(_ value: UInt64, _ power: Int) -> Bool {
        var value = value, count = 0
        while value != 0 && value % 5 == 0 {
            value /= 5
            count += 1
            if count >= power { return true }
        }
        return count >= power
    }
}
