import ArgumentParser
import MotionMath

/// What `inertia calibrate` measures.
enum CalibrationTarget: String, ExpressibleByArgument, CaseIterable {
    case gyro, accel, mag, all, mount, noise

    /// The steps that fit a profile, in the order they run (none for `noise`, which
    /// characterises a still recording instead). `all` leaves the mounting out: it turns
    /// the device, not the chip, and is found once the sensor is calibrated.
    var steps: [CalibrationStep] {
        switch self {
        case .noise: return []
        case .gyro: return [.gyroscope]
        case .accel: return [.accelerometer]
        case .mag: return [.magnetometer]
        case .mount: return [.mounting]
        case .all: return [.gyroscope, .accelerometer, .magnetometer]
        }
    }
}

/// One guided step of a calibration.
enum CalibrationStep: Equatable {
    case gyroscope, accelerometer, magnetometer, mounting

    /// The step as the user reads it: "gyroscope", "accelerometer", "magnetometer",
    /// "mounting".
    var name: String {
        switch self {
        case .gyroscope: "gyroscope"
        case .accelerometer: "accelerometer"
        case .magnetometer: "magnetometer"
        case .mounting: "mounting"
        }
    }
}

/// A pose the accelerometer step asks for: its name as the user reads it, and which sensor
/// axis then points up (a unit vector in the sensor frame).
struct AccelerometerPoseRequest: Equatable {
    /// "flat, face up".
    let instruction: String
    /// The earth's up direction in the sensor frame in this pose.
    let upInSensorFrame: Vector3

    /// The six faces, in the order the simulated user plays them
    /// (`PoseSequence.sixFaces`): face up, face down, x up, x down, y up, y down.
    static let sixFaces: [AccelerometerPoseRequest] = [
        .init(instruction: "flat, face up (chip side up)", upInSensorFrame: Vector3(0, 0, 1)),
        .init(instruction: "flat, face down (chip side down)", upInSensorFrame: Vector3(0, 0, -1)),
        .init(instruction: "on its edge with the +X axis pointing up", upInSensorFrame: Vector3(1, 0, 0)),
        .init(instruction: "on its edge with the +X axis pointing down", upInSensorFrame: Vector3(-1, 0, 0)),
        .init(instruction: "on its edge with the +Y axis pointing up", upInSensorFrame: Vector3(0, 1, 0)),
        .init(instruction: "on its edge with the +Y axis pointing down", upInSensorFrame: Vector3(0, -1, 0)),
    ]
}

/// How long each part of the guided flow collects, in seconds of sensor time.
struct CalibrationTiming {
    /// Still data averaged for the gyroscope bias. Default 8 s.
    var gyroscopeSeconds = 8.0
    /// Still data averaged per accelerometer pose. Default 2 s.
    var poseSeconds = 2.0
    /// Longest wait for the user to reach a pose or hold still. Default 120 s.
    var waitLimitSeconds = 120.0
    /// Longest magnetometer sweep before giving up. Default 240 s.
    var sweepLimitSeconds = 240.0
    /// Directions (of 26) after which the magnetometer sweep stops. Default 24.
    var requiredSphereDirections = 24
}
