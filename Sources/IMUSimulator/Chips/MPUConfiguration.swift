import MotionMath

/// The MPU model's settings as derived from its configuration registers (recomputed after
/// every register write). Bandwidth tables: reference §1.3; sensitivities: §1.4.
struct MPUConfiguration: Sendable {
    /// Time between samples on the sensor clock, seconds: 1 / (internal rate / (1 + SMPLRT_DIV)).
    var samplePeriodSeconds: Double
    /// Gyroscope DLPF bandwidth, Hz.
    var gyroscopeBandwidthHertz: Double
    /// Accelerometer DLPF bandwidth, Hz.
    var accelerometerBandwidthHertz: Double
    /// Gyroscope scale, rad/s per count.
    var gyroscopeRadiansPerSecondPerCount: Double
    /// Accelerometer scale, m/s² per count.
    var accelerometerMetersPerSecondSquaredPerCount: Double
    /// FIFO_EN (0x23) sources.
    var fifoSources: UInt8
    /// USER_CTRL.FIFO_EN.
    var fifoEnabled: Bool
    /// MPU-6500 CONFIG.FIFO_MODE: when full, drop new data instead of the oldest.
    var keepsOldFIFOData: Bool
    /// Self-test bits (X, Y, Z) of GYRO_CONFIG and ACCEL_CONFIG.
    var gyroscopeSelfTestAxes: SIMD3<Double>
    var accelerometerSelfTestAxes: SIMD3<Double>

    /// Gyroscope DLPF delay, s: the datasheet's group delay for the setting in use (the
    /// measured signal is that much behind the motion).
    var gyroscopeDelaySeconds: Double
    /// Accelerometer DLPF delay, s (as the gyroscope's).
    var accelerometerDelaySeconds: Double
    /// How much earlier than each sample's instant the gyroscope reads the motion, s, so
    /// that with its first-order section it lags by ``gyroscopeDelaySeconds``
    /// (`MeasurementChannel.signalDelaySeconds`).
    var gyroscopeSignalDelaySeconds: Double
    /// The same for the accelerometer, s.
    var accelerometerSignalDelaySeconds: Double

    /// One setting of a digital low-pass filter as its datasheet gives it.
    struct LowPassSetting: Sendable {
        /// −3 dB bandwidth, Hz.
        var bandwidthHertz: Double
        /// Group delay, ms.
        var delayMilliseconds: Double
    }

    /// MPU-6050 CONFIG table, DLPF_CFG 0…7 (7 is reserved; treated like 0): reference §1.3.
    static let gyroscopeFilters6050: [LowPassSetting] = settings(
        [256, 188, 98, 42, 20, 10, 5, 256], [0.98, 1.9, 2.8, 4.8, 8.3, 13.4, 18.6, 0.98])
    static let accelerometerFilters6050: [LowPassSetting] = settings(
        [260, 184, 94, 44, 21, 10, 5, 260], [0, 2.0, 3.0, 4.9, 8.5, 13.8, 19.0, 0])
    /// MPU-6500/9250 register map: CONFIG with FCHOICE_B 00, DLPF_CFG 0…7.
    static let gyroscopeFilters6500: [LowPassSetting] = settings(
        [250, 184, 92, 41, 20, 10, 5, 3600], [0.97, 2.9, 3.9, 5.9, 9.9, 17.85, 33.48, 0.17])
    /// ACCEL_CONFIG2 with ACCEL_FCHOICE_B 0, A_DLPF_CFG 0…7.
    static let accelerometerFilters6500: [LowPassSetting] = settings(
        [218.1, 218.1, 99, 44.8, 21.2, 10.2, 5.05, 420], [1.88, 1.88, 2.88, 4.88, 8.87, 16.83, 32.48, 1.38])
    /// ACCEL_CONFIG2 with ACCEL_FCHOICE_B 1: the low-pass bypassed.
    static let accelerometerUnfiltered6500 = LowPassSetting(bandwidthHertz: 1046, delayMilliseconds: 0.503)

