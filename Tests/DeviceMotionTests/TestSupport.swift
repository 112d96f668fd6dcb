import AttitudeFilters
import Foundation
import IMUSamples
import MotionMath
@testable import DeviceMotion

/// A small Mahony-style filter, enough to check conventions: starts from the first
/// accelerometer (and magnetometer) reading exactly, then integrates and corrects.
struct TestComplementaryFilter: AttitudeFilter {
    struct Settings: Sendable { var proportionalGain = 2.0 }
    var settings = Settings()
    var attitude = Quaternion.identity
    var estimatedGyroscopeBias = Vector3.zero
    var flags: FilterFlags = []
    private var initialised = false

    mutating func update(gyroscope: Vector3, accelerometer: Vector3, magnetometer: Vector3?, deltaTimeSeconds: Double) {
        flags = []
        let up = accelerometer / (dot(accelerometer, accelerometer).squareRoot())
        if !initialised {
            attitude = initialAttitude(up: up, magnetometer: magnetometer)
            initialised = true
            return
        }
        var error = cross(up, attitude.conjugate.rotate(Vector3(0, 0, 1)))
        if let magnetometer {
            let east = cross(magnetometer, up)
            let eastUnit = east / dot(east, east).squareRoot()
            error += cross(eastUnit, attitude.conjugate.rotate(Vector3(1, 0, 0)))
        }
        let omega = gyroscope + settings.proportionalGain * error
        let angle = dot(omega, omega).squareRoot() * deltaTimeSeconds
        if angle > 0 {
            attitude = (attitude * Quaternion(axis: omega / dot(omega, omega).squareRoot(), angleRadians: angle)).normalized
        }
    }

    mutating func reset() {
        attitude = .identity
        initialised = false
    }

    private func initialAttitude(up: Vector3, magnetometer: Vector3?) -> Quaternion {
        guard let magnetometer else {
            let axis = cross(up, Vector3(0, 0, 1))
            let length = dot(axis, axis).squareRoot()
            guard length > 1e-12 else { return .identity }
            return Quaternion(axis: axis / length, angleRadians: atan2(length, up.z))
        }
        let eastRaw = cross(magnetometer, up)
        let east = eastRaw / dot(eastRaw, eastRaw).squareRoot()
        let north = cross(up, east)
        return quaternion(rows: [east, north, up])
    }
}

/// The quaternion of a rotation matrix given by rows.
func quaternion(rows r: [Vector3]) -> Quaternion {
    let trace = r[0].x + r[1].y + r[2].z
    if trace > 0 {
        let s = (trace + 1).squareRoot() * 2
        return Quaternion(w: s / 4, x: (r[2].y - r[1].z) / s, y: (r[0].z - r[2].x) / s, z: (r[1].x - r[0].y) / s).normalized
    } else if r[0].x > r[1].y && r[0].x > r[2].z {
        let s = (1 + r[0].x - r[1].y - r[2].z).squareRoot() * 2
        return Quaternion(w: (r[2].y - r[1].z) / s, x: s / 4, y: (r[0].y + r[1].x) / s, z: (r[0].z + r[2].x) / s).normalized
    } else if r[1].y > r[2].z {
        let s = (1 + r[1].y - r[0].x - r[2].z).squareRoot() * 2
        return Quaternion(w: (r[0].z - r[2].x) / s, x: (r[0].y + r[1].x) / s, y: s / 4, z: (r[1].z + r[2].y) / s).normalized
    } else {
        let s = (1 + r[2].z - r[0].x - r[1].y).squareRoot() * 2
        return Quaternion(w: (r[1].x - r[0].y) / s, x: (r[0].z + r[2].x) / s, y: (r[1].z + r[2].y) / s, z: s / 4).normalized
    }
}

let testFilterFactory = AttitudeFilterFactory(names: ["test"]) { name, _ in
    name == "test" ? TestComplementaryFilter() : nil
}

/// A simulated motion with ground truth: the device starts at `initial` (device → ENU) and
/// turns at `angularVelocity(t)` (device frame, rad/s). Samples are exact (no noise).
struct Trajectory {
    var sampleRateHertz = 100.0
    var durationSeconds = 2.0
    var initial = Quaternion.identity
    var angularVelocity: @Sendable (Double) -> Vector3 = { _ in .zero }
    /// Earth field in ENU, µT (north and down, as in Europe); nil for no magnetometer.
    var earthFieldMicrotesla: Vector3? = Vector3(0, 20, -40)
    /// Sensor frame = Mᵀ · device frame (a chip mounted by M on the board).
    var mounting: [Vector3]? = nil

    func generate() -> (samples: [IMUSample], truth: [Quaternion]) {
        var samples: [IMUSample] = []
        var truth: [Quaternion] = []
        var attitude = initial
        let step = 1 / sampleRateHertz
        let count = Int(durationSeconds * sampleRateHertz)
        for index in 0..<count {
            let time = Double(index) * step
            let omega = angularVelocity(time)
            if index > 0 {
                let previousOmega = angularVelocity(time - step)
                let angle = dot(previousOmega, previousOmega).squareRoot() * step
                if angle > 0 {
                    attitude = (attitude * Quaternion(axis: previousOmega / dot(previousOmega, previousOmega).squareRoot(), angleRadians: angle)).normalized
                }
            }
            let force = attitude.conjugate.rotate(Vector3(0, 0, standardGravityMetersPerSecondSquared))
            let field = earthFieldMicrotesla.map { attitude.conjugate.rotate($0) }
            samples.append(IMUSample(
                timestampSeconds: time,
                gyroscopeRadiansPerSecond: toSensor(omega),
                accelerometerMetersPerSecondSquared: toSensor(force),
                magnetometerMicrotesla: field.map(toSensor)
            ))
            truth.append(attitude)
        }
        return (samples, truth)
    }

    private func toSensor(_ v: Vector3) -> Vector3 {
        guard let m = mounting else { return v }
        // Mᵀ · v: column j of M is row j of Mᵀ.
        return Vector3(m[0].x * v.x + m[1].x * v.y + m[2].x * v.z,
                       m[0].y * v.x + m[1].y * v.y + m[2].y * v.z,
                       m[0].z * v.x + m[1].z * v.y + m[2].z * v.z)
    }

    func source(pacing: RecordedSampleSource.Pacing = .asFastAsPossible) -> RecordedSampleSource {
        RecordedSampleSource(
            samples: generate().samples,
            information: SourceInformation(kind: .simulator, chipName: "test trajectory", sampleRateHertz: sampleRateHertz),
            pacing: pacing
        )
    }
}

/// Every device-motion sample of a finite source, through a manager (no drops).
func collectDeviceMotion(
    _ source: any IMUSampleSource,
    frame: AttitudeReferenceFrame = .xArbitraryZVertical,
    configuration: MotionManager.Configuration = .init()
) async throws -> [DeviceMotion] {
    let manager = MotionManager(source: source, configuration: configuration, filterFactory: testFilterFactory)
    var result: [DeviceMotion] = []
    for await motion in try manager.deviceMotionUpdates(using: frame, interval: 0, buffering: .unbounded) {
        result.append(motion)
    }
    return result
}

func isClose(_ a: Double, _ b: Double, _ tolerance: Double) -> Bool { abs(a - b) <= tolerance }
func isClose(_ a: Vector3, _ b: Vector3, _ tolerance: Double) -> Bool {
    isClose(a.x, b.x, tolerance) && isClose(a.y, b.y, tolerance) && isClose(a.z, b.z, tolerance)
}
