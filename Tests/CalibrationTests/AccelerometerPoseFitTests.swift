import Calibration
import Foundation
import MotionMath
import Testing

@Suite struct AccelerometerPoseFitTests {
    /// Errors as the issue sets them: offsets up to 0.5 m/s², scale up to 5 %, misalignment up to 2°.
    @Test(arguments: 0..<10)
    func recoversRandomOffsetScaleAndMisalignment(seed: Int) throws {
        var random = SeededGenerator(seed: UInt64(seed) + 1000)
        let offset = random.vector(in: -0.5...0.5)
        let scale = Matrix3(diagonal: Vector3(1, 1, 1) + random.vector(in: -0.05...0.05))
        let misalignment = random.rotation(maximumAngleRadians: 2 * .pi / 180)
        let truthMatrix = misalignment * scale      // corrected = truth · (raw − offset)
        let inverse = try #require(invert(truthMatrix))
        let g = standardGravityMetersPerSecondSquared
        // Each pose is averaged over 2 s at 100 Hz with 0.04 m/s² noise per sample.
        let poses = sixFaces.map { up in
            let truth = g * up
            let samples = (0..<200).map { _ in inverse * truth + offset + random.noise(standardDeviation: 0.04) }
            return AccelerometerPose(meanRawMetersPerSecondSquared: samples.reduce(.zero, +) / 200, upDirectionInSensorFrame: up)
        }
        let fit = try AccelerometerPoseFit(poses: poses)
        #expect((fit.offsetMetersPerSecondSquared - offset).length < 0.02)
        #expect(relativeMatrixError(fit.matrix, truthMatrix) < 0.003)
        #expect(fit.coveredAxisDirections == 6)
        #expect(fit.residualMetersPerSecondSquared < 0.02)
    }

    @Test func refusesPosesInOnePlane() {
        let poses = [Vector3(0, 0, 1), Vector3(0, 0, -1), Vector3(1, 0, 0), Vector3(-1, 0, 0), Vector3(0.7, 0, 0.7)].map {
            AccelerometerPose(meanRawMetersPerSecondSquared: 9.8 * $0, upDirectionInSensorFrame: $0)
        }
        #expect(throws: CalibrationError.self) { try AccelerometerPoseFit(poses: poses) }
    }

    @Test func refusesFewerThanFourPoses() {
        let poses = sixFaces.prefix(3).map { AccelerometerPose(meanRawMetersPerSecondSquared: 9.8 * $0, upDirectionInSensorFrame: $0) }
        #expect(throws: CalibrationError.notEnoughData(what: "accelerometer calibration (static poses)", needed: 4, found: 3)) {
            try AccelerometerPoseFit(poses: Array(poses))
        }
    }
}

func invert(_ matrix: Matrix3) -> Matrix3? {
    let determinant = matrix.determinant
    guard abs(determinant) > 1e-12 else { return nil }
    let columns = (cross(matrix.row1, matrix.row2), cross(matrix.row2, matrix.row0), cross(matrix.row0, matrix.row1))
    return (1 / determinant) * Matrix3(columns: columns.0, columns.1, columns.2)
}
