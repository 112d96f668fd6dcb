/// A line named as `gpiochipN:LINE` (or `/dev/gpiochipN:LINE`): the chip's device node and
/// the line's offset on it.
public struct GPIOLineName: Sendable, Equatable, CustomStringConvertible {
    /// The chip's device node, e.g. "/dev/gpiochip0".
    public let chipPath: String
    /// The line's offset.
    public let lineOffset: UInt32

    /// Parses `gpiochip0:17` or `/dev/gpiochip0:17`; nil for anything else.
    public init?(parsing text: String) {
        guard let colon = text.lastIndex(of: ":"), let offset = UInt32(text[text.index(after: colon)...]) else { return nil }
        let chip = String(text[..<colon])
        let name = chip.hasPrefix("/dev/") ? String(chip.dropFirst(5)) : chip
        guard name.hasPrefix("gpiochip"), !name.dropFirst(8).isEmpty, name.dropFirst(8).allSatisfy(\.isNumber) else { return nil }
        chipPath = "/dev/" + name
        lineOffset = offset
    }

    /// "gpiochip0:17".
    public var description: String { "\(chipPath.dropFirst(5)):\(lineOffset)" }
}
