import AttitudeFilters

extension AttitudeFilterFactory {
    /// Inertia's filters by name: `vqf` (the default: gyroscope-bias estimation, rest
    /// detection, magnetic disturbance rejection), then `complementary`, `madgwick`, `mahony`,
    /// each made by `FilterKind.makeFilter(sampleRateHertz:)` with its default settings.
    public static let standard = AttitudeFilterFactory(
        names: [FilterKind.vqf.rawValue] + FilterKind.allCases.filter { $0 != .vqf }.map(\.rawValue)
    ) { name, sampleRateHertz in
        FilterKind(rawValue: name)?.makeFilter(sampleRateHertz: sampleRateHertz)
    }
}
