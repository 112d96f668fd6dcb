import Calibration
import IMUSimulator
import MotionMath

/// With `--simulate`, the simulator plays the user: it lies still for the gyroscope, turns
/// through the six faces the accelerometer step asks for, then tumbles through a full
/// sphere for the magnetometer — in the order the steps run. For the mounting it moves the
/// device (rest, a forward tip, rest) with the chip turned inside it by `--sim-mount`; the
/// other steps turn the chip itself, as their prompts ask.
enum SimulatedCalibrationUser {
    /// The hold per pose, seconds: long enough for the stillness window plus the pose's
    /// averaging time, with margin.
    static let poseHoldSeconds = 5.5

    /// The motion for these steps.
    /// - Parameter mount: how the chip sits in the device (nil: not turned).
    static func trajectory(for steps: [CalibrationStep], timing: CalibrationTiming, mount: SimulatedMountArgument? = nil) -> any MotionTrajectory {
        var segments: [TrajectorySequence.Segment] = []
        for step in steps {
            switch step {
            case .gyroscope:
                segments.append(.init(trajectory: ScriptedTrajectory(), durationSeconds: timing.gyroscopeSeconds + 4))
            case .accelerometer:
                let poses = PoseSequence.sixFaces(holdSeconds: poseHoldSeconds, transitionSeconds: 3)
                segments.append(.init(trajectory: poses, durationSeconds: poses.durationSeconds))
            case .magnetometer:
                segments.append(.init(trajectory: SphereSweep(), durationSeconds: timing.sweepLimitSeconds))
            case .mounting:
                let tip = PoseSequence.forwardTip()
                let device: any MotionTrajectory = tip
                segments.append(.init(trajectory: mount.map { $0.mounted(device) } ?? device, durationSeconds: tip.durationSeconds))
            }
        }
        return TrajectorySequence(segments: segments)
    }

    /// The simulator's errors for a `--sim-errors` profile: the inverse of its correction
    /// (raw = matrix⁻¹ · true + offset; raw gyro = true + bias). They replace the
    /// simulator's default errors.
    static func errors(fromProfileAt path: String) throws -> SensorErrors {
        let profile = try CalibrationProfile.load(path: path)
        let correction = try profile.correction(file: path)
        guard let distortion = correction.distortion() else {
            throw CommandFailure("--sim-errors \(path): a matrix in the profile is singular")
        }
        func rows(_ matrix: Matrix3) -> [Vector3] { [matrix.row0, matrix.row1, matrix.row2] }
        // The simulator's gyroscope bias refers to 25 °C; the profile's to its own reference.
        let referenceOffset = (correction.gyroscopeReferenceTemperatureCelsius.map { 25 - $0 }) ?? 0
        return SensorErrors(
            gyroscope: AxisErrors(offset: distortion.gyroscopeBiasRadiansPerSecond + correction.gyroscopeTemperatureSlope * referenceOffset),
            gyroscopeBiasPerDegreeCelsius: correction.gyroscopeTemperatureSlope,
            accelerometer: AxisErrors(
                offset: distortion.accelerometerOffsetMetersPerSecondSquared,
                matrixRows: rows(distortion.accelerometerInverseMatrix)
            ),
            magnetometer: AxisErrors(
                offset: distortion.magnetometerHardIronMicrotesla,
                matrixRows: rows(distortion.magnetometerInverseSoftIron)
            )
        )
    }
}
