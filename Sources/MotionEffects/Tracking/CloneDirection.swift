import MotionMath
import RealModule


/// The four-direction clone rotation C of the LookingGlass (§4.2).
///
/// v = R(I⁻¹·Q)·(0, 0, −1) is where the back of the device points. If |v.x| > |v.y|,
/// C = Rz(−90°) when v.x ≥ 0, else Rz(+90°); otherwise C = identity when v.y ≥ 0, else Rz(180°).
/// Content shown "in four directions" therefore always appears in the copy the device faces,
/// and heading matters only modulo 90°.
public enum CloneDirection: Sendable, CaseIterable, Equatable {
    /// C = identity.
    case ahead
    /// C = Rz(−90°).
    case right
    /// C = Rz(+90°).
    case left
    /// C = Rz(180°).
    case behind

    /// The direction for attitude `attitude` (device → world) in `orientation`.
    public init(attitude: Quaternion, interfaceOrientation orientation: InterfaceOrientation) {
        let q = orientation.rotation.conjugate * attitude.normalized
        let back = q.rotate(Vector3(0, 0, -1))
        if abs(back.x) > abs(back.y) {
            self = back.x >= 0 ? .right : .left
        } else {
            self = back.y >= 0 ? .ahead : .behind
        }
    }

    /// C as a rotation about +z.
    public var rotation: Quaternion {
        switch self {
        case .ahead: .identity
        case .right: EffectMath.rotationZ(-Double.pi / 2)
        case .left: EffectMath.rotationZ(Double.pi / 2)
        case .behind: EffectMath.rotationZ(Double.pi)
        }
    }
}
