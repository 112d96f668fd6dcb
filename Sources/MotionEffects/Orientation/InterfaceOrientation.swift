import MotionMath
import RealModule


/// Which way the user interface is drawn on the panel, named as `UIInterfaceOrientation`.
///
/// The interface turns opposite to the device, so interface `landscapeLeft` is the device held
/// in `UIDeviceOrientation.landscapeRight` (top edge to the right). On Linux there are no
/// orientation notifications: take it from configuration or the renderer (the display
/// rotation). "Unknown", face up and face down are not cases: they keep the last known value
/// (see ``InterfaceOrientationTracker``).
public enum InterfaceOrientation: String, Sendable, CaseIterable, Codable {
    /// Upright; the identity.
    case portrait
    /// Interface landscape left (device top edge pointing right): Rz(+90°).
    case landscapeLeft
    /// Interface landscape right (device top edge pointing left): Rz(−90°).
    case landscapeRight
    /// Upside down: Rz(180°).
    case portraitUpsideDown

    /// φ, the interface angle about device +z, radians: 0, +π/2, −π/2, π.
    public var angleRadians: Double {
        switch self {
        case .portrait: 0
        case .landscapeLeft: Double.pi / 2
        case .landscapeRight: -Double.pi / 2
        case .portraitUpsideDown: Double.pi
        }
    }

    /// I, the interface rotation: it carries screen-axis vectors (+x right, +y up of the
    /// interface) into device-frame vectors.
    public var rotation: Quaternion {
        EffectMath.rotationZ(angleRadians)
    }

    /// A rotation-rate (or any) vector in the device frame re-expressed on the interface's
    /// axes: ω_screen = Rz(−φ)·ω_device. Units are unchanged.
    public func screenVector(fromDevice vector: Vector3) -> Vector3 {
        let c = Double.cos(angleRadians)
        let s = Double.sin(angleRadians)
        return Vector3(c * vector.x + s * vector.y, -s * vector.x + c * vector.y, vector.z)
    }

    /// A device-frame rotation re-expressed about the interface's axes: I⁻¹·q·I.
    ///
    /// This is the general compensation rule: a physical tilt t of the screen shows up in
    /// device coordinates as I·t·I⁻¹, and this recovers t in every orientation, so a tilt about
    /// one screen axis never leaks into the other.
    public func screenRotation(fromDevice rotation: Quaternion) -> Quaternion {
        let i = self.rotation
        return i.conjugate * rotation * i
    }

    /// The device-frame rotation produced by a tilt `screenRotation` of the interface: I·t·I⁻¹.
    public func deviceRotation(fromScreen screenRotation: Quaternion) -> Quaternion {
        let i = self.rotation
        return i * screenRotation * i.conjugate
    }
}
