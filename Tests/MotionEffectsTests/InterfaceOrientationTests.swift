import MotionMath
import Platform
import Testing
@testable import MotionEffects


@Suite struct InterfaceOrientationTests {
    @Test func rotationsFollowTheTable() {
        #expect(isSameRotation(InterfaceOrientation.portrait.rotation, .identity))
        #expect(isSameRotation(InterfaceOrientation.landscapeLeft.rotation, EffectMath.rotationZ(.pi / 2)))
        #expect(isSameRotation(InterfaceOrientation.landscapeRight.rotation, EffectMath.rotationZ(-.pi / 2)))
        #expect(isSameRotation(InterfaceOrientation.portraitUpsideDown.rotation, EffectMath.rotationZ(.pi)))
    }

    @Test(arguments: InterfaceOrientation.allCases)
    func screenTiltIsRecoveredInEveryOrientation(orientation: InterfaceOrientation) {
        let effect = parallax(distance: 50)
        let expectedDown = SIMD2(0, 50 * sin(radians(20)))
        let expectedRight = SIMD2(50 * sin(radians(20)), 0)
        let tiltX = orientation.deviceRotation(fromScreen: EffectMath.rotationX(radians(20)))
        let tiltY = orientation.deviceRotation(fromScreen: EffectMath.rotationY(radians(20)))
        #expect(isClose(effect.offset(for: snapshot(attitude: tiltX, orientation: orientation)), expectedDown, 1e-9))
        #expect(isClose(effect.offset(for: snapshot(attitude: tiltY, orientation: orientation)), expectedRight, 1e-9))
    }

    @Test(arguments: InterfaceOrientation.allCases)
    func screenTiltDoesNotLeakWithAnArbitrarySettledHeading(orientation: InterfaceOrientation) {
        // The reference attitude carries an arbitrary heading (x arbitrary, z vertical) and tilt.
        let settled = EffectMath.rotationZ(1.1) * EffectMath.rotationX(0.3)
        for axis in [Vector3(1, 0, 0), Vector3(0, 1, 0)] {
            let screenTilt = EffectMath.rotation(angleRadians: radians(15), axis: axis)
            let attitude = settled * orientation.deviceRotation(fromScreen: screenTilt)
            let offset = parallax(distance: 50).offset(for: snapshot(attitude: attitude, settled: settled, orientation: orientation))
            if axis.x == 1 {
                #expect(isClose(offset.x, 0, 1e-9))
                #expect(offset.y > 10)
            } else {
                #expect(isClose(offset.y, 0, 1e-9))
                #expect(offset.x > 10)
            }
        }
    }

    @Test(arguments: InterfaceOrientation.allCases)
    func rotationRateIsExpressedOnTheScreenAxes(orientation: InterfaceOrientation) {
        let screenRate = Vector3(0.3, -0.7, 0.2)
        let deviceRate = orientation.rotation.rotate(screenRate)
        #expect(isClose(orientation.screenVector(fromDevice: deviceRate), screenRate, 1e-12))
    }

    @Test func trackerKeepsTheLastKnownOrientationAndReportsOnlyRealChanges() {
        var tracker = InterfaceOrientationTracker()
        var changes: [Bool] = []
        for reported in [InterfaceOrientation.portrait, .landscapeLeft, nil, .landscapeLeft, .portraitUpsideDown] {
            changes.append(tracker.update(reported))
            if reported == nil { #expect(tracker.orientation == .landscapeLeft) }
        }
        #expect(changes == [false, true, false, false, true])
    }

    @Test func changingOrientationResetsTheSettledRotation() {
        var tracker = MotionTracker()
        _ = tracker.update(MotionSample(timestampSeconds: 0, attitude: .identity), updateIntervalSeconds: 0.1)
        let turned = tracker.update(MotionSample(timestampSeconds: 0.1, attitude: EffectMath.rotationX(0.4)), updateIntervalSeconds: 0.1)
        #expect(!isSameRotation(turned.deltaRotation, .identity))
        let changed = tracker.setInterfaceOrientation(.landscapeRight)
        #expect(changed)
        let after = tracker.update(MotionSample(timestampSeconds: 0.2, attitude: EffectMath.rotationX(0.4)), updateIntervalSeconds: 0.1)
        #expect(isSameRotation(after.deltaRotation, .identity))
        #expect(after.interfaceOrientation == .landscapeRight)
        let unknownChanged = tracker.setInterfaceOrientation(nil)
        #expect(unknownChanged == false)
    }
}
