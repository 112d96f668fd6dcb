import MotionMath

/// The filters Inertia offers, by the name used on the command line.
public enum FilterKind: String, CaseIterable, Sendable {
    case complementary
    case madgwick
    case mahony
    case vqf

    /// A new filter of this kind with its default settings, for a sensor sampled at
    /// `sampleRateHertz` (used by filters whose coefficients depend on the nominal rate;
    /// a non-finite or non-positive rate means 100 Hz). A VQF-class filter takes
    /// `vqfSettings` (default: ``VQFFilter/Settings/default``); the other kinds ignore them.
    public func makeFilter(sampleRateHertz: Double = 100, vqfSettings: VQFFilter.Settings = .default) -> any AttitudeFilter {
        let rate = sampleRateHertz.isFinite && sampleRateHertz > 0 ? sampleRateHertz : 100
        switch self {
        case .complementary: return ComplementaryFilter()
        case .madgwick: return MadgwickFilter()
        case .mahony: return MahonyFilter()
        case .vqf: return VQFFilter(settings: vqfSettings, samplePeriodSeconds: 1 / rate)
        }
    }

    /// The names accepted on the command line, "a|b|c".
    public static var namesList: String { allCases.map(\.rawValue).joined(separator: "|") }
}
