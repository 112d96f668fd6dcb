import DeviceMotion
import IMUDrivers
import IMUSamples
import Platform

/// Runs a driver source until a duration of sensor time has passed or the user
/// interrupts, handing each batch to a consumer and keeping a live status line on stderr
/// (rate, dropped samples).
struct RawSampleStream {
    /// The source (not yet started): a driver, a kernel IIO device or a replayed log.
    let source: any IMUSampleSource
    /// Stop after this much sensor time, seconds; nil runs until interrupted.
    let durationSeconds: Double?
    /// `--rate`, Hz: a warning says when the source runs slower. Default: nil (none asked).
    var requestedRateHertz: Double? = nil

    /// What a run did.
    struct Summary {
        var sampleCount = 0
        var droppedSampleCount = 0
        var sensorSeconds = 0.0
        var hostSeconds = 0.0
        var overflowCount = 0
        /// How interrupt-driven reading kept time; nil when the source polled.
        var interruptTiming: InterruptTimingReport?

        /// Samples per second of host time.
        var samplesPerHostSecond: Double { hostSeconds > 0 ? Double(sampleCount) / hostSeconds : 0 }
    }

    /// Streams; `consume` gets each batch's samples with their times relative to the first
    /// sample (seconds).
    func run(_ consume: ([(sample: IMUSample, time: Double)]) throws -> Void) throws -> Summary {
        InterruptFlag.install()
        let host = MonotonicClock()
        let status = StatusLine()
        try source.start()
        defer { source.stop() }
        RateNotice.report(requestedHertz: requestedRateHertz, appliedHertz: source.information.sampleRateHertz, chip: source.information.chipName)
        let started = host.nowSeconds
        var summary = Summary()
        let timing = (source as? any InterruptTimingReporting)?.interruptTiming
        var firstTime: Double?
        var lastStatus = started
        var windowStart = started
        var windowSamples = 0
        var finished = false
        while !finished && !InterruptFlag.isSet {
            guard let batch = try source.nextBatch() else { break }
            summary.droppedSampleCount += batch.droppedSampleCount
            if (source as? IMUDriverSource)?.latestEvents.contains(.overflow) == true { summary.overflowCount += 1 }
            var rows: [(sample: IMUSample, time: Double)] = []
            rows.reserveCapacity(batch.samples.count)
            for sample in batch.samples {
                let first = firstTime ?? sample.timestampSeconds
                firstTime = first
                let time = sample.timestampSeconds - first
                if let durationSeconds, time >= durationSeconds - 1e-9 {
                    finished = true
                    break
                }
                rows.append((sample, time))
                summary.sensorSeconds = time
            }
            summary.sampleCount += rows.count
            windowSamples += rows.count
            try consume(rows)
            let now = host.nowSeconds
            if now - lastStatus >= 0.5 {
                let rate = Double(windowSamples) / max(now - windowStart, 1e-9)
                status.show("\(source.information.chipName) at \(SampleFormatter.fixed(source.information.sampleRateHertz, 1)) Hz: "
                    + "\(summary.sampleCount) samples, \(SampleFormatter.fixed(rate, 1)) samples/s, "
                    + "\(summary.droppedSampleCount) dropped"
                    + (timing?.report.map { "; " + InterruptTimingJSON.text($0) } ?? ""))
                lastStatus = now
                windowStart = now
                windowSamples = 0
            }
        }
        summary.hostSeconds = host.nowSeconds - started
        summary.interruptTiming = Self.driverSource(source)?.currentInterruptTiming() ?? timing?.report
        status.finish()
        return summary
    }
}

extension RawSampleStream {
    /// The driver source under `source`'s wrappers (magnetometer, calibration), if any.
    static func driverSource(_ source: any IMUSampleSource) -> IMUDriverSource? {
        if let driver = source as? IMUDriverSource { return driver }
        if let wrapped = source as? MagnetometerSampleSource { return driverSource(wrapped.inner) }
        if let wrapped = source as? CorrectedSampleSource { return driverSource(wrapped.inner) }
        return nil
    }
}

/// A status line on stderr: rewritten in place on a terminal, one line every 5 s otherwise.
final class StatusLine {
    private let isTerminal = isatty(STDERR_FILENO) != 0
    private var lastPlainLine = -Double.infinity
    private var shown = false

    func show(_ text: String) {
        if isTerminal {
            Console.writeError("\r\u{1B}[K\(text)")
            shown = true
        } else {
            let now = MonotonicClock().nowSeconds
            guard now - lastPlainLine >= 5 else { return }
            lastPlainLine = now
            Console.writeError("\(text)\n")
        }
    }

    func finish() {
        if shown { Console.writeError("\r\u{1B}[K") }
        shown = false
    }
}
