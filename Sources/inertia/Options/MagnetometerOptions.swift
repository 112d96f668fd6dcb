import ArgumentParser
import IMUDrivers

/// The magnetometer beside the IMU (`--magnetometer CHIP`). The MPU-9250's AK8963 is used
/// without it.
struct MagnetometerOptions: ParsableArguments {
    @Option(help: ArgumentHelp(
        "A magnetometer beside the IMU: qmc5883l (0x0d), hmc5883l (0x1e), lis3mdl (0x1c/0x1e), ak8963 (0x0c). The MPU-9250's own AK8963 is used without this option.",
        valueName: "chip"))
    var magnetometer: String?

    func validate() throws {
        if let magnetometer, MagnetometerModel.model(named: magnetometer) == nil {
            let known = MagnetometerModel.table.map(\.key).joined(separator: ", ")
            throw ValidationError("unknown magnetometer '\(magnetometer)'; use one of: \(known)")
        }
    }

    /// The model `--magnetometer` names, else the AK8963 when the IMU is an MPU-9250/9255, else nil.
    func model(imu: ChipModel) -> MagnetometerModel? {
        if let magnetometer { return MagnetometerModel.model(named: magnetometer) }
        return ["mpu9250", "mpu9255"].contains(imu.key) ? .ak8963 : nil
    }
}
