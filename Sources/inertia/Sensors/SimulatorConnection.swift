import I2C
import IMUDrivers
import IMUSimulator

/// A simulated chip for `--simulate`: the simulator's register-level model on its bus,
/// driven by the real driver.
struct SimulatorConnection {
    /// The simulated IMU.
    let imu: SimulatedIMU

    /// The chip's bus.
    var bus: any RegisterBus { imu.bus }
    /// The clock the chip runs on.
    var clock: any DriverClock { imu.clock }

    /// Creates the simulated chip named `name` (a `--simulate` value).
    /// - Parameters:
    ///   - realTime: run on the host's monotonic clock (live streams); otherwise a virtual
    ///     clock that moves only when the driver sleeps (instant reads, fast recording).
    ///   - motion: the motion the device undergoes.
    ///   - mount: how the chip is turned inside the device (`--sim-mount`); nil: not turned.
    init(name: String, realTime: Bool, motion: NamedMotion, mount: SimulatedMountArgument? = nil) throws(CommandFailure) {
        let chip = try Self.chip(named: name)
        let clock: any DriverClock = realTime ? MonotonicClock() : VirtualClock()
        if let mount {
            imu = SimulatedIMU(chip: chip, settings: SimulationSettings(trajectory: mount.mounted(motion.trajectory), clock: clock))
        } else {
            imu = SimulatedIMU(chip: chip, motion: motion, clock: clock)
        }
    }

    /// Creates the simulated chip named `name` playing any trajectory, with given errors
    /// (nil: the chip's typical errors) and noise (nil: the chip's datasheet noise).
    init(name: String, realTime: Bool, trajectory: any MotionTrajectory, errors: SensorErrors?, noise: SensorNoise? = nil) throws(CommandFailure) {
        let chip = try Self.chip(named: name)
        let clock: any DriverClock = realTime ? MonotonicClock() : VirtualClock()
        imu = SimulatedIMU(chip: chip, settings: SimulationSettings(trajectory: trajectory, clock: clock, errors: errors, noise: noise))
    }

    private static func chip(named name: String) throws(CommandFailure) -> SimulatedChip {
        let key = ChipModel.key(for: name)
        guard let chip = SimulatedChip.allCases.first(where: { ChipModel.key(for: $0.rawValue) == key }) else {
            let known = SimulatedChip.allCases.map(\.rawValue).joined(separator: ", ")
            throw CommandFailure("the simulator has no chip '\(name)'; it plays: \(known)")
        }
        return chip
    }
}
