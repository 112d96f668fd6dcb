import AttitudeFilters

extension AttitudeFilterFactory {
    /// Inertia's filters by name: `vqf` (the default: gyroscope-bias estimation, rest
    /// detection, magnetic disturbance rejection), then `complementary`, `madgwick`, `mahony`,
    /// each made by `FilterKind.makeFilter(sampleRateHertz:vqfSettings:)` with its default settings.
    public static let standard = standard(vqfSettings: .default)

    /// Inertia's filters by name, as ``standard``, the VQF-class filter with `vqfSettings`
    /// (for example longer correction time constants: `VQFFilter.Settings`'s
    /// `accelerometerTimeConstantSeconds` and `magnetometerTimeConstantSeconds`).
    public static func standard(vqfSettings: VQFFilter.Settings) -> AttitudeFilterFactory {
        AttitudeFilterFactory(
            names: [FilterKind.vqf.rawValue] + FilterKind.allCases.filter { $0 != .vqf }.map(\.rawValue)
        ) { name, sampleRateHertz in
            FilterKind(rawValue: name)?.makeFilter(sampleRateHertz: sampleRateHertz, vqfSettings: vqfSettings)
        }
    }
}
