import Foundation
import MotionMath
import Testing

@testable import AttitudeFilters

struct StartUpLevellingTests {
    static let degree = Double.pi / 180

    /// At rest the mean is the reading: an attitude 10° off about x is turned onto the
    /// accelerometer's vertical, its heading (twist about the vertical) kept, and the
    /// levelling ends after its duration.
    @Test func atRestTheAttitudeIsTurnedOntoTheAccelerometersVerticalHeadingKept() {
        let truth = Quaternion(axis: Vector3(0, 0, 1), angleRadians: 40 * Self.degree)
            * Quaternion(axis: Vector3(1, 0, 0), angleRadians: 25 * Self.degree)
        let reading = truth.conjugate.rotate(Vector3(0, 0, 9.81))
        let off = Quaternion(axis: Vector3(1, 0, 0), angleRadians: 10 * Self.degree) * truth
        var levelling = StartUpLevelling(attitude: truth, accelerometer: reading, durationSeconds: 0.05)
        let levelled = levelling.levelled(off, gyroscope: .zero, accelerometer: reading, stepSeconds: 0.01)
        let vertical = levelled.rotate(reading / reading.length)
        #expect((vertical - Vector3(0, 0, 1)).length < 1e-12)
        // The turn is the smallest one, about a horizontal axis (no turn about the vertical),
        // and it is the 10° put in.
        let turn = levelled * off.conjugate
        #expect(abs(turn.z) < 1e-12, "the turn's axis has no vertical part")
        #expect(abs(2 * acos(min(1, abs(turn.w))) - 10 * Self.degree) < 1e-9)
        #expect(levelling.isActive)
        for _ in 0..<4 { _ = levelling.levelled(levelled, gyroscope: .zero, accelerometer: reading, stepSeconds: 0.01) }
        #expect(!levelling.isActive)
    }

    /// In 9D the heading is levelled too: an attitude 30° off in heading and 10° in
    /// inclination is turned so that its vertical is the accelerometer's and its north the
    /// field's horizontal direction (the field dipping 63° into the ground); in 6D the
    /// heading is the start's: the 30° turn about the vertical since it is taken out too.
    @Test func inNineDimensionsTheHeadingIsTurnedOntoTheMeanFieldsNorth() {
        let truth = Quaternion(axis: Vector3(0, 0, 1), angleRadians: -70 * Self.degree)
            * Quaternion(axis: Vector3(0, 1, 0), angleRadians: 35 * Self.degree)
        let earthField = Vector3(0, 20, -40)
        let reading = truth.conjugate.rotate(Vector3(0, 0, 9.81))
        let field = truth.conjugate.rotate(earthField)
        let off = Quaternion(axis: Vector3(1, 0, 0), angleRadians: 10 * Self.degree)
            * Quaternion(axis: Vector3(0, 0, 1), angleRadians: 30 * Self.degree) * truth
        var levelling = StartUpLevelling(attitude: truth, accelerometer: reading, magnetometer: field, durationSeconds: 1)
        let levelled = levelling.levelled(off, gyroscope: .zero, accelerometer: reading, magnetometer: field, stepSeconds: 0.01)
        #expect((levelled.rotate(reading / reading.length) - Vector3(0, 0, 1)).length < 1e-12)
        #expect((levelled.rotate(field) - earthField).length < 1e-9, "north is the field's horizontal direction")
        var sixD = StartUpLevelling(attitude: truth, accelerometer: reading, durationSeconds: 1)
        let headingKept = sixD.levelled(off, gyroscope: .zero, accelerometer: reading, stepSeconds: 0.01)
        // 6D: the corrections since the start (here all of `off`'s difference from the start's
        // attitude, the gyroscope being still) hold no turn about the vertical.
        let sinceStart = headingKept * truth.conjugate
        #expect(abs(sinceStart.z) < 1e-12, "6D: the corrections since the start have no vertical part")
        #expect((headingKept.rotate(reading / reading.length) - Vector3(0, 0, 1)).length < 1e-12)
    }

    /// A filter keeps its levelling for `startUpLevellingSeconds` after its first sample,
    /// starts it again after a gap, and has none with 0 s.
    @Test func aFilterLevelsAfterItsStartAndAfterAGap() {
        var filter = MahonyFilter()
        let upright = Vector3(0, 0, 9.81)
        filter.update(gyroscope: .zero, accelerometer: upright, magnetometer: nil, deltaTimeSeconds: 0)
        #expect(filter.levelling.remainingSeconds == 3)
        for _ in 0..<301 { filter.update(gyroscope: .zero, accelerometer: upright, magnetometer: nil, deltaTimeSeconds: 0.01) }
        #expect(filter.levelling == .finished)
        filter.update(gyroscope: .zero, accelerometer: upright, magnetometer: nil, deltaTimeSeconds: 5)
        #expect(filter.flags.contains(.reinitialisedAfterGap) && filter.levelling.isActive)
        var settings = MadgwickFilter.Settings()
        settings.startUpLevellingSeconds = 0
        var unlevelled = MadgwickFilter(settings: settings)
        unlevelled.update(gyroscope: .zero, accelerometer: upright, magnetometer: nil, deltaTimeSeconds: 0)
        #expect(unlevelled.levelling == .finished)
        var complementary = ComplementaryFilter()
        complementary.update(gyroscope: .zero, accelerometer: upright, magnetometer: nil, deltaTimeSeconds: 0)
        #expect(complementary.levelling.isActive)
        complementary.reset()
        #expect(complementary.levelling == .finished)
    }
}
