import Foundation
import MotionMath

/// Magnetometer hard-iron offset and soft-iron matrix from an ellipsoid fit:
/// corrected = softIron · (raw − hardIron).
///
/// Raw readings taken while the sensor turns through many orientations in a constant field
/// lie on an ellipsoid. The fit solves the general quadric
/// a·x² + b·y² + c·z² + 2d·xy + 2e·xz + 2f·yz + 2g·x + 2h·y + 2i·z = 1 by least squares,
/// takes its centre as the hard-iron offset and the symmetric square root of its shape as
/// the soft-iron matrix, scaled so the corrected field keeps the ellipsoid's mean radius
/// (the local field strength, µT).
public struct MagnetometerEllipsoidFit: Sendable, Equatable {
    /// Hard-iron offset, µT.
    public var hardIronMicrotesla: Vector3
    /// Symmetric soft-iron matrix (dimensionless).
    public var softIron: Matrix3
    /// Local field strength: the mean corrected field magnitude, µT.
    public var fieldStrengthMicrotesla: Double
    /// Spread of the corrected field magnitude: standard deviation / mean (0.01 = 1 %).
    public var fieldStrengthRelativeSpread: Double
    /// Fraction of the sphere the corrected readings cover (0…1, over 26 direction bins).
    public var sphereCoverage: Double { correctedDirections.fraction }
    /// The directions (of 26) the corrected readings cover.
    public var correctedDirections: SphereCoverage
    /// For each end of the sensor's axes (+x, −x, +y, −y, +z, −z): the smallest angle
    /// between a corrected reading and it, degrees (0 when a reading points right along it).
    public var closestAngleToAxisEndsDegrees: [Double]
    /// Condition number of the quadric fit's design matrix (data centred and scaled): about
    /// 3 for a sweep through every direction, 12 for a hemisphere, 50 and more for a sweep
    /// about one axis.
    public var conditionEstimate: Double

    /// Fits the model to raw readings, µT.
    /// - Throws: `CalibrationError` with fewer than 20 readings, non-finite values, or a
    ///   sweep that does not determine an ellipsoid (turn the sensor through more directions).
    public init(rawMicrotesla readings: [Vector3]) throws(CalibrationError) {
        guard readings.count >= 20 else {
            throw .notEnoughData(what: "magnetometer calibration (readings)", needed: 20, found: readings.count)
        }
        guard readings.allSatisfy({ $0.x.isFinite && $0.y.isFinite && $0.z.isFinite }) else {
            throw .nonFiniteData("magnetometer readings")
        }
        // Centre and scale the data first so the quadric fit is well conditioned.
        let mean = readings.reduce(Vector3.zero, +) / Double(readings.count)
        let scale = max(1e-9, (readings.map { ($0 - mean).length }.reduce(0, +)) / Double(readings.count))
        var problem = LeastSquaresProblem(unknownCount: 9)
        for reading in readings {
            let p = (reading - mean) / scale
            problem.addEquation(
                [p.x * p.x, p.y * p.y, p.z * p.z, 2 * p.x * p.y, 2 * p.x * p.z, 2 * p.y * p.z, 2 * p.x, 2 * p.y, 2 * p.z],
                target: 1
            )
        }
        guard let (q, condition) = problem.solveWithCondition() else {
            throw .degenerateData("the magnetometer sweep covers too few directions; turn the sensor through a full sphere")
        }
        let shape = Matrix3(rows: Vector3(q[0], q[3], q[4]), Vector3(q[3], q[1], q[5]), Vector3(q[4], q[5], q[2]))
        guard let shapeInverse = shape.inverseIfInvertible else {
            throw .degenerateData("the magnetometer readings do not lie on an ellipsoid")
        }
        let centreScaled = -(shapeInverse * Vector3(q[6], q[7], q[8]))
        let level = 1 + dot(centreScaled, shape * centreScaled)
        let normalisedShape = (1 / level) * shape
        let decomposition = SymmetricEigenDecomposition(symmetric: normalisedShape)
        guard decomposition.eigenvalues.min() > 0 else {
            throw .degenerateData("the magnetometer readings fit no ellipsoid (a hyperboloid); sweep more slowly through all directions")
        }
        // sqrt(shape) maps the ellipsoid (in scaled units) onto the unit sphere.
        let unitSphereMap = decomposition.applying { $0.squareRoot() }
        let radii = decomposition.eigenvalues.squareRootOfReciprocals
        let meanRadiusScaled = (radii.x * radii.y * radii.z).cubeRoot
        let hardIron = mean + scale * centreScaled
        let softIron = meanRadiusScaled * unitSphereMap
        hardIronMicrotesla = hardIron
        conditionEstimate = condition
        self.softIron = softIron
        // |unitSphereMap · (raw − hardIron)| = scale on the ellipsoid, so the corrected field
        // has magnitude meanRadiusScaled · scale: the geometric-mean radius in µT.
        let magnitudesMicrotesla = readings.map { (softIron * ($0 - hardIron)).length }
        let meanMagnitude = magnitudesMicrotesla.reduce(0, +) / Double(magnitudesMicrotesla.count)
        let variance = magnitudesMicrotesla.map { ($0 - meanMagnitude) * ($0 - meanMagnitude) }.reduce(0, +)
            / Double(magnitudesMicrotesla.count)
        fieldStrengthMicrotesla = meanMagnitude
        fieldStrengthRelativeSpread = meanMagnitude > 0 ? variance.squareRoot() / meanMagnitude : .infinity
        let corrected = readings.map { softIron * ($0 - hardIron) }
        correctedDirections = SphereCoverage(directions: corrected)
        closestAngleToAxisEndsDegrees = Self.closestAngles(corrected)
    }
}

extension MagnetometerEllipsoidFit {
    /// The axis ends, in the order of `closestAngleToAxisEndsDegrees`, with their names.
    public static let axisEnds: [(name: String, direction: Vector3)] = [
        ("+x", Vector3(1, 0, 0)), ("−x", Vector3(-1, 0, 0)), ("+y", Vector3(0, 1, 0)),
        ("−y", Vector3(0, -1, 0)), ("+z", Vector3(0, 0, 1)), ("−z", Vector3(0, 0, -1)),
    ]

    private static func closestAngles(_ vectors: [Vector3]) -> [Double] {
        var largestCosines = [Double](repeating: -1, count: axisEnds.count)
        for vector in vectors {
            guard let direction = vector.normalizedOrNil else { continue }
            for (index, end) in axisEnds.enumerated() {
                largestCosines[index] = max(largestCosines[index], dot(direction, end.direction))
            }
        }
        return largestCosines.map { acos(min(1, $0)) * 180 / .pi }
    }
}

extension Vector3 {
    fileprivate var squareRootOfReciprocals: Vector3 {
        Vector3(1 / x.squareRoot(), 1 / y.squareRoot(), 1 / z.squareRoot())
    }
}

extension Double {
    fileprivate var cubeRoot: Double {
        guard self > 0 else { return 0 }
        var estimate = self > 1 ? self / 3 : 1.0
        for _ in 0..<60 { estimate = (2 * estimate + self / (estimate * estimate)) / 3 }
        return estimate
    }
}
