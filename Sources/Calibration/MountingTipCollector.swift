import Foundation
import MotionMath

/// Collects a mounting calibration sample by sample: the rest pose (still for
/// `restSeconds`: the mean accelerometer gives the vertical, the mean gyroscope the bias),
/// then the forward tip (the bias-free gyroscope integrated from the rest pose; the
/// rotation at the largest angle is the tip), finished once the device is still again,
/// turned back by more than half of a tip of at least `MountingFit.minimumTipDegrees`.
public struct MountingTipCollector: Sendable {
    /// Where the collection stands.
    public enum Phase: Sendable, Equatable {
        /// Waiting for the device to be still in its normal pose.
        case waitingForRest
        /// Averaging the rest pose.
        case resting
        /// Rest pose taken; waiting for (or following) the tip.
        case tipping
        /// Tipped, turned back by more than half and still again: `fit()` gives the mounting.
        case finished
    }

    /// Still time averaged in the rest pose, seconds. Default: 2 s.
    public var restSeconds = 2.0
    /// The phase reached.
    public private(set) var phase = Phase.waitingForRest
    /// Still time collected in the rest pose so far, seconds.
    public private(set) var restCollectedSeconds = 0.0
    /// The largest angle turned from the rest pose so far, degrees.
    public var largestTipDegrees: Double { largestRotation.length * 180 / .pi }
    /// The angle turned from the rest pose now, degrees.
    public var currentTipDegrees: Double { rotation.rotationVector.length * 180 / .pi }

    private var detector = StillnessDetector()
    private var restStart: Double?
    private var accelerometerSum = Vector3.zero
    private var gyroscopeSum = Vector3.zero
    private var restCount = 0
    private var restSpecificForce = Vector3.zero
    private var gyroscopeBias = Vector3.zero
    private var rotation = Quaternion.identity
    private var largestRotation = Vector3.zero
    private var previousTime: Double?

    /// Creates a collector waiting for the rest pose.
    public init() {}

    /// Adds one sample: time, s; gyroscope, rad/s; accelerometer, m/s² (sensor frame).
    /// Non-finite samples are skipped.
    public mutating func add(timeSeconds: Double, gyroscope: Vector3, accelerometer: Vector3) {
        let values = [timeSeconds, gyroscope.x, gyroscope.y, gyroscope.z, accelerometer.x, accelerometer.y, accelerometer.z]
        guard values.allSatisfy(\.isFinite) else { return }
        detector.add(timeSeconds: timeSeconds, gyroscope: gyroscope, accelerometer: accelerometer)
        defer { previousTime = timeSeconds }
        switch phase {
        case .waitingForRest, .resting:
            guard detector.isStill else {
                phase = .waitingForRest
                restStart = nil
                accelerometerSum = .zero
                gyroscopeSum = .zero
                restCount = 0
                restCollectedSeconds = 0
                return
            }
            phase = .resting
            let start = restStart ?? timeSeconds
            restStart = start
            accelerometerSum += accelerometer
            gyroscopeSum += gyroscope
            restCount += 1
            restCollectedSeconds = timeSeconds - start
            if restCollectedSeconds >= restSeconds {
                restSpecificForce = accelerometerSum / Double(restCount)
                gyroscopeBias = gyroscopeSum / Double(restCount)
                rotation = .identity
                phase = .tipping
            }
        case .tipping:
            if let previousTime, timeSeconds > previousTime {
                let step = Quaternion(rotationVector: (gyroscope - gyroscopeBias) * (timeSeconds - previousTime))
                rotation = (rotation * step).normalized
            }
            let turned = rotation.rotationVector
            if turned.length > largestRotation.length { largestRotation = turned }
            if largestTipDegrees >= MountingFit.minimumTipDegrees && detector.isStill && currentTipDegrees < largestTipDegrees / 2 {
                phase = .finished
            }
        case .finished:
            return
        }
    }

    /// The mounting from the rest pose and the tip.
    /// - Throws: `CalibrationError` before the tip is complete or when it does not
    ///   determine the mounting.
    public func fit() throws(CalibrationError) -> MountingFit {
        guard phase == .finished else {
            throw .notEnoughData(what: "mounting (a rest pose and a forward tip)", needed: 1, found: 0)
        }
        return try MountingFit(restSpecificForce: restSpecificForce, tipRotation: largestRotation)
    }
}
