import Testing
@testable import MotionEffects

@Suite struct GatingTests {
    @Test func motionOffTable() {
        let expected: [MotionEffectKind: MotionOffBehaviour] = [
            .parallax: .unmoved, .depthParallax: .unmoved, .motionReader: .unmoved,
            .interpolating: .unmodified, .lookingGlass: .hiddenKeepingSpace,
            .deviceRotationEffect: .hiddenTakingNoSpace, .shimmerView: .backgroundOnly,
            .shimmerWithBackground: .backgroundOnly, .shimmerWithBlendMode: .nothing,
        ]
        for kind in MotionEffectKind.allCases { #expect(kind.motionOffBehaviour == expected[kind]) }
    }

    @Test func gateReportsEveryReason() {
        #expect(MotionGate().isDetectingMotion)
        #expect(MotionGate(disabled: true).reasons == [.disabled])
        #expect(MotionGate(updateIntervalSeconds: 0).reasons == [.stopped])
        #expect(MotionGate(updateIntervalSeconds: .nan).reasons == [.stopped])
        #expect(MotionGate(reduceMotion: true).reasons == [.reduceMotion])
        #expect(MotionGate(lowPower: true).reasons == [.lowPower])
        #expect(MotionGate(isSensorAvailable: false).reasons == [.noSensor])
        let all = MotionGate(disabled: true, updateIntervalSeconds: 0, reduceMotion: true, lowPower: true, isSensorAvailable: false)
        #expect(all.reasons == MotionOffReason.allCases)
        #expect(MotionGate(reduceMotion: true).behaviour(of: .lookingGlass) == .hiddenKeepingSpace)
        #expect(MotionGate().behaviour(of: .lookingGlass) == nil)
    }

    @Test func reduceMotionComesFromTheSettingOrTheEnvironment() {
        #expect(ReduceMotionEnvironment.isReduceMotionRequested(environment: ["INERTIA_REDUCE_MOTION": "1"]))
        #expect(ReduceMotionEnvironment.isReduceMotionRequested(environment: ["INERTIA_REDUCE_MOTION": " True "]))
        #expect(!ReduceMotionEnvironment.isReduceMotionRequested(environment: ["INERTIA_REDUCE_MOTION": "0"]))
        #expect(!ReduceMotionEnvironment.isReduceMotionRequested(environment: [:]))
        let settings = MotionSettings()
        #expect(settings.gate(updateIntervalSeconds: 0.1, isSensorAvailable: true, environment: [:]).isDetectingMotion)
        #expect(settings.gate(updateIntervalSeconds: 0.1, isSensorAvailable: true, environment: ["INERTIA_REDUCE_MOTION": "yes"]).reasons == [.reduceMotion])
        #expect(MotionSettings(reduceMotion: true).gate(updateIntervalSeconds: 0.1, isSensorAvailable: true, environment: [:]).reasons == [.reduceMotion])
        #expect(MotionSettings(lowPowerMode: true).gate(updateIntervalSeconds: 0.1, isSensorAvailable: true, environment: [:]).reasons == [.lowPower])
        #expect(settings.gate(updateIntervalSeconds: 0.1, isSensorAvailable: false, environment: [:]).reasons == [.noSensor])
    }

    @Test func throttleFlagsParse() {
        let status = ThrottleStatus(vcgencmdOutput: "throttled=0x50005\n")
        #expect(status?.rawValue == 0x50005)
        #expect(status?.isUnderVoltage == true)
        #expect(status?.isThrottled == true)
        #expect(status?.indicatesLowPower == true)
        // Only past events: not low power now.
        #expect(ThrottleStatus(vcgencmdOutput: "throttled=0x50000")?.indicatesLowPower == false)
        #expect(ThrottleStatus(vcgencmdOutput: "throttled=0x50000")?.hasUnderVoltageOccurred == true)
        #expect(ThrottleStatus(vcgencmdOutput: "throttled=0x0")?.indicatesLowPower == false)
        #expect(ThrottleStatus(vcgencmdOutput: "error=2 error_msg=\"Command not registered\"") == nil)
    }

}
