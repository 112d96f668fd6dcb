import I2C
import IMUDrivers
import IMUSamples
import IMUSimulator

/// Where a `MotionManager`'s samples come from, for `MotionManager(_:configuration:)`.
public enum MotionSource: Sendable, Hashable {
    /// A chip on an I²C bus (`/dev/i2c-N`), identified by WHO_AM_I at `address`, or at the
    /// usual IMU addresses (0x68, 0x69, 0x6A, 0x6B) when nil; read through its FIFO.
    case i2c(busPath: String, address: UInt8? = nil, sampleRateHertz: Double = 100)
    /// A kernel IIO device (a number, `iio:deviceN` or a driver name such as "mpu6050").
    case iio(device: String)
    /// The register-level simulator playing a named motion in real time.
    case simulator(SimulatedChip, motion: NamedMotion = .still, sampleRateHertz: Double = 100)
    /// A recorded CSV log, paced in real time or as fast as possible.
    case replay(path: String, realTime: Bool = true)

    /// Opens the source (not yet started) and says whether it has a magnetometer (nil: unknown).
    public func open() throws(MotionManagerError) -> (source: any IMUSampleSource, hasMagnetometer: Bool?) {
        do {
            switch self {
            case .i2c(let path, let address, let rate):
                let bus = try I2CBus(path: path)
                let identity = try Self.identify(addresses: address.map { [$0] } ?? ChipProbe.imuAddresses, openDevice: bus.device(at:))
                let clock = MonotonicClock()
                let driver = try IMUDriverFactory.makeDriver(bus: try bus.device(at: identity.address), identity: identity, clock: clock)
                let source = IMUDriverSource(
                    driver: driver, settings: SensorSettings(sampleRateHertz: rate), clock: clock, kind: .i2c, location: path)
                return (source, nil)
            case .iio(let device):
                let source = try IIOSource(device: device)
                return (source, source.hasMagnetometer)
            case .simulator(let chip, let motion, let rate):
                let clock = MonotonicClock()
                let imu = SimulatedIMU(chip: chip, motion: motion, clock: clock)
                let identity = try ChipProbe.identify(bus: imu.bus, expected: nil)
                let driver = try IMUDriverFactory.makeDriver(bus: imu.bus, identity: identity, clock: clock)
                let source = IMUDriverSource(
                    driver: driver, settings: SensorSettings(sampleRateHertz: rate), clock: clock,
                    kind: .simulator, location: "simulated \(chip.rawValue)")
                return (source, false)
            case .replay(let path, let realTime):
                let source = try RecordedSampleSource.replaying(path: path, pacing: realTime ? .realTime(speed: 1) : .asFastAsPossible)
                return (source, source.hasMagnetometer)
            }
        } catch let error as MotionManagerError {
            throw error
        } catch {
            throw .sourceFailed(String(describing: error))
        }
    }

    private static func identify(
        addresses: [UInt8], openDevice: (UInt8) throws(I2CError) -> any RegisterBus
    ) throws -> ChipIdentity {
        var firstFailure: IMUError?
        for (_, result) in ChipProbe.probe(addresses: addresses, openDevice: openDevice) {
            switch result {
            case .found(let identity): return identity
            case .failed(let error): firstFailure = firstFailure ?? error
            case .absent: continue
            }
        }
        if let firstFailure { throw firstFailure }
        let tried = addresses.map { "0x" + String($0, radix: 16) }.joined(separator: ", ")
        throw MotionManagerError.sourceFailed("no IMU answered at \(tried); check the wiring, or run 'inertia scan'")
    }
}

extension MotionManager {
    /// Creates a manager reading `source`, for example
    /// `try MotionManager(.simulator(.mpu6050, motion: .tilt))` or `try MotionManager(.iio(device: "mpu6050"))`.
    public convenience init(
        _ source: MotionSource,
        configuration: Configuration = Configuration(),
        filterFactory: AttitudeFilterFactory = .standard
    ) throws(MotionManagerError) {
        let opened = try source.open()
        var configuration = configuration
        if configuration.hasMagnetometer == nil { configuration.hasMagnetometer = opened.hasMagnetometer }
        self.init(source: opened.source, configuration: configuration, filterFactory: filterFactory)
    }
}
