import MotionMath

/// The part of one device-motion sample the effects read.
///
/// It is the effects' view of `DeviceMotion.DeviceMotion`: build it from one with
/// `MotionSample(_:)`, or directly in tests.
public struct MotionSample: Sendable, Equatable {
    /// Sample time on the sensor's clock, seconds.
    public var timestampSeconds: Double
    /// Attitude Q: carries device-frame vectors into the reference (world) frame,
    /// v_world = Q·v_device·Q⁻¹ (Core Motion's `attitude.quaternion`).
    public var attitude: Quaternion
    /// Bias-removed rotation rate in the device frame, rad/s (+x right, +y top, +z out of
    /// the screen, right-hand rule).
    public var rotationRateRadiansPerSecond: Vector3

    /// Creates a sample. Default rotation rate: zero.
    public init(timestampSeconds: Double, attitude: Quaternion, rotationRateRadiansPerSecond: Vector3 = .zero) {
        self.timestampSeconds = timestampSeconds
        self.attitude = attitude
        self.rotationRateRadiansPerSecond = rotationRateRadiansPerSecond
    }
}
