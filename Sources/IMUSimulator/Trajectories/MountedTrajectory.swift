import MotionMath

/// A chip mounted rotated inside the device: the inner trajectory moves the device, and
/// the states this gives are the chip's (so its readings are in the rotated sensor frame).
///
/// With `sensorToDevice` = q (sensor-frame vectors into the device frame), the chip's
/// attitude is device attitude ⊗ q and its angular velocity q⁻¹ · ω_device; the linear
/// acceleration (world frame) is the device's (the chip sits at the device's origin).
public struct MountedTrajectory: MotionTrajectory {
    /// The device's motion.
    public var device: any MotionTrajectory
    /// Sensor frame → device frame, unit quaternion.
    public var sensorToDevice: Quaternion

    /// Mounts the chip by `sensorToDevice` inside a device moving along `device`.
    public init(device: any MotionTrajectory, sensorToDevice: Quaternion) {
        self.device = device
        self.sensorToDevice = sensorToDevice.normalized
    }

    /// Mounts the chip rotated by CoreMotion-style angles (`EulerAngles`: yaw about the
    /// device's z, then pitch about x, then roll about y), degrees — what `--sim-mount
    /// ROLL,PITCH,YAW` gives. The chip's axes in the device frame are the columns of
    /// Rz(yaw) · Rx(pitch) · Ry(roll).
    public init(device: any MotionTrajectory, rollDegrees: Double, pitchDegrees: Double, yawDegrees: Double) {
        let radiansPerDegree = Double.pi / 180
        let angles = EulerAngles(
            rollRadians: rollDegrees * radiansPerDegree, pitchRadians: pitchDegrees * radiansPerDegree,
            yawRadians: yawDegrees * radiansPerDegree)
        self.init(device: device, sensorToDevice: Quaternion(angles))
    }

    /// The chip's true motion at `timeSeconds`.
    public func state(atSeconds timeSeconds: Double) -> MotionState {
        var state = device.state(atSeconds: timeSeconds)
        state.attitude = (state.attitude * sensorToDevice).normalized
        state.angularVelocityRadiansPerSecond = sensorToDevice.conjugate.rotate(state.angularVelocityRadiansPerSecond)
        return state
    }
}
