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

    /// Gyro DLPF bandwidths for DLPF_CFG 0…7 (7 is reserved; treated like 0).
    static let gyroscopeBandwidths6050: [Double] = [256, 188, 98, 42, 20, 10, 5, 256]
    static let accelerometerBandwidths6050: [Double] = [260, 184, 94, 44, 21, 10, 5, 260]
    static let gyroscopeBandwidths6500: [Double] = [250, 184, 92, 41, 20, 10, 5, 3600]
    static let accelerometerBandwidths6500: [Double] = [218.1, 218.1, 99, 44.8, 21.2, 10.2, 5.05, 420]


    init(registers: RegisterFile, registerSet: MPUModelDescriptor.RegisterSet) {
        let config = registers[MPURegister.config]
        let dlpf = Int(config & 0x07)
        let internalRateHertz: Double = (dlpf == 0 || dlpf == 7) ? 8000 : 1000
        samplePeriodSeconds = (1 + Double(registers[MPURegister.sampleRateDivider])) / internalRateHertz
        switch registerSet {
        case .mpu6050:
            gyroscopeBandwidthHertz = Self.gyroscopeBandwidths6050[dlpf]
            accelerometerBandwidthHertz = Self.accelerometerBandwidths6050[dlpf]
            keepsOldFIFOData = false
        case .mpu6500:
            gyroscopeBandwidthHertz = Self.gyroscopeBandwidths6500[dlpf]
            let accelConfig2 = registers[MPURegister.accelConfig2]
            accelerometerBandwidthHertz = (accelConfig2 & 0x08) != 0
                ? 1046 : Self.accelerometerBandwidths6500[Int(accelConfig2 & 0x07)]
            keepsOldFIFOData = (config & 0x40) != 0
        }
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
