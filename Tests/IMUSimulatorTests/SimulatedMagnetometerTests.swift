import I2C
import IMUDrivers
import IMUSimulator
import MotionMath
import Testing

/// The magnetometer models played through the magnetometer driver: identity, scale, byte
/// and axis order, fuse-ROM adjustment, overflow, and the MPU-9250 bypass.
struct SimulatedMagnetometerTests {
    /// A tilted, still sensor (so all three axes carry different field values).
    private static func settings(clock: VirtualClock, errors: SensorErrors? = nil) -> SimulationSettings {
        let attitude = Quaternion(w: 0.9, x: 0.3, y: -0.2, z: 0.25).normalized
        return SimulationSettings(trajectory: ScriptedTrajectory(initialAttitude: attitude), clock: clock, errors: errors, addsNoise: false)
    }

    private static let pairs: [(SimulatedMagnetometerChip, MagnetometerModel)] = [
        (.ak8963, .ak8963), (.qmc5883l, .qmc5883l), (.hmc5883l, .hmc5883l), (.lis3mdl, .lis3mdl),
    ]

    @Test(arguments: [0, 1, 2, 3])
    func driverReadsTheTrueFieldInTheIMUFrame(index: Int) throws {
        let (chip, model) = Self.pairs[index]
        let clock = VirtualClock()
        let settings = Self.settings(clock: clock)
        let magnetometer = SimulatedMagnetometer(chip: chip, settings: settings)
        let driver = MagnetometerDriver(model: model, bus: magnetometer)
        try driver.initialize()
        #expect(try driver.read() == nil)
        clock.advance(seconds: 0.2)
        let reading = try #require(try driver.read())
        let truth = settings.trajectory.state(atSeconds: 0.2).magneticField(in: settings.environment)
        // Within two counts of the coarsest scale (HMC5883L: 0.12 µT per count).
        #expect((reading - truth).length < 0.3, "\(model.name): \(reading) vs \(truth)")
    }

    @Test func hardAndSoftIronAreAppliedInTheIMUFrame() throws {
        let clock = VirtualClock()
        let errors = SensorErrors(magnetometer: AxisErrors(
            offset: Vector3(40, -25, 60),
            matrixRows: [Vector3(1.1, 0.05, 0), Vector3(0.05, 0.9, 0.02), Vector3(0, 0.02, 1.2)]
        ))
        let settings = Self.settings(clock: clock, errors: errors)
        let magnetometer = SimulatedMagnetometer(chip: .ak8963, settings: settings, errors: errors.magnetometer)
        let driver = MagnetometerDriver(model: .ak8963, bus: magnetometer)
        try driver.initialize()
        clock.advance(seconds: 0.05)
        let reading = try #require(try driver.read())
        let expected = errors.magnetometer.apply(settings.trajectory.state(atSeconds: 0.05).magneticField(in: settings.environment))
        #expect((reading - expected).length < 0.3)
        #expect(driver.sensitivityAdjustment != Vector3(1, 1, 1))
    }

    @Test func overflowIsDiscardedNotReported() throws {
        let clock = VirtualClock()
        let errors = SensorErrors(magnetometer: AxisErrors(offset: Vector3(400, 0, 0)))
        let settings = Self.settings(clock: clock, errors: errors)
        let magnetometer = SimulatedMagnetometer(chip: .hmc5883l, settings: settings, errors: errors.magnetometer)
        let driver = MagnetometerDriver(model: .hmc5883l, bus: magnetometer)
        try driver.initialize()
        clock.advance(seconds: 0.1)
        #expect(try driver.read() == nil)
        #expect(driver.overflowCount == 1)
    }

    @Test func wrongPartIsNamed() throws {
        let clock = VirtualClock()
        let magnetometer = SimulatedMagnetometer(chip: .qmc5883l, settings: Self.settings(clock: clock))
        let driver = MagnetometerDriver(model: .lis3mdl, bus: magnetometer)
        #expect(throws: IMUError.self) { try driver.initialize() }
    }

    @Test func ak8963AnswersOnlyThroughTheBypass() throws {
        let clock = VirtualClock()
        let settings = Self.settings(clock: clock)
        let imu = SimulatedIMU(chip: .mpu9250, settings: settings)
        let magnetometer = imu.makeMagnetometer(.ak8963, settings: settings)
        #expect(throws: I2CError.self) { try magnetometer.readByte(register: 0x00) }
        try imu.bus.writeByte(register: 0x6B, value: 0x01)
        try imu.bus.writeByte(register: 0x37, value: 0x02)
        #expect(try magnetometer.readByte(register: 0x00) == 0x48)
    }
}
