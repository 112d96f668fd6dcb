/// The renderer's colour theme (SwiftUI's `colorScheme`).
public enum RendererTheme: String, Sendable, CaseIterable, Codable {
    /// Light theme.
    case light
    /// Dark theme.
    case dark
}

/// When a shimmer shows (LookingGlassUI `ShimmerMode`).
public enum ShimmerMode: Hashable, Sendable {
    /// Never.
    case off
    /// Always (while motion is detected).
    case on
    /// Only with the dark theme.
    case darkModeOnly
    /// Only with the light theme.
    case lightModeOnly
    /// On or off by a flag.
    case isOn(Bool)

    /// Whether the shimmer is on for `theme` (gating aside).
    public func isOn(theme: RendererTheme) -> Bool {
        switch self {
        case .off: false
        case .on: true
        case .darkModeOnly: theme == .dark
        case .lightModeOnly: theme == .light
        case .isOn(let flag): flag
        }
    }
}
