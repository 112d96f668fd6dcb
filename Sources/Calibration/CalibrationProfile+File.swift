import Foundation
import IMUSamples
import Platform

extension CalibrationProfile {
    /// The largest profile file read, bytes. Default: 1 MiB (a profile is about 1 KiB).
    public static let maximumFileBytes = 1 << 20

    /// Reads and validates a profile file. The compiled correction is checked too, so a
    /// profile that loads is one that applies.
    /// - Throws: `CalibrationProfileError` naming the file and the field.
    public static func load(path: String) throws(CalibrationProfileError) -> CalibrationProfile {
        let data: Data
        do {
            data = Data(try FileBytes.read(path: path, maximumBytes: maximumFileBytes))
        } catch {
            throw .unreadable(file: path, reason: error.description)
        }
        return try decode(json: data, file: path)
    }

    /// Decodes and validates a profile from its JSON text, as `load(path:)` does for a file.
    /// - Parameter file: the name used in errors.
    /// - Throws: `CalibrationProfileError` naming the file and the field.
    public static func decode(json data: Data, file: String) throws(CalibrationProfileError) -> CalibrationProfile {
        let profile: CalibrationProfile
        do {
            profile = try JSONDecoder().decode(CalibrationProfile.self, from: data)
        } catch let error as DecodingError {
            throw describe(error, file: file)
        } catch {
            throw .notJSON(file: file, reason: String(describing: error))
        }
        _ = try profile.correction(file: file)
        return profile
    }

    /// Writes the profile as pretty JSON through an `OutputFile`: a temporary file beside
    /// the target is renamed over it only when everything was written, so an existing
    /// profile is never left half-written; a device node or directory is refused and a
    /// symbolic link is written through. A missing directory is created.
    /// - Parameter inputs: files the command reads (a replayed session, `--sim-errors`),
    ///   refused as the target. Default: none.
    public func save(path: String, refusingInputs inputs: [String] = []) throws(CalibrationProfileError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let data: Data
        do {
            data = try encoder.encode(self)
        } catch {
            throw .unwritable(file: path, reason: String(describing: error))
        }
        let directory = URL(fileURLWithPath: path).deletingLastPathComponent()
        if !FileManager.default.fileExists(atPath: directory.path) {
            do {
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            } catch {
                throw .unwritable(file: path, reason: "cannot create the directory \(directory.path): \(error.localizedDescription)")
            }
        }
        do throws(OutputFileError) {
            let file = try OutputFile(path: path, refusingInputs: inputs)
            try file.write(String(decoding: data, as: UTF8.self))
            try file.commit()
        } catch {
            throw .unwritable(file: path, reason: error.reason)
        }
    }

    /// The default per-user folder for profiles: `$XDG_CONFIG_HOME/inertia/calibration`
    /// (or `~/.config/inertia/calibration`).
    public static func defaultDirectory(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if let configuration = environment["XDG_CONFIG_HOME"], !configuration.isEmpty {
            return configuration + "/inertia/calibration"
        }
        return (environment["HOME"] ?? ".") + "/.config/inertia/calibration"
    }

    /// The default file name for a sensor: `<chip>-<bus>-<address>.json`, simplified.
    public static func defaultFileName(chip: String, bus: String?, address: Int?) -> String {
        func simplified(_ text: String) -> String {
            String(text.lowercased().map { $0.isLetter || $0.isNumber ? $0 : "-" })
                .split(separator: "-").joined(separator: "-")
        }
        var parts = [simplified(chip)]
        if let bus { parts.append(simplified(bus)) }
        if let address { parts.append(String(format: "0x%02x", address)) }
        return parts.joined(separator: "-") + ".json"
    }

    private static func describe(_ error: DecodingError, file: String) -> CalibrationProfileError {
        func path(_ codingPath: [any CodingKey]) -> String {
            var text = ""
            for key in codingPath {
                if let index = key.intValue { text += "[\(index)]" } else { text += (text.isEmpty ? "" : ".") + key.stringValue }
            }
            return text.isEmpty ? "(top level)" : text
        }
        switch error {
        case let .keyNotFound(key, context):
            let parent = path(context.codingPath)
            return .invalidField(file: file, field: parent == "(top level)" ? key.stringValue : parent + "." + key.stringValue, reason: "is missing")
        case let .typeMismatch(type, context):
            return .invalidField(file: file, field: path(context.codingPath), reason: "must be \(describe(type))")
        case let .valueNotFound(type, context):
            return .invalidField(file: file, field: path(context.codingPath), reason: "is null; it must be \(describe(type))")
        case let .dataCorrupted(context):
            if context.codingPath.isEmpty {
                let underlying = context.underlyingError.map { String(describing: $0) } ?? context.debugDescription
                return .notJSON(file: file, reason: underlying)
            }
            return .invalidField(file: file, field: path(context.codingPath), reason: context.debugDescription)
        @unknown default:
            return .notJSON(file: file, reason: String(describing: error))
        }
    }

    private static func describe(_ type: Any.Type) -> String {
        switch type {
        case is Double.Type, is Int.Type: return "a number"
        case is String.Type: return "a string"
        case is [Double].Type: return "an array of numbers"
        case is [[Double]].Type: return "an array of 3 rows of numbers"
        case is [Any].Type: return "an array"
        case is [String: Any].Type: return "an object"
        default: return "\(type)"
        }
    }
}
