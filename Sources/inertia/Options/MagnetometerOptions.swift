import ArgumentParser
import IMUDrivers

/// The magnetometer beside the IMU (`--magnetometer auto|none|CHIP`), shared by calibrate,
/// stream, record, demo and serve.
struct MagnetometerOptions: ParsableArguments {
    /// What `--magnetometer` asks for.
    enum Choice: Equatable {
        /// The MPU-9250's own AK8963; with other IMUs on a bus, the first separate part
        /// that answers; none when nothing answers (and none beside a simulated IMU).
        case automatic
        /// No magnetometer, not even the MPU-9250's.
        case none
        /// This part, which must answer.
        case chip(MagnetometerModel)
    }

    @Option(help: ArgumentHelp(
        "The magnetometer: auto (default: the MPU-9250's own AK8963, else the first of qmc5883l, hmc5883l, lis3mdl that answers on the IMU's bus), none, or a part: qmc5883l (0x0d), hmc5883l (0x1e), lis3mdl (0x1c/0x1e), ak8963 (0x0c). A named part must answer.",
        valueName: "chip"))
    var magnetometer: String = "auto"

    func validate() throws {
        if Self.choice(named: magnetometer) == nil {
            let known = (["auto", "none"] + MagnetometerModel.table.map(\.key)).joined(separator: ", ")
            throw ValidationError("unknown magnetometer '\(magnetometer)'; use one of: \(known)")
        }
    }

    /// The parsed choice (`auto` when the name is unknown, which `validate` rejects first).
    var choice: Choice { Self.choice(named: magnetometer) ?? .automatic }

    /// True when a part is named (not auto, not none).
    var namesChip: Bool {
        if case .chip = choice { return true }
        return false
    }

    /// The model to attach without probing: the named part, or with `auto` the AK8963 when
    /// the IMU is an MPU-9250/9255; nil otherwise.
    func model(imu: ChipModel) -> MagnetometerModel? {
        switch choice {
        case .none: return nil
        case let .chip(model): return model
        case .automatic: return imu.hasInternalMagnetometer ? .ak8963 : nil
        }
    }

    private static func choice(named name: String) -> Choice? {
        switch name.lowercased() {
        case "auto": return .automatic
        case "none": return Choice.none
        default: return MagnetometerModel.model(named: name).map(Choice.chip)
        }
    }
}

extension MagnetometerOptions {
    /// Rejects a named part where no chip is read: a `--replay` log brings its own
    /// magnetometer columns, and `--iio` reads what the kernel driver offers.
    func validate(with source: SourceOptions) throws {
        guard namesChip || choice == .none else { return }
        if source.replay != nil {
            throw ValidationError("--magnetometer \(magnetometer) reads a chip; a --replay log brings its own magnetometer columns (leave --magnetometer out)")
        }
        if source.iio != nil {
            throw ValidationError("--magnetometer \(magnetometer) reads a chip on an I²C bus; with --iio the kernel device decides (leave --magnetometer out)")
        }
    }
}
