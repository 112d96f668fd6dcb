import AttitudeFilters

extension AttitudeFilterFactory {
    /// Inertia's filters by name: `vqf` (the default: gyroscope-bias estimation, rest
    /// detection, magnetic disturbance rejection), then `complementary`, `madgwick`, `mahony`,
    /// each made by `FilterKind.makeFilter(sampleRateHertz:vqfSettings:published:magneticDisturbanceRejection:)` with its default settings.
    public static let standard = standard(vqfSettings: .default)

    /// Inertia's filters by name, as ``standard``, the VQF-class filter with `vqfSettings`
    /// (for example longer correction time constants: `VQFFilter.Settings`'s
    /// `accelerometerTimeConstantSeconds` and `magnetometerTimeConstantSeconds`); with
    /// `published` (default false) each as published, without Inertia's additions
    /// (`FilterKind.makeFilter(sampleRateHertz:vqfSettings:published:magneticDisturbanceRejection:)`;
    /// the complementary filter, Inertia's own, as it is); with `magneticDisturbanceRejection`
    /// (default nil: each filter's own choice) every filter with or without magnetic
    /// disturbance rejection. Each filter is labelled (``label(of:)``) by
    /// `FilterKind.label(published:magneticDisturbanceRejection:)`: "madgwick as
    /// published", "vqf without magnetic disturbance rejection" and so on.
    public static func standard(
        vqfSettings: VQFFilter.Settings, published: Bool = false, magneticDisturbanceRejection: Bool? = nil
    ) -> AttitudeFilterFactory {
        let labels = FilterKind.allCases.compactMap { kind -> (String, String)? in
            let label = kind.label(published: published, magneticDisturbanceRejection: magneticDisturbanceRejection)
            return label == kind.rawValue ? nil : (kind.rawValue, label)
        }
        return AttitudeFilterFactory(
            names: [FilterKind.vqf.rawValue] + FilterKind.allCases.filter { $0 != .vqf }.map(\.rawValue),
            labels: Dictionary(uniqueKeysWithValues: labels)
        ) { name, sampleRateHertz in
            FilterKind(rawValue: name)?.makeFilter(
                sampleRateHertz: sampleRateHertz, vqfSettings: vqfSettings, published: published,
                magneticDisturbanceRejection: magneticDisturbanceRejection)
        }
    }
}
