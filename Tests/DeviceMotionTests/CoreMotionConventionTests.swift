import Boards
import Foundation
import IMUSamples
import MotionMath
import Testing
@testable import DeviceMotion

private let degree = Double.pi / 180

@Test func flatFaceUpAtRestGivesGravityMinusZAndNoUserAcceleration() async throws {
    let motions = try await collectDeviceMotion(Trajectory().source())
    #expect(motions.count == 200)
    for motion in motions {
        #expect(isClose(motion.gravity, Vector3(0, 0, -1), 1e-9))
        #expect(isClose(motion.userAcceleration, .zero, 1e-9))
        #expect(isClose(motion.totalAcceleration, Vector3(0, 0, -1), 1e-9))
        #expect(isClose(motion.rotationRate, .zero, 1e-12))
        #expect(motion.heading == -1)
    }
}

@Test func turningAboutEachDeviceAxisShowsUpWithTheRightSign() async throws {
    // 30°/s for one second about device X (top edge rises), Y (right edge drops), Z (turn left).
    let rate = 30 * degree
    let cases: [(axis: Vector3, check: (DeviceMotion) -> Bool)] = [
        (Vector3(1, 0, 0), { m in
            isClose(m.attitude.pitch, 30 * degree, 0.5 * degree) && isClose(m.attitude.roll, 0, 0.5 * degree)
                && isClose(m.gravity, Vector3(0, -sin(30 * degree), -cos(30 * degree)), 0.01)
        }),
        (Vector3(0, 1, 0), { m in
            isClose(m.attitude.roll, 30 * degree, 0.5 * degree) && isClose(m.attitude.pitch, 0, 0.5 * degree)
                && isClose(m.gravity, Vector3(sin(30 * degree), 0, -cos(30 * degree)), 0.01)
        }),
        (Vector3(0, 0, 1), { m in
            isClose(m.attitude.yaw, 30 * degree, 0.5 * degree) && isClose(m.gravity, Vector3(0, 0, -1), 1e-6)
        }),
    ]
    for (axis, check) in cases {
        let trajectory = Trajectory(durationSeconds: 1.5, angularVelocity: { t in t < 1 ? axis * rate : .zero }, earthFieldMicrotesla: nil)
        let motions = try await collectDeviceMotion(trajectory.source())
        let turning = motions[50]
        #expect(isClose(turning.rotationRate, axis * rate, 1e-12))
        let last = try #require(motions.last)
        #expect(check(last), "axis \(axis): roll \(last.attitude.roll) pitch \(last.attitude.pitch) yaw \(last.attitude.yaw) gravity \(last.gravity)")
        #expect(isClose(last.userAcceleration, .zero, 0.01))
    }
}

@Test func multiplyByInverseOfTheFirstSampleReturnsTheRotationSinceThen() async throws {
    let trajectory = Trajectory(
        durationSeconds: 1.5, initial: Attitude(roll: 0.3, pitch: -0.2, yaw: 1.0).quaternion,
        angularVelocity: { t in t < 1 ? Vector3(1, 0, 0) * (40 * degree) : .zero }, earthFieldMicrotesla: nil)
    let motions = try await collectDeviceMotion(trajectory.source())
    let reference = try #require(motions.first).attitude
    var change = try #require(motions.last).attitude
    change.multiply(byInverseOf: reference)
    // 40° about the device's own X axis, whatever the starting attitude.
    #expect(isClose(change.pitch, 40 * degree, 0.5 * degree))
    #expect(isClose(change.roll, 0, 0.5 * degree))
    #expect(isClose(change.yaw, 0, 0.5 * degree))
}

@Test func arbitraryFrameYawStartsAtZeroWhateverTheHeading() async throws {
    for heading in [0.0, 1.2, -2.5] {
        let trajectory = Trajectory(durationSeconds: 0.5, initial: verticalRotation(angleRadians: heading))
        for frame in [AttitudeReferenceFrame.xArbitraryZVertical, .xArbitraryCorrectedZVertical] {
            let motions = try await collectDeviceMotion(trajectory.source(), frame: frame)
            for motion in motions {
                #expect(isClose(motion.attitude.yaw, 0, 1e-6))
                #expect(motion.heading == -1)
            }
        }
    }
}

@Test func northFrameYawAndHeadingFollowTheSimulatedHeading() async throws {
    // initial = device X turned `angle` counter-clockwise from east. Its compass heading is 90° − angle.
    for angle in [0.0, 0.5, 2.0, -1.0] {
        let trajectory = Trajectory(durationSeconds: 0.5, initial: verticalRotation(angleRadians: angle))
        let compass = (90 - angle / degree + 360).truncatingRemainder(dividingBy: 360)
        let magnetic = try #require(try await collectDeviceMotion(trajectory.source(), frame: .xMagneticNorthZVertical).last)
        #expect(isClose(magnetic.heading, compass, 0.01))
        #expect(isClose(Attitude(quaternion: verticalRotation(angleRadians: magnetic.attitude.yaw + .pi / 2)).yaw, angle, 1e-4))

        let configuration = MotionManager.Configuration(magneticDeclinationDegrees: 10)
        let trueNorth = try #require(try await collectDeviceMotion(
            trajectory.source(), frame: .xTrueNorthZVertical, configuration: configuration).last)
        #expect(isClose((trueNorth.heading - magnetic.heading + 360).truncatingRemainder(dividingBy: 360), 10, 0.01))
    }
}

