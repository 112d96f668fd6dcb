import Foundation
import MotionMath

/// The dip (inclination) of the magnetic field seen by a sensor: the angle between the
/// corrected field and the horizontal, from readings taken with the accelerometer.
///
/// At rest the accelerometer reads the specific force, which points up, so the field's dip
/// below the horizontal is asin(−f̂ · m̂) in any frame both vectors share. Only readings
/// whose specific force is within `maximumGravityDeviation` of 1 g count (the sensor turning
/// slowly, not accelerating); the estimate is their median, so a few readings taken while
/// the sensor moved do not pull it.
public struct MagneticDipEstimate: Sendable, Equatable {
    /// The largest relative difference between the specific force and standard gravity for
    /// a reading to count. Default: 0.03 (3 %).
    public static let maximumGravityDeviation = 0.03

    /// Median dip, degrees (positive: the field points below the horizontal).
    public let dipDegrees: Double
    /// How many readings counted.
    public let readingCount: Int

    /// The estimate from pairs of corrected field (µT) and specific force (m/s²) in the same
    /// frame; nil when fewer than 10 readings were quasi-static.
    public init?(fieldsMicrotesla: [Vector3], specificForcesMetersPerSecondSquared: [Vector3]) {
        var dips: [Double] = []
        for (field, force) in zip(fieldsMicrotesla, specificForcesMetersPerSecondSquared) {
            let forceLength = force.length
            guard forceLength.isFinite, abs(forceLength / standardGravityMetersPerSecondSquared - 1) <= Self.maximumGravityDeviation,
                  let fieldDirection = field.normalizedOrNil else { continue }
            let sine = -dot(fieldDirection, force / forceLength)
            dips.append(asin(max(-1, min(1, sine))) * 180 / .pi)
        }
        guard dips.count >= 10 else { return nil }
        dips.sort()
        let middle = dips.count / 2
        dipDegrees = dips.count % 2 == 1 ? dips[middle] : (dips[middle - 1] + dips[middle]) / 2
        readingCount = dips.count
    }
}
