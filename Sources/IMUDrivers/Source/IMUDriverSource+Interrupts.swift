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
        var deadline = clock.nowSeconds + timeout
        var emptyReadsAfterDeadline = 0
        while true {
            let wait = max(0, min(interruptWatchdogSeconds, deadline - clock.nowSeconds))
            let edges = try interruptLine.waitForEdges(timeoutSeconds: wait)
            let readStart = clock.nowSeconds
            let readout = try retryingBusErrors { () throws(IMUError) in try driver.readFIFO() }
            latestEvents = readout.events
            if readout.events.contains(.overflow) && stopsOnOverflow {
                throw .fifoOverflow(droppedSampleCount: max(readout.droppedSampleCount, 1))
            }
            if recordSignOfLife(readout) { deadline = max(deadline, clock.nowSeconds + timeout) }
            var samples = readout.samples
            recordInterruptRead(edges: edges, readStartSeconds: readStart, readout: readout)
            if !samples.isEmpty || readout.droppedSampleCount > 0 {
                let lost = stamp(&samples, droppedSampleCount: readout.droppedSampleCount, edges: edges, readStartSeconds: readStart)
                let stamped = FIFOReadout(samples: samples, droppedSampleCount: lost, events: readout.events)
                let dropped = lost + recordRecovery(stamped)
                totalDroppedSampleCount += dropped
                totalSampleCount += samples.count
                publishInterruptTiming()
                return SampleBatch(samples: samples, droppedSampleCount: dropped)
            }
            publishInterruptTiming()
            // Silent: a wait with no edge past the deadline. A read that found nothing after
            // an edge is a reader that fell behind (an emptied FIFO), not a silent chip,
            // unless it keeps happening.
            if clock.nowSeconds >= deadline {
                emptyReadsAfterDeadline += 1
                if edges == nil || emptyReadsAfterDeadline >= 3 {
                    throw .noData(seconds: timeout, chip: driver.identity.model.name)
                }
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

    /// Gives `samples` their sample indices and host times, and returns how many samples
    /// were lost before them. The newest edge tells which sample it announced (pulsed: by
    /// its sequence number; latched or level: the newest read less those ready after the
    /// edge) and feeds the clock mapping. After an overflow, whose loss the driver can only
    /// estimate, the indices are re-anchored: on the edges when they count samples, else on
    /// the fitted line at the edge's time (at the read's start without an edge); the loss
    /// is then the indices' jump.
    private func stamp(_ samples: inout [IMUSample], droppedSampleCount: Int, edges: InterruptEdges?, readStartSeconds: Double) -> Int {
        guard var state = interrupt else { return droppedSampleCount }
        let perInterrupt = Int64(state.applied.samplesPerInterrupt)
        let period = state.mapping.periodSeconds
        let expectedIndex = state.nextSampleIndex
        state.nextSampleIndex += Int64(droppedSampleCount)
        var lost = droppedSampleCount
        guard !samples.isEmpty else {
            interrupt = state
            return lost
        }
        let count = Int64(samples.count)
        // Samples that became ready between the edge and the read (normally none).
        var lateSamples: Int64 = 0
        var edgeIndex: Int64?
        if let edges {
            lateSamples = Int64(max(0, ((readStartSeconds - edges.latestHostSeconds) / period).rounded(.down)))
            if state.applied.edgesCountSamples {
                // Pulsed: the edges count samples, through an overflow too.
                let sequenceIndex = Int64(truncatingIfNeeded: edges.latestSequenceNumber) * perInterrupt
                let offset = state.edgeIndexOffset ?? (state.nextSampleIndex + count - 1 - lateSamples - sequenceIndex)
                state.edgeIndexOffset = offset
                edgeIndex = sequenceIndex + offset
            } else if state.needsReanchor {
                // Latched or level after a loss: the sample on the fitted line nearest the
                // edge's kernel time (the line is good to far better than half a period
                // over seconds; a guess at the read's start would be off by one at times).
                edgeIndex = state.mapping.sampleIndex(atHostSeconds: edges.latestHostSeconds)
            } else {
                // Latched or level: the edge is the sample that raised the pin after the last
                // read cleared it. Not simply the next after the last read: one that came
                // during the read's transfers was cleared with it. The samples newer than
                // the edge are the late ones.
                edgeIndex = state.nextSampleIndex + count - 1 - lateSamples
            }
        }
        if state.needsReanchor {
            // The newest sample read: the edge's plus the late ones; without an edge, the
            // newest the fitted line says was ready when the read began.
            let newest = edgeIndex.map { $0 + lateSamples } ?? state.mapping.newestSampleIndex(readyByHostSeconds: readStartSeconds)
            if let newest {
                // Indices never go back over delivered samples.
                state.nextSampleIndex = max(state.lastDeliveredIndex + 1, newest - count + 1)
                lost = Int(max(0, state.nextSampleIndex - expectedIndex))
            }
            state.needsReanchor = false
        }
        if let edges, let edgeIndex, edgeIndex > state.lastDeliveredIndex, edgeIndex <= state.nextSampleIndex + count - 1 + lateSamples {
            state.mapping.recordEdge(sampleIndex: edgeIndex, hostSeconds: edges.latestHostSeconds)
        }
        let delivered = clock.nowSeconds
        for position in samples.indices {
            // The newest sample was ready by the read's start, each older one a period before.
            let readyBy = readStartSeconds - Double(samples.count - 1 - position) * period
            let time = state.mapping.timestamp(forSampleIndex: state.nextSampleIndex, readyByHostSeconds: readyBy)
            samples[position].timestampSeconds = time
            state.sampleAge.add(delivered - time)
            state.lastDeliveredIndex = state.nextSampleIndex
            state.nextSampleIndex += 1
        }
        interrupt = state
        return lost
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
