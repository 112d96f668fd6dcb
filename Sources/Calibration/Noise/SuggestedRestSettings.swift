import Foundation

/// The rest-detection settings a still recording suggests for a VQF-class filter
/// (`VQFFilter.Settings`): thresholds that this sensor's noise at rest stays well inside,
/// and the noise of the bias it measures at rest.
///
/// VQF calls the sensor at rest while every sample stays within its threshold of the
/// low-pass value (time constant 0.5 s) for 1.5 s. The thresholds here are 1.5 times the
/// 99.99th percentile of that deviation over the recording (a first-order low-pass stands
/// in for VQF's second-order one), so noise alone almost never breaks a rest; the bias
/// sigma is the largest axis's Allan deviation at τ = 1 s, the noise of the one-second
/// average the rest low-pass measures the bias with.
public struct SuggestedRestSettings: Sendable, Equatable {
    /// The low-pass time constant of the deviation, seconds (VQF's default).
    public static let lowPassTimeConstantSeconds = 0.5
    /// The quantile of the deviation the thresholds build on. Default 0.9999.
    public static let quantile = 0.9999
    /// The margin above it. Default 1.5.
    public static let margin = 1.5

    /// For `restGyroscopeThresholdDegreesPerSecond`, °/s.
    public let restGyroscopeThresholdDegreesPerSecond: Double
    /// For `restAccelerometerThresholdMetersPerSecondSquared`, m/s².
    public let restAccelerometerThresholdMetersPerSecondSquared: Double
    /// For `biasSigmaRestDegreesPerSecond`, °/s.
    public let biasSigmaRestDegreesPerSecond: Double

    /// The settings for `recording`, whose gyroscope Allan curves are `gyroscopeCurves`.
    public init(recording: StillRecording, gyroscopeCurves: [AllanCurve]) {
        let period = recording.samplePeriodSeconds
        let degreesPerRadian = 180 / Double.pi
        restGyroscopeThresholdDegreesPerSecond = Self.threshold(recording.gyroscopeRadiansPerSecond, periodSeconds: period) * degreesPerRadian
        restAccelerometerThresholdMetersPerSecondSquared = Self.threshold(recording.accelerometerMetersPerSecondSquared, periodSeconds: period)
        let atOneSecond = gyroscopeCurves.compactMap { $0.deviation(atTauSeconds: 1) }.max() ?? 0
        biasSigmaRestDegreesPerSecond = atOneSecond * degreesPerRadian
    }

    /// margin × the quantile of |v − lowpass(v)| (three axes together), after the filter
    /// has settled for five time constants.
    static func threshold(_ axes: [[Double]], periodSeconds: Double) -> Double {
        guard let count = axes.first?.count, count > 0, periodSeconds > 0 else { return 0 }
        let alpha = 1 - exp(-periodSeconds / lowPassTimeConstantSeconds)
        let settle = min(count - 1, Int(5 * lowPassTimeConstantSeconds / periodSeconds))
        var lowPass = axes.map { $0[0] }
        var deviations: [Double] = []
        deviations.reserveCapacity(count - settle)
        for index in 0..<count {
            var squared = 0.0
            for axis in axes.indices {
                let value = axes[axis][index]
                lowPass[axis] += (value - lowPass[axis]) * alpha
                squared += (value - lowPass[axis]) * (value - lowPass[axis])
            }
            if index >= settle { deviations.append(squared.squareRoot()) }
        }
        deviations.sort()
        let position = min(deviations.count - 1, Int((Double(deviations.count - 1) * quantile).rounded()))
        return margin * deviations[position]
    }
}
