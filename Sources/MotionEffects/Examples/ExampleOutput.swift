import Platform
/// One line of example output: ordered named values, printable as a JSON object.
public struct ExampleOutput: Sendable, Equatable {
    /// A value in an example line.
    public enum Value: Sendable, Equatable {
        /// A number (non-finite numbers print as null).
        case number(Double)
        /// A string.
        case text(String)
        /// A list of numbers.
        case numbers([Double])
    }

    /// The fields, in print order.
    public var fields: [(name: String, value: Value)]

    /// Creates an output.
    public init(_ fields: [(name: String, value: Value)]) {
        self.fields = fields
    }

    /// The value of a field; nil when absent.
    public subscript(name: String) -> Value? {
        fields.first { $0.name == name }?.value
    }

    /// A number field's value; nil when absent or not a number.
    public func number(_ name: String) -> Double? {
        if case .number(let value) = self[name] { return value }
        return nil
    }

    /// The output as one JSON object on one line.
    public var jsonLine: String {
        "{" + fields.map { "\"\($0.name)\":\(Self.json($0.value))" }.joined(separator: ",") + "}"
    }

    static func json(_ value: Value) -> String {
        switch value {
        case .number(let number):
            guard number.isFinite else { return "null" }
            // Six decimals; a value too large to have any stays as it is (scaled, it would overflow).
            return abs(number) < 1e15 ? "\((number * 1e6).rounded() / 1e6)" : "\(number)"
        case .text(let text): return JSONString.quoted(text)
        case .numbers(let numbers): return "[" + numbers.map { json(.number($0)) }.joined(separator: ",") + "]"
        }
    }

    public static func == (lhs: ExampleOutput, rhs: ExampleOutput) -> Bool {
        lhs.fields.count == rhs.fields.count && zip(lhs.fields, rhs.fields).allSatisfy { $0.name == $1.name && $0.value == $1.value }
    }
}
