import MotionMath
import Platform

/// The BROAD orientation error between an estimate and a reference, radians.
///
/// q_err = q_est ⊗ q_ref⁻¹ (earth frame, both sensor→ENU, normalised);
/// total = 2·acos(|w|), heading = 2·atan(|z/w|), inclination = 2·acos(√(w² + z²)).
/// (Laidig, Caruso, Cereatti, Seel, "BROAD — A Benchmark for Robust Inertial Orientation
/// Estimation", Data 6(7):72, 2021.)
public struct OrientationError: Sendable, Hashable {
    /// The whole rotation between estimate and reference, radians, 0…π.
    public var totalRadians: Double
    /// The part about the earth's vertical axis, radians, 0…π.
    public var headingRadians: Double
    /// The part that tilts the vertical axis, radians, 0…π.
    public var inclinationRadians: Double

    /// The error of `estimate` against `reference`.
    @inlinable
    public init(estimate: Quaternion, reference: Quaternion) {
        let error = estimate.normalized * reference.normalized.conjugate
        self.init(error: error)
    }

    /// The error components of an error quaternion q_err (normalised).
    @inlinable
    public init(error e: Quaternion) {
        totalRadians = 2 * acos(min(1, abs(e.w)))
        headingRadians = e.w == 0 ? (e.z == 0 ? 0 : Double.pi) : 2 * atan(abs(e.z / e.w))
        inclinationRadians = 2 * acos(min(1, (e.w * e.w + e.z * e.z).squareRoot()))
    }

    /// The signed heading angle of an error quaternion, radians in −π…π: the angle of its
    /// twist about the earth's z axis (|value| is the heading error).
    @inlinable
    public static func signedHeadingRadians(error e: Quaternion) -> Double {
        if e.w == 0 { return e.z == 0 ? 0 : Double.pi }
        return 2 * atan(e.z / e.w)
    }
}
