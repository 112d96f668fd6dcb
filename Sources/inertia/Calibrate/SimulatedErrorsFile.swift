import Calibration
import Foundation
import IMUSimulator
import Platform

/// A `--sim-errors` file: a calibration profile whose inverse the simulator applies as
/// its deterministic errors (`SimulatedCalibrationUser.errors`), and an optional `noise`
/// section of Allan parameters, one number each applied to every axis:
///
/// ```json
/// "noise": { "gyroscope_arw_deg_per_sqrt_h": 0.5, "gyroscope_bias_instability_deg_per_h": 20,
///            "accelerometer_vrw_m_s_per_sqrt_h": 0.12 }
/// ```
/// A file holding only `noise` gives no deterministic errors at all.
struct SimulatedErrorsFile {
    /// The deterministic errors (none when the file holds only `noise`).
    let errors: SensorErrors
    /// The noise parameters, nil when the file has no `noise` section.
    let noise: SensorNoise?

    /// The keys of the `noise` section, with their unit and largest accepted value.
    static let noiseFields: [(key: String, unit: String, largest: Double)] = [
        ("gyroscope_arw_deg_per_sqrt_h", "°/√h", 1000),
        ("gyroscope_bias_instability_deg_per_h", "°/h", 100_000),
        ("accelerometer_vrw_m_s_per_sqrt_h", "m/s/√h", 100),
    ]

    /// Reads and checks the file at `path`.
    static func load(path: String) throws -> SimulatedErrorsFile {
        let bytes: [UInt8]
        do {
            bytes = try FileBytes.read(path: path, maximumBytes: CalibrationProfile.maximumFileBytes)
        } catch {
            throw CommandFailure("--sim-errors \(path): \(error.description)")
        }
        let object: [String: Any]
        do {
            guard let top = try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any] else {
                throw CommandFailure("--sim-errors \(path): the file must hold a JSON object")
            }
            object = top
        } catch let failure as CommandFailure {
            throw failure
        } catch {
            throw CommandFailure("--sim-errors \(path) is not valid JSON (corrupt or truncated?)")
        }
        let noise = object["noise"] == nil ? nil : try parseNoise(Data(bytes), path: path)
        let errors = object.keys.contains { $0 != "noise" } ? try SimulatedCalibrationUser.errors(fromProfileAt: path) : SensorErrors.none
        return SimulatedErrorsFile(errors: errors, noise: noise)
    }

    /// The `noise` section of the file's JSON text.
    private static func parseNoise(_ json: Data, path: String) throws -> SensorNoise {
        struct File: Decodable { let noise: [String: Double] }
        let fields: [String: Double]
        do {
            fields = try JSONDecoder().decode(File.self, from: json).noise
        } catch {
            throw CommandFailure("--sim-errors \(path): field noise must be an object of numbers (\(noiseFields.map(\.key).joined(separator: ", ")))")
        }
        let known = Set(noiseFields.map(\.key))
        if let unknown = fields.keys.sorted().first(where: { !known.contains($0) }) {
            throw CommandFailure("--sim-errors \(path): unknown field noise.\(DisplayText.value(unknown)); the noise fields are \(noiseFields.map(\.key).joined(separator: ", "))")
        }
        for field in noiseFields {
            if let value = fields[field.key], !(value.isFinite && value > 0 && value <= field.largest) {
                throw CommandFailure("--sim-errors \(path): field noise.\(field.key) is \(value); it must be a number of \(field.unit) above 0 and at most \(Int(field.largest))")
            }
        }
        return SensorNoise(
            gyroscopeAngleRandomWalkDegreesPerRootHour: fields[noiseFields[0].key],
            gyroscopeBiasInstabilityDegreesPerHour: fields[noiseFields[1].key],
            accelerometerVelocityRandomWalkMetersPerSecondPerRootHour: fields[noiseFields[2].key])
    }
}
