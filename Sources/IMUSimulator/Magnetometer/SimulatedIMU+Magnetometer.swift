extension SimulatedIMU {
    /// A magnetometer sharing this IMU's motion, clock and environment: the AK8963 inside
    /// an MPU-9250 (reachable only while the MPU's I²C bypass is on) or a separate chip.
    /// - Parameters:
    ///   - chip: the magnetometer.
    ///   - settings: the settings this IMU was made with (same trajectory and clock).
    public func makeMagnetometer(_ chip: SimulatedMagnetometerChip, settings: SimulationSettings) -> SimulatedMagnetometer {
        let errors = settings.errors?.magnetometer ?? .none
        if chip == .ak8963, let mpu = bus as? SimulatedMPU {
            return SimulatedMagnetometer(chip: chip, settings: settings, errors: errors, isReachable: { mpu.auxiliaryBusBypassed })
        }
        return SimulatedMagnetometer(chip: chip, settings: settings, errors: errors)
    }
}
