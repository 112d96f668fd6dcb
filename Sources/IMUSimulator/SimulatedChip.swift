/// The chips the simulator can play (`--simulate NAME`).
public enum SimulatedChip: String, CaseIterable, Sendable {
    /// InvenSense MPU-6050 at 0x68.
    case mpu6050
    /// InvenSense MPU-6500 at 0x68 (the 6500 register set).
    case mpu6500
    /// InvenSense MPU-9250 at 0x68 (6500 register set, WHO_AM_I 0x71; its AK8963 is a
    /// separate model, made with `SimulatedIMU.makeMagnetometer`, behind the I²C bypass).
    case mpu9250
    /// ST LSM6DS3 at 0x6A (pattern FIFO).
    case lsm6ds3
    /// ST LSM6DSO at 0x6A (tagged FIFO with hardware timestamps).
    case lsm6dso

    /// The 7-bit I²C address the chip answers at.
    public var address: UInt8 {
        switch self {
        case .mpu6050, .mpu6500, .mpu9250: return 0x68
        case .lsm6ds3, .lsm6dso: return 0x6A
        }
    }

    /// The part name ("MPU-6050").
    public var partName: String {
        switch self {
        case .mpu6050: return MPUModelDescriptor.mpu6050.name
        case .mpu6500: return MPUModelDescriptor.mpu6500.name
        case .mpu9250: return MPUModelDescriptor.mpu9250.name
        case .lsm6ds3: return LSMModelDescriptor.lsm6ds3.name
        case .lsm6dso: return LSMModelDescriptor.lsm6dso.name
        }
    }
}
