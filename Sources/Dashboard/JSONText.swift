import Platform
/// A small writer for compact JSON objects, so frames are encoded without reflection.
struct JSONText {
    private(set) var text = ""
    private var needsComma = false

    init() {
        text.reserveCapacity(1024)
    }

    mutating func open() {
        separate()
        text += "{"
        needsComma = false
    }

    mutating func close() {
        text += "}"
        needsComma = true
    }

    mutating func key(_ name: String) {
        separate()
        text += Self.quoted(name) + ":"
        needsComma = false
    }

    mutating func field(_ name: String, string: String) {
        key(name)
        text += Self.quoted(string)
        needsComma = true
    }

    mutating func field(_ name: String, number: Double) {
        key(name)
        text += Self.number(number)
        needsComma = true
    }

    mutating func field(_ name: String, bool: Bool) {
        key(name)
        text += bool ? "true" : "false"
        needsComma = true
    }

    mutating func field(_ name: String, numbers: [Double]) {
        key(name)
        text += "[" + numbers.map(Self.number).joined(separator: ",") + "]"
        needsComma = true
    }

    mutating func field(_ name: String, vector: SIMD3<Double>) {
        field(name, numbers: [vector.x, vector.y, vector.z])
    }

    mutating func field(_ name: String, strings: [String]) {
        key(name)
        text += "[" + strings.map(Self.quoted).joined(separator: ",") + "]"
        needsComma = true
    }

    mutating func array(_ rows: [[Double]]) {
        text += "[" + rows.map { "[" + $0.map(Self.number).joined(separator: ",") + "]" }.joined(separator: ",") + "]"
        needsComma = true
    }

    private mutating func separate() {
        if needsComma { text += "," }
    }

    /// A JSON number, or `null` when not finite.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == value.rounded(), abs(value) < 1e15 {
            return String(Int64(value))
        }
        return String(value)
    }

    /// A JSON string literal with the required escapes (`JSONString.quoted`).
    static func quoted(_ value: String) -> String { JSONString.quoted(value) }
}
