/// The secret a page must present (`/ws?token=…`) before its control messages are applied.
///
/// Needed when the dashboard listens beyond loopback, where anyone on the network can open
/// the page; printed at start in the dashboard's URL (`http://HOST:PORT/?token=…`).
public struct ControlToken: Sendable, Equatable, CustomStringConvertible {
    /// The token's text: URL-safe characters only.
    public let text: String

    /// Length of a generated token, characters (16 random bytes as hex). Default 32.
    public static let generatedLength = 32

    /// A token given by the user, e.g. `--token`. Nil when empty or when it holds characters
    /// other than letters, digits, `-`, `_`, `.` and `~` (which need no escaping in a URL),
    /// or is longer than 256 characters.
    public init?(_ text: String) {
        guard !text.isEmpty, text.count <= 256, text.allSatisfy(Self.isURLSafe) else { return nil }
        self.text = text
    }

    /// A fresh random token (128 bits from the system's secure generator, as hex).
    public static func random() -> ControlToken {
        var generator = SystemRandomNumberGenerator()
        return random(using: &generator)
    }

    /// A token from `generator` (tests pass a seeded one).
    public static func random(using generator: inout some RandomNumberGenerator) -> ControlToken {
        let digits = Array("0123456789abcdef")
        var text = ""
        for _ in 0..<(generatedLength / 16) {
            var word = generator.next() as UInt64
            for _ in 0..<16 {
                text.append(digits[Int(word & 0xF)])
                word >>= 4
            }
        }
        return ControlToken(uncheckedText: text)
    }

    /// Whether `candidate` is this token; takes the same time wherever they differ.
    public func matches(_ candidate: String?) -> Bool {
        guard let candidate else { return false }
        let expected = Array(text.utf8)
        let given = Array(candidate.utf8)
        var difference = UInt8(expected.count == given.count ? 0 : 1)
        for index in expected.indices {
            difference |= expected[index] ^ (index < given.count ? given[index] : 0)
        }
        return difference == 0
    }

    public var description: String { text }

    private init(uncheckedText: String) { self.text = uncheckedText }

    private static func isURLSafe(_ character: Character) -> Bool {
        guard character.isASCII else { return false }
        return character.isLetter || character.isNumber || "-_.~".contains(character)
    }
}
