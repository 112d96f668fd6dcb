import AttitudeFilters
import MotionMath
import Platform

/// The earth field used in synthetic data: 20 µT north, 40 µT down (ENU).
let earthField = Vector3(0, 20, -40)
/// Gravity as an accelerometer reads it at rest (ENU, specific force up).
let earthUp = Vector3(0, 0, 9.81)

/// One synthetic sample: what an ideal IMU with attitude `attitude` and rate `rate` reads.
struct SyntheticSample {
    var gyroscope: Vector3
    var accelerometer: Vector3
    var magnetometer: Vector3
    var attitude: Quaternion
}

/// A smooth tumbling motion at `rateHertz` for `seconds`, starting from `start`.
func tumbling(seconds: Double, rateHertz: Double, start: Quaternion) -> [SyntheticSample] {
    let count = Int(seconds * rateHertz)
    let step = 1 / rateHertz
    var attitude = start
    var samples: [SyntheticSample] = []
    for index in 0..<count {
        let t = Double(index) * step
        let rate = Vector3(0.8 * sin(0.7 * t), 0.6 * cos(0.45 * t), 0.5 * sin(0.3 * t + 1))
        samples.append(SyntheticSample(
            gyroscope: rate,
            accelerometer: attitude.inverseRotate(earthUp),
            magnetometer: attitude.inverseRotate(earthField),
            attitude: attitude
        ))
        attitude = (attitude * Quaternion(rotationVector: rate * step)).normalized
    }
    return samples
}

/// Angle between two attitudes, degrees.
func errorDegrees(_ a: Quaternion, _ b: Quaternion) -> Double { degrees(fromRadians: a.angle(to: b)) }

/// Inclination error (tilt of the vertical axis only), degrees.
func inclinationErrorDegrees(_ estimate: Quaternion, _ truth: Quaternion) -> Double {
    let upEstimate = estimate.inverseRotate(Vector3(0, 0, 1))
    let upTruth = truth.inverseRotate(Vector3(0, 0, 1))
    return degrees(fromRadians: angleBetween(upEstimate, upTruth))
}

/// The filters whose behaviour these tests pin (the VQF-class filter has its own tests:
/// it runs at a fixed sample period and initialises differently). The robustness test of
/// hostile input runs over every kind.
let behaviourKinds: [FilterKind] = [.complementary, .madgwick, .mahony]

/// Opens an existential filter so tests can drive it generically.
struct FilterDriver {
    var filter: any AttitudeFilter

    mutating func update(_ gyroscope: Vector3, _ accelerometer: Vector3, _ magnetometer: Vector3?, _ deltaTimeSeconds: Double) {
        func step<Filter: AttitudeFilter>(_ filter: inout Filter) {
            filter.update(gyroscope: gyroscope, accelerometer: accelerometer, magnetometer: magnetometer, deltaTimeSeconds: deltaTimeSeconds)
        }
        var opened = filter
        step(&opened)
        filter = opened
    }

    mutating func reset() {
        func doReset<Filter: AttitudeFilter>(_ filter: inout Filter) { filter.reset() }
        var opened = filter
        doReset(&opened)
        filter = opened
    }

    var attitude: Quaternion { filter.attitude }
    var flags: FilterFlags { filter.flags }
}
