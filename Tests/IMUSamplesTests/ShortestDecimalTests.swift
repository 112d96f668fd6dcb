@testable import IMUSamples
import PropertyBased
import Testing

/// The shortest digits of normal Doubles by Schubfach (`normalDigits`, the fast path)
/// against Ryū (`ryuDigits`, the path it replaces), digit for digit; and subnormal values,
/// which stay with Ryū, against Swift's `description`.
@Suite struct ShortestDecimalTests {
    func expectSameDigits(_ value: Double, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(
            ShortestDecimal.normalDigits(value) == ShortestDecimal.ryuDigits(value),
            "bits 0x\(String(value.bitPattern, radix: 16))", sourceLocation: sourceLocation)
    }

    /// The literal table equals the one built from exact integers: the top 126 bits of each
    /// power of ten (`PowersOfFive.powersOfTen`, 128 bits rounded down), plus one.
    @Test func scaledPowersOfTenAreTheTopBitsOfThePowersOfTenPlusOne() {
        let table = ShortestDecimal.scaledPowersOfTen
        #expect(table.count == 2 * (292 + 324 + 1))
        for k in -324...292 {
            let power = PowersOfFive.powersOfTen[-k - PowersOfFive.powerOfTenExponents.lowerBound]
            let expected = (UInt128(power.high) << 64 | UInt128(power.low)) >> 2 + 1
            let index = 2 * (k + 324)
            #expect(UInt128(table[index]) << 63 | UInt128(table[index + 1]) == expected, "k = \(k)")
            #expect(table[index + 1] < 1 << 63 && expected >> 125 == 1, "k = \(k)")
        }
    }

    @Test func anyNormalDoubleHasRyusDigits() async {
        await propertyCheck(count: 50_000, input: NumberTextTests.anyDouble) { value in
            guard value.isNormal else { return }
            expectSameDigits(value)
        }
    }

    @Test func sensorSizedValuesHaveRyusDigits() async {
        await propertyCheck(count: 20_000, input: Gen.double(in: -2000...2000)) { value in
            guard value.isNormal else { return }
            expectSameDigits(value)
        }
        await propertyCheck(count: 5_000, input: Gen.double(in: -1e-3...1e-3)) { value in
            guard value.isNormal else { return }
            expectSameDigits(value)
        }
    }

    @Test func shortDecimalsAndTheirNeighboursHaveRyusDigits() async {
        await propertyCheck(count: 20_000, input: NumberTextTests.shortDecimal, Gen.int(in: -2...2)) { value, step in
            var neighbour = value
            for _ in 0..<abs(step) { neighbour = step < 0 ? neighbour.nextDown : neighbour.nextUp }
            guard neighbour.isNormal else { return }
            expectSameDigits(neighbour)
        }
    }

    @Test func integersHaveRyusDigits() async {
        await propertyCheck(count: 20_000, input: Gen.int64(in: -(1 << 60)...(1 << 60))) { integer in
            let value = Double(integer)
            guard value.isNormal else { return }
            expectSameDigits(value)
        }
        for exponent in 0...22 {
            let power = Double("1e\(exponent)")!
            for value in [power, power + 1, power - 1, power.nextUp, power.nextDown] where value.isNormal {
                expectSameDigits(value)
            }
        }
    }

    /// The ends of every binade: the powers of two (whose interval below is half as wide),
    /// their neighbours, and the largest significand of each exponent.
    @Test func everyBinadesEndsHaveRyusDigits() {
        for biasedExponent: UInt64 in 1...2046 {
            for fraction: UInt64 in [0, 1, 2, 3, 1 << 51, (1 << 52) - 2, (1 << 52) - 1] {
                expectSameDigits(Double(bitPattern: biasedExponent << 52 | fraction))
            }
        }
    }

    @Test func edgeValuesHaveRyusDigits() {
        let edges: [Double] = [
            .leastNormalMagnitude, Double.leastNormalMagnitude.nextUp, .greatestFiniteMagnitude,
            Double.greatestFiniteMagnitude.nextDown, 1, 1.5, .ulpOfOne, 1 + .ulpOfOne, 1 - .ulpOfOne / 2,
            0.1, 0.2, 0.3, 1.0 / 3, .pi, 9_007_199_254_740_992, Double(9_007_199_254_740_992).nextUp, 1e23, 9.999999999999999e22,
            2.2250738585072014e-308, 1.7976931348623157e308, 1e-300, 1e300,
        ]
        for value in edges {
            expectSameDigits(value)
            expectSameDigits(-value)
        }
    }

    /// Subnormal values keep Ryū's digits; through `NumberText` they read as `description`.
    @Test func subnormalValuesAreWrittenAsDescriptionWritesThem() async {
        await propertyCheck(count: 10_000, input: Gen.uint64(in: 1...((1 << 52) - 1))) { bits in
            let value = Double(bitPattern: bits)
            #expect(NumberText.string(value) == value.description, "bits 0x\(String(bits, radix: 16))")
            #expect(NumberText.string(-value) == (-value).description)
        }
    }
}
