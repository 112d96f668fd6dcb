import AttitudeFilters

extension AttitudeFilterFactory {
    /// Inertia's filters by name: `vqf` (the default: gyroscope-bias estimation, rest
    /// detection, magnetic disturbance rejection), then `complementary`, `madgwick`, `mahony`.
    public static let standard = AttitudeFilterFactory(names: ["vqf"] + FilterKind.allCases.map(\.rawValue).filter { $0 != "vqf" }) { name, sampleRateHertz in
        let period = 1 / (sampleRateHertz.isFinite && sampleRateHertz > 0 ? sampleRateHertz : 100)
        if name == "vqf" { return VQFFilter(samplePeriodSeconds: period) }
        return FilterKind(rawValue: name)?.makeFilter()
    }
}
