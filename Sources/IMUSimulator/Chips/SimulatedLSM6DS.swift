import Foundation
import I2C
import IMUDrivers
import MotionMath

/// A register-level model of an ST LSM6DS-family chip (LSM6DS3 with the pattern FIFO,
/// LSM6DSO with the tagged FIFO), seen through `RegisterBus` as a driver sees the part.
///
/// Behaviour (reference §2): WHO_AM_I at 0x0F; power-on and after SW_RESET every register
/// holds its default (CTRL3_C = 0x04: IF_INC on) and both sensors are powered down;
/// SW_RESET and BOOT read back as 1 for a short time (50 µs, 10–15 ms) and writes during
/// a software reset are ignored. The accelerometer and gyroscope run at their own ODRs
/// (CTRL1_XL, CTRL2_G) on the chip's clock, on one time grid, with the configured ranges,
/// a low-pass at 0.45 × ODR, self-test (CTRL5_C) and noise; outputs are little-endian at
/// 0x20–0x2D with STATUS_REG XLDA/GDA/TDA (cleared by reading the outputs); with BDU set an
/// output pair whose low byte was read alone is not updated until its high byte is read.
/// Block reads auto-increment only with IF_INC and wrap inside the FIFO data registers
/// (0x3E–0x3F, 0x78–0x7E); reads of more than 32 bytes are refused. The hardware timer
/// counts on the chip's clock; writing 0xAA to TIMESTAMP2 resets it. INT1 rises with the
/// FIFO threshold when INT1_CTRL bit 3 is set. Not modelled: the sensor hub, embedded
/// functions, other interrupt sources and INT2, temperature in the FIFO, high-pass
/// filters, user offsets, low-power modes.
public final class SimulatedLSM6DS: RegisterBus, @unchecked Sendable {
    /// The 7-bit address (0x6A or 0x6B).
    public let address: UInt8
    /// The part this model plays.
    public let descriptor: LSMModelDescriptor
    /// The motion, clock and imperfections.
    public let settings: SimulationSettings
    /// The errors in force.
    public let errors: SensorErrors

    let lock = NSLock()
    var registers: RegisterFile
    var configuration: LSMConfiguration
    var patternFIFO: PatternFIFO
    var taggedFIFO: TaggedFIFO
    var random: SeededRandom
    var gyroscopeChannel = MeasurementChannel()
    var accelerometerChannel = MeasurementChannel()
    var faults = FaultInjection()
    let timebase: SensorTimebase
    let originHostSeconds: Double
    /// Self-test responses of this part: accelerometer g, gyroscope °/s (per axis).
    let accelerometerSelfTestG: Vector3
    let gyroscopeSelfTestDegreesPerSecond: Vector3
    /// Host time until which a software reset runs (writes ignored).
    var softwareResetEndsAtHostSeconds: Double?
    /// Host time until which BOOT reads 1.
    var bootEndsAtHostSeconds: Double?
    /// Indexes of the next samples on the sensor-clock grid (time = index × period).
    var nextAccelerometerIndex: Int64?
    var nextGyroscopeIndex: Int64?
    /// Pattern FIFO period in force, seconds.
    var patternPeriodSeconds: Double?
    /// Sensor time the hardware timer counts from.
    var timerOriginSensorSeconds = 0.0
    /// BDU: the low register of a pair read without its high byte.
    var heldLowRegister: UInt8?
    var lastGyroscopeCounts: (Int16, Int16, Int16) = (0, 0, 0)
    var lastAccelerometerCounts: (Int16, Int16, Int16) = (0, 0, 0)
    var cachedState: MotionState?
    var statistics = SimulationStatistics()
    /// Host time the FIFO level last went below the threshold: a block read (a drain) or
    /// the FIFO emptied by bypass mode.
    var thresholdLoweredHostSeconds = -Double.infinity
    /// Host time INT1_CTRL's FIFO-threshold bit was last turned on.
    var interruptEnabledHostSeconds = -Double.infinity

    /// Creates a powered-on chip with both sensors powered down.
    public init(descriptor: LSMModelDescriptor = .lsm6ds3, address: UInt8 = 0x6A, settings: SimulationSettings = SimulationSettings()) {
        self.address = address
        self.descriptor = descriptor
        self.settings = settings
        self.errors = settings.errors ?? SensorErrors.typical(
            seed: settings.seed,
            gyroscopeBiasDegreesPerSecond: descriptor.typicalGyroscopeBiasDegreesPerSecond,
            accelerometerOffsetMilliG: descriptor.typicalAccelerometerOffsetMilliG
        )
        var random = SeededRandom(seed: settings.seed)
        accelerometerSelfTestG = Vector3(repeating: 0.35) + Vector3(random.uniform(), random.uniform(), random.uniform()) * 0.3
        gyroscopeSelfTestDegreesPerSecond = Vector3(repeating: 250) + Vector3(random.uniform(), random.uniform(), random.uniform()) * 150
        self.random = random
        var defaults: [UInt8: UInt8] = [
            LSMRegister.whoAmI: descriptor.whoAmI,
            LSMRegister.control3: LSMRegister.autoIncrement,
        ]
        switch descriptor.fifoKind {
        case .pattern:
            defaults[0x18] = 0x38
            defaults[LSMRegister.control10] = 0x38
        case .tagged:
            defaults[0x18] = 0xE0
            let trim = (settings.clockOffsetPartsPerMillion / 1500).rounded()
            defaults[LSMRegister.internalFrequencyFine] = UInt8(bitPattern: Int8(max(-128, min(127, trim))))
        }
        registers = RegisterFile(defaults: defaults)
        configuration = LSMConfiguration(registers: registers, descriptor: descriptor)
        patternFIFO = PatternFIFO(capacityWords: descriptor.fifoKind == .pattern ? descriptor.fifoCapacityWords : 1)
        taggedFIFO = TaggedFIFO(capacityWords: descriptor.fifoKind == .tagged ? descriptor.fifoCapacityWords : 1)
        originHostSeconds = settings.clock.nowSeconds
        timebase = SensorTimebase(originHostSeconds: originHostSeconds, offsetPartsPerMillion: settings.clockOffsetPartsPerMillion)
    }
}
