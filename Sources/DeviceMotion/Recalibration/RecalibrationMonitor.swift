import Foundation
import MotionMath

/// Notices, while device motion runs, that the calibration in use no longer fits: the
/// corrected field's strength or dip stays away from what the profile saw (a magnet or iron
/// moved near the board, or the board moved to another place), or the filter's gyroscope-bias
/// estimate stays far from the profile's bias (the profile's bias is already removed, so the
/// estimate is the difference; a change explained by temperature is allowed for).
///
/// "Stays away" means: over the last `persistenceSeconds`, at least `promptShare` of the
/// readings were away. The prompt is lifted when at most `clearShare` of them were. A
/// walk past a steel door or a short turn does not prompt; a magnet fixed to the case does.
public struct RecalibrationMonitor: Sendable {
    /// The limits. Defaults suit a handheld or desk device.
    public struct Settings: Sendable, Equatable {
        /// Relative difference of the field strength from the profile's that counts as
        /// away. Default: 0.15 (15 %; local iron in a room moves it by a few %).
        public var fieldStrengthTolerance = 0.15
        /// Difference of the dip from the profile's that counts as away, degrees. Default: 10°.
        public var dipToleranceDegrees = 10.0
        /// Gyroscope-bias estimate (magnitude) that counts as away, °/s. Default: 0.5 °/s.
        public var gyroscopeBiasToleranceDegreesPerSecond = 0.5
        /// When the profile has no temperature slope: the bias change allowed per °C the die
        /// moved since the run started, °/s per °C. Default: 0.03 (a typical MEMS gyroscope).
        public var gyroscopeBiasAllowanceDegreesPerSecondPerCelsius = 0.03
        /// How long the readings must stay away, seconds, rounded to whole seconds from 1 s
        /// to a day (outside that, or NaN, the nearest end is used). Default: 10 s.
        public var persistenceSeconds = 10.0
        /// Share of the window's readings away that raises the prompt. Default: 0.8.
        public var promptShare = 0.8
        /// Share at or below which the prompt is lifted. Default: 0.2.
        public var clearShare = 0.2

        /// The defaults.
        public init() {}
    }

    /// What the profile saw when it was made: the reference the monitor compares with.
    public struct Reference: Sendable, Equatable {
        /// The corrected field strength, µT; nil when the profile has none.
        public var fieldStrengthMicrotesla: Double?
        /// The field's dip, degrees; nil when the profile has none.
        public var dipDegrees: Double?
        /// Whether the profile calibrates the gyroscope (its bias is removed upstream).
        public var calibratesGyroscope: Bool
        /// Whether the profile's gyroscope bias follows the temperature (a fitted slope).
        public var gyroscopeFollowsTemperature: Bool

        /// Creates a reference.
        public init(fieldStrengthMicrotesla: Double?, dipDegrees: Double?, calibratesGyroscope: Bool, gyroscopeFollowsTemperature: Bool) {
            self.fieldStrengthMicrotesla = fieldStrengthMicrotesla
            self.dipDegrees = dipDegrees
            self.calibratesGyroscope = calibratesGyroscope
            self.gyroscopeFollowsTemperature = gyroscopeFollowsTemperature
        }
    }

    /// The limits in use.
    public let settings: Settings
    /// The profile's figures.
    public let reference: Reference
    /// The current prompt: the magnetometer's when both apply; nil when the calibration fits.
    public var prompt: RecalibrationPrompt? { magnetometerPrompt ?? gyroscopePrompt }

    private var magnetometerPrompt: RecalibrationPrompt?
    private var gyroscopePrompt: RecalibrationPrompt?
    /// Readings whose field was away, with each reading's relative strength difference.
    private var fieldAway: SlidingShare
    private var biasAway: SlidingShare
    private var startTemperatureCelsius: Double?
    private var lastDecisionSecond: Int?

    /// A monitor for a profile's reference figures.
    public init(reference: Reference, settings: Settings = Settings()) {
        self.reference = reference
        self.settings = settings
        fieldAway = SlidingShare(windowSeconds: settings.persistenceSeconds)
        biasAway = SlidingShare(windowSeconds: settings.persistenceSeconds)
    }

