import Foundation
import Testing
import MotionMath
@testable import DeviceMotion

private func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-12) -> Bool { abs(a - b) <= tolerance }
private func close(_ a: Vector3, _ b: Vector3, _ tolerance: Double = 1e-12) -> Bool {
    close(a.x, b.x, tolerance) && close(a.y, b.y, tolerance) && close(a.z, b.z, tolerance)
}

@Test func eachAngleTurnsAboutItsCoreMotionAxis() {
    // pitch: about the device's X axis; roll: about Y; yaw: about the vertical Z.
    let aboutX = Attitude(quaternion: Quaternion(axis: Vector3(1, 0, 0), angleRadians: 0.3))
    #expect(close(aboutX.pitch, 0.3) && close(aboutX.roll, 0) && close(aboutX.yaw, 0))
    let aboutY = Attitude(quaternion: Quaternion(axis: Vector3(0, 1, 0), angleRadians: -0.7))
    #expect(close(aboutY.roll, -0.7) && close(aboutY.pitch, 0) && close(aboutY.yaw, 0))
    let aboutZ = Attitude(quaternion: Quaternion(axis: Vector3(0, 0, 1), angleRadians: 2.5))
    #expect(close(aboutZ.yaw, 2.5) && close(aboutZ.pitch, 0) && close(aboutZ.roll, 0))
}

@Test(arguments: [(0.4, -0.2, 1.1), (-2.8, 1.2, -3.0), (3.0, -1.4, 0.1), (0, 0, 0)])
func anglesRoundTripThroughTheQuaternion(roll: Double, pitch: Double, yaw: Double) {
    let attitude = Attitude(roll: roll, pitch: pitch, yaw: yaw)
    #expect(close(attitude.roll, roll, 1e-9))
    #expect(close(attitude.pitch, pitch, 1e-9))
    #expect(close(attitude.yaw, yaw, 1e-9))
}

@Test func rotationMatrixAgreesWithTheQuaternion() {
    let attitude = Attitude(roll: 0.5, pitch: -0.3, yaw: 2.0)
    let vectors = [Vector3(1, 0, 0), Vector3(0, 1, 0), Vector3(0.3, -0.2, 0.9)]
    for v in vectors {
        #expect(close(attitude.rotationMatrix.apply(v), attitude.quaternion.rotate(v)))
    }
}

@Test func multiplyByInverseOfGivesTheChangeSinceTheReference() {
    let reference = Attitude(roll: 0.2, pitch: 0.1, yaw: -1.0)
    let change = Quaternion(axis: Vector3(0, 0.6, 0.8), angleRadians: 0.9)
    var later = Attitude(quaternion: reference.quaternion * change)   // turned in the device's own frame
    later.multiply(byInverseOf: reference)
    let q = later.quaternion
    let sign: Double = q.w < 0 ? -1 : 1
    #expect(close(sign * q.w, change.w, 1e-12) && close(sign * q.x, change.x, 1e-12))
    #expect(close(sign * q.y, change.y, 1e-12) && close(sign * q.z, change.z, 1e-12))
    var same = reference
    same.multiply(byInverseOf: reference)
    #expect(close(same.roll, 0) && close(same.pitch, 0) && close(same.yaw, 0))
}

@Test func referenceFramesHaveCoreMotionRawValuesAndNames() {
    #expect(AttitudeReferenceFrame.xArbitraryZVertical.rawValue == 1)
    #expect(AttitudeReferenceFrame.xArbitraryCorrectedZVertical.rawValue == 2)
    #expect(AttitudeReferenceFrame.xMagneticNorthZVertical.rawValue == 4)
    #expect(AttitudeReferenceFrame.xTrueNorthZVertical.rawValue == 8)
    #expect(AttitudeReferenceFrame(name: "xMagneticNorthZVertical") == .xMagneticNorthZVertical)
    #expect(AttitudeReferenceFrame(name: "true-north") == .xTrueNorthZVertical)
    #expect(AttitudeReferenceFrame(name: "arbitrary") == .xArbitraryZVertical)
    #expect(AttitudeReferenceFrame(name: "sideways") == nil)
    #expect(MagneticFieldCalibrationAccuracy.uncalibrated.rawValue == -1)
    #expect(MagneticFieldCalibrationAccuracy.high.rawValue == 2)
}
