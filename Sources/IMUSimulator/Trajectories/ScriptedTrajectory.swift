import MotionMath

/// A trajectory built from analytic pieces: a fixed initial attitude, then a chain of
/// rotations about fixed sensor axes whose angles are `ScalarSignal`s, plus a translation
/// whose world-frame position components are `ScalarSignal`s.
///
/// attitude(t) = initialAttitude ⊗ R(a₁, θ₁(t)) ⊗ R(a₂, θ₂(t)) ⊗ … ⊗ R(aₙ, θₙ(t))
///
/// The angular velocity is exact: for q = A ⊗ B the body rate is B⁻¹·ω_A + ω_B, so
/// ω = Σᵢ (Rᵢ₊₁ ⊗ … ⊗ Rₙ)⁻¹ · aᵢ θ̇ᵢ. The linear acceleration is the exact second
/// derivative of the position signals.
public struct ScriptedTrajectory: MotionTrajectory, Equatable {
    /// One rotation of the chain: `angleRadians(t)` about the fixed unit `axis`.
    public struct Rotation: Sendable, Equatable {
        /// Unit axis, in the frame left by the rotations before it in the chain.
        public var axis: Vector3
        /// The angle, radians, as a function of time.
        public var angleRadians: ScalarSignal

        /// Creates a rotation; the axis is normalised (a zero axis becomes x).
        public init(axis: Vector3, angleRadians: ScalarSignal) {
            let length = (axis * axis).sum().squareRoot()
            self.axis = length > 0 ? axis / length : Vector3(1, 0, 0)
            self.angleRadians = angleRadians
        }
    }

    /// Attitude at t = 0 before the chain (sensor → ENU). Default: identity (flat, face up).
    public var initialAttitude: Quaternion
    /// The rotation chain, applied left to right.
    public var rotations: [Rotation]
    /// World-frame (ENU) position components, metres. Default: no translation.
    public var positionMeters: [ScalarSignal]

    /// Creates a scripted trajectory. `positionMeters` holds x, y, z (missing ones are 0).
    public init(initialAttitude: Quaternion = .identity, rotations: [Rotation] = [], positionMeters: [ScalarSignal] = []) {
        self.initialAttitude = initialAttitude
        self.rotations = rotations
        self.positionMeters = positionMeters
    }

    /// The true motion at `timeSeconds`.
    public func state(atSeconds timeSeconds: Double) -> MotionState {
        var suffix = Quaternion.identity
        var angularVelocity = Vector3(0, 0, 0)
        for rotation in rotations.reversed() {
            let angle = rotation.angleRadians.evaluate(atSeconds: timeSeconds)
            angularVelocity += suffix.conjugate.rotate(rotation.axis * angle.firstDerivative)
            suffix = RotationMath.rotation(axis: rotation.axis, angleRadians: angle.value) * suffix
        }
        var acceleration = Vector3(0, 0, 0)
        for (index, component) in positionMeters.prefix(3).enumerated() {
            acceleration[index] = component.evaluate(atSeconds: timeSeconds).secondDerivative
        }
        return MotionState(
            timeSeconds: timeSeconds,
            attitude: (initialAttitude * suffix).normalized,
            angularVelocityRadiansPerSecond: angularVelocity,
            linearAccelerationMetersPerSecondSquared: acceleration
        )
    }
}
