import Calibration
import Foundation
import IMUSamples
import MotionMath
import Testing

/// The recorded sessions in Calibration/sessions/ (from the simulator, with the errors of
/// a known truth profile) replayed through `RecordedCalibration`, the path `inertia
/// calibrate --replay` takes. Tolerances are the issue's: gyroscope bias 0.05 °/s,
/// accelerometer offset 0.02 m/s², matrix 0.3 %, corrected field-strength spread < 1 %.
@Suite struct RecordedCalibrationTests {
    static let sessions = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Calibration/sessions").path
    static let degreesPerRadian = 180 / Double.pi

    func samples(_ name: String) throws -> [IMUSample] {
        try CSVLogReader.read(path: Self.sessions + "/" + name).samples
    }

    func truth(_ name: String = "mpu9250-simulated-truth.json") throws -> SensorCorrection {
        let path = Self.sessions + "/" + name
        return try CalibrationProfile.load(path: path).correction(file: path)
    }

    func vector(_ values: [Double]) -> Vector3 { Vector3(values[0], values[1], values[2]) }

    /// Largest relative error of the diagonal and absolute error elsewhere (as the CLI check).
    func matrixError(_ estimate: Matrix3, _ truth: Matrix3) -> Double {
        var largest = 0.0
        for row in 0..<3 {
            for column in 0..<3 {
                let difference = abs(estimate[row, column] - truth[row, column])
                largest = max(largest, row == column ? difference / abs(truth[row, column]) : difference)
            }
        }
        return largest
    }

    @Test func gyroStillSessionRecoversTheBias() throws {
        let truth = try truth()
        let fit = try RecordedCalibration(recordings: [try samples("mpu9250-simulated-gyro-still.csv")]).gyroscopeFit()
        let error = (fit.biasRadiansPerSecond - truth.gyroscopeBiasRadiansPerSecond).abs.max() * Self.degreesPerRadian
        #expect(error < 0.05, "gyroscope bias off by \(error) °/s")
        // The truth bias is far above the tolerance: an unfitted (zero) bias would fail.
        #expect(truth.gyroscopeBiasRadiansPerSecond.abs.max() * Self.degreesPerRadian > 1)
    }

    @Test func sixPoseSessionRecoversOffsetAndMatrix() throws {
        let truth = try truth()
        let recorded = RecordedCalibration(recordings: [try samples("mpu9250-simulated-six-pose.csv")])
        let poses = recorded.accelerometerPoses()
        #expect(Set(poses.map(\.upDirectionInSensorFrame)).count == 6)
        let fit = try recorded.accelerometerFit()
        let offsetError = (fit.offsetMetersPerSecondSquared - truth.accelerometerOffsetMetersPerSecondSquared).abs.max()
        let matrixError = matrixError(fit.matrix, truth.accelerometerMatrix)
        #expect(offsetError < 0.02, "accelerometer offset off by \(offsetError) m/s²")
        #expect(matrixError < 0.003, "accelerometer matrix off by \(matrixError * 100) %")
    }

    @Test func sphereSweepFlattensTheFieldStrength() throws {
        let truth = try truth()
        let recorded = RecordedCalibration(recordings: [try samples("mpu9250-simulated-sphere-sweep.csv")])
        let readings = recorded.magnetometerReadingsMicrotesla
        let fit = try recorded.magnetometerFit()
        func spread(_ magnitudes: [Double]) -> Double {
            let mean = magnitudes.reduce(0, +) / Double(magnitudes.count)
            let variance = magnitudes.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / Double(magnitudes.count)
            return variance.squareRoot() / mean
        }
        let corrected = spread(readings.map { (fit.softIron * ($0 - fit.hardIronMicrotesla)).length })
        let raw = spread(readings.map(\.length))
        #expect(corrected < 0.01, "corrected field strength spread \(corrected * 100) %")
        #expect(raw > 0.1, "the raw readings should be far off a sphere (spread \(raw * 100) %)")
        let hardIronError = (fit.hardIronMicrotesla - truth.magnetometerHardIronMicrotesla).abs.max()
        #expect(hardIronError < 1, "hard iron off by \(hardIronError) µT")
        // Soft iron is known up to scale: compare both normalised to determinant 1.
        func normalised(_ matrix: Matrix3) -> Matrix3 { (1 / Foundation.cbrt(matrix.determinant)) * matrix }
        let softIronError = matrixError(normalised(fit.softIron), normalised(truth.magnetometerSoftIron))
        #expect(softIronError < 0.01, "soft iron off by \(softIronError * 100) %")
    }

    @Test func wholeSessionRecoversEverySection() throws {
        let truth = try truth()
        let recorded = RecordedCalibration(recordings: [try samples("mpu9250-simulated-all.csv")])
        let gyroscope = try recorded.gyroscopeFit()
        let accelerometer = try recorded.accelerometerFit()
        let magnetometer = try recorded.magnetometerFit()
        #expect((gyroscope.biasRadiansPerSecond - truth.gyroscopeBiasRadiansPerSecond).abs.max() * Self.degreesPerRadian < 0.05)
        #expect((accelerometer.offsetMetersPerSecondSquared - truth.accelerometerOffsetMetersPerSecondSquared).abs.max() < 0.02)
        #expect(matrixError(accelerometer.matrix, truth.accelerometerMatrix) < 0.003)
        #expect(magnetometer.fieldStrengthRelativeSpread < 0.01)
    }

    @Test func stillSessionAloneCannotCalibrateTheAccelerometer() throws {
        let recorded = RecordedCalibration(recordings: [try samples("mpu9250-simulated-gyro-still.csv")])
        #expect(recorded.accelerometerPoses().count == 1)
        #expect(throws: CalibrationError.self) { try recorded.accelerometerFit() }
    }

    @Test func movingSamplesAreNotStill() throws {
        // The sweep turns the board all the time: no still stretch, so no gyroscope bias.
        let recorded = RecordedCalibration(recordings: [try samples("mpu9250-simulated-sphere-sweep.csv")])
        #expect(recorded.stillStretches.isEmpty)
        #expect(throws: CalibrationError.self) { try recorded.gyroscopeFit() }
    }

    @Test func sessionsCombineAcrossFiles() throws {
        let truth = try truth()
        let recorded = RecordedCalibration(recordings: [
            try samples("mpu9250-simulated-gyro-still.csv"), try samples("mpu9250-simulated-six-pose.csv"),
        ])
        let fit = try recorded.gyroscopeFit()
        #expect((fit.biasRadiansPerSecond - truth.gyroscopeBiasRadiansPerSecond).abs.max() * Self.degreesPerRadian < 0.05)
        #expect(recorded.accelerometerPoses().count == 6)
    }
}

private extension Vector3 {
    var abs: Vector3 { Vector3(Swift.abs(x), Swift.abs(y), Swift.abs(z)) }
}
