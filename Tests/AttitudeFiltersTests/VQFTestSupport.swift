import MotionMath
import Platform

@testable import AttitudeFilters


/// Synthetic IMU data with exact ground truth for the VQF tests.
struct VQFSyntheticMotion {
    /// Gravity as a specific force in ENU, m/s² (points up at rest).
    static let gravityEarth = Vector3(0, 0, 9.81)
    /// An earth field in ENU pointing north and down, µT (dip ≈ 63°).
    static let magneticFieldEarth = Vector3(0, 20, -40)

    var samplePeriodSeconds: Double
    var truth: Quaternion = .identity
    var gyroscopeBias: Vector3 = .zero
    /// Extra field in the sensor frame (a magnet attached to the sensor), µT.
    var sensorFrameMagneticOffset: Vector3 = .zero
    /// Deterministic pseudo-random noise.
    var noiseState: UInt64 = 0x9E37_79B9_7F4A_7C15
    var gyroscopeNoise: Double = 0
    var accelerometerNoise: Double = 0

    init(samplePeriodSeconds: Double) {
        self.samplePeriodSeconds = samplePeriodSeconds
    }

    mutating func noise() -> Double {
        noiseState = noiseState &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Double(noiseState >> 11) / Double(1 << 53) * 2 - 1
    }

    mutating func noiseVector(_ amplitude: Double) -> Vector3 {
        Vector3(noise(), noise(), noise()) * amplitude
    }

    /// Advances the truth by the body rate `rate` (rad/s) over one step and returns the
    /// sample the sensor measures at the end of the step.
    mutating func step(rate: Vector3) -> (gyroscope: Vector3, accelerometer: Vector3, magnetometer: Vector3) {
        let angle = (rate * rate).sum().squareRoot() * samplePeriodSeconds
        if angle > 0 {
            let axis = rate / (rate * rate).sum().squareRoot()
            let increment = Quaternion(
                w: cos(angle / 2), x: axis.x * sin(angle / 2), y: axis.y * sin(angle / 2), z: axis.z * sin(angle / 2))
            truth = (truth * increment).normalized
        }
        let toSensor = truth.conjugate
        let accelerometer = toSensor.rotate(Self.gravityEarth) + noiseVector(accelerometerNoise)
        let magnetometer = toSensor.rotate(Self.magneticFieldEarth) + sensorFrameMagneticOffset
        return (rate + gyroscopeBias + noiseVector(gyroscopeNoise), accelerometer, magnetometer)
    }
}

/// Angle of the rotation between two attitudes, degrees.
func vqfAngleDegrees(_ a: Quaternion, _ b: Quaternion) -> Double {
    let error = a.normalized * b.normalized.conjugate
    return 2 * acos(min(1, abs(error.w))) * 180 / Double.pi
}

/// Inclination part of the rotation between two attitudes (BROAD definition), degrees.
func vqfInclinationDegrees(_ a: Quaternion, _ b: Quaternion) -> Double {
    let error = a.normalized * b.normalized.conjugate
    return 2 * acos(min(1, (error.w * error.w + error.z * error.z).squareRoot())) * 180 / Double.pi
}

extension Quaternion {
    var isFiniteAndUnit: Bool {
        let n = (w * w + x * x + y * y + z * z).squareRoot()
        return w.isFinite && x.isFinite && y.isFinite && z.isFinite && abs(n - 1) < 1e-9
    }
}
