/// Device motion handed over on the calling thread: for offline sources (a replay as fast
/// as possible, the simulator on a virtual clock), where a consumer on another thread
/// would spend more on each hand-over than the pipeline spends on the sample.
extension MotionManager {
    /// Runs the sampling loop on the calling thread and hands device motion in `frame` to
    /// `handler` there, one sample every `interval` seconds of sensor time (as for
    /// `deviceMotionUpdates`), until the source ends, `handler` returns false, or
    /// `stopAllUpdates()` is called. Nothing is buffered and nothing is dropped: the source
    /// is read only as fast as `handler` returns, so use it with offline sources (a live
    /// sensor's FIFO would overflow while `handler` works). Errors of the source end the run
    /// as they end a stream: read them from `status.lastError`.
    ///
    /// Consumers subscribed while it runs are served by the same loop; when it returns they
    /// go on with the manager's own sampling thread.
    /// - Throws: `MotionManagerError.alreadySampling` when the manager's sampling thread is
    ///   already running (for other consumers or pull mode);
    ///   `.referenceFrameUnavailable` when `frame` is unavailable.
    public func runDeviceMotionUpdates(
        using frame: AttitudeReferenceFrame? = nil,
        interval: Double? = nil,
        _ handler: (DeviceMotion) -> Bool
    ) throws(MotionManagerError) {
        try selectReferenceFrame(frame ?? attitudeReferenceFrame)
        let intervalSeconds = Self.consumerIntervalSeconds(interval ?? deviceMotionUpdateInterval)
        let started = withoutActuallyEscaping(handler) { handler -> Bool in
            let registration = state.withLock { state -> (CallingThreadSubscription, Int)? in
                guard !state.isRunning else { return nil }
                state.nextSubscriberIdentifier += 1
                let subscription = CallingThreadSubscription(
                    identifier: state.nextSubscriberIdentifier, intervalSeconds: intervalSeconds, handler: handler)
                state.subscribers[subscription.identifier] = subscription
                state.isRunning = true
                state.generation += 1
                return (subscription, state.generation)
            }
            guard let (subscription, generation) = registration else { return false }
            let identifier = subscription.identifier
            subscription.onTermination { [weak self] in self?.removeSubscriber(identifier) }
            runSampling(generation: generation) { !subscription.isFinished }
            subscription.finish()
            subscription.releaseHandler()
            handOverSampling(from: generation)
            return true
        }
        if !started { throw .alreadySampling }
    }

    /// After a run on the calling thread: if others still want samples, the manager's own
    /// sampling thread takes over.
    private func handOverSampling(from generation: Int) {
        state.withLock { state in
            guard state.generation == generation, state.isRunning else { return }
            state.isRunning = false
            state.generation += 1
        }
        updateSampling()
    }
}