    /// Takes one processed sample.
    /// - Parameters:
    ///   - timeSeconds: the sample's time, seconds.
    ///   - magneticFieldMicrotesla: the corrected field, device frame, µT; nil without one.
    ///   - gravity: gravity in the device frame, g (from the filter).
    ///   - gyroscopeBiasRadiansPerSecond: the filter's bias estimate, rad/s.
    ///   - temperatureCelsius: the die temperature, °C, when known.
    public mutating func add(
        timeSeconds: Double, magneticFieldMicrotesla: Vector3?, gravity: Vector3,
        gyroscopeBiasRadiansPerSecond: Vector3, temperatureCelsius: Double?
    ) {
        // A zero or non-finite field says nothing about the calibration; the gyroscope's
        // check and the decision still take the sample.
        if let field = magneticFieldMicrotesla, let strength = reference.fieldStrengthMicrotesla,
           case let length = field.length, length.isFinite, length > 0 {
            let relative = (length - strength) / strength
            var away = abs(relative) > settings.fieldStrengthTolerance
            if let dip = reference.dipDegrees, let down = gravity.normalizedOrNil {
                let seen = asin(max(-1, min(1, dot(field / length, down)))) * 180 / .pi
                away = away || abs(seen - dip) > settings.dipToleranceDegrees
            }
            fieldAway.add(timeSeconds: timeSeconds, met: away, value: relative)
        }
        if reference.calibratesGyroscope {
            let biasDegrees = gyroscopeBiasRadiansPerSecond.length * 180 / .pi
            var tolerance = settings.gyroscopeBiasToleranceDegreesPerSecond
            if let temperatureCelsius, temperatureCelsius.isFinite {
                let start = startTemperatureCelsius ?? temperatureCelsius
                startTemperatureCelsius = start
                if !reference.gyroscopeFollowsTemperature {
                    tolerance += settings.gyroscopeBiasAllowanceDegreesPerSecondPerCelsius * abs(temperatureCelsius - start)
                }
            }
            if biasDegrees.isFinite { biasAway.add(timeSeconds: timeSeconds, met: biasDegrees > tolerance, value: biasDegrees) }
        }
        guard let second = SlidingShare.wholeSecond(of: timeSeconds) else { return }
        if second != lastDecisionSecond {
            lastDecisionSecond = second
            decide()
        }
    }

    /// Raises or lifts each prompt, once a second.
    private mutating func decide() {
        let window = fieldAway.windowSeconds
        if fieldAway.isFull {
            let share = fieldAway.share
            if share >= settings.promptShare, magnetometerPrompt == nil, let strength = reference.fieldStrengthMicrotesla {
                let relative = fieldAway.meanValue
                let strengthText = abs(relative) > settings.fieldStrengthTolerance
                    ? "the field has been " + String(format: "%.0f %% ", abs(relative) * 100) + (relative > 0 ? "stronger" : "weaker")
                        + String(format: " than the profile's %.1f µT", strength)
                    : String(format: "the field's direction has been off the profile's (dip %.1f°)", reference.dipDegrees ?? 0)
                magnetometerPrompt = RecalibrationPrompt(
                    sensor: .magnetometer,
                    reason: "\(strengthText) for most of the last \(window) s: a magnet or iron moved near the board, or the board moved")
            } else if share <= settings.clearShare {
                magnetometerPrompt = nil
            }
        }
        if biasAway.isFull {
            let share = biasAway.share
            if share >= settings.promptShare, gyroscopePrompt == nil {
                gyroscopePrompt = RecalibrationPrompt(
                    sensor: .gyroscope,
                    reason: String(format: "the filter's bias estimate has stayed %.2f °/s from the profile's bias for most of the last %d s", biasAway.meanMetValue, window))
            } else if share <= settings.clearShare {
                gyroscopePrompt = nil
            }
        }
    }
}
