import Foundation
import IMUDrivers
import IMUSamples
import Logging

/// The sampling thread: reads the source, runs the pipeline, hands samples to consumers.
extension MotionManager {
    /// Starts the sampling thread when someone listens and stops it when nobody does.
    func updateSampling() {
        let startGeneration: Int? = state.withLock { state in
            if state.isWanted && !state.isRunning {
                state.isRunning = true
                state.generation += 1
                return state.generation
            }
            if !state.isWanted && state.isRunning {
                state.isRunning = false
                state.generation += 1
            }
            return nil
        }
        guard let generation = startGeneration else { return }
        let thread = Thread { [self] in runSampling(generation: generation) }
        thread.name = "inertia-sampling"
        thread.qualityOfService = .userInteractive
        thread.start()
    }

    private func isCurrent(_ generation: Int) -> Bool {
        state.withLock { $0.generation == generation && $0.isRunning }
    }

    /// The sampling loop of run `generation`, on the calling thread, until the source ends,
    /// the run stops, or `keepsSampling` (checked between batches) turns false.
    func runSampling(generation: Int, while keepsSampling: () -> Bool = { true }) {
        // One thread at a time uses the source: a new thread waits for the old one to stop it.
        sourceGate.lock()
        defer { sourceGate.unlock() }
        guard isCurrent(generation) else { return }
        let (configuration, filterName, frame) = state.withLock { state in
            state.commands.removeAll()
            return (state.configuration, state.filterName, state.referenceFrame)
        }
        let logger = configuration.logger
        let source = self.source.source
        var pipeline: MotionPipeline
        do {
            let calibration = try resolvedCalibration.get()
            let filter = try filterFactory.makeFilter(named: filterName, sampleRateHertz: source.information.sampleRateHertz)
            pipeline = MotionPipeline(filter: filter, settings: MotionPipeline.Settings(
                // A profile's mounting is measured on the device itself: it replaces the board's.
                sensorToDevice: calibration.mounting ?? configuration.sensorToDevice,
                referenceFrame: frame,
                magneticDeclinationDegrees: configuration.magneticDeclinationDegrees,
                correction: calibration.correction,
                firstTimeStepSeconds: 1 / max(1, source.information.sampleRateHertz),
                latencyCompensation: configuration.latencyCompensation(for: source.information),
                recalibrationReference: calibration.recalibrationReference,
                // A calibrated gyroscope's residual bias: 0.1 °/s (temperature included).
                assumedGyroscopeBiasStandardDeviationRadiansPerSecond: (calibration.recalibrationReference?.calibratesGyroscope ?? false)
                    ? 0.1 * Double.pi / 180 : Double.pi / 180
            ))
            try source.start()
            // The source knows its real rate (the chip's nearest supported) once started.
            let started = source.information
            let constants = FilterTimeConstants(of: filter)
            state.withLock {
                $0.information = started
                $0.filterTimeConstants = constants
            }
        } catch {
            finishSampling(generation: generation, error: "\(error)")
            logger?.error("sensor did not start: \(error)")
            return
        }
        defer { source.stop() }
        logger?.info("sampling started: \(source.information.chipName), filter \(filterName), frame \(frame)")

        var previousTimestamp: Double?
        var nextSequenceNumber: UInt64 = 0
        // Looked up once: a cast per batch costs more than a replay's batch of work.
        let configurable = source as? any SampleRateConfigurable
        // The measured rate, kept here between batches (only sampling loops write it).
        var measuredRate = state.withLock { $0.measuredSampleRateHertz }
        // Each sample is processed into this one value (hundreds of bytes, not copied per sample).
        var processed = ProcessedSample.empty
        var processedCount = processedSampleCount.load(ordering: .relaxed)
        while isCurrent(generation) && keepsSampling() {
            applyCommands(to: &pipeline, source: configurable, logger: logger)
            let batch: SampleBatch?
            do {
                batch = try source.nextBatch()
            } catch {
                logger?.error("sensor read failed: \(error)")
                finishSampling(generation: generation, error: "\(error)")
                return
            }
            guard let batch else {
                logger?.info("sample source ended")
                finishSampling(generation: generation, error: nil)
                return
            }
            let readTime = MonotonicClock.nowSeconds
            // Samples the source lost were lost before this batch's samples: skip their numbers.
            nextSequenceNumber &+= UInt64(max(0, batch.droppedSampleCount))
            // Each sample goes to the consumers as it leaves the pipeline; the clock, the
            // lock and the pull-mode values are paid per batch: the consumers of the batch
            // start, the newest values and the counters after it.
            let subscribers = state.withLock { $0.subscriberList }
            var processingSeconds = 0.0
            var processingMeasured = 0
            var newestMagnetometer: MagnetometerData?
            for sample in batch.samples {
                // The pipeline's time, measured on every 32nd sample: two clock reads per
                // sample would cost a fast replay more than the figure is worth.
                if nextSequenceNumber & 31 == 0 {
                    let processingStart = MonotonicClock.nowSeconds
                    pipeline.process(sample, into: &processed)
                    processingSeconds += MonotonicClock.nowSeconds - processingStart
                    processingMeasured += 1
                } else {
                    pipeline.process(sample, into: &processed)
                }
                processed.sequenceNumber = nextSequenceNumber
                processed.readTimeSeconds = readTime
                nextSequenceNumber &+= 1
                processedCount += 1
                processedSampleCount.store(processedCount, ordering: .relaxed)
                if let previous = previousTimestamp, sample.timestampSeconds > previous {
                    let rate = 1 / (sample.timestampSeconds - previous)
                    measuredRate = measuredRate == 0 ? rate : measuredRate + 0.05 * (rate - measuredRate)
                }
                previousTimestamp = sample.timestampSeconds
                if let magnetometer = processed.magnetometer { newestMagnetometer = magnetometer }
                for subscriber in subscribers {
                    subscriber.offer(processed, readTimeSeconds: readTime)
                }
            }
            for subscriber in subscribers { subscriber.endBatch() }
            state.withLock { state in
                if !batch.samples.isEmpty {
                    state.deviceMotion = processed.deviceMotion
                    state.accelerometerData = processed.accelerometer
                    state.gyroData = processed.gyro
                }
                if let newestMagnetometer {
                    state.magnetometerData = newestMagnetometer
                    state.configuration.hasMagnetometer = true
                }
                state.processingSecondsTotal += processingSeconds
                state.processingMeasuredCount += processingMeasured
                state.measuredSampleRateHertz = measuredRate
                if batch.droppedSampleCount > 0 { state.sourceDroppedSampleCount += batch.droppedSampleCount }
            }
        }
        logger?.info("sampling stopped")
    }

