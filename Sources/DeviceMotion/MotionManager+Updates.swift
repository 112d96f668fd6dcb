/// Push mode: `AsyncSequence`s of motion data, any number of consumers at their own intervals.
extension MotionManager {
    /// A stream of device motion in `frame` (nil: the current frame), one sample every
    /// `interval` seconds of sensor time (nil: `deviceMotionUpdateInterval`; 0: every sample).
    ///
    /// All consumers share one reference frame: asking for another frame switches it for all.
    public func deviceMotionUpdates(
        using frame: AttitudeReferenceFrame? = nil,
        interval: Double? = nil,
        buffering: MotionUpdatesBuffering = .newest(1)
    ) throws(MotionManagerError) -> MotionUpdates<DeviceMotion> {
        try selectReferenceFrame(frame ?? attitudeReferenceFrame)
        return subscribe(interval: interval ?? deviceMotionUpdateInterval, buffering: buffering) { $0.deviceMotion }
    }

    /// A stream of every processed sample: device motion (in the current reference frame),
    /// the raw reading as the sensor delivered it, the filter's flags and bias estimate, the
    /// sensor sample's sequence number and when it was read: what a daemon that serves
    /// several kinds of consumer needs from one subscription. `interval` as for
    /// `deviceMotionUpdates` (0: every sample).
    public func sampleUpdates(
        interval: Double = 0, buffering: MotionUpdatesBuffering = .newest(1)
    ) -> MotionUpdates<ProcessedSample> {
        subscribe(interval: interval, buffering: buffering) { $0 }
    }

    /// A stream of raw accelerometer readings (g, CoreMotion's sign, device frame).
    public func accelerometerUpdates(
        interval: Double? = nil, buffering: MotionUpdatesBuffering = .newest(1)
    ) -> MotionUpdates<AccelerometerData> {
        subscribe(interval: interval ?? accelerometerUpdateInterval, buffering: buffering) { $0.accelerometer }
    }

    /// A stream of raw gyroscope readings (rad/s, device frame, bias not removed).
    public func gyroUpdates(
        interval: Double? = nil, buffering: MotionUpdatesBuffering = .newest(1)
    ) -> MotionUpdates<GyroData> {
        subscribe(interval: interval ?? gyroUpdateInterval, buffering: buffering) { $0.gyro }
    }

    /// A stream of raw magnetometer readings (µT, device frame); empty without a magnetometer.
    public func magnetometerUpdates(
        interval: Double? = nil, buffering: MotionUpdatesBuffering = .newest(1)
    ) -> MotionUpdates<MagnetometerData> {
        subscribe(interval: interval ?? magnetometerUpdateInterval, buffering: buffering) { $0.magnetometer }
    }

    private func subscribe<Element: Sendable>(
        interval: Double,
        buffering: MotionUpdatesBuffering,
        select: @escaping @Sendable (ProcessedSample) -> Element?
    ) -> MotionUpdates<Element> {
        let clamped = Self.consumerIntervalSeconds(interval)
        let subscription = state.withLock { state -> MotionSubscription<Element> in
            state.nextSubscriberIdentifier += 1
            let subscription = MotionSubscription(
                identifier: state.nextSubscriberIdentifier, intervalSeconds: clamped,
                bufferingPolicy: buffering, select: select)
            state.subscribers[subscription.identifier] = subscription
            return subscription
        }
        let identifier = subscription.identifier
        subscription.onTermination { [weak self] in self?.removeSubscriber(identifier) }
        updateSampling()
        return MotionUpdates(subscription: subscription)
    }

    /// A consumer's interval as used: 0 (every sample) for 0 or less or not finite, else
    /// clamped to `updateIntervalRange`.
    static func consumerIntervalSeconds(_ interval: Double) -> Double {
        interval <= 0 || !interval.isFinite
            ? 0 : min(updateIntervalRange.upperBound, max(updateIntervalRange.lowerBound, interval))
    }

    func removeSubscriber(_ identifier: Int) {
        state.withLock { state in
            guard let subscriber = state.subscribers.removeValue(forKey: identifier) else { return }
            // The consumer may still be draining its buffer: keep counting its deliveries.
            state.retiredSubscribers.append(subscriber)
            if state.retiredSubscribers.count > 64 {
                let oldest = state.retiredSubscribers.removeFirst().statistics
                state.retiredStatistics.deliveredCount += oldest.deliveredCount
                state.retiredStatistics.missedCount += oldest.missedCount
                state.retiredStatistics.latency = state.retiredStatistics.latency.merged(with: oldest.latency)
            }
        }
        updateSampling()
    }
}
