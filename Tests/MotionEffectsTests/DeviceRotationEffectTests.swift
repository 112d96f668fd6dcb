import MotionMath
import Platform
import Testing
@testable import MotionEffects


@Suite struct DeviceRotationEffectTests {
    let attitudes: [Quaternion] = [
        .identity,
        EffectMath.rotation(angleRadians: 0.8, axis: Vector3(1, 0.2, 0.1)),
        EffectMath.rotation(angleRadians: -1.9, axis: Vector3(0.1, -1, 0.6)),
        EffectMath.rotationZ(2.5) * EffectMath.rotationX(1.2),
    ]

    @Test(arguments: InterfaceOrientation.allCases)
    func deviceAttitudeCancelsOutOfAWorldLock(orientation: InterfaceOrientation) {
        // Q·I·d2s⁻¹(W)·I⁻¹ is the same for every attitude (= I·O·I⁻¹ without cloning).
        let effect = DeviceRotationEffect(.window, distance: 100, pitchRadians: 0.4, yawRadians: -0.3, localRollRadians: 0.2)
        let i = orientation.rotation
        let locks = attitudes.map { q -> Quaternion in
            let w = effect.screenRotation(for: snapshot(attitude: q, orientation: orientation))
            return q * i * EffectMath.deviceToScreen(w) * i.conjugate
        }
        for lock in locks {
            #expect(isSameRotation(lock, locks[0], 1e-12))
            #expect(isSameRotation(lock, i * effect.offsetRotation * i.conjugate, 1e-12))
        }
    }

    @Test func fourDirectionCloneSnapsToTheFacedDirection() {
        // Back of the device (v = R(Q)·(0,0,−1)) pointing: +y ahead, −y behind, +x right, −x left.
        func direction(pitchingTowardsYaw yaw: Double) -> CloneDirection {
            // Tilt the top up by 60° after facing `yaw`: the back points along the facing direction.
            let q = EffectMath.rotationZ(yaw) * EffectMath.rotationX(radians(60))
            return CloneDirection(attitude: q, interfaceOrientation: .portrait)
        }
        #expect(direction(pitchingTowardsYaw: 0) == .ahead)
        #expect(direction(pitchingTowardsYaw: radians(180)) == .behind)
        #expect(direction(pitchingTowardsYaw: radians(-90)) == .right)
        #expect(direction(pitchingTowardsYaw: radians(90)) == .left)
        #expect(direction(pitchingTowardsYaw: radians(-40)) == .ahead)
        #expect(direction(pitchingTowardsYaw: radians(-50)) == .right)
        #expect(CloneDirection.right.rotation == EffectMath.rotationZ(-.pi / 2))
        #expect(CloneDirection.left.rotation == EffectMath.rotationZ(.pi / 2))
    }

    @Test func cloneSnapIsFlaggedOnlyOnTheSampleWhereItChanges() {
        var tracker = MotionTracker()
        let pitch = EffectMath.rotationX(radians(60))
        let yaws = [-10.0, -30.0, -44.0, -46.0, -60.0, -80.0]
        let flags = yaws.enumerated().map { index, yaw in
            tracker.update(
                MotionSample(timestampSeconds: Double(index) * 0.1, attitude: EffectMath.rotationZ(radians(yaw)) * pitch),
                updateIntervalSeconds: 0.1
            ).cloneRotationDidChange
        }
        #expect(flags == [false, false, false, true, false, false])
    }

    @Test func cloneKeepsTheLockWithinOneDirectionAndTurnsByQuarterTurns() {
        let effect = DeviceRotationEffect(.reflection, distance: 10, pitchRadians: 0.5, isShowingInFourDirections: true)
        for q in attitudes {
            var s = snapshot(attitude: q)
            let direction = CloneDirection(attitude: q, interfaceOrientation: .portrait)
            s.cloneRotation = direction.rotation
            let w = effect.screenRotation(for: s)
            let lock = q * EffectMath.deviceToScreen(w)
            #expect(isSameRotation(lock, direction.rotation * effect.offsetRotation, 1e-12))
        }
    }

    @Test func transformMatchesTheClosedFormProjection() {
        let size = SIMD2(300.0, 500.0)
        for (type, perspective) in [(DeviceRotationEffectType.window, 0.0), (.reflection, 0.0), (.window, 1.0), (.reflection, 0.5)] {
            let effect = DeviceRotationEffect(type, distance: 120, perspective: perspective, pitchRadians: 0.3, yawRadians: 0.2)
            let s = snapshot(attitude: attitudes[1])
            guard let m = effect.transform(for: s, contentSize: size) else {
                Issue.record("transform is nil while detecting motion")
                continue
            }
            let depth = DeviceRotationEffect.perspectiveDepth(contentSize: size, perspective: perspective)
            for point in [SIMD2(0.0, 0.0), SIMD2(150.0, 250.0), SIMD2(290.0, 20.0)] {
                let fromAnchor = point - size / 2
                let closedForm = DeviceRotationEffect.screenOffset(
                    ofContentOffset: fromAnchor, screenRotation: effect.screenRotation(for: s),
                    anchorZ: effect.anchorZ, perspectiveDepth: depth
                ).map { $0 + size / 2 }
                let projected = m.project(point)
                #expect(closedForm != nil && projected != nil)
                if let closedForm, let projected { #expect(isClose(closedForm, projected, 1e-6)) }
                // The per-pixel inverse brings the screen point back.
                if let projected {
                    let back = DeviceRotationEffect.contentOffset(
                        atScreenOffset: projected - size / 2, screenRotation: effect.screenRotation(for: s),
                        anchorZ: effect.anchorZ, perspectiveDepth: depth
                    )
                    #expect(back.map { isClose($0, fromAnchor, 1e-6) } == true)
                }
            }
        }
    }

    @Test func windowAndReflectionPlaceTheCentreOnOppositeSides() {
        let s = snapshot(attitude: EffectMath.rotationX(radians(30)))
        let window = LookingGlass(.window, distance: 200).contentCentre(for: s, screenSize: SIMD2(400, 800))
        let reflection = LookingGlass(.reflection, distance: 200).contentCentre(for: s, screenSize: SIMD2(400, 800))
        #expect(window != nil && reflection != nil)
        if let window, let reflection {
            #expect(isClose(window - SIMD2(200, 400), -(reflection - SIMD2(200, 400)), 1e-9))
            #expect(abs(window.y - 400) > 50)
        }
    }

    @Test func motionOffDrawsNothing() {
        var s = snapshot(attitude: attitudes[2])
        s.isDetectingMotion = false
        #expect(DeviceRotationEffect(.window, distance: 10).transform(for: s, contentSize: SIMD2(10, 10)) == nil)
        #expect(LookingGlass(.reflection).transform(for: s, screenSize: SIMD2(10, 10)) == nil)
        #expect(LookingGlass.motionOffBehaviour == .hiddenKeepingSpace)
    }
}
