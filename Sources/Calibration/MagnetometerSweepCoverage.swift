import MotionMath

/// The directions a magnetometer sweep has covered so far, as the live view counts them:
/// relative to the running centre of the readings (midway between their extremes), and only
/// once the readings span a field-sized sphere and the reading lies out on it, so noise
/// around a still reading covers nothing.
///
/// The count only goes up. The centre moves while the sweep grows, so the map is rebuilt
/// around the new centre every `rebuildInterval` readings; directions counted before stay
/// counted (the fit afterwards measures coverage around its own centre).
public struct MagnetometerSweepCoverage: Sendable {
    /// The smallest sphere radius that counts as a sweep, µT (the earth's field is 25–65 µT).
    public static let minimumRadiusMicrotesla = 10.0
    /// Readings between rebuilds of the map around the moved centre. Default 200.
    public var rebuildInterval = 200

    private var minimum = Vector3(repeating: .infinity)
    private var maximum = Vector3(repeating: -.infinity)
    private var readings: [Vector3] = []
    private var covered = SphereCoverage()

    public init() {}

    /// Directions covered so far, of `SphereCoverage.binCount` (26); never decreases.
    public var coveredDirections: Int { covered.hitBins.count }

    /// The covered directions.
    public var coverage: SphereCoverage { covered }

    /// Readings added so far.
    public var readingCount: Int { readings.count }

    /// Adds one reading, µT; non-finite readings are ignored.
    public mutating func add(_ field: Vector3) {
        guard field.x.isFinite, field.y.isFinite, field.z.isFinite else { return }
        minimum = pointwiseMin(minimum, field)
        maximum = pointwiseMax(maximum, field)
        readings.append(field)
        let centre = (minimum + maximum) / 2
        let halfSpan = (maximum - minimum) / 2
        let radius = (halfSpan.x + halfSpan.y + halfSpan.z) / 3
        guard radius >= Self.minimumRadiusMicrotesla else { return }
        let liesOnSphere = { (reading: Vector3) in (reading - centre).length >= 0.5 * radius }
        if readings.count % max(1, rebuildInterval) == 0 {
            covered.formUnion(SphereCoverage(directions: readings.filter(liesOnSphere).map { $0 - centre }))
        } else if liesOnSphere(field) {
            covered.add(field - centre)
        }
    }
}
