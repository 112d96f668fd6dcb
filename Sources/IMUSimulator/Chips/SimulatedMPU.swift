import Foundation
import I2C
import IMUDrivers
import MotionMath

/// A register-level model of an MPU-6050-family chip, seen through `RegisterBus` exactly as
/// a driver sees the real part on /dev/i2c-N.
///
/// Behaviour (reference §1): WHO_AM_I at 0x75; power-on and after DEVICE_RESET the chip is
/// asleep (PWR_MGMT_1 = 0x40) with every register at its default; DEVICE_RESET reads back
/// as 1 for `resetDurationSeconds` (50 ms) and writes during that time are ignored; while
/// asleep nothing is sampled. Awake, it samples at 1 or 8 kHz / (1 + SMPLRT_DIV) on its own
/// clock, with the DLPF (its bandwidth and its datasheet delay: the gyroscope reads the
/// motion 2.8 ms late at DLPF_CFG 2), full-scale ranges, self-test bits and gyro offset
/// registers applied; data registers (big-endian), INT_STATUS.DATA_RDY, and the FIFO (records of
/// accel, temperature, gyro per FIFO_EN, big-endian) update at that rate. A full FIFO drops
/// its oldest bytes (so records lose alignment) and sets INT_STATUS.FIFO_OFLOW; the 6500
/// set with CONFIG.FIFO_MODE drops new data instead. FIFO_R_W reads pop bytes without
/// advancing the address; other block reads auto-increment. Reads of more than 32 bytes
/// are refused. Not modelled: DMP, I2C master / slaves, cycle mode, standby bits, accel
/// offset registers, start-up transients.
public final class SimulatedMPU: RegisterBus, @unchecked Sendable {
    /// The 7-bit address (0x68 or 0x69).
    public let address: UInt8
    /// The part this model plays.
    public let descriptor: MPUModelDescriptor
    /// The motion, clock and imperfections.
    public let settings: SimulationSettings
    /// The errors in force (the settings' or the typical ones drawn from the seed).
    public let errors: SensorErrors

    let lock = NSLock()
    var registers: RegisterFile
    var fifo: Ring<UInt8>
    var configuration: MPUConfiguration
    var random: SeededRandom
    var gyroscopeChannel = MeasurementChannel()
    var accelerometerChannel = MeasurementChannel()
    var faults = FaultInjection()
    let trim: MPUFactoryTrim
    let timebase: SensorTimebase
    /// Host time of power-on (trajectory time 0).
    let originHostSeconds: Double
    /// Host time at which a running DEVICE_RESET completes.
    var resetEndsAtHostSeconds: Double?
    /// Sensor time of the next sample; nil while asleep.
    var nextSampleSensorSeconds: Double?
    /// The last measurement (for stuck-data faults).
    var lastCounts: MPUSampleCounts?
    var statistics = SimulationStatistics()
    /// Host time INT was last cleared (INT_STATUS read, or any read with INT_RD_CLEAR).
    var interruptClearedHostSeconds = -Double.infinity
    /// How long FIFO records wait before they are read (the benchmarks' truth).
    var recordAges = FIFORecordAges()
    /// Host time INT_ENABLE.DATA_RDY_EN was last turned on (no edge comes from before it).
    var interruptEnabledHostSeconds = -Double.infinity

    /// Creates a powered-on, sleeping chip.
    public init(descriptor: MPUModelDescriptor = .mpu6050, address: UInt8 = 0x68, settings: SimulationSettings = SimulationSettings()) {
        self.address = address
        self.descriptor = descriptor
        self.settings = settings
        self.errors = settings.errors ?? SensorErrors.typical(
            seed: settings.seed,
            gyroscopeBiasDegreesPerSecond: descriptor.typicalGyroscopeBiasDegreesPerSecond,
            accelerometerOffsetMilliG: descriptor.typicalAccelerometerOffsetMilliG
        )
        var random = SeededRandom(seed: settings.seed)
        trim = MPUFactoryTrim(registerSet: descriptor.registerSet, random: &random)
        self.random = random
        var defaults = trim.registerValues
        defaults[MPURegister.powerManagement1] = MPURegister.sleep
        defaults[MPURegister.whoAmI] = descriptor.whoAmI
        registers = RegisterFile(defaults: defaults)
        fifo = Ring(capacity: descriptor.fifoSizeBytes, filler: 0)
        configuration = MPUConfiguration(registers: registers, registerSet: descriptor.registerSet)
        originHostSeconds = settings.clock.nowSeconds
        timebase = SensorTimebase(originHostSeconds: originHostSeconds, offsetPartsPerMillion: settings.clockOffsetPartsPerMillion)
    }
}
