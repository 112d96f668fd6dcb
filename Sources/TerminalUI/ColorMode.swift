/// How many colours the terminal can show.
public enum ColorMode: String, Sendable, CaseIterable {
    /// 24-bit colour (`ESC[38;2;r;g;bm`).
    case trueColor
    /// The xterm 256-colour palette (`ESC[38;5;nm`).
    case palette256

    /// The mode an environment asks for: 24-bit when `COLORTERM` is `truecolor` or
    /// `24bit` (or `TERM` names a direct-colour terminal), 256 colours otherwise.
    public static func detect(environment: [String: String]) -> ColorMode {
        let colorTerm = (environment["COLORTERM"] ?? "").lowercased()
        if colorTerm == "truecolor" || colorTerm == "24bit" {
            return .trueColor
        }
        let term = (environment["TERM"] ?? "").lowercased()
        if term.hasSuffix("-direct") || term.contains("truecolor") {
            return .trueColor
        }
        return .palette256
    }
}
