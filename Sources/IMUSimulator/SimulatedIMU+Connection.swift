import I2C
import IMUDrivers
import IMUSamples

extension SimulatedIMU {
    /// Where samples of this chip come from, for status lines: "simulated mpu6050".
    public var location: String { "simulated \(chip.rawValue)" }

    /// The register bus at `address`: the chip at its own address; nothing answers elsewhere
    /// (ENXIO, as on a real bus).
    public func device(at address: UInt8) throws(I2CError) -> any RegisterBus {
        guard address == bus.address else { throw .noAcknowledge(address: address, errno: 6) }
        return bus
    }

    /// Identifies the simulated chip through the real driver's probe, as on hardware, and
    /// makes its driver: the same `IMUConnection` a real bus gives.
    /// - Parameters:
    ///   - address: the address to identify at; nil probes the usual IMU addresses.
    ///   - expected: the part the user named; nil identifies automatically.
    public func connect(address: UInt8? = nil, expected: ChipModel? = nil) throws(IMUError) -> IMUConnection {
        try IMUConnection.open(
            location: location, kind: .simulator, address: address, expected: expected, clock: clock, owner: self,
            openDevice: device(at:))
    }

    /// A streaming source over this chip at `sampleRateHertz` (default 100 Hz), for a
    /// `MotionManager` or any other consumer of `IMUSampleSource`.
    public func makeSampleSource(sampleRateHertz: Double = 100) throws(IMUError) -> IMUDriverSource {
        try connect().makeSource(settings: SensorSettings(sampleRateHertz: sampleRateHertz))
    }
}
