import Platform

// Self-test for the MPU-6050 layout, as the community code does it with the on − off
// subtraction: ±8 g and ±250 °/s, self-test off then on (ACCEL_CONFIG = 0xF0,
// GYRO_CONFIG = 0xE0), 250 ms settle each, 5 samples averaged. The response is compared
// with the factory trim from SELF_TEST_X/Y/Z/A (0x0D–0x10); an axis passes when it is
// within ±14 % of its trim.

extension MPU6050Driver {
    /// Samples averaged per state.
    static let selfTestSampleCount = 5
    /// The accepted deviation from factory trim, percent.
    static let selfTestLimitPercent = 14.0

    public func selfTest() throws(IMUError) -> SelfTestReport {
        guard chip.layout == .mpu6050 else { throw .selfTestUnsupported(chip: chip.name) }
        let trim = try readBlock(MPU6050Registers.selfTestX, count: 4)
        let accelerometerCodes = [
            (trim[0] >> 5) << 2 | (trim[3] >> 4) & 0x03,
            (trim[1] >> 5) << 2 | (trim[3] >> 2) & 0x03,
            (trim[2] >> 5) << 2 | trim[3] & 0x03,
        ]
        let gyroscopeCodes = [trim[0] & 0x1F, trim[1] & 0x1F, trim[2] & 0x1F]

        try write(MPU6050Registers.accelerometerConfiguration, 0x10)
        try write(MPU6050Registers.gyroscopeConfiguration, 0x00)
        clock.sleep(seconds: 0.250)
        let off = try averageRawSample()
        try write(MPU6050Registers.accelerometerConfiguration, 0xF0)
        try write(MPU6050Registers.gyroscopeConfiguration, 0xE0)
        clock.sleep(seconds: 0.250)
        let on = try averageRawSample()
        try write(MPU6050Registers.accelerometerConfiguration, 0x10)
        try write(MPU6050Registers.gyroscopeConfiguration, 0x00)
        try configure(settings)

        var axes: [SelfTestAxisResult] = []
        let names = ["X", "Y", "Z"]
        for index in 0..<3 {
            let code = Double(accelerometerCodes[index])
            let factory = code == 0 ? 0 : 4096 * 0.34 * pow(0.92 / 0.34, (code - 1) / 30)
            axes.append(Self.axisResult("accelerometer \(names[index])", response: on.accelerometer[index] - off.accelerometer[index], factory: factory))
        }
        for index in 0..<3 {
            let code = Double(gyroscopeCodes[index])
            var factory = code == 0 ? 0 : 25 * 131 * pow(1.046, code - 1)
            if index == 1 { factory = -factory }
            axes.append(Self.axisResult("gyroscope \(names[index])", response: on.gyroscope[index] - off.gyroscope[index], factory: factory))
        }
        let report = SelfTestReport(chipName: chip.name, axes: axes)
        return report
    }

    /// The deviation of a response (counts) from its factory trim (counts), percent. A
    /// zero trim cannot pass.
    static func axisResult(_ axis: String, response: Double, factory: Double) -> SelfTestAxisResult {
        let deviation = factory == 0 ? Double.infinity : 100 * (response - factory) / factory
        return SelfTestAxisResult(
            axis: axis, response: response, measured: deviation,
            acceptedRange: -selfTestLimitPercent...selfTestLimitPercent, unit: "%"
        )
    }

    /// The mean of `selfTestSampleCount` direct reads one sample period apart, counts.
    func averageRawSample() throws(IMUError) -> (accelerometer: SIMD3<Double>, gyroscope: SIMD3<Double>) {
        var accelerometer = SIMD3<Double>.zero
        var gyroscope = SIMD3<Double>.zero
        for _ in 0..<Self.selfTestSampleCount {
            clock.sleep(seconds: configuration.samplePeriodSeconds)
            let raw = try readSample().raw
            accelerometer += SIMD3(Double(raw.accelerometer.x), Double(raw.accelerometer.y), Double(raw.accelerometer.z))
            gyroscope += SIMD3(Double(raw.gyroscope.x), Double(raw.gyroscope.y), Double(raw.gyroscope.z))
        }
        let count = Double(Self.selfTestSampleCount)
        return (accelerometer / count, gyroscope / count)
    }
}
