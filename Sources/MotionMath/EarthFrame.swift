/// Earth-fixed reference frames (all right-handed).
///
/// - `eastNorthUp` (ENU): x east, y north, z up. Inertia's attitude quaternions use it.
/// - `northEastDown` (NED): x north, y east, z down (aerospace).
/// - `northWestUp` (NWU): x north, y west, z up (CoreMotion's `xMagneticNorthZVertical`).
public enum EarthFrame: String, CaseIterable, Sendable {
    case eastNorthUp = "enu"
    case northEastDown = "ned"
    case northWestUp = "nwu"

    /// The matrix whose rows are this frame's axes expressed in ENU coordinates.
    @inlinable
    public var axesInEastNorthUp: Matrix3 {
        switch self {
        case .eastNorthUp: return .identity
        case .northEastDown: return Matrix3(rows: Vector3(0, 1, 0), Vector3(1, 0, 0), Vector3(0, 0, -1))
        case .northWestUp: return Matrix3(rows: Vector3(0, 1, 0), Vector3(-1, 0, 0), Vector3(0, 0, 1))
        }
    }

    /// The rotation that re-expresses vectors given in `self` in `target`:
    /// `v_target = rotation(to: target).rotate(v_self)`.
    @inlinable
    public func rotation(to target: EarthFrame) -> Quaternion {
        Quaternion(rotationMatrix: target.axesInEastNorthUp * axesInEastNorthUp.transposed)
    }

    /// Re-expresses a sensor→`self` attitude as a sensor→`target` attitude.
    @inlinable
    public func convert(attitude: Quaternion, to target: EarthFrame) -> Quaternion {
        rotation(to: target) * attitude
    }

    /// Re-expresses a vector given in `self` in `target`.
    @inlinable
    public func convert(vector: Vector3, to target: EarthFrame) -> Vector3 {
        target.axesInEastNorthUp * (axesInEastNorthUp.transposed * vector)
    }
}
