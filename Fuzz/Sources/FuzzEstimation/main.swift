import AttitudeFilters
import DeviceMotion
import FuzzDriver
import IMUSamples
import MotionMath

/// Reads the input as a recording and runs it through a filter with its uncertainty
/// tracker, the device-motion pipeline and the offline smoother: never a crash, and nothing
/// they promise broken by any input (`AttitudeFilter`: no NaN, infinite or absurd value
/// reaches the state; bounds and the drift budget within 0…180°).
///
/// Layout: byte 0 chooses the filter (bits 0–1: the kind; bit 2: as published; bits 3–4:
/// magnetic disturbance rejection 0 own, 1 on, 2 off; bit 5: smooth too; bit 6: 9D; bit 7:
/// the pipeline in the true-north frame with a latency compensation, else the arbitrary
/// frame), byte 1 the nominal rate (10 × (byte + 1) Hz). Then samples until the input
/// ends: one byte (bit 0: with a magnetometer reading) and ten values, time step,
/// gyroscope, accelerometer, magnetometer, each `FuzzValues.value`.
func fuzzEstimation(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    var input = FuzzValues(bytes: UnsafeBufferPointer(start: data, count: count))
    let choice = input.byte()
    let rate = 10 * (Double(input.byte()) + 1)
    let kind = FilterKind.allCases[Int(choice & 3)]
    let rejection: Bool? = switch (choice >> 3) & 3 { case 1: true; case 2: false; default: nil }
    let published = choice & 4 != 0 && kind.hasPublishedForm && rejection == nil
    let uses9D = choice & 64 != 0
    let makeFilter = { kind.makeFilter(sampleRateHertz: rate, published: published, magneticDisturbanceRejection: rejection) }
    var filter = makeFilter()
    var uncertainty = AttitudeUncertainty(settings: filter.uncertaintySettings)
    var samples: [IMUSample] = []
    var time = 0.0
    while !input.isAtEnd {
        let hasMagnetometer = input.byte() & 1 != 0
        let step = input.value(scale: 0.05)
        let gyroscope = input.vector(scale: 35)
        let accelerometer = input.vector(scale: 160)
        let field = input.vector(scale: 4900)
        let magnetometer = hasMagnetometer && uses9D ? field : nil
        filter.update(gyroscope: gyroscope, accelerometer: accelerometer, magnetometer: magnetometer, deltaTimeSeconds: step)
        uncertainty.add(
            after: filter, gyroscope: gyroscope, accelerometer: accelerometer, magnetometer: magnetometer,
            magnetic: uses9D, timeStepSeconds: step)
        check(filter, uncertainty)
        time += step
        samples.append(IMUSample(
            timestampSeconds: time, gyroscopeRadiansPerSecond: gyroscope, accelerometerMetersPerSecondSquared: accelerometer,
            magnetometerMicrotesla: magnetometer))
    }
    let northFrame = choice & 128 != 0
    var pipeline = MotionPipeline(filter: makeFilter(), settings: .init(
        referenceFrame: northFrame ? .xTrueNorthZVertical : .xArbitraryZVertical, magneticDeclinationDegrees: 3,
        latencyCompensation: northFrame ? LatencyCompensation(sensorDelaySeconds: 0.004) : .none))
    for sample in samples { check(pipeline.process(sample).deviceMotion) }
    if choice & 32 != 0 {
        let smoothed = VQFSmoother().smoothWithUncertainty(
            timestampsSeconds: samples.map(\.timestampSeconds), gyroscope: samples.map(\.gyroscopeRadiansPerSecond),
            accelerometer: samples.map(\.accelerometerMetersPerSecondSquared),
            magnetometer: uses9D ? samples.map(\.magnetometerMicrotesla) : nil)
        require(smoothed.attitudes.count == samples.count, "one smoothed attitude per sample")
        for attitude in smoothed.attitudes { requireUnit(attitude, "smoothed attitude") }
        for bound in smoothed.inclinationErrorBoundsDegrees + smoothed.headingErrorBoundsDegrees {
            requireBound(bound, "smoothed bound")
        }
        checkWindows(samples, uses9D: uses9D)
    }
    return 0
}

