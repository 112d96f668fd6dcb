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
    /// `magneticDisturbanceRejection` (default nil: the form's own choice,
    /// ``rejectsMagneticDisturbanceByDefault(published:)``) makes it with (true) or
    /// without (false) magnetic disturbance rejection: `MagneticDisturbanceGate`'s default
    /// settings or none in Madgwick, Mahony and the complementary filter,
    /// ``VQFFilter/Settings/magneticDisturbanceRejectionEnabled`` in the VQF-class filter.
    public func makeFilter(
        sampleRateHertz: Double = 100, vqfSettings: VQFFilter.Settings = .default, published: Bool = false,
        magneticDisturbanceRejection: Bool? = nil
    ) -> any AttitudeFilter {
        let rate = sampleRateHertz.isFinite && sampleRateHertz > 0 ? sampleRateHertz : 100
        // nil: the form's own; .some(nil): no gate; .some(settings): the gate.
        let gate = magneticDisturbanceRejection.map { $0 ? MagneticDisturbanceGate.Settings() : nil }
        switch self {
        case .complementary:
            var settings = ComplementaryFilter.Settings()
            if let gate { settings.magneticDisturbanceRejection = gate }
            return ComplementaryFilter(settings: settings)
        case .madgwick:
            var settings = published ? MadgwickFilter.Settings.published : MadgwickFilter.Settings()
            if let gate { settings.magneticDisturbanceRejection = gate }
            return MadgwickFilter(settings: settings)
        case .mahony:
            var settings = published ? MahonyFilter.Settings.published : MahonyFilter.Settings()
            if let gate { settings.magneticDisturbanceRejection = gate }
            return MahonyFilter(settings: settings)
        case .vqf:
            var settings = published ? vqfSettings.withoutExtensions : vqfSettings
            if let magneticDisturbanceRejection { settings.magneticDisturbanceRejectionEnabled = magneticDisturbanceRejection }
            return VQFFilter(settings: settings, samplePeriodSeconds: 1 / rate)
        }
    }

    /// Whether ``makeFilter(sampleRateHertz:vqfSettings:published:magneticDisturbanceRejection:)``
    /// with `magneticDisturbanceRejection` nil (and default `vqfSettings`) keeps a disturbed
    /// magnetic field out: the VQF-class filter (as published too: the rejection is VQF's
    /// own), Mahony and the complementary filter do; Madgwick does not (its update is the
    /// lean one timed against x-io Fusion's C, which the gate would more than double), nor
    /// Mahony as published.
    public func rejectsMagneticDisturbanceByDefault(published: Bool = false) -> Bool {
        switch self {
        case .complementary, .vqf: true
        case .madgwick: false
        case .mahony: !published
        }
    }

    /// What a person is shown for a filter of this kind made by
    /// ``makeFilter(sampleRateHertz:vqfSettings:published:magneticDisturbanceRejection:)``:
    /// the name, "… as published" for a published form, and "… with magnetic disturbance
    /// rejection" or "… without magnetic disturbance rejection" where
    /// `magneticDisturbanceRejection` is not the form's own choice. "mahony as published
    /// with magnetic disturbance rejection".
    public func label(published: Bool = false, magneticDisturbanceRejection: Bool? = nil) -> String {
        let form = published && hasPublishedForm
        var label = form ? "\(rawValue) as published" : rawValue
        if let magneticDisturbanceRejection,
           magneticDisturbanceRejection != rejectsMagneticDisturbanceByDefault(published: form) {
            label += magneticDisturbanceRejection ? " with magnetic disturbance rejection" : " without magnetic disturbance rejection"
        }
        return label
    }

    /// Whether a published form of this filter exists (`makeFilter(published: true)`): all
    /// but the complementary filter, which is Inertia's own.
    public var hasPublishedForm: Bool { self != .complementary }

    /// The names accepted on the command line, "a|b|c".
    public static var namesList: String { allCases.map(\.rawValue).joined(separator: "|") }
}
