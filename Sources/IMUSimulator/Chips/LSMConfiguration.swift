import MotionMath

/// The LSM model's settings as derived from its control registers (recomputed after every
/// register write). Sensitivities: reference §2.2.
struct LSMConfiguration: Sendable {
    /// Accelerometer output period on the sensor clock, seconds; nil when powered down.
    var accelerometerPeriodSeconds: Double?
    /// Gyroscope output period, seconds; nil when powered down.
    var gyroscopePeriodSeconds: Double?
    /// m/s² per count.
    var accelerometerMetersPerSecondSquaredPerCount: Double
    /// rad/s per count.
    var gyroscopeRadiansPerSecondPerCount: Double
    /// Low-pass bandwidths, Hz (0.45 × ODR, at most 400 Hz accel and 940 Hz gyro).
    var accelerometerBandwidthHertz: Double
    var gyroscopeBandwidthHertz: Double
    /// CTRL3_C.IF_INC: block transfers auto-increment the address.
    var autoIncrements: Bool
    /// CTRL3_C.BDU.
    var blockDataUpdate: Bool
    /// Self-test signs from CTRL5_C (−1, 0, +1).
    var accelerometerSelfTestSign: Double
    var gyroscopeSelfTestSign: Double
    /// Whether the hardware timer runs, and seconds per count on the sensor clock.
    var timerEnabled: Bool
    var timerSecondsPerCount: Double


    init(registers: RegisterFile, descriptor: LSMModelDescriptor) {
        let accelControl = registers[LSMRegister.control1Accelerometer]
        let gyroControl = registers[LSMRegister.control2Gyroscope]
        let accelCode = Int(accelControl >> 4)
        let gyroCode = min(Int(gyroControl >> 4), Int(descriptor.maximumGyroscopeRateCode))
        let accelRate = accelCode < LSMRegister.rateHertz.count ? LSMRegister.rateHertz[accelCode] : 0
        let gyroRate = (1...10).contains(gyroCode) ? LSMRegister.rateHertz[gyroCode] : 0
        accelerometerPeriodSeconds = accelRate > 0 ? 1 / accelRate : nil
        gyroscopePeriodSeconds = gyroRate > 0 ? 1 / gyroRate : nil
        accelerometerBandwidthHertz = min(0.45 * max(accelRate, 1.6), 400)
        gyroscopeBandwidthHertz = min(0.45 * max(gyroRate, 12.5), 940)

        let milliGPerCount: [Double] = [0.061, 0.488, 0.122, 0.244]
        accelerometerMetersPerSecondSquaredPerCount = milliGPerCount[Int((accelControl >> 2) & 0x03)] * 1e-3 * standardGravityMetersPerSecondSquared
        let milliDegreesPerCount: Double
        if gyroControl & 0x02 != 0 {
            milliDegreesPerCount = 4.375
        } else {
            milliDegreesPerCount = [8.75, 17.5, 35, 70][Int((gyroControl >> 2) & 0x03)]
        }
        gyroscopeRadiansPerSecondPerCount = milliDegreesPerCount * 1e-3 * Double.pi / 180

        let control3 = registers[LSMRegister.control3]
        autoIncrements = control3 & LSMRegister.autoIncrement != 0
        blockDataUpdate = control3 & LSMRegister.blockDataUpdate != 0
        let control5 = registers[LSMRegister.control5]
        accelerometerSelfTestSign = [0, 1, -1, 0][Int(control5 & 0x03)]
        gyroscopeSelfTestSign = [0, 1, 0, -1][Int((control5 >> 2) & 0x03)]

        switch descriptor.fifoKind {
        case .pattern:
            timerEnabled = registers[LSMRegister.tapConfig] & 0x80 != 0
            timerSecondsPerCount = registers[LSMRegister.wakeUpDuration] & 0x10 != 0 ? 25e-6 : 6.4e-3
        case .tagged:
            timerEnabled = registers[LSMRegister.control10] & 0x20 != 0
            timerSecondsPerCount = 25e-6
        }
    }
}
