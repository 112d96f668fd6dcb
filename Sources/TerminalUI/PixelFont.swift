/// A 5 × 7 pixel font for the demo's title: each glyph is seven rows of five bits, most
/// significant bit on the left.
enum PixelFont {
    static let glyphWidth = 5
    static let glyphHeight = 7
    /// Width of one character including its spacing column.
    static let advance = 6

    static let glyphs: [Character: [UInt8]] = [
        "A": [0b01110, 0b10001, 0b10001, 0b11111, 0b10001, 0b10001, 0b10001],
        "E": [0b11111, 0b10000, 0b10000, 0b11110, 0b10000, 0b10000, 0b11111],
        "I": [0b01110, 0b00100, 0b00100, 0b00100, 0b00100, 0b00100, 0b01110],
        "N": [0b10001, 0b11001, 0b10101, 0b10101, 0b10011, 0b10001, 0b10001],
        "R": [0b11110, 0b10001, 0b10001, 0b11110, 0b10100, 0b10010, 0b10001],
        "T": [0b11111, 0b00100, 0b00100, 0b00100, 0b00100, 0b00100, 0b00100],
    ]

    /// Whether the pixel at (`column`, `row`) of `text` set in this font is lit.
    static func isLit(_ text: [Character], column: Int, row: Int) -> Bool {
        guard row >= 0, row < glyphHeight, column >= 0 else { return false }
        let index = column / advance
        let glyphColumn = column % advance
        guard index < text.count, glyphColumn < glyphWidth, let rows = glyphs[text[index]] else { return false }
        return rows[row] & (1 << UInt8(glyphWidth - 1 - glyphColumn)) != 0
    }

    /// Width of `count` characters, pixels (without the trailing spacing column).
    static func width(ofCharacters count: Int) -> Int {
        max(0, count * advance - 1)
    }
}
