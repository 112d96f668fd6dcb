/// Text from outside the program (a file's field, a command-line value) made safe to show
/// in a one-line message: control characters and bytes that are not UTF-8 are escaped as
/// `\xNN`, and a long value is shortened to its start and "…". The one place messages
/// quote what they were given, so a binary file or a 5 MB field never reaches the terminal.
public enum DisplayText {
    /// Values longer than this many characters are shortened. Default: 80.
    public static let maximumCharacters = 80
    /// How many characters a shortened value keeps before the "…". Default: 60.
    public static let shortenedCharacters = 60

    /// `text` escaped and, when longer than `maximumCharacters`, cut to its first
    /// `shortenedCharacters` characters followed by "…".
    /// - Parameters:
    ///   - maximum: the longest value shown whole, characters. Default: `maximumCharacters`.
    ///   - kept: characters kept when shortening. Default: `shortenedCharacters`.
    public static func value(_ text: String, maximum: Int = maximumCharacters, kept: Int = shortenedCharacters) -> String {
        // Escape only the part that can be shown: a huge value is never copied whole.
        let prefix = text.unicodeScalars.prefix(maximum + 1)
        let escaped = escape(prefix)
        let characters = Array(escaped)
        guard !text.unicodeScalars.dropFirst(maximum).isEmpty || characters.count > maximum else { return escaped }
        return String(characters.prefix(kept)) + "…"
    }

    /// Raw bytes (a field read from a file) as `value` shows them: valid UTF-8 is kept,
    /// every other byte is written `\xNN`.
    public static func value(bytes: some Collection<UInt8>, maximum: Int = maximumCharacters, kept: Int = shortenedCharacters) -> String {
        let limited = Array(bytes.prefix(4 * (maximum + 1)))
        var text = ""
        var index = 0
        var scalars = 0
        while index < limited.count && scalars <= maximum {
            let length = validSequenceLength(limited, at: index)
            if length == 0 {
                text += "\\x" + hexByte(limited[index])
                index += 1
            } else {
                text += escape(String(decoding: limited[index..<index + length], as: UTF8.self).unicodeScalars)
                index += length
            }
            scalars += 1
        }
        let characters = Array(text)
        guard index < bytes.count || characters.count > maximum else { return text }
        return String(characters.prefix(kept)) + "…"
    }

    /// One line for a message: `text` with line breaks turned into spaces, control
    /// characters escaped, and cut to `maximum` characters (with "…") when longer.
    /// - Parameter maximum: the longest line, characters. Default: 300.
    public static func line(_ text: String, maximum: Int = 300) -> String {
        var result = ""
        var count = 0
        for scalar in text.unicodeScalars {
            let piece: String
            switch scalar {
            case "\n", "\r", "\t": piece = " "
            default: piece = escape(CollectionOfOne(scalar))
            }
            result += piece
            count += piece.unicodeScalars.count
            if count > maximum { break }
        }
        let characters = Array(result)
        guard characters.count > maximum else { return result }
        return String(characters.prefix(maximum - 1)) + "…"
    }

    /// Control characters (C0, DEL, C1) and the replacement character (left where bytes
    /// were not UTF-8) escaped; everything else as it is.
    private static func escape(_ scalars: some Sequence<Unicode.Scalar>) -> String {
        var result = ""
        for scalar in scalars {
            let code = scalar.value
            if code < 0x20 || (0x7F...0x9F).contains(code) {
                result += "\\x" + hexByte(UInt8(code))
            } else if code == 0xFFFD {
                result += "\\xEF\\xBF\\xBD"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// The length of the well-formed UTF-8 sequence at `index` (1…4), or 0 when the byte
    /// there does not start one.
    private static func validSequenceLength(_ bytes: [UInt8], at index: Int) -> Int {
        let lead = bytes[index]
        let length: Int
        var secondRange: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0x00...0x7F: return 1
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; secondRange = 0xA0...0xBF
        case 0xED: length = 3; secondRange = 0x80...0x9F
        case 0xE1...0xEF: length = 3
        case 0xF0: length = 4; secondRange = 0x90...0xBF
        case 0xF4: length = 4; secondRange = 0x80...0x8F
        case 0xF1...0xF3: length = 4
        default: return 0
        }
        guard index + length <= bytes.count, secondRange.contains(bytes[index + 1]) else { return 0 }
        for offset in 2..<max(2, length) where !(0x80...0xBF).contains(bytes[index + offset]) { return 0 }
        return length
    }

    private static func hexByte(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]])
    }
}
