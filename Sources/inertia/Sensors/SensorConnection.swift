import I2C
import IMUDrivers
import IMUSamples
import IMUSimulator

/// An identified chip with its driver, from `SourceOptions`: a real bus or a simulated chip.
struct SensorConnection {
    /// The driver (identified, not yet initialised).
    let driver: any IMUDriver
    /// The clock the driver sleeps on.
    let clock: any DriverClock
    /// `.i2c` or `.simulator`.
    let kind: SourceInformation.Kind
    /// The bus path, or "simulated mpu6050".
    let location: String
    /// Keeps the bus (or simulator) alive as long as the driver.
    private let owner: AnyObject?

    /// The chip's identity.
    var identity: ChipIdentity { driver.identity }

    /// The simulated chip behind a `--simulate` connection; nil for hardware.
    var simulatedIMU: SimulatedIMU? { owner as? SimulatedIMU }

    /// Opens what `options` name and identifies the chip; warnings go to stderr.
    /// - Parameters:
    ///   - realTime: simulated chips run on the host clock (live output) rather than a
    ///     virtual one (instant).
    ///   - motion: what a simulated chip undergoes.
    static func open(_ options: SourceOptions, realTime: Bool, motion: NamedMotion = .still) throws -> SensorConnection {
        if let name = options.simulate {
            return try open(options, simulator: try SimulatorConnection(name: name, realTime: realTime, motion: motion))
        }
        return try open(options, simulator: nil)
    }

    /// Opens the chip on `simulator` when given, else the bus `options` name.
    static func open(_ options: SourceOptions, simulator: SimulatorConnection?) throws -> SensorConnection {
        let connection: SensorConnection
        if let simulator {
            let identity = try identify(options, location: simulator.location, openDevice: simulator.device(at:))
            connection = SensorConnection(
                driver: try IMUDriverFactory.makeDriver(bus: simulator.bus, identity: identity, clock: simulator.clock),
                clock: simulator.clock, kind: .simulator, location: simulator.location, owner: simulator.imu
            )
        } else {
            let path = try busPath(options)
            let adapter = try BusConnection.open(path: path)
            let identity = try identify(options, location: path, openDevice: adapter.device(at:))
            let clock = MonotonicClock()
            connection = SensorConnection(
                driver: try IMUDriverFactory.makeDriver(bus: try adapter.device(at: identity.address), identity: identity, clock: clock),
                clock: clock, kind: .i2c, location: path, owner: adapter
            )
        }
        for warning in connection.identity.warnings { printWarning(warning) }
        return connection
    }

    /// A streaming source over this chip.
    func makeSource(settings: SensorSettings) -> IMUDriverSource {
        IMUDriverSource(driver: driver, settings: settings, clock: clock, kind: kind, location: location)
    }

    /// `--bus`, or the first bus present.
    private static func busPath(_ options: SourceOptions) throws -> String {
        if let bus = options.bus { return bus }
        guard let first = BusConnection.presentBuses().first else {
            throw CommandFailure(
                "no I²C bus found (no /dev/i2c-* device); enable I²C (raspi-config, or dtparam=i2c_arm=on) "
                + "and name the bus with --bus, or try the simulator: --simulate mpu6050")
        }
        return first.path
    }

    /// Identifies the chip at `--address`, or the first IMU found at the usual addresses.
    private static func identify(
        _ options: SourceOptions, location: String,
        openDevice: (UInt8) throws(I2CError) -> any RegisterBus
    ) throws -> ChipIdentity {
        let expected = options.chipModel
        if let address = options.address?.value {
            return try ChipProbe.identify(bus: try openDevice(address), expected: expected)
        }
        let addresses = expected?.family.addresses ?? ChipProbe.imuAddresses
        var firstFailure: IMUError?
        for (_, result) in ChipProbe.probe(addresses: addresses, expected: expected, openDevice: openDevice) {
            switch result {
            case let .found(identity): return identity
            case let .failed(error): firstFailure = firstFailure ?? error
            case .absent: continue
            }
        }
        if let firstFailure { throw firstFailure }
        let tried = addresses.map(hexAddress).joined(separator: ", ")
        throw CommandFailure("no IMU found on \(location) at \(tried); check the wiring, or run 'inertia scan'")
    }
}
