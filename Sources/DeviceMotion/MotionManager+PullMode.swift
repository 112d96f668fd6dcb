/// Pull mode: start, read the latest value whenever you like, stop.
extension MotionManager {
    /// Starts device-motion updates in `frame` without a consumer stream; read `deviceMotion`.
    public func startDeviceMotionUpdates(using frame: AttitudeReferenceFrame? = nil) throws(MotionManagerError) {
        try selectReferenceFrame(frame ?? attitudeReferenceFrame)
        startPull(.deviceMotion)
    }

    /// Stops pull-mode device motion (streams keep running).
    public func stopDeviceMotionUpdates() { stopPull(.deviceMotion) }

    /// True if `startDeviceMotionUpdates` was called since the last stop.
    public var isDeviceMotionActive: Bool { state.withLock { $0.pullClients.contains(.deviceMotion) } }

    /// The latest device motion; nil before the first sample after a start.
    public var deviceMotion: DeviceMotion? { state.withLock { $0.deviceMotion } }

    /// Starts raw accelerometer updates; read `accelerometerData`.
    public func startAccelerometerUpdates() { startPull(.accelerometer) }
    /// Stops raw accelerometer pull updates.
    public func stopAccelerometerUpdates() { stopPull(.accelerometer) }
    /// True if `startAccelerometerUpdates` was called since the last stop.
    public var isAccelerometerActive: Bool { state.withLock { $0.pullClients.contains(.accelerometer) } }
    /// The latest accelerometer reading (g, CoreMotion's sign, device frame).
    public var accelerometerData: AccelerometerData? { state.withLock { $0.accelerometerData } }

    /// Starts raw gyroscope updates; read `gyroData`.
    public func startGyroUpdates() { startPull(.gyro) }
    /// Stops raw gyroscope pull updates.
    public func stopGyroUpdates() { stopPull(.gyro) }
    /// True if `startGyroUpdates` was called since the last stop.
    public var isGyroActive: Bool { state.withLock { $0.pullClients.contains(.gyro) } }
    /// The latest gyroscope reading (rad/s, device frame, bias not removed).
    public var gyroData: GyroData? { state.withLock { $0.gyroData } }

    /// Starts raw magnetometer updates; read `magnetometerData`.
    public func startMagnetometerUpdates() { startPull(.magnetometer) }
    /// Stops raw magnetometer pull updates.
    public func stopMagnetometerUpdates() { stopPull(.magnetometer) }
    /// True if `startMagnetometerUpdates` was called since the last stop.
    public var isMagnetometerActive: Bool { state.withLock { $0.pullClients.contains(.magnetometer) } }
    /// The latest magnetometer reading (µT, device frame); nil without a magnetometer.
    public var magnetometerData: MagnetometerData? { state.withLock { $0.magnetometerData } }

    private func startPull(_ kind: ManagerState.PullKind) {
        state.withLock {
            $0.pullClients.insert(kind)
            switch kind {
            case .deviceMotion: $0.deviceMotion = nil
            case .accelerometer: $0.accelerometerData = nil
            case .gyro: $0.gyroData = nil
            case .magnetometer: $0.magnetometerData = nil
            }
        }
        updateSampling()
    }

    private func stopPull(_ kind: ManagerState.PullKind) {
        state.withLock { _ = $0.pullClients.remove(kind) }
        updateSampling()
    }
}
