import AttitudeFilters
import Foundation
import MotionMath
import Testing

/// The start's field sum: ordinary readings summed as they are, a wild one weighed as at
/// most three ordinary ones, a wild first reading dropped.
@Suite struct StartUpVectorSumTests {
    /// Readings of about 45 µT in turning directions, their lengths within ±10 %.
    static func ordinaryReadings(count: Int) -> [Vector3] {
        (0..<count).map { index in
            let angle = Double(index) * 0.05
            let length = 45 * (1 + 0.1 * sin(Double(index) * 0.7))
            return length * Vector3(0.6 * cos(angle), 0.6 * sin(angle), -0.8)
        }
    }

    @Test func ordinaryReadingsAreSummedAsTheyAre() {
        var sum = StartUpVectorSum()
        let readings = Self.ordinaryReadings(count: 200)
        readings.forEach { sum.add($0) }
        let plain = readings.reduce(Vector3.zero, +)
        #expect((sum.sum - plain).length < 1e-9 * plain.length)
        #expect(sum.count == 200)
    }

    @Test func aWildReadingIsTurnedAway() {
        let readings = Self.ordinaryReadings(count: 100)
        var sum = StartUpVectorSum()
        readings[..<50].forEach { sum.add($0) }
        let wild = Vector3(4912, -4912, 4912)
        sum.add(wild)
        readings[50...].forEach { sum.add($0) }
        let plain = readings.reduce(Vector3.zero, +)
        #expect((sum.sum - plain).length < 1e-9 * plain.length)
        #expect(sum.count == 100)
        // Summed as it came, it would have turned the mean by tens of degrees.
        #expect(angleBetween(plain + wild, plain) > 30 * .pi / 180)
    }

    @Test func aWildFirstReadingIsDroppedAtTheSecondOrdinaryOne() {
        var sum = StartUpVectorSum()
        sum.add(Vector3(4912, 4912, -4912))
        let readings = Self.ordinaryReadings(count: 40)
        readings.forEach { sum.add($0) }
        // Dropped with the first ordinary reading, whose length was still judged against it.
        let kept = readings[1...].reduce(Vector3.zero, +)
        #expect(sum.count == 39)
        #expect((sum.sum - kept).length < 1e-9 * kept.length)
    }

    /// Weaker readings are taken, stronger ones turned away, until the run of them outgrows
    /// the 30 readings before it, at its 31st reading.
    @Test(arguments: [0.1, 5.0])
    func aFieldThatChangesForGoodStartsTheSumAgain(factor: Double) {
        var sum = StartUpVectorSum()
        Self.ordinaryReadings(count: 30).forEach { sum.add($0) }
        let changed = Self.ordinaryReadings(count: 40).map { $0 * factor }
        changed.forEach { sum.add($0) }
        let kept = changed[30...].reduce(Vector3.zero, +)
        #expect(sum.count == 10)
        #expect((sum.sum - kept).length < 1e-9 * kept.length)
    }

    @Test func zeroAndNonFiniteReadingsAreNotTaken() {
        var sum = StartUpVectorSum()
        sum.add(Vector3(10, 0, 0))
        for reading in [Vector3.zero, Vector3(.nan, 0, 0), Vector3(.infinity, 1, 1), Vector3(1e300, 1e300, 1e300)] {
            sum.add(reading)
        }
        #expect(sum.count == 1)
        #expect(sum.sum == Vector3(10, 0, 0))
    }
}
