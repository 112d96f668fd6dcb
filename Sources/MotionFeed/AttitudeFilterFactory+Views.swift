import AttitudeFilters
import DeviceMotion

extension AttitudeFilterFactory {
    /// Every filter Inertia has, for views that let people switch between them: `vqf`
    /// (the default) first, then complementary, Madgwick and Mahony.
    public static let views = AttitudeFilterFactory(
        names: ["vqf"] + FilterKind.allCases.map(\.rawValue).filter { $0 != "vqf" }
    ) { name, sampleRateHertz in
        if name == "vqf" {
            let period = 1 / (sampleRateHertz.isFinite && sampleRateHertz > 0 ? sampleRateHertz : 100)
            return VQFFilter(samplePeriodSeconds: period)
        }
        return FilterKind(rawValue: name)?.makeFilter()
    }
}
