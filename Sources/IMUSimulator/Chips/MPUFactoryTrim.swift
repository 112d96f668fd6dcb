import Foundation

/// Per-part factory values of a simulated MPU: the self-test codes stored in its registers
/// and the self-test response they promise (reference §1.8), drawn from the seed.
///
/// MPU-6050: gyro FT = 25 · 131 · 1.046^(G−1) counts at ±250 °/s (Y negative), accel
/// FT = 4096 · 0.34 · (0.92/0.34)^((A−1)/30) counts at ±8 g. MPU-6500 set: ST_OTP =
/// 2620 · 1.01^(code−1) counts at ±250 °/s and ±2 g. The simulated response differs from
/// the promised one by less than 4 %, so a correct self-test passes.
struct MPUFactoryTrim: Sendable {
    /// Register → value for the self-test code registers.
    var registerValues: [UInt8: UInt8]
    /// Response when the gyro self-test bit of an axis is set, °/s.
    var gyroscopeResponseDegreesPerSecond: SIMD3<Double>
    /// Response when the accel self-test bit of an axis is set, g.
    var accelerometerResponseG: SIMD3<Double>

    init(registerSet: MPUModelDescriptor.RegisterSet, random: inout SeededRandom) {
        func deviation() -> Double { 1 + (random.uniform() - 0.5) * 0.06 }
        switch registerSet {
        case .mpu6050:
            let gyroCodes = (0..<3).map { _ in UInt8(10 + Int(random.uniform() * 10)) }
            let accelCodes = (0..<3).map { _ in UInt8(10 + Int(random.uniform() * 10)) }
            registerValues = [
                0x0D: (accelCodes[0] >> 2) << 5 | gyroCodes[0],
                0x0E: (accelCodes[1] >> 2) << 5 | gyroCodes[1],
                0x0F: (accelCodes[2] >> 2) << 5 | gyroCodes[2],
                0x10: (accelCodes[0] & 0x03) << 4 | (accelCodes[1] & 0x03) << 2 | (accelCodes[2] & 0x03),
            ]
            let gyro = gyroCodes.map { 25 * pow(1.046, Double($0) - 1) * deviation() }
            gyroscopeResponseDegreesPerSecond = SIMD3(gyro[0], -gyro[1], gyro[2])
            let accel = accelCodes.map { 0.34 * pow(0.92 / 0.34, (Double($0) - 1) / 30) * deviation() }
            accelerometerResponseG = SIMD3(accel[0], accel[1], accel[2])
        case .mpu6500:
            let gyroCodes = (0..<3).map { _ in UInt8(40 + Int(random.uniform() * 40)) }
            let accelCodes = (0..<3).map { _ in UInt8(40 + Int(random.uniform() * 40)) }
            registerValues = [
                0x00: gyroCodes[0], 0x01: gyroCodes[1], 0x02: gyroCodes[2],
                0x0D: accelCodes[0], 0x0E: accelCodes[1], 0x0F: accelCodes[2],
            ]
            let gyro = gyroCodes.map { 2620 * pow(1.01, Double($0) - 1) / 131 * deviation() }
            gyroscopeResponseDegreesPerSecond = SIMD3(gyro[0], gyro[1], gyro[2])
            let accel = accelCodes.map { 2620 * pow(1.01, Double($0) - 1) / 16384 * deviation() }
            accelerometerResponseG = SIMD3(accel[0], accel[1], accel[2])
        }
    }
}
