extension MotionService {
    func reconcile() async {
        let requested = requestedIntervalSeconds
        let available = await provider.isDeviceMotionAvailable
        gate = settings.gate(
            updateIntervalSeconds: requested ?? 0, isSensorAvailable: available,
            environment: environment, lowPowerDetector: lowPowerDetector
        )
        guard let requested else {
            // Nobody needs motion: stop; effects stay at their last rotation.
            if runningIntervalSeconds > 0 { stopRun() }
            return
        }
        guard gate.isDetectingMotion else {
            if runningIntervalSeconds > 0 { stopRun() }
            var off = latestSnapshot
            off.isDetectingMotion = false
            off.updateIntervalSeconds = 0
            publish(off)
            return
        }
        if requested != runningIntervalSeconds { await start(intervalSeconds: requested) }
    }

    /// Starts a new session at `intervalSeconds` (stopping any earlier run).
    func start(intervalSeconds: Double) async {
        stopRun()
        session += 1
        let current = session
        runningIntervalSeconds = intervalSeconds
        let samples: AsyncStream<MotionSample>
        do {
            samples = try await provider.deviceMotionSamples(updateIntervalSeconds: intervalSeconds)
        } catch {
            lastStartError = String(describing: error)
            if session == current { runningIntervalSeconds = 0 }
            return
        }
        // A newer start may have happened while awaiting the provider.
        guard session == current else { return }
        lastStartError = nil
        runTask = Task { [weak self] in
            for await sample in samples {
                guard let self else { return }
                await self.receive(sample, session: current)
            }
            guard !Task.isCancelled else { return }
            await self?.runEnded(session: current)
        }
    }

    func stopRun() {
        runTask?.cancel()
        runTask = nil
        runningIntervalSeconds = 0
        tracker.reset()
    }

    /// Accepts a sample of run `sampleSession`; drops it if a newer run has started.
    func receive(_ sample: MotionSample, session sampleSession: Int) {
        guard sampleSession == session, runningIntervalSeconds > 0 else {
            staleSampleCount += 1
            return
        }
        let snapshot = tracker.update(sample, updateIntervalSeconds: runningIntervalSeconds, isDetectingMotion: gate.isDetectingMotion)
        publish(snapshot)
    }

    /// The source ended on its own (a replay reached its end, or it failed): stop and finish
    /// the snapshot streams, since no more motion will come.
    func runEnded(session endedSession: Int) {
        guard endedSession == session, runningIntervalSeconds > 0 else { return }
        sourceEnded = true
        stopRun()
        for continuation in subscribers.values { continuation.finish() }
        subscribers.removeAll()
    }

    func publish(_ snapshot: MotionSnapshot) {
        latestSnapshot = snapshot
        for continuation in subscribers.values { continuation.yield(snapshot) }
    }

    func removeSubscriber(_ key: Int) {
        subscribers[key] = nil
    }
}