/// The smoother a window at a time, in windows short enough (0.5 s, margins 0.3 s, at most
/// 64 samples held) that a fuzz input spans several: every sample handed out once, in
/// order, with a unit attitude and bounds within 0…180°, never more held than the limit.
func checkWindows(_ samples: [IMUSample], uses9D: Bool) {
    let windows = WindowedSmoother.Windows(windowSeconds: 0.5, marginSeconds: 0.3, crossfadeSeconds: 0.1, maximumSamples: 64)
    var smoother = WindowedSmoother(windows: windows, usesMagnetometer: uses9D, tracksUncertainty: true)
    var handedOut = 0
    func take(_ smoothed: WindowedSmoother.Sample) {
        require(handedOut < samples.count, "more samples handed out than given")
        let time = samples[handedOut].timestampSeconds
        require(smoothed.timestampSeconds.bitPattern == time.bitPattern, "sample \(handedOut) out of order")
        requireUnit(smoothed.attitude, "windowed attitude")
        requireBound(smoothed.inclinationErrorBoundDegrees ?? .nan, "windowed inclination bound")
        requireBound(smoothed.headingErrorBoundDegrees ?? .nan, "windowed heading bound")
        handedOut += 1
    }
    for sample in samples {
        smoother.add(
            timestampSeconds: sample.timestampSeconds, gyroscope: sample.gyroscopeRadiansPerSecond,
            accelerometer: sample.accelerometerMetersPerSecondSquared, magnetometer: sample.magnetometerMicrotesla, emit: take)
    }
    smoother.finish(emit: take)
    require(handedOut == samples.count, "\(handedOut) of \(samples.count) samples handed out")
    require(smoother.largestHeldSampleCount <= 64, "held \(smoother.largestHeldSampleCount) samples")
}

/// What every filter promises after any update.
func check(_ filter: any AttitudeFilter, _ uncertainty: AttitudeUncertainty) {
    requireUnit(filter.attitude, "attitude")
    require(filter.estimatedGyroscopeBias.isFinite, "bias \(filter.estimatedGyroscopeBias)")
    if let sigma = filter.gyroscopeBiasStandardDeviationRadiansPerSecond {
        require(sigma.isFinite && sigma.min() >= 0, "bias standard deviation \(sigma)")
    }
    if let disagreement = filter.magneticHeadingDisagreementRadians {
        require(disagreement.isFinite, "magnetic heading disagreement \(disagreement)")
    }
    requireBound(uncertainty.inclinationBoundDegrees, "inclination bound")
    requireBound(uncertainty.headingBoundDegrees, "heading bound")
}

/// What the device-motion pipeline promises for any sample: an attitude, its gravity, a
/// heading in [0, 360) or −1, bounds and the drift budget within 0…180°.
func check(_ motion: DeviceMotion) {
    requireUnit(motion.attitude.quaternion, "device attitude")
    require(motion.gravity.isFinite && abs(motion.gravity.lengthSquared - 1) < 1e-3, "gravity \(motion.gravity)")
    require(motion.heading == -1 || (motion.heading >= 0 && motion.heading < 360), "heading \(motion.heading)")
    requireBound(motion.headingDriftBudgetDegrees, "drift budget")
    requireBound(motion.attitudeAccuracy.inclinationErrorBoundDegrees, "device inclination bound")
    requireBound(motion.attitudeAccuracy.headingErrorBoundDegrees, "device heading bound")
}

func requireUnit(_ attitude: Quaternion, _ what: String) {
    require(attitude.isFinite && abs(attitude.norm - 1) < 1e-3, "\(what) \(attitude)")
}

func requireBound(_ bound: Double, _ what: String) {
    require(bound >= 0 && bound <= AttitudeUncertainty.largestBoundDegrees, "\(what) \(bound)°")
}

/// Stops the fuzzer with `message` (a broken promise is a finding, like a crash).
func require(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fatalError("broken promise: " + message()) }
}

runFuzzer(fuzzEstimation)