    private static func settings(_ bandwidthsHertz: [Double], _ delaysMilliseconds: [Double]) -> [LowPassSetting] {
        zip(bandwidthsHertz, delaysMilliseconds).map { LowPassSetting(bandwidthHertz: $0, delayMilliseconds: $1) }
    }

    init(registers: RegisterFile, registerSet: MPUModelDescriptor.RegisterSet) {
        let config = registers[MPURegister.config]
        let dlpf = Int(config & 0x07)
        let internalRateHertz: Double = (dlpf == 0 || dlpf == 7) ? 8000 : 1000
        samplePeriodSeconds = (1 + Double(registers[MPURegister.sampleRateDivider])) / internalRateHertz
        let gyroscopeFilter: LowPassSetting
        let accelerometerFilter: LowPassSetting
        switch registerSet {
        case .mpu6050:
            gyroscopeFilter = Self.gyroscopeFilters6050[dlpf]
            accelerometerFilter = Self.accelerometerFilters6050[dlpf]
            keepsOldFIFOData = false
        case .mpu6500:
            gyroscopeFilter = Self.gyroscopeFilters6500[dlpf]
            let accelConfig2 = registers[MPURegister.accelConfig2]
            accelerometerFilter = (accelConfig2 & 0x08) != 0
                ? Self.accelerometerUnfiltered6500 : Self.accelerometerFilters6500[Int(accelConfig2 & 0x07)]
            keepsOldFIFOData = (config & 0x40) != 0
        }
        gyroscopeBandwidthHertz = gyroscopeFilter.bandwidthHertz
        gyroscopeDelaySeconds = gyroscopeFilter.delayMilliseconds / 1000
        accelerometerBandwidthHertz = accelerometerFilter.bandwidthHertz
        accelerometerDelaySeconds = accelerometerFilter.delayMilliseconds / 1000
        gyroscopeSignalDelaySeconds = MeasurementChannel.signalDelaySeconds(
            groupDelaySeconds: gyroscopeDelaySeconds, bandwidthHertz: gyroscopeBandwidthHertz, periodSeconds: samplePeriodSeconds)
        accelerometerSignalDelaySeconds = MeasurementChannel.signalDelaySeconds(
            groupDelaySeconds: accelerometerDelaySeconds, bandwidthHertz: accelerometerBandwidthHertz,
            periodSeconds: samplePeriodSeconds)
        let gyroConfig = registers[MPURegister.gyroConfig]
        let accelConfig = registers[MPURegister.accelConfig]
        let gyroCountsPerDegree = 131.0 / Double(1 << Int((gyroConfig >> 3) & 0x03))
        gyroscopeRadiansPerSecondPerCount = (Double.pi / 180) / gyroCountsPerDegree
        let accelCountsPerG = 16384.0 / Double(1 << Int((accelConfig >> 3) & 0x03))
        accelerometerMetersPerSecondSquaredPerCount = standardGravityMetersPerSecondSquared / accelCountsPerG
        fifoSources = registers[MPURegister.fifoEnable]
        fifoEnabled = (registers[MPURegister.userControl] & MPURegister.userFIFOEnable) != 0
        gyroscopeSelfTestAxes = Self.axes(gyroConfig)
        accelerometerSelfTestAxes = Self.axes(accelConfig)
    }

    private static func axes(_ value: UInt8) -> SIMD3<Double> {
        SIMD3((value & 0x80) != 0 ? 1 : 0, (value & 0x40) != 0 ? 1 : 0, (value & 0x20) != 0 ? 1 : 0)
    }

    /// Bytes per FIFO record for the enabled sources.
    var fifoRecordBytes: Int {
        var bytes = 0
        if fifoSources & MPURegister.fifoAccel != 0 { bytes += 6 }
        if fifoSources & MPURegister.fifoTemperature != 0 { bytes += 2 }
        if fifoSources & MPURegister.fifoGyroX != 0 { bytes += 2 }
        if fifoSources & MPURegister.fifoGyroY != 0 { bytes += 2 }
        if fifoSources & MPURegister.fifoGyroZ != 0 { bytes += 2 }
        return bytes
    }
}
