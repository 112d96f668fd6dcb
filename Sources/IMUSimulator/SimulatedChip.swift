/// The chips the simulator can play (`--simulate NAME`).
public enum SimulatedChip: String, CaseIterable, Sendable {
    /// InvenSense MPU-6050 at 0x68.
    case mpu6050
    /// InvenSense MPU-6500 at 0x68 (the 6500 register set).
    case mpu6500
    /// InvenSense MPU-9250 at 0x68 (6500 register set, WHO_AM_I 0x71; magnetometer not modelled yet).
    case mpu9250

    /// The 7-bit I²C address the chip answers at.
    public var address: UInt8 {
        switch self {
        case .mpu6050, .mpu6500, .mpu9250: return 0x68
        }
    }

    /// The part name ("MPU-6050").
    public var partName: String {
        switch self {
        case .mpu6050: return MPUModelDescriptor.mpu6050.name
        case .mpu6500: return MPUModelDescriptor.mpu6500.name
        case .mpu9250: return MPUModelDescriptor.mpu9250.name
        }
    }
}
