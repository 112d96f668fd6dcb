import Foundation

/// A control message from a client (the dashboard's page, over its WebSocket), and how it
/// is read: a JSON object naming a `MotionControl`.
///
/// Shape: `{"action":"resetReference"}`, `{"action":"setFilter","name":"vqf"}`,
/// `{"action":"setReferenceFrame","name":"xArbitraryZVertical"}`,
/// `{"action":"setInterfaceOrientation","name":"landscapeLeft"}`,
/// `{"action":"setReduceMotion","enabled":true}`, `{"action":"toggleReduceMotion"}`,
/// `{"action":"cycleFilter"}`, `{"action":"cycleInterfaceOrientation"}`.
public enum ClientMessage {
    /// Why a message was not understood.
    public enum ParseError: Error, Equatable, CustomStringConvertible {
        /// Longer than `maximumLength` bytes.
        case tooLong(Int)
        /// Not a JSON object with a string `action`.
        case notJSON
        /// An action this server does not know.
        case unknownAction(String)
        /// The action needs a field that is missing or of the wrong type.
        case missingField(action: String, field: String)

        public var description: String {
            switch self {
            case .tooLong(let length): "message of \(length) bytes is longer than \(ClientMessage.maximumLength)"
            case .notJSON: "not a JSON object with a string \"action\""
            case .unknownAction(let action): "unknown action \"\(action.prefix(40))\""
            case .missingField(let action, let field): "\"\(action)\" needs the field \"\(field)\""
            }
        }
    }

    /// The longest message accepted, bytes.
    public static let maximumLength = 1024

    /// The control `text` asks for.
    public static func parse(_ text: String) throws(ParseError) -> MotionControl {
        let bytes = Array(text.utf8)
        guard bytes.count <= maximumLength else { throw .tooLong(bytes.count) }
        let object: [String: Any]
        do {
            guard let decoded = try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any] else {
                throw ParseError.notJSON
            }
            object = decoded
        } catch {
            throw .notJSON
        }
        guard let action = object["action"] as? String else { throw .notJSON }
        func name() throws(ParseError) -> String {
            guard let name = object["name"] as? String, !name.isEmpty, name.count <= 64 else {
                throw .missingField(action: action, field: "name")
            }
            return name
        }
        switch action {
        case "resetReference": return .resetReference
        case "cycleFilter": return .cycleFilter
        case "cycleInterfaceOrientation": return .cycleInterfaceOrientation
        case "toggleReduceMotion": return .toggleReduceMotion
        case "setFilter": return .setFilter(try name())
        case "setReferenceFrame": return .setReferenceFrame(try name())
        case "setInterfaceOrientation": return .setInterfaceOrientation(try name())
        case "setReduceMotion":
            guard let enabled = object["enabled"] as? Bool else {
                throw .missingField(action: action, field: "enabled")
            }
            return .setReduceMotion(enabled)
        default: throw .unknownAction(action)
        }
    }
}