    /// Applies queued changes (filter, frame, reference reset, sensor rate) between batches.
    /// - Parameter source: the source, when its rate can be set.
    private func applyCommands(to pipeline: inout MotionPipeline, source: (any SampleRateConfigurable)?, logger: Logger?) {
        let (commands, requestedRate, appliedRate, declination) = state.withLock { state in
            defer { if !state.commands.isEmpty { state.commands.removeAll() } }
            // The rate anyone asks for, only where it can be applied (it is worked out from
            // every consumer's interval).
            return (state.commands, source == nil ? nil : state.requestedSampleRateHertz, state.appliedSampleRateHertz,
                    state.configuration.magneticDeclinationDegrees)
        }
        for command in commands {
            switch command {
            case .replaceFilter(let filter): pipeline.replaceFilter(filter)
            case .setReferenceFrame(let frame): pipeline.setReferenceFrame(frame, magneticDeclinationDegrees: declination)
            case .resetReference: pipeline.resetReferenceAttitude()
            }
        }
        guard let configurable = source, let requestedRate, requestedRate != appliedRate else { return }
        do {
            let actual = try configurable.setSampleRate(hertz: requestedRate)
            logger?.debug("sensor rate \(actual) Hz (asked \(requestedRate) Hz)")
        } catch {
            logger?.warning("could not set the sensor rate to \(requestedRate) Hz: \(error)")
        }
        state.withLock { $0.appliedSampleRateHertz = requestedRate }
    }

    /// Ends this run: consumers' streams finish, the manager shows as not running.
    private func finishSampling(generation: Int, error: String?) {
        let subscribers = state.withLock { state -> [any SampleSubscriber] in
            guard state.generation == generation else { return [] }
            state.isRunning = false
            state.generation += 1
            if let error { state.lastError = error }
            return Array(state.subscribers.values)
        }
        for subscriber in subscribers { subscriber.finish() }
    }
}

extension MotionManager {
    /// Stops everything: pull mode and every stream (their iterations end).
    public func stopAllUpdates() {
        let subscribers = state.withLock { state -> [any SampleSubscriber] in
            state.pullClients.removeAll()
            return Array(state.subscribers.values)
        }
        for subscriber in subscribers { subscriber.finish() }
        updateSampling()
    }

    /// Waits until the sampling thread has stopped the source (for example before exiting,
    /// so a kernel IIO buffer is disabled). Returns false after `timeoutSeconds`.
    @discardableResult
    public func waitUntilStopped(timeoutSeconds: Double = 2) -> Bool {
        let deadline = Date(timeIntervalSinceNow: timeoutSeconds)
        while Date() < deadline {
            if !state.withLock({ $0.isRunning }), sourceGate.lock(before: deadline) {
                sourceGate.unlock()
                if !state.withLock({ $0.isRunning }) { return true }
            }
            Thread.sleep(forTimeInterval: 0.005)
        }
        return false
    }
}
