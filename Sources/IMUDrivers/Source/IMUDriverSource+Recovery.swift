import I2C
import IMUSamples

/// What `IMUDriverSource` remembers to recover and to count what recovery cost.
struct RecoveryState {
    /// Driver-clock time the stream started (event times count from it).
    var startHostSeconds = 0.0
    /// Driver-clock time of the last drain that brought samples.
    var lastDataHostSeconds = 0.0
    /// Timestamp of the last sample delivered, seconds.
    var lastTimestampSeconds: Double?
    /// The chip was initialised again and the gap is not counted yet.
    var isRestartPending = false
    /// The chip was already initialised again during this silence.
    var restartedDuringSilence = false
    /// Samples in a row that repeated the one before exactly, and the last one.
    var identicalRun = 0
    var previousSample: IMUSample?
    var isStuckReported = false
    /// The latest transient bus error, for the retry event.
    var lastBusError: String?
}

extension IMUDriverSource {
    /// `operation`, retried while it fails with a transient bus error, up to `busRetryLimit`
    /// failures in a row (1 ms apart on the driver clock); the retries are recorded.
    func retryingBusErrors<Result>(_ operation: () throws(IMUError) -> Result) throws(IMUError) -> Result {
        var failures = 0
        while true {
            do {
                let result = try operation()
                if failures > 0 { record(.busErrorsRetried(count: failures, lastError: recovery.lastBusError ?? "bus error")) }
                recovery.lastBusError = nil
                return result
            } catch {
                guard case .bus(let busError) = error, Self.isTransient(busError), failures < busRetryLimit else { throw error }
                failures += 1
                recovery.lastBusError = busError.description
                clock.sleep(seconds: 0.001)
            }
        }
    }

    /// Whether a bus error may go away on its own (a glitch, not a missing bus or device).
    static func isTransient(_ error: I2CError) -> Bool {
        switch error {
        case .noAcknowledge, .timeout, .arbitrationLost, .system: true
        default: false
        }
    }

    /// Records a drain that brought samples or losses: the overflow, the gap after a
    /// restart (returned as extra lost samples), stuck outputs.
    func recordRecovery(_ readout: FIFOReadout) -> Int {
        let now = clock.nowSeconds
        let period = driver.configuration.samplePeriodSeconds
        var extraDropped = 0
        if recovery.isRestartPending, let first = readout.samples.first {
            recovery.isRestartPending = false
            if let last = recovery.lastTimestampSeconds, period > 0 {
                extraDropped = max(0, Int(((first.timestampSeconds - last) / period).rounded()) - 1)
            }
            record(.chipRestarted(droppedSampleCount: extraDropped + readout.droppedSampleCount))
        }
        for event in readout.events {
            switch event {
            case .overflow: record(.fifoOverflow(droppedSampleCount: readout.droppedSampleCount))
            case .misaligned: record(.fifoMisaligned(droppedSampleCount: readout.droppedSampleCount))
            case .timestampGap: break
            }
        }
        watchForStuckData(readout.samples, periodSeconds: period)
        recovery.lastDataHostSeconds = now
        recovery.restartedDuringSilence = false
        if let last = readout.samples.last {
            recovery.lastTimestampSeconds = last.timestampSeconds
        } else if let last = recovery.lastTimestampSeconds {
            recovery.lastTimestampSeconds = last + Double(readout.droppedSampleCount) * period
        }
        return extraDropped
    }

    /// Whether `readout` shows a chip producing data even when it brought none (an
    /// overflow, a misaligned FIFO: a reader that fell behind, not a silent chip); silence
    /// then counts again from now.
    func recordSignOfLife(_ readout: FIFOReadout) -> Bool {
        guard !readout.events.isEmpty else { return false }
        recovery.lastDataHostSeconds = clock.nowSeconds
        return true
    }

    /// Initialises and configures the chip again when it has been silent too long (once
    /// per silence): a reset chip comes back asleep with its FIFO off.
    func restartIfSilent() throws(IMUError) {
        let period = driver.configuration.samplePeriodSeconds
        let silence = restartAfterSilenceSeconds ?? max(0.05, 25 * period)
        guard !recovery.restartedDuringSilence, clock.nowSeconds - recovery.lastDataHostSeconds >= silence else { return }
        recovery.restartedDuringSilence = true
        try retryingBusErrors { () throws(IMUError) in
            try driver.initialize()
            try driver.configure(settings)
            try driver.startFIFO()
            try startInterrupt()
        }
        recovery.isRestartPending = true
    }

    private func watchForStuckData(_ samples: [IMUSample], periodSeconds: Double) {
        let threshold = stuckDataSampleCount ?? max(20, Int((0.1 / max(periodSeconds, 1e-6)).rounded()))
        for sample in samples {
            if let previous = recovery.previousSample,
               previous.gyroscopeRadiansPerSecond == sample.gyroscopeRadiansPerSecond,
               previous.accelerometerMetersPerSecondSquared == sample.accelerometerMetersPerSecondSquared {
                recovery.identicalRun += 1
                if recovery.identicalRun == threshold && !recovery.isStuckReported {
                    recovery.isStuckReported = true
                    record(.stuckData(sampleCount: threshold))
                }
            } else {
                if recovery.isStuckReported { record(.stuckDataEnded(sampleCount: recovery.identicalRun)) }
                recovery.isStuckReported = false
                recovery.identicalRun = 0
            }
            recovery.previousSample = sample
        }
    }

    func record(_ kind: SourceEvent.Kind) {
        events.append(SourceEvent(seconds: clock.nowSeconds - recovery.startHostSeconds, kind: kind))
    }
}
