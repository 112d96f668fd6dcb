import MotionMath

/// The filters Inertia offers, by the name used on the command line.
public enum FilterKind: String, CaseIterable, Sendable {
    case complementary
    case madgwick
    case mahony

    /// A new filter of this kind with its default settings.
    public func makeFilter() -> any AttitudeFilter {
        switch self {
        case .complementary: return ComplementaryFilter()
        case .madgwick: return MadgwickFilter()
        case .mahony: return MahonyFilter()
        }
    }

    /// The names accepted on the command line, "a|b|c".
    public static var namesList: String { allCases.map(\.rawValue).joined(separator: "|") }
}
