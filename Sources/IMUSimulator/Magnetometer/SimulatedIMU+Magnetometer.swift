import MotionMath

extension SimulatedIMU {
    /// A magnetometer sharing this IMU's motion, clock and environment: the AK8963 inside
    /// an MPU-9250 (reachable only while the MPU's I²C bypass is on) or a separate chip.
    /// - Parameters:
    ///   - chip: the magnetometer.
    ///   - settings: the settings this IMU was made with (same trajectory and clock).
    public func makeMagnetometer(_ chip: SimulatedMagnetometerChip, settings: SimulationSettings) -> SimulatedMagnetometer {
        let errors = settings.errors?.magnetometer ?? .none
        let magnetometer: SimulatedMagnetometer
        if chip == .ak8963, let mpu = bus as? SimulatedMPU {
            magnetometer = SimulatedMagnetometer(chip: chip, settings: settings, errors: errors, isReachable: { mpu.auxiliaryBusBypassed })
        } else {
            magnetometer = SimulatedMagnetometer(chip: chip, settings: settings, errors: errors)
        }
        magnetometers.withLock { $0.append(magnetometer) }
        return magnetometer
    }

    /// Connects (true) or disconnects (false) every magnetometer made by `makeMagnetometer`:
    /// a disconnected one answers no transfer (no acknowledge), as with a loose wire.
    public func setMagnetometersConnected(_ connected: Bool) {
        for magnetometer in magnetometers.withLock({ $0 }) { magnetometer.setConnected(connected) }
    }

    /// Moves every magnetometer's hard iron by `shift`, µT, IMU frame, from now on: a
    /// magnet fixed near the board after it was calibrated.
    public func shiftMagnetometersHardIron(by shift: Vector3) {
        for magnetometer in magnetometers.withLock({ $0 }) { magnetometer.shiftHardIron(by: shift) }
    }
}
