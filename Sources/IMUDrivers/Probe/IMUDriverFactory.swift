import I2C

/// Makes the driver for an identified chip.
public enum IMUDriverFactory {
    /// The driver for `identity`'s family, on `bus`, waiting on `clock`.
    public static func makeDriver(
        bus: any RegisterBus, identity: ChipIdentity, clock: any DriverClock
    ) throws(IMUError) -> any IMUDriver {
        switch identity.model.family {
        case .mpu6050: try MPU6050Driver(bus: bus, identity: identity, clock: clock)
        case .lsm6ds: try LSM6DSDriver(bus: bus, identity: identity, clock: clock)
        }
    }
}
