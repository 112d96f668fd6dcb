/// Powers of five and of ten rounded to 125 or 128 significant bits, the multipliers of
/// the fast number parser (`DecimalParsing`) and of the shortest number output
/// (`ShortestDecimal`). Built once, on first use, from exact integers (`ExactInteger`), so
/// there is no hand-copied table to get wrong; building them takes well under a
/// millisecond.
@usableFromInline
enum PowersOfFive {
    /// A 128-bit unsigned value as two words.
    @usableFromInline
    struct Wide: Sendable, Equatable {
        @usableFromInline var high: UInt64
        @usableFromInline var low: UInt64

        @inlinable init(high: UInt64, low: UInt64) {
            self.high = high
            self.low = low
        }
    }

    /// The largest power of five in `powers` (5^325 is the largest a Double's shortest
    /// output needs).
    static let largestPower = 325
    /// The largest reciprocal in `reciprocals` (5^-291 is the smallest the output needs).
    static let largestReciprocal = 291
    /// The range of decimal exponents `powersOfTen` covers (beyond it a Double is zero or
    /// infinite whatever 19 digits precede the exponent).
    @usableFromInline
    static let powerOfTenExponents = -348...347

    /// 5^i with its top bit at bit 124 (shifted right, rounding down, or left), for i in
    /// 0...`largestPower`.
    @usableFromInline
    static let powers: [Wide] = {
        var power = ExactInteger(1)
        var table: [Wide] = []
        for _ in 0...largestPower {
            table.append(power.topBits(125))
            power.multiply(by: 5)
        }
        return table
    }()

    /// ⌊2^(b+124) / 5^q⌋ + 1 where b is the bit length of 5^q (so the top bit is bit 124,
    /// bit 125 for q = 0), for q in 0...`largestReciprocal`.
    @usableFromInline
    static let reciprocals: [Wide] = {
        // 5^0 = 1 is a power of two, so its entry is 2^125 + 1, one bit longer than the rest.
        var table = [Wide(high: 1 << 61, low: 1)]
        var scaled = ExactInteger.powerOfTwo(ExactInteger.reciprocalScaleBits)
        for _ in 1...largestReciprocal {
            scaled.divide(by: 5)
            var entry = scaled.topBits(125)
            entry.low &+= 1
            if entry.low == 0 { entry.high &+= 1 }
            table.append(entry)
        }
        return table
    }()

    /// 10^q normalised to [2^127, 2^128) and rounded down, for q in `powerOfTenExponents`
    /// (index q + 348). 10^q = value × 2^(⌊q·log₂10⌋ − 127).
    @usableFromInline
    static let powersOfTen: [Wide] = {
        var table: [Wide] = []
        // 10^-q has the significant bits of 5^-q's reciprocal; 10^q those of 5^q.
        var scaled = ExactInteger.powerOfTwo(ExactInteger.reciprocalScaleBits)
        var negative: [Wide] = []
        for _ in 0...(-powerOfTenExponents.lowerBound) {
            negative.append(scaled.topBits(128))
            scaled.divide(by: 5)
        }
        table.append(contentsOf: negative.dropFirst().reversed())
        var power = ExactInteger(1)
        for _ in 0...powerOfTenExponents.upperBound {
            table.append(power.topBits(128))
            power.multiply(by: 5)
        }
        return table
    }()
}

/// A non-negative integer of any size, little-endian 64-bit words: just what the tables of
/// `PowersOfFive` need (multiply and divide by a word, read the top bits).
struct ExactInteger {
    /// 2^1088: large enough that 2^1088 / 5^348 still has more than 128 bits, so every
    /// reciprocal is read to full precision.
    static let reciprocalScaleBits = 1088

    private(set) var words: [UInt64]

    init(_ value: UInt64) { words = [value] }

    /// 2^exponent.
    static func powerOfTwo(_ exponent: Int) -> ExactInteger {
        var value = ExactInteger(0)
        value.words = [UInt64](repeating: 0, count: exponent / 64 + 1)
        value.words[exponent / 64] = 1 << UInt64(exponent % 64)
        return value
    }

    /// The number of bits up to the highest set bit (0 for zero).
    var bitLength: Int {
        guard let top = words.lastIndex(where: { $0 != 0 }) else { return 0 }
        return top * 64 + (64 - words[top].leadingZeroBitCount)
    }

    mutating func multiply(by factor: UInt64) {
        var carry: UInt64 = 0
        for index in words.indices {
            let product = words[index].multipliedFullWidth(by: factor)
            let (sum, overflow) = product.low.addingReportingOverflow(carry)
            words[index] = sum
            carry = product.high &+ (overflow ? 1 : 0)
        }
        if carry != 0 { words.append(carry) }
    }

    /// Divides by `divisor`, rounding down.
    mutating func divide(by divisor: UInt64) {
        var remainder: UInt64 = 0
        for index in words.indices.reversed() {
            let (quotient, rest) = divisor.dividingFullWidth((high: remainder, low: words[index]))
            words[index] = quotient
            remainder = rest
        }
        while words.count > 1 && words.last == 0 { words.removeLast() }
    }

    /// The value shifted so its highest set bit is bit `count - 1` (right shifts round
    /// down); `count` at most 128.
    func topBits(_ count: Int) -> PowersOfFive.Wide {
        let shift = bitLength - count
        if shift <= 0 {
            // Fits: at most two words, shifted left.
            let value = UInt128(words[0]) | (words.count > 1 ? UInt128(words[1]) << 64 : 0)
            let shifted = value << UInt128(-shift)
            return PowersOfFive.Wide(high: UInt64(truncatingIfNeeded: shifted >> 64), low: UInt64(truncatingIfNeeded: shifted))
        }
        return PowersOfFive.Wide(high: bits(from: shift + 64), low: bits(from: shift))
    }

    /// The 64 bits starting at bit `offset`.
    private func bits(from offset: Int) -> UInt64 {
        let index = offset / 64, bit = UInt64(offset % 64)
        let low = index < words.count ? words[index] >> bit : 0
        guard bit != 0, index + 1 < words.count else { return low }
        return low | words[index + 1] << (64 - bit)
    }
}
