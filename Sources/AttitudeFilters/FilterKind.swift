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
    /// `published` (default false) makes the filter as published, without Inertia's
    /// additions: Madgwick's and Mahony's ``MadgwickFilter/Settings/published``,
    /// `vqfSettings` ``VQFFilter/Settings/withoutExtensions``; the complementary filter is
    /// Inertia's own and has no published form (``hasPublishedForm``): it is made as it is.
    public func makeFilter(
        sampleRateHertz: Double = 100, vqfSettings: VQFFilter.Settings = .default, published: Bool = false
    ) -> any AttitudeFilter {
        let rate = sampleRateHertz.isFinite && sampleRateHertz > 0 ? sampleRateHertz : 100
        switch self {
        case .complementary: return ComplementaryFilter()
        case .madgwick: return MadgwickFilter(settings: published ? .published : MadgwickFilter.Settings())
        case .mahony: return MahonyFilter(settings: published ? .published : MahonyFilter.Settings())
        case .vqf:
            return VQFFilter(settings: published ? vqfSettings.withoutExtensions : vqfSettings, samplePeriodSeconds: 1 / rate)
        }
    }

    /// Whether a published form of this filter exists (`makeFilter(published: true)`): all
    /// but the complementary filter, which is Inertia's own.
    public var hasPublishedForm: Bool { self != .complementary }

    /// The names accepted on the command line, "a|b|c".
    public static var namesList: String { allCases.map(\.rawValue).joined(separator: "|") }
}
