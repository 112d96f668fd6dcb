import AttitudeFilters

extension AttitudeFilterFactory {
    /// Inertia's filters by name: `vqf` (the default: gyroscope-bias estimation, rest
    /// detection, magnetic disturbance rejection), then `complementary`, `madgwick`, `mahony`,
    /// each made by `FilterKind.makeFilter(sampleRateHertz:vqfSettings:)` with its default settings.
    public static let standard = standard(vqfSettings: .default)

    /// Inertia's filters by name, as ``standard``, the VQF-class filter with `vqfSettings`
    /// (for example longer correction time constants: `VQFFilter.Settings`'s
    /// `accelerometerTimeConstantSeconds` and `magnetometerTimeConstantSeconds`); with
    /// `published` (default false) each as published, without Inertia's additions
    /// (`FilterKind.makeFilter(sampleRateHertz:vqfSettings:published:)`; the complementary
    /// filter, Inertia's own, as it is). The published forms are labelled "madgwick as
    /// published" and so on (``label(of:)``).
    public static func standard(vqfSettings: VQFFilter.Settings, published: Bool = false) -> AttitudeFilterFactory {
        let publishedKinds = published ? FilterKind.allCases.filter(\.hasPublishedForm) : []
        return AttitudeFilterFactory(
            names: [FilterKind.vqf.rawValue] + FilterKind.allCases.filter { $0 != .vqf }.map(\.rawValue),
            labels: Dictionary(uniqueKeysWithValues: publishedKinds.map { ($0.rawValue, "\($0.rawValue) as published") })
        ) { name, sampleRateHertz in
            FilterKind(rawValue: name)?.makeFilter(
                sampleRateHertz: sampleRateHertz, vqfSettings: vqfSettings, published: published)
        }
    }
}