@Test func trueNorthNeedsADeclinationAndNorthFramesAMagnetometer() throws {
    let manager = MotionManager(source: Trajectory().source(), filterFactory: testFilterFactory)
    #expect(!manager.availableAttitudeReferenceFrames().contains(.xTrueNorthZVertical))
    #expect(throws: MotionManagerError.self) { try manager.deviceMotionUpdates(using: .xTrueNorthZVertical) }
    for declination in [Double.nan, .infinity] {
        let unusable = MotionManager(
            source: Trajectory().source(), configuration: .init(magneticDeclinationDegrees: declination), filterFactory: testFilterFactory)
        #expect(!unusable.availableAttitudeReferenceFrames().contains(.xTrueNorthZVertical), "declination \(declination)")
    }
    let noMagnetometer = MotionManager(
        source: Trajectory().source(), configuration: .init(hasMagnetometer: false), filterFactory: testFilterFactory)
    #expect(noMagnetometer.availableAttitudeReferenceFrames() == .xArbitraryZVertical)
    #expect(throws: MotionManagerError.self) { try noMagnetometer.startDeviceMotionUpdates(using: .xMagneticNorthZVertical) }
}

@Test func aChipMountedTurnedOnTheBoardGivesTheSameDeviceAttitude() async throws {
    let board = try Board.decode(json: Data("""
        { "format": 1, "identifier": "turned", "name": "Turned chip", "model_strings": [], "default_i2c_bus": 1,
          "imus": [{ "chip": "mpu6050", "addresses": ["0x68"] }],
          "mount_matrix": [[0, -1, 0], [1, 0, 0], [0, 0, 1]], "display_rotation_degrees": 0 }
        """.utf8), fileName: "turned.json")
    let mounting = board.mountMatrix.rows
    let motion: @Sendable (Double) -> Vector3 = { t in Vector3(sin(t), 0.5 * cos(2 * t), 0.3) }
    let plain = Trajectory(durationSeconds: 1, angularVelocity: motion)
    var turned = plain
    turned.mounting = mounting
    // The turned chip really reads different numbers…
    #expect(turned.generate().samples[10].accelerometerMetersPerSecondSquared != plain.generate().samples[10].accelerometerMetersPerSecondSquared
        || turned.generate().samples[10].gyroscopeRadiansPerSecond != plain.generate().samples[10].gyroscopeRadiansPerSecond)
    for frame in [AttitudeReferenceFrame.xArbitraryZVertical, .xMagneticNorthZVertical] {
        let reference = try await collectDeviceMotion(plain.source(), frame: frame)
        let mounted = try await collectDeviceMotion(turned.source(), frame: frame, configuration: .init(board: board))
        let unmounted = try await collectDeviceMotion(turned.source(), frame: frame)
        #expect(reference.count == mounted.count)
        for (a, b) in zip(reference, mounted) {
            #expect(isClose(a.attitude.roll, b.attitude.roll, 1e-9) && isClose(a.attitude.pitch, b.attitude.pitch, 1e-9))
            #expect(isClose(a.attitude.yaw, b.attitude.yaw, 1e-9) && isClose(a.gravity, b.gravity, 1e-9))
            #expect(isClose(a.rotationRate, b.rotationRate, 1e-12))
        }
        // …and without the board file the attitude is the chip's, not the board's.
        let last = try #require(reference.last), chip = try #require(unmounted.last)
        #expect(!isClose(last.gravity, chip.gravity, 1e-3) || !isClose(last.rotationRate, chip.rotationRate, 1e-3))
    }
}

@Test func filterTracksTheTrueAttitude() async throws {
    let trajectory = Trajectory(durationSeconds: 3, angularVelocity: { t in Vector3(0.8 * sin(t), 0.4, -0.6 * cos(3 * t)) })
    let (_, truth) = trajectory.generate()
    let motions = try await collectDeviceMotion(trajectory.source(), frame: .xMagneticNorthZVertical)
    let northWestUp = verticalRotation(angleRadians: -.pi / 2)
    for (motion, enu) in zip(motions, truth) {
        let expected = Attitude(quaternion: northWestUp * enu)
        let difference = motion.attitude.multiplied(byInverseOf: expected).quaternion
        #expect(2 * acos(min(1, abs(difference.w))) < 1 * degree)
    }
}

@Test func theDefaultFilterKeepsTheConventions() async throws {
    // 30° about device X in the first second, then still; the standard (VQF) filter.
    let trajectory = Trajectory(durationSeconds: 2, angularVelocity: { t in t < 1 ? Vector3(30 * degree, 0, 0) : .zero }, earthFieldMicrotesla: nil)
    let manager = MotionManager(source: trajectory.source())
    #expect(manager.filterName == "vqf")
    var motions: [DeviceMotion] = []
    for await motion in try manager.deviceMotionUpdates(interval: 0, buffering: .unbounded) { motions.append(motion) }
    let first = try #require(motions.first), last = try #require(motions.last)
    #expect(isClose(first.gravity, Vector3(0, 0, -1), 1e-6))
    #expect(isClose(last.attitude.pitch, 30 * degree, 1 * degree))
    #expect(isClose(last.gravity, Vector3(0, -0.5, -0.866), 0.02))
    #expect(isClose(last.userAcceleration, .zero, 0.02))
}
