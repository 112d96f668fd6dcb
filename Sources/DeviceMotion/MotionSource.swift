import I2C
import IMUDrivers
import IMUSamples

/// Where a `MotionManager`'s samples come from, for
/// `MotionManager(_:configuration:filterFactory:)`.
///
/// A simulated chip is not a case here: an application that wants one imports
/// `IMUSimulator` and passes its source, `MotionManager(source: try SimulatedIMU(chip:
/// .mpu6050, motion: .tilt, clock: MonotonicClock()).makeSampleSource())` (real time; the
/// default virtual clock runs as fast as it is read), so applications that read hardware
/// never link the simulator.
public enum MotionSource: Sendable, Hashable {
    /// A chip on an I²C bus (`/dev/i2c-N`), identified by WHO_AM_I at `address`, or at the
    /// usual IMU addresses (0x68, 0x69, 0x6A, 0x6B) when nil; read through its FIFO.
    case i2c(busPath: String, address: UInt8? = nil, sampleRateHertz: Double = 100)
    /// A kernel IIO device (a number, `iio:deviceN` or a driver name such as "mpu6050").
    case iio(device: String)
    /// A recorded CSV log, paced in real time or as fast as possible.
    case replay(path: String, realTime: Bool = true)

    /// Opens the source (not yet started) and says whether it has a magnetometer (nil: unknown).
    public func open() throws(MotionManagerError) -> (source: any IMUSampleSource, hasMagnetometer: Bool?) {
        do {
            switch self {
            case .i2c(let path, let address, let rate):
                let connection = try IMUConnection.open(busPath: path, address: address)
                return (connection.makeSource(settings: SensorSettings(sampleRateHertz: rate)), nil)
            case .iio(let device):
                let source = try IIOSource(device: device)
                return (source, source.hasMagnetometer)
            case .replay(let path, let realTime):
                let source = try CSVLogReplaySource(path: path, pacing: realTime ? .realTime(speed: 1) : .asFastAsPossible)
                return (source, source.hasMagnetometer)
            }
        } catch let error as MotionManagerError {
            throw error
        } catch {
            throw .sourceFailed(String(describing: error))
        }
    }
}

extension MotionManager {
    /// Creates a manager reading `source`, for example
    /// `try MotionManager(.i2c(busPath: "/dev/i2c-1"))` or `try MotionManager(.iio(device: "mpu6050"))`.
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
