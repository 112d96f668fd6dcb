// Where each family routes its data-ready or FIFO-watermark interrupt, one row per register
// layout (reference: imu-registers.md; Linux inv_mpu6050 and st_lsm6dsx).
//
// MPU-6050 family (every part): INT_ENABLE 0x38 DATA_RDY_EN bit 0; INT_PIN_CFG 0x37
//   LATCH_INT_EN bit 5 (held until cleared, else a 50 µs pulse), INT_RD_CLEAR bit 4 (any
//   read clears), INT_LEVEL bit 7 left 0 (active high), I2C_BYPASS_EN bit 1 kept as it is.
//   No FIFO watermark: one interrupt per sample.
// LSM6DS3/DS33 (0x69): INT1_CTRL 0x0D INT1_FTH bit 3; FIFO_CTRL1 0x06 + FIFO_CTRL2 0x07
//   bits 3:0, 12 bits, in 16-bit words (6 per accelerometer+gyroscope set, 9 with the
//   timestamp set). The signal follows the FIFO level (high while level ≥ threshold).
// LSM6DSL/DSM/DS3TR-C (0x6A): as the DS3 with an 11-bit threshold (FIFO_CTRL2 bits 2:0).
// LSM6DSO/DSR (0x6C, 0x6B): INT1_CTRL 0x0D INT1_FIFO_TH bit 3; FIFO_CTRL1 0x07 + FIFO_CTRL2
//   0x08 bit 0, 9 bits, in 7-byte tagged words (2 per set, 3 with a timestamp word).

/// Where a chip's data-ready or FIFO-watermark interrupt is set up.
public struct InterruptRegisterLayout: Sendable, Equatable {
    /// The bit that routes the interrupt to the INT (INT1) pin.
    public let enable: RegisterField
    /// Latches the pin until the host reads; nil when the signal follows a level.
    public let latch: RegisterField?
    /// With the latch: any read clears the pin; nil when not applicable.
    public let clearOnAnyRead: RegisterField?
    /// The FIFO threshold's low byte; nil when the chip has no watermark (data-ready only).
    public let thresholdLow: RegisterField?
    /// The FIFO threshold's high bits.
    public let thresholdHigh: RegisterField?
    /// Threshold words per accelerometer+gyroscope sample without timestamps.
    public let thresholdWordsPerSample: Int
    /// Threshold words per sample with the hardware timestamps batched too.
    public let thresholdWordsPerSampleWithTimestamps: Int

    /// The largest threshold the registers hold, words.
    public var maximumThresholdWords: Int {
        guard let thresholdLow, let thresholdHigh else { return 0 }
        return Int(thresholdHigh.maximumValue) << 8 | Int(thresholdLow.maximumValue)
    }

    /// The MPU-6050 family: data-ready per sample, pulsed or latched.
    public static let mpu6050Family = InterruptRegisterLayout(
        enable: RegisterField(address: 0x38, mask: 0x01), latch: RegisterField(address: 0x37, mask: 0x20),
        clearOnAnyRead: RegisterField(address: 0x37, mask: 0x10), thresholdLow: nil, thresholdHigh: nil,
        thresholdWordsPerSample: 0, thresholdWordsPerSampleWithTimestamps: 0)

    /// LSM6DS3 (pattern FIFO, 12-bit threshold).
    public static let lsm6ds3 = InterruptRegisterLayout(
        enable: RegisterField(address: 0x0D, mask: 0x08), latch: nil, clearOnAnyRead: nil,
        thresholdLow: RegisterField(address: 0x06, mask: 0xFF), thresholdHigh: RegisterField(address: 0x07, mask: 0x0F),
        thresholdWordsPerSample: 6, thresholdWordsPerSampleWithTimestamps: 9)

    /// LSM6DSL (pattern FIFO, 11-bit threshold).
    public static let lsm6dsl = InterruptRegisterLayout(
        enable: RegisterField(address: 0x0D, mask: 0x08), latch: nil, clearOnAnyRead: nil,
        thresholdLow: RegisterField(address: 0x06, mask: 0xFF), thresholdHigh: RegisterField(address: 0x07, mask: 0x07),
        thresholdWordsPerSample: 6, thresholdWordsPerSampleWithTimestamps: 9)

    /// LSM6DSO and LSM6DSR (tagged FIFO, 9-bit threshold).
    public static let lsm6dso = InterruptRegisterLayout(
        enable: RegisterField(address: 0x0D, mask: 0x08), latch: nil, clearOnAnyRead: nil,
        thresholdLow: RegisterField(address: 0x07, mask: 0xFF), thresholdHigh: RegisterField(address: 0x08, mask: 0x01),
        thresholdWordsPerSample: 2, thresholdWordsPerSampleWithTimestamps: 3)
}

/// What `IMUDriver.enableInterrupt` applied.
public struct AppliedInterrupt: Sendable, Equatable {
    /// Samples per interrupt (1: data-ready).
    public var samplesPerInterrupt: Int
    /// True when the pin pulses once per `samplesPerInterrupt` samples whether the host read
    /// or not (so edges count samples); false when it waits for a read (latched, or a FIFO
    /// level), so an edge comes `samplesPerInterrupt` samples after the last read.
    public var edgesCountSamples: Bool

    /// Creates a description.
    public init(samplesPerInterrupt: Int, edgesCountSamples: Bool) {
        self.samplesPerInterrupt = samplesPerInterrupt
        self.edgesCountSamples = edgesCountSamples
    }
}
