import IMUSamples

/// What `IMUDriverSource` keeps to read on interrupts and stamp samples with host time.
struct InterruptState {
    /// What the chip applied.
    var applied: AppliedInterrupt
    /// Sample index (the sensor's count, lost samples included) to host time.
    var mapping: SensorClockMapping
    /// The sample index of the next sample to deliver.
    var nextSampleIndex: Int64 = 0
    /// The sample index of the last sample delivered (−1 before the first).
    var lastDeliveredIndex: Int64 = -1
    /// Edge index = sequence number · samples per interrupt + this (pulsed edges only);
    /// nil until the first drain with samples and an edge anchors it.
    var edgeIndexOffset: Int64?
    /// The next drain with samples re-anchors the sample indices on the edges (after an
    /// overflow, whose loss the driver can only estimate).
    var needsReanchor = false
    /// Recent edge-to-read latencies and sample ages, seconds.
    var edgeToReadLatency = TimingDistribution()
    var sampleAge = TimingDistribution()
    /// The counters published in the report.
    var report: InterruptTimingReport
    /// Driver-clock time the report was last published.
    var lastPublishedHostSeconds = -Double.infinity
}

extension IMUDriverSource {
    /// The longest wait for an edge before the FIFO is read anyway (a missed edge, a latched
    /// pin nobody cleared), seconds: 8 interrupts' worth of samples, at least 0.25 s. While
    /// edges come, nothing is read on a timer.
    var interruptWatchdogSeconds: Double {
        let samples = Double(interrupt?.applied.samplesPerInterrupt ?? 1)
        return max(0.25, 8 * samples * driver.configuration.samplePeriodSeconds)
    }

    /// Routes the chip's interrupt to the line (after `startFIFO`) and starts a fresh clock
    /// mapping; the report's counters carry over a restart.
    func startInterrupt() throws(IMUError) {
        guard let interruptLine else { return }
        let applied = try driver.enableInterrupt(interruptSettings)
        let period = driver.configuration.samplePeriodSeconds
        var report = interrupt?.report ?? InterruptTimingReport(lineName: interruptLine.name)
        report.samplesPerInterrupt = applied.samplesPerInterrupt
        report.samplePeriodSeconds = period
        interrupt = InterruptState(
            applied: applied, mapping: SensorClockMapping(settings: .init(nominalPeriodSeconds: period)), report: report)
    }

    /// Waits for an edge, drains the FIFO and stamps the samples on the host clock.
    func nextInterruptBatch() throws(IMUError) -> SampleBatch? {
        guard let interruptLine else { return nil }
        let timeout = stallTimeoutSeconds ?? max(1.0, 20 * driver.configuration.samplePeriodSeconds)
        let deadline = clock.nowSeconds + timeout
        while true {
            let wait = max(0, min(interruptWatchdogSeconds, deadline - clock.nowSeconds))
            let edges = try interruptLine.waitForEdges(timeoutSeconds: wait)
            let readStart = clock.nowSeconds
            let readout = try retryingBusErrors { () throws(IMUError) in try driver.readFIFO() }
            latestEvents = readout.events
            if readout.events.contains(.overflow) && stopsOnOverflow {
                throw .fifoOverflow(droppedSampleCount: max(readout.droppedSampleCount, 1))
            }
            var samples = readout.samples
            recordInterruptRead(edges: edges, readStartSeconds: readStart, readout: readout)
            if !samples.isEmpty || readout.droppedSampleCount > 0 {
                stamp(&samples, droppedSampleCount: readout.droppedSampleCount, edges: edges, readStartSeconds: readStart)
                let stamped = FIFOReadout(samples: samples, droppedSampleCount: readout.droppedSampleCount, events: readout.events)
                let dropped = readout.droppedSampleCount + recordRecovery(stamped)
                totalDroppedSampleCount += dropped
                totalSampleCount += samples.count
                publishInterruptTiming()
                return SampleBatch(samples: samples, droppedSampleCount: dropped)
            }
            publishInterruptTiming()
            if clock.nowSeconds >= deadline {
                throw .noData(seconds: timeout, chip: driver.identity.model.name)
            }
            try restartIfSilent()
        }
    }

