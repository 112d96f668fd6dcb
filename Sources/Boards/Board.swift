import Foundation
import MotionMath
import Platform

/// One board definition, decoded from a JSON file in `Boards/` (or a user's board directory).
///
/// ```json
/// {
///   "format": 1,
///   "identifier": "raspberry-pi-4-b",
///   "name": "Raspberry Pi 4 Model B",
///   "model_strings": ["Raspberry Pi 4 Model B"],
///   "default_i2c_bus": 1,
///   "imus": [{ "chip": "mpu6050", "addresses": ["0x68", "0x69"] }],
///   "mount_matrix": [[1, 0, 0], [0, 1, 0], [0, 0, 1]],
///   "display_rotation_degrees": 0
/// }
/// ```
///
/// Optional fields: `notes` (free text) and, in an `imus` entry, `interrupt`
/// (`"gpiochip0:17"`).
public struct Board: Sendable, Hashable {
    /// The board file format this code reads.
    public static let formatVersion = 1

    /// Short unique name, also the file name without `.json` ("raspberry-pi-4-b").
    public var identifier: String
    /// Human-readable name.
    public var name: String
    /// Prefixes of `/proc/device-tree/model` that identify this board ("Raspberry Pi 4 Model B"
    /// matches "Raspberry Pi 4 Model B Rev 1.4"). Empty for the generic fallback.
    public var modelStrings: [String]
    /// The I²C bus number of the header's SDA/SCL pins (`/dev/i2c-N`).
    public var defaultI2CBus: Int
    /// IMUs to look for, in order.
    public var imus: [ExpectedIMU]
    /// The IMU's placement: sensor frame → board frame (IIO `mount_matrix` convention).
    public var mountMatrix: MountMatrix
    /// The screen's rotation relative to the board, degrees counter-clockwise seen from the
    /// front (0, 90, 180, 270): the angle from the board's +X to the screen's +X.
    public var displayRotationDegrees: Int
    /// Free text: where the pins are, what to enable.
    public var notes: String?

    /// Creates a board definition.
    public init(
        identifier: String, name: String, modelStrings: [String], defaultI2CBus: Int,
        imus: [ExpectedIMU], mountMatrix: MountMatrix = .identity, displayRotationDegrees: Int = 0,
        notes: String? = nil
    ) throws(BoardError) {
        guard [0, 90, 180, 270].contains(displayRotationDegrees) else {
            throw .invalidDisplayRotation(displayRotationDegrees)
        }
        self.identifier = identifier
        self.name = name
        self.modelStrings = modelStrings
        self.defaultI2CBus = defaultI2CBus
        self.imus = imus
        self.mountMatrix = mountMatrix
        self.displayRotationDegrees = displayRotationDegrees
        self.notes = notes
    }

    /// Sensor frame → screen (device) frame: the mounting matrix followed by the display
    /// rotation, v_device = Rz(−displayRotation) · M · v_sensor. Apply this to every sample
    /// so that attitudes are the screen's, not the chip's.
    public var sensorToDeviceMatrix: MountMatrix {
        MountMatrix.aboutZ(quarterTurns: -displayRotationDegrees / 90).multiplied(by: mountMatrix)
    }
}

extension Board: Codable {
    private enum CodingKeys: String, CodingKey {
        case format, identifier, name
        case modelStrings = "model_strings"
        case defaultI2CBus = "default_i2c_bus"
        case imus
        case mountMatrix = "mount_matrix"
        case displayRotationDegrees = "display_rotation_degrees"
        case notes
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let format = try container.decode(Int.self, forKey: .format)
        guard format == Board.formatVersion else {
            throw DecodingError.dataCorruptedError(
                forKey: .format, in: container,
                debugDescription: "format \(format) is not supported; this version reads format \(Board.formatVersion)")
        }
        let rows = try container.decode([[Double]].self, forKey: .mountMatrix)
        let mountMatrix: MountMatrix
        do {
            mountMatrix = try MountMatrix(rows: rows)
        } catch {
            throw DecodingError.dataCorruptedError(forKey: .mountMatrix, in: container, debugDescription: error.description)
        }
        let displayRotationDegrees = try container.decode(Int.self, forKey: .displayRotationDegrees)
        guard [0, 90, 180, 270].contains(displayRotationDegrees) else {
            throw DecodingError.dataCorruptedError(
                forKey: .displayRotationDegrees, in: container, debugDescription: BoardError.invalidDisplayRotation(displayRotationDegrees).description)
        }
        try self.init(
            identifier: try container.decode(String.self, forKey: .identifier),
            name: try container.decode(String.self, forKey: .name),
            modelStrings: try container.decode([String].self, forKey: .modelStrings),
            defaultI2CBus: try container.decode(Int.self, forKey: .defaultI2CBus),
            imus: try container.decode([ExpectedIMU].self, forKey: .imus),
            mountMatrix: mountMatrix,
            displayRotationDegrees: displayRotationDegrees,
            notes: try container.decodeIfPresent(String.self, forKey: .notes)
        )
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(Board.formatVersion, forKey: .format)
        try container.encode(identifier, forKey: .identifier)
        try container.encode(name, forKey: .name)
        try container.encode(modelStrings, forKey: .modelStrings)
        try container.encode(defaultI2CBus, forKey: .defaultI2CBus)
        try container.encode(imus, forKey: .imus)
        try container.encode(mountMatrix.rowArrays, forKey: .mountMatrix)
        try container.encode(displayRotationDegrees, forKey: .displayRotationDegrees)
        try container.encodeIfPresent(notes, forKey: .notes)
    }

    /// Decodes one board file's contents; `fileName` names it in errors. Text that is not
    /// JSON is called that; valid JSON with a missing or wrong field names the field and
    /// the problem.
    public static func decode(json: Data, fileName: String) throws(BoardError) -> Board {
        func field(_ codingPath: [any CodingKey]) -> String {
            var text = ""
            for key in codingPath {
                if let index = key.intValue { text += "[\(index)]" } else { text += (text.isEmpty ? "" : ".") + key.stringValue }
            }
            return text
        }
        do {
            return try JSONDecoder().decode(Board.self, from: json)
        } catch let error as BoardError {
            throw .invalidBoardFile(file: fileName, reason: error.description)
        } catch let DecodingError.dataCorrupted(context) where context.codingPath.isEmpty {
            throw .invalidBoardFile(file: fileName, reason: "not valid JSON (corrupt or truncated?)")
        } catch let DecodingError.dataCorrupted(context) {
            throw .invalidField(file: fileName, field: field(context.codingPath), reason: "is wrong: " + context.debugDescription)
        } catch let DecodingError.keyNotFound(key, context) {
            throw .invalidField(file: fileName, field: field(context.codingPath + [key]), reason: "is missing")
        } catch let DecodingError.typeMismatch(type, context) {
            throw .invalidField(file: fileName, field: field(context.codingPath), reason: "must be \(expected(type))")
        } catch let DecodingError.valueNotFound(type, context) {
            throw .invalidField(file: fileName, field: field(context.codingPath), reason: "is null; it must be \(expected(type))")
        } catch {
            throw .invalidBoardFile(file: fileName, reason: DisplayText.value("\(error)"))
        }
    }

    private static func expected(_ type: Any.Type) -> String {
        switch type {
        case is Int.Type: return "a whole number"
        case is Double.Type: return "a number"
        case is String.Type: return "a string"
        case is [String].Type: return "an array of strings"
        case is [[Double]].Type: return "an array of 3 rows of 3 numbers"
        case is [Any].Type: return "an array"
        case is [String: Any].Type: return "an object"
        default: return "\(type)"
        }
    }
}
