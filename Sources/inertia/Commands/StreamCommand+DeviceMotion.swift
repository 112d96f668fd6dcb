import ArgumentParser
import DeviceMotion
import IMUDrivers
import Platform

extension StreamCommand {
    /// The device-motion stream (attitude, rotation rate, gravity, user acceleration) through
    /// a `MotionManager`: JSON lines, CSV rows or a live view refreshing in place.
    func runDeviceMotion() async throws {
        let selection: MotionSourceSelection
        let manager: MotionManager
        // Live sources and the text view: a stream from the manager's sampling thread.
        // Offline sources written as JSON or CSV: the sampling loop runs on this thread and
        // each sample is written as it leaves the pipeline (nil here).
        var updates: MotionUpdates<DeviceMotion>?
        let frame: AttitudeReferenceFrame
        // Text: the newest sample at the refresh rate. JSON/CSV: every sample at --rate.
        let interval = source.rate.map { 1 / $0 } ?? (format == .text ? 0.05 : 0)
        do {
            let filterFactory = tuning.filterFactory
            if let filter { _ = try filterFactory.makeFilter(named: filter) }
            selection = try MotionSourceSelection.open(source, fast: fast, magnetometer: magnetometerOptions)
            let configuration = try selection.configuration(
                calibration: calibration, latency: latency,
                filterName: filter, magneticDeclinationDegrees: declination)
            manager = MotionManager(source: selection.source, configuration: configuration, filterFactory: filterFactory)
            frame = try referenceFrame()
            if selection.isOffline && format != .text {
                try manager.selectReferenceFrame(frame)
            } else {
                // An offline source shown as text keeps everything, the sampling thread
                // waiting while this loop shows it (memory stays flat).
                let buffering: MotionUpdatesBuffering = selection.isOffline
                    ? .waitingWhenFull(MotionUpdates<DeviceMotion>.defaultWaitingCapacity)
                    : (format == .text ? .newest(1) : .newest(4096))
                updates = try manager.deviceMotionUpdates(using: frame, interval: interval, buffering: buffering)
            }
        } catch {
            printError(ErrorMessage.describe(error))
            throw ExitCode.failure
        }
        CalibrationOptions.announce(manager.calibration)
        InterruptFlag.install()
        let view = LiveTextView()
        let northReferenced = frame.isNorthReferenced
        let information = manager.sourceInformation
        let header = "inertia stream — \(information.chipName) (\(information.location ?? information.kind.rawValue)), "
            + "filter \(manager.filterLabel), frame \(frame), board \(selection.board.identifier)"
        if format == .csv { Console.writeLine(DeviceMotionFormatter.csvHeader) }
        var progress = StreamProgress()
        // The options, read once: each read of a property wrapper costs a lookup.
        let outputFormat = format
        let durationSeconds = duration
        // Live sources: each line leaves at once. Offline ones (`--fast`) fill stdout's
        // buffer first; the bytes are the same.
        let lines = MotionLineWriter(
            format: outputFormat == .csv ? .csv : .json, northReferenced: northReferenced,
            flushesEveryLine: !selection.isOffline)
        var lastRefresh = -Double.infinity
        // Faults and recoveries: stderr lines for JSON and CSV (stdout keeps one sample per
        // line), the status line of the live view.
        let eventLog = (selection.source as? any SourceEventReporting)?.events
        var latestEvent: SourceEvent?
        func reportEvents() {
            for event in eventLog?.takeNew() ?? [] {
                latestEvent = event
                if format != .text {
                    lines.flush()
                    Console.writeError("status: \(event)\n")
                }
            }
        }
        /// Writes or shows one sample; false when the stream should end (--duration passed,
        /// or interrupted).
        func show(_ motion: DeviceMotion) -> Bool {
            reportEvents()
            let step = progress.record(motion, durationSeconds: durationSeconds)
            // A recalibration prompt, when it appears or lifts: a stderr line for JSON and
            // CSV, the live view's status line.
            if step.recalibrationChanged && outputFormat != .text {
                let elapsed = String(format: "%.2f s", motion.timestamp - step.startSeconds)
                lines.flush()
                Console.writeError("status: \(elapsed): \(motion.recalibration?.description ?? "the calibration fits again")\n")
            }
            let start = step.startSeconds
            if step.isFirst {
                // The source has started: it knows the rate the chip runs at.
                let started = manager.sourceInformation
                RateNotice.report(requestedHertz: source.rate, appliedHertz: started.sampleRateHertz, chip: started.chipName)
            }
            guard step.isWithinDuration else { return false }
            switch outputFormat {
            case .json, .csv:
                lines.write(motion)
            case .text:
                let now = MonotonicClock.nowSeconds
                if now - lastRefresh >= 0.05 {
                    lastRefresh = now
                    view.show(DeviceMotionFormatter.textLines(
                        motion, elapsedSeconds: motion.timestamp - start, northReferenced: northReferenced, header: header,
                        statusLine: statusText(manager.status, missed: updates?.statistics.missedCount ?? 0)
                            + (latestEvent.map { "; last event \($0)" } ?? "")
                            + (motion.recalibration.map { "; \($0)" } ?? "")))
                }
            }
            return !InterruptFlag.isSet
        }
        if let updates {
            for await motion in updates {
                guard show(motion) else { break }
            }
            updates.cancel()
        } else {
            do {
                try manager.runDeviceMotionUpdates(interval: interval, show)
            } catch {
                lines.flush()
                printError(ErrorMessage.describe(error))
                throw ExitCode.failure
            }
        }
        manager.stopAllUpdates()
        manager.waitUntilStopped()
        let status = manager.status
        lines.flush()
        if format != .text { reportEvents() }
        if let replay = selection.source as? CSVLogReplaySource {
            for warning in replay.warnings { printWarning(warning.description) }
        }
        if let error = status.lastError {
            printError(error)
            throw ExitCode.failure
        }
        Console.writeError("streamed \(progress.count) device-motion samples; \(statusText(status, missed: updates?.statistics.missedCount ?? 0))\n")
    }

    /// `--frame`, checked.
    private func referenceFrame() throws -> AttitudeReferenceFrame {
        guard let name = self.frame else { return .xArbitraryZVertical }
        guard let frame = AttitudeReferenceFrame(name: name) else {
            let names = AttitudeReferenceFrame.namedFrames.map(\.name).joined(separator: ", ")
            throw CommandFailure("unknown reference frame '\(name)'; use one of: \(names) (or arbitrary, corrected, magnetic-north, true-north)")
        }
        return frame
    }

    private func statusText(_ status: MotionStatus, missed: Int) -> String {
        "rate \(DeviceMotionFormatter.fixed(status.measuredSampleRateHertz, 1)) Hz, "
            + "drops \(status.sourceDroppedSampleCount) (sensor) \(missed) (output), "
            + "latency \(DeviceMotionFormatter.fixed(status.deliveryLatency.meanSeconds * 1000, 3)) ms mean "
            + "\(DeviceMotionFormatter.fixed(status.deliveryLatency.percentileSeconds(0.99) * 1000, 3)) ms p99 "
            + "\(DeviceMotionFormatter.fixed(status.deliveryLatency.maximumSeconds * 1000, 3)) ms max, "
            + "pipeline \(DeviceMotionFormatter.fixed(status.meanProcessingSecondsPerSample * 1e6, 2)) µs/sample"
            + (status.interruptTiming.map { "; " + InterruptTimingJSON.text($0) } ?? "")
    }
}
