import Clocks
import MotionMath
import Platform
import Testing
@testable import MotionEffects


/// The README examples, one per seed recipe, run as tests.
@Suite struct ExamplesTests {
    /// Snapshots for a device that starts flat and pitches its top edge toward the viewer.
    func pitchSweep(degrees: [Double], orientation: InterfaceOrientation = .portrait) -> [MotionSnapshot] {
        var tracker = MotionTracker(interfaceOrientation: orientation)
        let first = tracker.update(MotionSample(timestampSeconds: 0, attitude: .identity), updateIntervalSeconds: 0.1)
        return [first] + degrees.enumerated().map { index, angle in
            tracker.update(
                MotionSample(timestampSeconds: 0.1 * Double(index + 1), attitude: EffectMath.rotationX(radians(angle))),
                updateIntervalSeconds: 0.1
            )
        }
    }

    @Test func motionReaderCard() {
        // README: SwiftUI MotionReader card.
        let card = motionEffect(scale: 1.2, range: -5...5, strength: 1)
        var snapshot = MotionSnapshot.atRest()
        snapshot.isDetectingMotion = true
        snapshot.updateIntervalSeconds = 1.0 / 30
        snapshot.rotationRateRadiansPerSecond = SIMD3(0, 0.5, 0)  // turning the right edge away
        let turning = card.layout(for: snapshot)
        #expect(turning.scale == 1.2)
        #expect(isClose(turning.offset, SIMD2(2.5, 0), 1e-12))
        snapshot.rotationRateRadiansPerSecond = .zero  // stopped: springs back
        #expect(card.layout(for: snapshot).offset == .zero)
        let line = EffectExample.motionReaderCard.output(for: snapshot).jsonLine
        #expect(line == "{\"time_s\":0.0,\"scale\":1.2,\"offset_x\":0.0,\"offset_y\":0.0}")
    }

    @Test func exampleLinesAreValidJSONWhateverTheirValues() throws {
        let output = ExampleOutput([
            ("label", .text("a \"quoted\" \\ line\nwith a tab\t and a bell\u{7}")),
            ("huge", .number(1e303)), ("nan", .number(.nan)), ("values", .numbers([0.1234567, -.infinity])),
        ])
        let line = output.jsonLine
        #expect(line == #"{"label":"a \"quoted\" \\ line\nwith a tab\t and a bell\u0007","huge":1e+303,"nan":null,"values":[0.123457,null]}"#)
    }

    @Test func twoAxesShiftAndTilt() {
        // README: UIKit two-axes shift and tilt with a default tilt and z-depth layers.
        let shift = MotionEffectGroup.twoAxesShift(strength: 40)
        let tilt = MotionEffectGroup.twoAxesTilt(strength: 0.5)
        let sweep = pitchSweep(degrees: [10])
        let values = shift.relativeValues(for: sweep[1])
        guard case .scalar(let dy) = values["center.y"], case .scalar(let dx) = values["center.x"],
              case .transform(let relative) = tilt.relativeValues(for: sweep[1])["layer.transform"] else {
            Issue.record("expected scalar shifts and a transform tilt")
            return
        }
        #expect(isClose(dx, 0, 1e-9))
        // The same as parallax at distance 40/sin 25° (the settled rotation has moved a little).
        #expect(isClose(dy, ParallaxEffect(distance: 40 / sin(radians(25))).offset(for: sweep[1]).y, 1e-9))
        #expect(dy > 15 && dy < 40 * sin(radians(10)) / sin(radians(25)))
        // Screen pointing down tips the top of the view toward the viewer (negative rotation about x).
        let tipped = Transform3D.defaultTilt * relative
        #expect(tipped.project(SIMD2(0, -100)).map { $0.y } ?? 0 < (Transform3D.defaultTilt.project(SIMD2(0, -100))?.y ?? 0) + 1e-9)
        let output = EffectExample.shiftAndTilt.output(for: sweep[1])
        #expect(output["front_transform"].map { if case .text(let css) = $0 { css.hasPrefix("matrix3d(") } else { false } } == true)
        #expect(EffectExample.shiftAndTilt.output(for: .atRest())["viewer_offset"] == .text("motion off"))
    }

    @Test func goldShimmer() {
        // README: LookingGlassUI's gold shimmer; the streak crosses the screen as the device tilts.
        let sweep = pitchSweep(degrees: [40, 43, 45, 47, 50])
        let centres = sweep.dropFirst().map { snapshot -> Double in
            EffectExample.goldShimmer.output(for: snapshot).number("centre_y") ?? .nan
        }
        #expect(centres.count == 5)
        #expect(zip(centres, centres.dropFirst()).allSatisfy { $0 > $1 })
        #expect(isClose(centres[2], EffectExample.screenSize.y / 2, 1e-6))
        #expect(abs((centres[1] - centres[3]) / 4 - 69.8) < 0.5)
        var off = sweep[3]
        off.isDetectingMotion = false
        #expect(EffectExample.goldShimmer.output(for: off)["draw"] == .text("background"))
    }

    @Test func chainedRotateShiftFade() async throws {
        // README: rotate → shift → fade, with an endless rotation taken 5 times.
        let clock = TestClock()
        let target = AnimationTarget(initialValues: [.opacity: .scalar(1)])
        let animator = Animator(target: target, clock: clock, frameInterval: .milliseconds(20))
        let done = AnimationLog()
        let task = Task {
            defer { done.finished.withLock { $0 = true } }
            try await animator.run(EffectExample.chainedAnimationRecipe) { completion in
                done.completions.withLock { $0.append(completion) }
            }
        }
        await drive(clock, until: done, step: .milliseconds(20))
        try await task.value
        #expect(done.completionTimes.last == .milliseconds(3500))
        #expect(scalar(target.value(of: .rotation)).map { isClose($0, 2.5 * .pi, 1e-12) } == true)
        #expect(point(target.value(of: .translation)) == SIMD2(50, 0))
        #expect(scalar(target.value(of: .opacity)) == 0)
    }

    @Test func chainedWithAsyncAlgorithms() async throws {
        // The same chain written with stdlib prefix and swift-async-algorithms' chain.
        let clock = TestClock()
        let target = AnimationTarget(initialValues: [.opacity: .scalar(1)])
        let animator = Animator(target: target, clock: clock, frameInterval: .milliseconds(20))
        let rotate = Animation.animate(.rotation, by: .scalar(.pi / 2), duration: .milliseconds(500))
        let log = AnimationLog()
        let task = Task {
            defer { log.finished.withLock { $0 = true } }
            for try await completion in chainedCompletions(animator, rotate) {
                log.completions.withLock { $0.append(completion) }
            }
        }
        await drive(clock, until: log, step: .milliseconds(20))
        try await task.value
        #expect(log.completionLabels == ["rotation", "rotation", "rotation", "translation", "opacity"])
        #expect(point(target.value(of: .translation)) == SIMD2(50, 0))
        #expect(scalar(target.value(of: .opacity)) == 0)
        #expect(scalar(target.value(of: .rotation)).map { $0 >= 1.5 * .pi - 1e-9 } == true)
    }
}
