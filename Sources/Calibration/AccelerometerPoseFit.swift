import MotionMath

/// One static pose for accelerometer calibration: the mean raw reading and which way is up
/// in the sensor frame (a unit vector), as the guided procedure asked the user to place it.
public struct AccelerometerPose: Sendable, Equatable {
    /// Mean raw accelerometer reading over the still period, m/s².
    public var meanRawMetersPerSecondSquared: Vector3
    /// The earth's up direction in the sensor frame (unit vector), e.g. (0, 0, 1) flat face up.
    public var upDirectionInSensorFrame: Vector3

    /// Creates a pose.
    public init(meanRawMetersPerSecondSquared: Vector3, upDirectionInSensorFrame: Vector3) {
        self.meanRawMetersPerSecondSquared = meanRawMetersPerSecondSquared
        self.upDirectionInSensorFrame = upDirectionInSensorFrame
    }
}

/// Accelerometer offset and 3×3 matrix (scale and misalignment) from four or more static
/// poses (the six faces in the guided procedure): corrected = matrix · (raw − offset).
///
/// At rest the corrected reading must equal g times the pose's up direction. Each row of
/// the matrix and the offset term form a linear least-squares problem in four unknowns, so
/// four non-coplanar poses determine the model and more poses average the noise.
public struct AccelerometerPoseFit: Sendable, Equatable {
    /// Offset, m/s².
    public var offsetMetersPerSecondSquared: Vector3
    /// Scale and misalignment matrix (dimensionless).
    public var matrix: Matrix3
    /// RMS of |corrected − g·up| over the poses, m/s².
    public var residualMetersPerSecondSquared: Double
    /// How many of the six axis directions (±x, ±y, ±z) the poses cover.
    public var coveredAxisDirections: Int
    /// Condition number of the fit's design matrix, readings in g: √3 for the six faces,
    /// large when the poses nearly share a plane.
    public var conditionEstimate: Double

    /// Fits the model. `gravityMetersPerSecondSquared` defaults to standard gravity.
    /// - Throws: `CalibrationError` with fewer than four poses or poses in one plane.
    public init(
        poses: [AccelerometerPose],
        gravityMetersPerSecondSquared: Double = standardGravityMetersPerSecondSquared
    ) throws(CalibrationError) {
        guard poses.count >= 4 else {
            throw .notEnoughData(what: "accelerometer calibration (static poses)", needed: 4, found: poses.count)
        }
        for pose in poses {
            let values = [pose.meanRawMetersPerSecondSquared, pose.upDirectionInSensorFrame]
            guard values.allSatisfy({ $0.x.isFinite && $0.y.isFinite && $0.z.isFinite }) else {
                throw .nonFiniteData("accelerometer pose")
            }
        }
        var rows = [Vector3](repeating: .zero, count: 3)
        var constant = Vector3.zero
        for axis in 0..<3 {
            var problem = LeastSquaresProblem(unknownCount: 4)
            for pose in poses {
                let raw = pose.meanRawMetersPerSecondSquared
                let up = pose.upDirectionInSensorFrame / pose.upDirectionInSensorFrame.length
                problem.addEquation([raw.x, raw.y, raw.z, 1], target: gravityMetersPerSecondSquared * up[axis])
            }
            guard let solution = problem.solve() else {
                throw .degenerateData("the poses lie in one plane; turn the board onto more faces")
            }
            rows[axis] = Vector3(solution[0], solution[1], solution[2])
            constant[axis] = solution[3]
        }
        let matrix = Matrix3(rows: rows[0], rows[1], rows[2])
        guard let inverse = matrix.inverseIfInvertible else {
            throw .degenerateData("the fitted accelerometer matrix is singular")
        }
        self.matrix = matrix
        offsetMetersPerSecondSquared = -(inverse * constant)
        var squaredResidual = 0.0
        var directions = Set<Int>()
        for pose in poses {
            let up = pose.upDirectionInSensorFrame / pose.upDirectionInSensorFrame.length
            let corrected = matrix * (pose.meanRawMetersPerSecondSquared - offsetMetersPerSecondSquared)
            squaredResidual += (corrected - gravityMetersPerSecondSquared * up).lengthSquared
            let axis = (0..<3).max(by: { abs(up[$0]) < abs(up[$1]) }) ?? 0
            if abs(up[axis]) > 0.9 { directions.insert(axis * 2 + (up[axis] > 0 ? 0 : 1)) }
        }
        residualMetersPerSecondSquared = (squaredResidual / Double(poses.count)).squareRoot()
        coveredAxisDirections = directions.count
        var scaled = LeastSquaresProblem(unknownCount: 4)
        for pose in poses {
            let raw = pose.meanRawMetersPerSecondSquared / gravityMetersPerSecondSquared
            scaled.addEquation([raw.x, raw.y, raw.z, 1], target: 0)  // only the design matrix matters
        }
        conditionEstimate = scaled.conditionNumber()
    }
}
