import Foundation

/// The noise of a still recording, per axis: the overlapping Allan deviation of each
/// gyroscope and accelerometer axis and the figures read off it (`AllanNoiseFit`), in the
/// units datasheets use, and the rest-detection settings it suggests for a VQF-class
/// filter (`SuggestedRestSettings`).
public struct NoiseCharacterization: Sendable {
    /// The shortest recording analysed, seconds. Default 10 s.
    public static let minimumDurationSeconds = 10.0

    /// Samples analysed.
    public let sampleCount: Int
    /// The mean sample rate, Hz.
    public let sampleRateHertz: Double
    /// From the first sample to the last, seconds.
    public let durationSeconds: Double
    /// Steps longer than 1.5 sample periods.
    public let gapCount: Int
    /// The gyroscope's Allan curves (rad/s), x, y, z, up to a tenth of the recording.
    public let gyroscopeCurves: [AllanCurve]
    /// The accelerometer's Allan curves (m/s²), x, y, z.
    public let accelerometerCurves: [AllanCurve]
    /// The figures of each gyroscope axis (rad/s·√s, rad/s).
    public let gyroscopeFits: [AllanNoiseFit?]
    /// The figures of each accelerometer axis (m/s²·√s, m/s²).
    public let accelerometerFits: [AllanNoiseFit?]
    /// Rest-detection settings for a VQF-class filter.
    public let suggestedRestSettings: SuggestedRestSettings

    /// Analyses `recording`.
    /// - Throws: `CalibrationError.notEnoughData` for a recording shorter than
    ///   `minimumDurationSeconds` or with fewer than 100 samples.
    public init(recording: StillRecording) throws(CalibrationError) {
        guard recording.count >= 100 else {
            throw .notEnoughData(what: "noise characterisation (samples)", needed: 100, found: recording.count)
        }
        guard recording.durationSeconds >= Self.minimumDurationSeconds else {
            throw .notEnoughData(
                what: "noise characterisation (seconds of still recording)",
                needed: Int(Self.minimumDurationSeconds),
                // Times that run backwards make the duration negative, as short as none.
                found: Int(max(0, recording.durationSeconds)))
        }
        let period = recording.samplePeriodSeconds
        let duration = recording.durationSeconds
        sampleCount = recording.count
        sampleRateHertz = 1 / period
        durationSeconds = duration
        gapCount = recording.gapCount
        // The curves stop where the figures stop trusting them: a tenth of the recording.
        let longest = AllanNoiseFit.longestTauFraction
        gyroscopeCurves = recording.gyroscopeRadiansPerSecond.map {
            AllanCurve.overlapping($0, samplePeriodSeconds: period, longestTauFraction: longest)
        }
        accelerometerCurves = recording.accelerometerMetersPerSecondSquared.map {
            AllanCurve.overlapping($0, samplePeriodSeconds: period, longestTauFraction: longest)
        }
        gyroscopeFits = gyroscopeCurves.map { AllanNoiseFit(curve: $0, durationSeconds: duration) }
        accelerometerFits = accelerometerCurves.map { AllanNoiseFit(curve: $0, durationSeconds: duration) }
        suggestedRestSettings = SuggestedRestSettings(recording: recording, gyroscopeCurves: gyroscopeCurves)
    }

    /// Angle random walk per gyroscope axis, °/√h (nil where the curve has no −½ stretch).
    public var gyroscopeAngleRandomWalkDegreesPerRootHour: [Double?] {
        gyroscopeFits.map { $0?.randomWalk.map { $0 * Self.degreesPerRadian * 60 } }
    }

    /// Bias instability per gyroscope axis, °/h.
    public var gyroscopeBiasInstabilityDegreesPerHour: [Double?] {
        gyroscopeFits.map { $0.map { $0.biasInstability * Self.degreesPerRadian * 3600 } }
    }

    /// Velocity random walk per accelerometer axis, m/s/√h.
    public var accelerometerVelocityRandomWalkMetersPerSecondPerRootHour: [Double?] {
        accelerometerFits.map { $0?.randomWalk.map { $0 * 60 } }
    }

    /// Bias instability per accelerometer axis, m/s².
    public var accelerometerBiasInstabilityMetersPerSecondSquared: [Double?] {
        accelerometerFits.map { $0?.biasInstability }
    }

    static let degreesPerRadian = 180 / Double.pi
}
