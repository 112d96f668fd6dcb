// Self-test as ST's example procedures do it. Accelerometer: 52 Hz at ±4 g, settle,
// average 5 samples, enable positive self-test (CTRL5_C ST_XL = 1), settle, average 5;
// |on − off| must lie within [90, 1700] mg (DSO/DSR: [50, 1700] mg). Gyroscope: 208 Hz at
// ±2000 °/s, the same with ST_G = 1; |on − off| within [150, 700] °/s. The first sample
// after each change is discarded; waits are on the clock, never on status bits.

extension LSM6DSDriver {
    /// Samples averaged per state.
    static let selfTestSampleCount = 5

    public func selfTest() throws(IMUError) -> SelfTestReport {
        let names = ["X", "Y", "Z"]
        var axes: [SelfTestAxisResult] = []

        // Accelerometer: ODR 52 Hz (code 3), ±4 g (0.122 mg/LSB); gyroscope off.
        try write(LSM6DSRegisters.gyroscopeControl, 0x00)
        try write(LSM6DSRegisters.accelerometerControl, layout.accelerometerRate.encoded(3) | layout.accelerometerFullScale.encoded(2))
        try write(LSM6DSRegisters.control5, 0x00)
        let accelerometerOff = try average(period: 1 / 52.0, settle: 0.100) { $0.accelerometer }
        try write(LSM6DSRegisters.control5, 0x01)
        let accelerometerOn = try average(period: 1 / 52.0, settle: 0.100) { $0.accelerometer }
        try write(LSM6DSRegisters.control5, 0x00)
        try write(LSM6DSRegisters.accelerometerControl, 0x00)
        for index in 0..<3 {
            let milliG = abs(accelerometerOn[index] - accelerometerOff[index]) * 0.122
            axes.append(SelfTestAxisResult(
                axis: "accelerometer \(names[index])", response: milliG, measured: milliG,
                acceptedRange: layout.selfTestAccelerometerMinimumMilliG...1700, unit: "mg"))
        }

        // Gyroscope: ODR 208 Hz (code 5), ±2000 °/s (70 m°/s per LSB).
        let range2000 = layout.gyroscopeFullScales.first { $0.range == 2000 }?.bits ?? 6
        try write(LSM6DSRegisters.gyroscopeControl, layout.gyroscopeRate.encoded(5) | layout.gyroscopeFullScale.encoded(range2000))
        let gyroscopeOff = try average(period: 1 / 208.0, settle: 0.150) { $0.gyroscope }
        try write(LSM6DSRegisters.control5, 0x04)
        let gyroscopeOn = try average(period: 1 / 208.0, settle: 0.100) { $0.gyroscope }
        try write(LSM6DSRegisters.control5, 0x00)
        try write(LSM6DSRegisters.gyroscopeControl, 0x00)
        for index in 0..<3 {
            let degreesPerSecond = abs(gyroscopeOn[index] - gyroscopeOff[index]) * 0.070
            axes.append(SelfTestAxisResult(
                axis: "gyroscope \(names[index])", response: degreesPerSecond, measured: degreesPerSecond,
                acceptedRange: 150...700, unit: "dps"))
        }
        try configure(settings)
        return SelfTestReport(chipName: layout.name, axes: axes)
    }

    /// Waits `settle` seconds, discards one sample, then averages `selfTestSampleCount`
    /// samples `period` seconds apart; counts.
    private func average(
        period: Double, settle: Double, _ pick: (RawSample) -> SIMD3<Int16>
    ) throws(IMUError) -> SIMD3<Double> {
        clock.sleep(seconds: settle)
        _ = try readSample()
        var sum = SIMD3<Double>.zero
        for _ in 0..<Self.selfTestSampleCount {
            clock.sleep(seconds: period)
            let values = pick(try readSample().raw)
            sum += SIMD3(Double(values.x), Double(values.y), Double(values.z))
        }
        return sum / Double(Self.selfTestSampleCount)
    }
}
