import AttitudeFilters

extension AttitudeFilterFactory {
    /// Inertia's filters by name; `vqf` (gyroscope-bias estimation, rest detection,
    /// magnetic disturbance rejection) is the default.
    public static let standard = AttitudeFilterFactory(names: ["vqf"]) { name, sampleRateHertz in
        let period = 1 / (sampleRateHertz.isFinite && sampleRateHertz > 0 ? sampleRateHertz : 100)
        switch name {
        case "vqf": return VQFFilter(samplePeriodSeconds: period)
        default: return nil
        }
    }
}
