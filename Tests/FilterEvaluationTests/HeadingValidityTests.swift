import DeviceMotion
import Foundation
import IMUSamples
import MotionMath
import Testing

/// `DeviceMotion.headingReferenced` and `headingDriftBudgetDegrees` on the BROAD excerpts,
/// through the whole pipeline with VQF: in 6D the heading error's change since 5 s in stays
/// within the budget's growth since then, and in 9D the heading is referenced less where a
/// magnet disturbs the field.
@Suite struct HeadingValidityTests {
    /// The samples' device motion through a fresh pipeline, north-referenced or not.
    func process(_ recording: Recording, northReferenced: Bool, scale: Double = 0.01) throws -> [DeviceMotion] {
        let filter = try AttitudeFilterFactory.standard.makeFilter(named: "vqf", sampleRateHertz: 285.7)
        var pipeline = MotionPipeline(filter: filter, settings: .init(
            referenceFrame: northReferenced ? .xMagneticNorthZVertical : .xArbitraryZVertical, firstTimeStepSeconds: 1 / 285.7,
            gyroscopeScaleErrorFraction: scale))
        return recording.samples.map { pipeline.process($0).deviceMotion }
    }

    /// The heading (yaw about the vertical) of `q`, radians.
    func yaw(_ q: Quaternion) -> Double {
        atan2(2 * (q.w * q.z + q.x * q.y), 1 - 2 * (q.y * q.y + q.z * q.z))
    }

    /// The share of samples (from 5 s in) whose heading error change since 5 s is within the
    /// budget's growth since then.
    func shareWithinBudget(_ recording: Recording, scale: Double = 0.01) throws -> Double {
        let motions = try process(recording, northReferenced: false, scale: scale)
        let references = try #require(recording.referenceAttitudes)
        let startTime = try #require(recording.samples.first?.timestampSeconds) + 5
        guard let start = recording.samples.indices.first(where: { recording.samples[$0].timestampSeconds >= startTime && references[$0] != nil }),
              let startReference = references[start] else { return 0 }
        // The error rotation (world to world) at 5 s, then its heading change at every sample.
        let startError = startReference * motions[start].attitude.quaternion.conjugate
        var inside = 0, total = 0
        for index in start..<motions.count {
            guard let reference = references[index] else { continue }
            let error = (reference * motions[index].attitude.quaternion.conjugate) * startError.conjugate
            let errorDegrees = abs(yaw(error)) * 180 / .pi
            let budget = motions[index].headingDriftBudgetDegrees - motions[start].headingDriftBudgetDegrees
            total += 1
            if errorDegrees <= budget { inside += 1 }
        }
        return total == 0 ? 0 : Double(inside) / Double(total)
    }

    @Test func in6DTheHeadingErrorStaysWithinItsDriftBudget() throws {
        let recordings = try BroadExcerpts.all.get()
        var shares: [String] = []
        for recording in recordings {
            let motions = try process(recording, northReferenced: false)
            #expect(motions.allSatisfy { !$0.headingReferenced })
            let budgets = motions.map(\.headingDriftBudgetDegrees)
            #expect(zip(budgets, budgets.dropFirst()).allSatisfy { $0 <= $1 }, "\(recording.name): the 6D budget only grows")
            let share = try shareWithinBudget(recording)
            shares.append(String(format: "%@ %.3f", recording.name, share))
            // Measured 0.995–1.000 on every excerpt (0.285 on the fast combined motion
            // without the scale-error term).
            #expect(share >= 0.98, "\(recording.name): \(share)")
        }
        print("6D heading error within the drift budget:", shares.joined(separator: ", "))
    }

    @Test func in9DAMagnetLeavesTheHeadingUnreferencedMoreOften() throws {
        let recordings = try BroadExcerpts.all.get()
        func referencedShare(_ name: String) throws -> Double {
            let recording = try #require(recordings.first { $0.name.hasPrefix(name) })
            let motions = try process(recording, northReferenced: true)
            for motion in motions where motion.headingReferenced { #expect(motion.headingDriftBudgetDegrees == 0) }
            return Double(motions.filter(\.headingReferenced).count) / Double(motions.count)
        }
        let undisturbed = try referencedShare("01_")
        let magnet = try referencedShare("32_")
        print(String(format: "9D referenced: undisturbed %.3f, attached magnet %.3f", undisturbed, magnet))
        // Measured: 0.833 (the first seconds, before VQF trusts the field, are unreferenced)
        // and 0.000 (a magnet fixed 1 cm from the sensor is rejected throughout).
        #expect(undisturbed > 0.8)
        #expect(magnet < 0.05)
    }
}
