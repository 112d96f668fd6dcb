import Calibration
import MotionMath

extension CalibrationSession {
    /// The sensor's mounting in the device from the rest pose and a forward tip. The
    /// profile's gyroscope and accelerometer corrections (`correction`), when there are
    /// some, apply to the samples first: the vertical is then as true as the accelerometer
    /// calibration.
    func calibrateMounting(correction: SensorCorrection?) throws -> MountingFit {
        prompter.instruct("Mounting: hold the device still in its normal pose (as it is used, face up, nose forward).")
        var collector = MountingTipCollector()
        var restProgress: StepProgress? = prompter.progress(label: "rest pose", total: Int((collector.restSeconds * 10).rounded()))
        var tipProgress: StepProgress?
        var tipTarget = 0
        var tipDeadline = Double.infinity
        let deadline = try waitStart()
        while collector.phase != .finished {
            let sample = try feed.next()
            let gyroscope = correction?.gyroscope(sample.gyroscopeRadiansPerSecond, temperatureCelsius: sample.temperatureCelsius) ?? sample.gyroscopeRadiansPerSecond
            let accelerometer = correction?.accelerometer(sample.accelerometerMetersPerSecondSquared) ?? sample.accelerometerMetersPerSecondSquared
            let before = collector.phase
            collector.add(timeSeconds: sample.timestampSeconds, gyroscope: gyroscope, accelerometer: accelerometer)
            switch collector.phase {
            case .waitingForRest:
                if before == .resting { prompter.note("the device moved; hold it still in its normal pose") }
                try checkWait(deadline, sample, what: "the device to rest in its normal pose")
            case .resting:
                restProgress?.show(completed: Int(collector.restCollectedSeconds * 10), detail: String(format: "%.1f s still", collector.restCollectedSeconds))
            case .tipping:
                if before != .tipping {
                    restProgress?.finish()
                    restProgress = nil
                    tipDeadline = sample.timestampSeconds + timing.waitLimitSeconds
                    prompter.instruct("Now tip the device forward, nose down, by about 30°, then bring it back and hold it still.")
                    tipProgress = prompter.progress(label: "tip", total: Int(MountingFit.minimumTipDegrees))
                }
                tipTarget = max(tipTarget, Int(min(collector.largestTipDegrees, MountingFit.minimumTipDegrees)))
                tipProgress?.show(completed: tipTarget, detail: String(format: "%.0f° now, %.0f° at most", collector.currentTipDegrees, collector.largestTipDegrees))
                try checkWait(tipDeadline, sample, what: "a forward tip of at least \(Int(MountingFit.minimumTipDegrees))° and back")
            case .finished:
                tipProgress?.finish()
            }
        }
        return try collector.fit()
    }
}
