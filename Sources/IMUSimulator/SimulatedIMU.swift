import I2C
import IMUDrivers
import Synchronization

/// A simulated IMU ready to hand to a driver: the chip model (a `RegisterBus` at the
/// chip's address), the motion it undergoes (ground truth) and its fault controls.
///
/// ```swift
/// let clock = VirtualClock()
/// let imu = SimulatedIMU(chip: .mpu6050, motion: .tilt, clock: clock, seed: 7)
/// let bus: any RegisterBus = imu.bus        // give this to the driver
/// imu.faults.injectNoAcknowledge(transfers: 3)
/// let truth = imu.groundTruth(atHostSeconds: clock.nowSeconds)
/// ```
/// With `MonotonicClock()` the chip runs in real time (for `--simulate`); with a
/// `VirtualClock` it runs as fast as the driver sleeps.
public final class SimulatedIMU: @unchecked Sendable {
    /// The chip played.
    public let chip: SimulatedChip
    /// The chip model, as the driver sees it.
    public let bus: any RegisterBus
    /// The motion (ground truth).
    public let trajectory: any MotionTrajectory
    /// The clock the chip advances with.
    public let clock: any DriverClock
    /// Fault injection and statistics.
    public let faults: any SimulatedChipControls
    /// The magnetometers made beside this IMU (for disconnect faults).
    let magnetometers = Mutex<[SimulatedMagnetometer]>([])

    /// Creates a simulated IMU playing a named motion.
    /// - Parameters:
    ///   - chip: the part to play.
    ///   - motion: the named motion. Default: `.still`.
    ///   - clock: `VirtualClock` (tests) or `MonotonicClock` (real time). Default: a new `VirtualClock`.
    ///   - seed: noise and factory-value seed. Default: 1.
    ///   - errors: bias/scale errors; nil draws the chip's typical ones from the seed. Default: nil.
    ///   - environment: gravity and earth field. Default: `.standard`.
    public convenience init(
        chip: SimulatedChip,
        motion: NamedMotion = .still,
        clock: any DriverClock = VirtualClock(),
        seed: UInt64 = 1,
        errors: SensorErrors? = nil,
        environment: MotionEnvironment = .standard
    ) {
        self.init(chip: chip, settings: SimulationSettings(
            trajectory: motion.trajectory, clock: clock, seed: seed, errors: errors, environment: environment
        ))
    }

    /// Creates a simulated IMU from full settings (any trajectory, clock offset, noise switch).
    public init(chip: SimulatedChip, settings: SimulationSettings) {
        self.chip = chip
        self.trajectory = settings.trajectory
        self.clock = settings.clock
        switch chip {
        case .mpu6050, .mpu6500, .mpu9250:
            let descriptor: MPUModelDescriptor = chip == .mpu6050 ? .mpu6050 : chip == .mpu6500 ? .mpu6500 : .mpu9250
            let model = SimulatedMPU(descriptor: descriptor, address: chip.address, settings: settings)
            bus = model
            faults = model
        case .lsm6ds3, .lsm6dso:
            let model = SimulatedLSM6DS(descriptor: chip == .lsm6ds3 ? .lsm6ds3 : .lsm6dso, address: chip.address, settings: settings)
            bus = model
            faults = model
        }
    }

    /// The true motion at host clock time `hostSeconds` (trajectory t = 0 is when this
    /// simulator was created).
    public func groundTruth(atHostSeconds hostSeconds: Double) -> MotionState {
        faults.groundTruth(atHostSeconds: hostSeconds)
    }
}
