/// One character cell: a character with foreground and background colours.
///
/// A half-block cell shows "▀" with the upper pixel as foreground and the lower pixel as
/// background.
public struct TerminalCell: Hashable, Sendable {
    /// The character shown.
    public var character: Unicode.Scalar
    /// Foreground colour.
    public var foreground: RGBColor
    /// Background colour.
    public var background: RGBColor

    /// Creates a cell.
    public init(character: Unicode.Scalar, foreground: RGBColor, background: RGBColor) {
        self.character = character
        self.foreground = foreground
        self.background = background
    }

    /// The upper half block, U+2580.
    public static let upperHalfBlock: Unicode.Scalar = "\u{2580}"

    /// A cell showing two stacked pixels. Equal pixels become a space on that background,
    /// which is cheaper to send.
    public static func pixels(upper: RGBColor, lower: RGBColor) -> TerminalCell {
        if upper == lower {
            return TerminalCell(character: " ", foreground: upper, background: lower)
        }
        return TerminalCell(character: upperHalfBlock, foreground: upper, background: lower)
    }
}
