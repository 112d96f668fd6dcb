import I2C
import IMUSamples

/// An identified IMU with its driver, ready to stream: the one way the library and the
/// `inertia` command open a sensor, on a real `/dev/i2c-N` bus or on any other register bus
/// (the simulator's).
///
/// Opening identifies the chip (WHO_AM_I, see `ChipProbe`) at the address given, or at the
/// first of the usual IMU addresses that answers; it does not configure the chip (the
/// source does that when it starts).
public struct IMUConnection {
    /// The driver (identified, not yet initialised).
    public let driver: any IMUDriver
    /// The clock the driver sleeps and timestamps on.
    public let clock: any DriverClock
    /// `.i2c` for a real bus, `.simulator` for a simulated chip.
    public let kind: SourceInformation.Kind
    /// The bus path (`/dev/i2c-1`), or a description such as "simulated mpu6050".
    public let location: String
    /// What keeps the bus (or the simulated chip) open as long as the driver: the
    /// `I2CAdapter` of a real bus, or the simulator's chip.
    public let owner: AnyObject?

    /// The chip's identity.
    public var identity: ChipIdentity { driver.identity }

    /// The real bus the chip sits on, when it sits on one (to find a magnetometer beside it).
    public var adapter: (any I2CAdapter)? { owner as? any I2CAdapter }

    /// Wraps an identified driver.
    public init(driver: any IMUDriver, clock: any DriverClock, kind: SourceInformation.Kind, location: String, owner: AnyObject?) {
        self.driver = driver
        self.clock = clock
        self.kind = kind
        self.location = location
        self.owner = owner
    }

    /// Opens the I²C bus at `busPath` (`/dev/i2c-N`) and identifies the IMU on it.
    /// - Parameters:
    ///   - address: the chip's 7-bit address; nil tries the usual IMU addresses (0x68, 0x69,
    ///     0x6A, 0x6B; only the named family's when `expected` is given).
    ///   - expected: the part the user named; nil identifies automatically.
    ///   - clock: the clock the driver waits on. Default: the host's monotonic clock.
    public static func open(
        busPath: String, address: UInt8? = nil, expected: ChipModel? = nil, clock: any DriverClock = MonotonicClock()
    ) throws(IMUError) -> IMUConnection {
        let bus: I2CBus
        do { bus = try I2CBus(path: busPath) } catch { throw .bus(error) }
        return try open(
            location: busPath, kind: .i2c, address: address, expected: expected, clock: clock, owner: bus,
            openDevice: bus.device(at:))
    }

    /// Identifies the IMU reachable through `openDevice` and makes its driver.
    /// - Parameters:
    ///   - location: the bus path or a description, for messages and the source's information.
    ///   - kind: the kind of source this connection makes.
    ///   - address: the chip's address; nil tries the usual IMU addresses.
    ///   - expected: the part the user named; nil identifies automatically.
    ///   - clock: the clock the driver waits on.
    ///   - owner: kept alive as long as the connection (the bus or the simulated chip).
    ///   - openDevice: the register bus of one address.
    public static func open(
        location: String, kind: SourceInformation.Kind, address: UInt8?, expected: ChipModel?,
        clock: any DriverClock, owner: AnyObject?, openDevice: (UInt8) throws(I2CError) -> any RegisterBus
    ) throws(IMUError) -> IMUConnection {
        let identity = try identify(location: location, address: address, expected: expected, openDevice: openDevice)
        let device: any RegisterBus
        do { device = try openDevice(identity.address) } catch { throw .bus(error) }
        let driver = try IMUDriverFactory.makeDriver(bus: device, identity: identity, clock: clock)
        return IMUConnection(driver: driver, clock: clock, kind: kind, location: location, owner: owner)
    }

    /// Identifies the chip at `address`, or the first IMU answering at the usual addresses.
    /// Throws the first real failure (a wrong WHO_AM_I, a bus error) when no address has an
    /// IMU, or `.noIMUFound` when nothing answered at all.
    public static func identify(
        location: String, address: UInt8?, expected: ChipModel?, openDevice: (UInt8) throws(I2CError) -> any RegisterBus
    ) throws(IMUError) -> ChipIdentity {
        if let address {
            let device: any RegisterBus
            do { device = try openDevice(address) } catch { throw .bus(error) }
            return try ChipProbe.identify(bus: device, expected: expected)
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
        throw firstFailure ?? .noIMUFound(location: location, addresses: addresses)
    }

    /// A streaming source over this chip with `settings` (rate, ranges), reading on
    /// `interruptLine` when given (default nil: polling).
    public func makeSource(settings: SensorSettings, interruptLine: (any InterruptLine)? = nil) -> IMUDriverSource {
        IMUDriverSource(driver: driver, settings: settings, clock: clock, kind: kind, location: location, interruptLine: interruptLine)
    }
}