    /// Counts the edges, the latency to the read, overruns.
    private func recordInterruptRead(edges: InterruptEdges?, readStartSeconds: Double, readout: FIFOReadout) {
        guard var state = interrupt else { return }
        if let edges {
            state.report.edgeCount += edges.count
            state.report.missedEdgeCount += edges.missedCount
            state.edgeToReadLatency.add(readStartSeconds - edges.latestHostSeconds)
        } else {
            state.report.readsWithoutEdgeCount += 1
        }
        if readout.events.contains(.overflow) || readout.samples.count > 2 * state.applied.samplesPerInterrupt {
            state.report.watermarkOverrunCount += 1
        }
        if readout.events.contains(.overflow) || readout.events.contains(.misaligned) { state.needsReanchor = true }
        interrupt = state
    }

    /// Gives `samples` their sample indices and host times: the newest edge tells which
    /// sample it announced (pulsed: by its sequence number; latched or level: the
    /// `samplesPerInterrupt`-th after the last read), feeds the clock mapping, and after an
    /// overflow re-anchors the indices on it.
    private func stamp(_ samples: inout [IMUSample], droppedSampleCount: Int, edges: InterruptEdges?, readStartSeconds: Double) {
        guard var state = interrupt else { return }
        let perInterrupt = Int64(state.applied.samplesPerInterrupt)
        let period = state.mapping.periodSeconds
        if samples.isEmpty {
            state.nextSampleIndex += Int64(droppedSampleCount)
        } else if let edges {
            // Samples that became ready between the edge and the read (normally none).
            let lateSamples = Int64(max(0, ((readStartSeconds - edges.latestHostSeconds) / period).rounded(.down)))
            let count = Int64(samples.count)
            var edgeIndex: Int64?
            if state.applied.edgesCountSamples {
                // Pulsed: the edges count samples, through an overflow too.
                let sequenceIndex = Int64(truncatingIfNeeded: edges.latestSequenceNumber) * perInterrupt
                let offset = state.edgeIndexOffset ?? (state.nextSampleIndex + count - 1 - lateSamples - sequenceIndex)
                state.edgeIndexOffset = offset
                edgeIndex = sequenceIndex + offset
                if state.needsReanchor, let edgeIndex {
                    // The edges say where the FIFO's newest sample is; the driver's loss
                    // estimate does not. Indices never go back over delivered samples.
                    state.nextSampleIndex = max(state.lastDeliveredIndex + 1, edgeIndex + lateSamples - count + 1)
                }
            } else if !state.needsReanchor {
                // Latched or level: the edge is the threshold's sample after the last read.
                edgeIndex = state.lastDeliveredIndex + perInterrupt
            }
            state.needsReanchor = false
            if let edgeIndex, edgeIndex > state.lastDeliveredIndex, edgeIndex <= state.nextSampleIndex + count - 1 + lateSamples {
                state.mapping.recordEdge(sampleIndex: edgeIndex, hostSeconds: edges.latestHostSeconds)
            }
        }
        let delivered = clock.nowSeconds
        for position in samples.indices {
            // Before the first edge: the newest sample was ready about when the read began.
            let fallback = readStartSeconds - Double(samples.count - 1 - position) * period
            let time = state.mapping.timestamp(forSampleIndex: state.nextSampleIndex, fallbackHostSeconds: fallback)
            samples[position].timestampSeconds = time
            state.sampleAge.add(delivered - time)
            state.lastDeliveredIndex = state.nextSampleIndex
            state.nextSampleIndex += 1
        }
        interrupt = state
    }

    /// Publishes the report at most twice a second (the percentiles sort their values).
    private func publishInterruptTiming() {
        guard var state = interrupt, let interruptTiming else { return }
        let now = clock.nowSeconds
        guard now - state.lastPublishedHostSeconds >= 0.5 else { return }
        state.lastPublishedHostSeconds = now
        state.report.edgeToReadLatency = state.edgeToReadLatency.summary()
        state.report.sampleAgeAtDelivery = state.sampleAge.summary()
        state.report.sensorClockDriftPartsPerMillion = state.mapping.isDriftFitted ? state.mapping.driftPartsPerMillion : nil
        state.report.samplePeriodSeconds = state.mapping.periodSeconds
        interruptTiming.publish(state.report)
        interrupt = state
    }

    /// The timing report as it stands now (published or not); nil when the source polls.
    public func currentInterruptTiming() -> InterruptTimingReport? {
        guard var state = interrupt else { return nil }
        state.report.edgeToReadLatency = state.edgeToReadLatency.summary()
        state.report.sampleAgeAtDelivery = state.sampleAge.summary()
        state.report.sensorClockDriftPartsPerMillion = state.mapping.isDriftFitted ? state.mapping.driftPartsPerMillion : nil
        state.report.samplePeriodSeconds = state.mapping.periodSeconds
        return state.report
    }
}
