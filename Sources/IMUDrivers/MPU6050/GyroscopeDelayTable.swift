/// How late a part of the MPU-6050 family's gyroscope reports the motion for each setting
/// of its digital low-pass filter (DLPF_CFG 0…6, FCHOICE_B 00 on the MPU-6500 layout): the
/// group delay its datasheet gives. Every filter then estimates the attitude of that long
/// ago; `LatencyCompensation` predicts it ahead by the delay.
public struct GyroscopeDelayTable: Sendable, Equatable {
    /// The delay for DLPF_CFG 0…6, ms.
    public let milliseconds: [Double]

    /// The delay for the low-pass setting `lowPassBits` (DLPF_CFG), seconds; nil outside 0…6.
    public func delaySeconds(lowPassBits: UInt8) -> Double? {
        Int(lowPassBits) < milliseconds.count ? milliseconds[Int(lowPassBits)] / 1000 : nil
    }

    /// MPU-6050, MPU-6000, MPU-9150: the product specification's CONFIG table (256, 188, 98,
    /// 42, 20, 10, 5 Hz).
    public static let mpu6050 = GyroscopeDelayTable(milliseconds: [0.98, 1.9, 2.8, 4.8, 8.3, 13.4, 18.6])

    /// MPU-6500, MPU-9250, MPU-9255, MPU-6515, MPU-6880: the register map's CONFIG table
    /// with FCHOICE_B 00 (250, 184, 92, 41, 20, 10, 5 Hz).
    public static let mpu6500 = GyroscopeDelayTable(milliseconds: [0.97, 2.9, 3.9, 5.9, 9.9, 17.85, 33.48])
}
