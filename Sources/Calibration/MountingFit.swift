import Foundation
import MotionMath

/// The sensor-to-device rotation from a rest pose and a forward tip.
///
/// The device frame is CoreMotion's: x to the right, y forward (the nose), z up out of the
/// face. In the rest (normal) pose the accelerometer reads +g along the device's z; tipping
/// the nose down turns the device about its −x axis, so the tip's rotation vector (the
/// bias-free gyroscope integrated over the tip, sensor frame) points along −x. Its part
/// across the vertical gives x; y = z × x.
public struct MountingFit: Sendable, Equatable {
    /// Sensor frame → device frame: v_device = matrix · v_sensor. Rows: the device's x, y
    /// and z axes in the sensor frame.
    public let sensorToDevice: Matrix3
    /// The tip's angle, degrees.
    public let tipDegrees: Double
    /// The angle between the tip's axis and the horizontal plane of the rest pose, degrees
    /// (0 for a clean forward tip; the part along the vertical is discarded).
    public let tipAxisTiltDegrees: Double

    /// The smallest tip that determines the forward axis, degrees. Default: 10°.
    public static let minimumTipDegrees = 10.0
    /// The largest tilt of the tip's axis out of the horizontal plane, degrees (more is a
    /// turn about the vertical, not a tip). Default: 45°.
    public static let maximumTipAxisTiltDegrees = 45.0

    /// Fits the mounting.
    /// - Parameters:
    ///   - restSpecificForce: the mean accelerometer reading in the rest pose, sensor frame,
    ///     m/s² (points up).
    ///   - tipRotation: the rotation vector of the forward tip (axis × angle), sensor frame,
    ///     radians.
    /// - Throws: `CalibrationError` when a value is not finite, the rest reading is not
    ///   about 1 g, or the tip is too small or not about a horizontal axis.
    public init(restSpecificForce: Vector3, tipRotation: Vector3) throws(CalibrationError) {
        let values = [restSpecificForce.x, restSpecificForce.y, restSpecificForce.z, tipRotation.x, tipRotation.y, tipRotation.z]
        guard values.allSatisfy(\.isFinite) else { throw .nonFiniteData("the rest reading or the tip") }
        let gravity = restSpecificForce.length / standardGravityMetersPerSecondSquared
        guard gravity > 0.5 && gravity < 1.5 else {
            throw .degenerateData(String(format: "the rest pose reads %.2f g, not about 1 g: hold the device still", gravity))
        }
        let up = restSpecificForce / restSpecificForce.length
        let tipDegrees = tipRotation.length * 180 / .pi
        guard tipDegrees >= Self.minimumTipDegrees else {
            throw .degenerateData(String(format: "the tip turned %.1f°; tip the device forward by at least %.0f°", tipDegrees, Self.minimumTipDegrees))
        }
        let horizontal = tipRotation - up * dot(tipRotation, up)
        let tilt = atan2(abs(dot(tipRotation, up)), horizontal.length) * 180 / .pi
        guard tilt <= Self.maximumTipAxisTiltDegrees else {
            throw .degenerateData(String(format: "the motion turned about the vertical (its axis is %.0f° out of level); tip the nose down, do not turn the device", tilt))
        }
        let right = -horizontal / horizontal.length
        let forward = cross(up, right)
        sensorToDevice = Matrix3(rows: right, forward, up)
        self.tipDegrees = tipDegrees
        tipAxisTiltDegrees = tilt
    }

    /// The angle of the rotation between two rotation matrices, degrees (0…180):
    /// acos((trace(a · bᵀ) − 1) / 2).
    public static func angleDegrees(between a: Matrix3, and b: Matrix3) -> Double {
        let cosine = ((a * b.transposed).trace - 1) / 2
        return acos(min(1, max(-1, cosine))) * 180 / .pi
    }
}
