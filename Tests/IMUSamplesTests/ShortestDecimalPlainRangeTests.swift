@testable import IMUSamples
import PropertyBased
import Testing

/// The plain range's one-product candidate (`plainRangeCandidate`) against the full
/// method (`nonIntegerCandidate`) over every binade it takes, 2^-14 ≤ |value| < 2^24:
/// random significands, significands with few bits (where the value, its interval's ends
/// or the half-way points are short binary fractions: the ties and boundaries), and short
/// decimals with their neighbours.
@Suite struct ShortestDecimalPlainRangeTests {
    func expectSameCandidate(_ value: Double, sourceLocation: SourceLocation = #_sourceLocation) {
        guard (1009...1046).contains(value.exponentBitPattern), value.rounded(.towardZero) != value else { return }
        #expect(
            ShortestDecimal.plainRangeCandidate(value) == ShortestDecimal.nonIntegerCandidate(value),
            "bits 0x\(String(value.bitPattern, radix: 16))", sourceLocation: sourceLocation)
    }

    /// Each entry is 10^k shifted to put its top bit at bit 63, with no bit lost.
    @Test func powersOfTenAreExactAndNormalised() {
        let table = ShortestDecimal.plainRangePowersOfTen
        #expect(table.count == 12)
        var power: UInt128 = 1_000_000_000
        for k in 9...20 {
            let bitLength = 128 - power.leadingZeroBitCount
            let entry = UInt128(table[k - 9])
            if bitLength <= 64 {
                #expect(entry == power << (64 - bitLength), "k = \(k)")
            } else {
                #expect(entry << (bitLength - 64) == power, "k = \(k)")
            }
            #expect(table[k - 9] >> 63 == 1, "k = \(k)")
            power *= 10
        }
    }

    @Test func randomSignificandsInEveryBinade() async {
        let value = zip(Gen.int(in: 1009...1046), Gen.uint64(in: 0...((1 << 52) - 1)))
        await propertyCheck(count: 40_000, input: value) { biasedExponent, fraction in
            expectSameCandidate(Double(bitPattern: UInt64(biasedExponent) << 52 | fraction))
        }
    }

    @Test func significandsWithFewBitsInEveryBinade() async {
        let value = zip(Gen.int(in: 1009...1046), Gen.uint64(in: 0...((1 << 52) - 1)), Gen.int(in: 20...52))
        await propertyCheck(count: 40_000, input: value) { biasedExponent, fraction, lowZeroBits in
            let kept = (fraction >> UInt64(lowZeroBits)) << UInt64(lowZeroBits)
            let bits = UInt64(biasedExponent) << 52 | kept
            for neighbour in [bits - 1, bits, bits + 1] {
                expectSameCandidate(Double(bitPattern: neighbour))
            }
        }
    }

    @Test func shortDecimalsAndTheirNeighbours() async {
        let decimal = zip(Gen.uint64(in: 1...99_999_999), Gen.int(in: -12...0)).map { digits, exponent in
            Double("\(digits)e\(exponent)")!
        }
        await propertyCheck(count: 20_000, input: decimal) { value in
            guard value >= 0x1p-14, value < 0x1p24 else { return }
            for neighbour in [value.nextDown, value, value.nextUp] {
                expectSameCandidate(neighbour)
            }
        }
    }

    /// Every binade's ends (its power of two goes the full way) and the first and last
    /// thousand significands of each.
    @Test func everyBinadesEnds() {
        for biasedExponent: UInt64 in 1009...1046 {
            for fraction: UInt64 in Array(0..<1000) + Array(((1 << 52) - 1000)..<(1 << 52)) {
                expectSameCandidate(Double(bitPattern: biasedExponent << 52 | fraction))
            }
        }
    }
}
