/// The magnetometers the simulator can play (`--magnetometer NAME`, or the AK8963 inside
/// `--simulate mpu9250`).
public enum SimulatedMagnetometerChip: String, CaseIterable, Sendable {
    /// AKM AK8963 inside the MPU-9250, at 0x0C behind the MPU's I²C bypass.
    case ak8963
    /// QST QMC5883L (GY-271) at 0x0D.
    case qmc5883l
    /// Honeywell HMC5883L (older GY-271) at 0x1E.
    case hmc5883l
    /// ST LIS3MDL at 0x1C.
    case lis3mdl

    /// The 7-bit address it answers at.
    public var address: UInt8 {
        switch self {
        case .ak8963: 0x0C
        case .qmc5883l: 0x0D
        case .hmc5883l: 0x1E
        case .lis3mdl: 0x1C
        }
    }

    /// White noise on each axis after the chip's own averaging, µT rms.
    var noiseMicrotesla: Double {
        switch self {
        case .ak8963: 0.15
        case .qmc5883l: 0.1
        case .hmc5883l: 0.15
        case .lis3mdl: 0.1
        }
    }

    /// The chip's axes in terms of the IMU frame: chip axis `source[i]` = sign[i] · IMU axis i.
    /// AK8963: x = IMU y, y = IMU x, z = −IMU z (reference §1.11); the others sit aligned.
    func chipFrame(_ imu: SIMD3<Double>) -> SIMD3<Double> {
        switch self {
        case .ak8963: SIMD3(imu.y, imu.x, -imu.z)
        case .qmc5883l, .hmc5883l, .lis3mdl: imu
        }
    }
}
