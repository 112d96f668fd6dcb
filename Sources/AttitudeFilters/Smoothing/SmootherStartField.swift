import MotionMath

/// The magnetic field over the first seconds of a recording as the ``VQFSmoother``'s
/// backward pass meets it on its way to the first sample, and the heading it gives the last
/// forward pass.
///
/// The backward pass arrives at the first sample with the heading it has carried from the
/// recording's end. Where the field changed on the way (a magnet, another room), that
/// heading belongs to the later field and τ_mag (30 s) is slow to mend it, so the last
/// pass would start off. When the backward pass accepts the field at the start (its norm
/// and dip match the pass's reference: no disturbance detected) and that field's heading
/// holds steady in the 6D frame over the first ``windowSeconds``, the last pass starts
/// instead with the heading of that field: the circular mean of its direction over the
/// window. A field the backward pass finds disturbed there is left alone: which of the two
/// fields is the earth's cannot be told, and the pass's own heading is kept.
struct SmootherStartField {
    /// How far from the first sample fields are taken in, s (0 or less: none).
    var windowSeconds: Double
    /// The sum of the unit horizontal directions of the fields taken in (in the 6D frame).
    private var sumEast = 0.0
    private var sumNorth = 0.0
    /// The number of fields taken in.
    private(set) var count = 0

    /// The largest circular spread of the field's heading over the window that still sets
    /// the heading: 0.01 (1 − the mean resultant length; a spread of about 8°). On BROAD a
    /// field at rest spreads by 0.001–0.002.
    static let spreadLimit = 0.01

    /// An empty window of `windowSeconds` (s).
    init(windowSeconds: Double) {
        self.windowSeconds = windowSeconds
    }

    /// Takes in the field `magnetometer` of a sample `secondsFromStart` (s) after the first,
    /// with `filter` as it stands after that sample; later samples, nil and implausible
    /// fields are skipped.
    @inline(__always)
    mutating func add(_ filter: VQFFilter, magnetometer: Vector3?, secondsFromStart: Double) {
        guard windowSeconds > 0, secondsFromStart <= windowSeconds, let magnetometer,
              VQFFilter.isPlausible(magnetometer, limit: VQFFilter.magnetometerLimit) else { return }
        let earth = VQFNumerics.rotate(magnetometer, by: filter.quaternion6D)
        let horizontal = (earth.x * earth.x + earth.y * earth.y).squareRoot()
        guard horizontal > 0, horizontal.isFinite else { return }
        sumEast += earth.x / horizontal
        sumNorth += earth.y / horizontal
        count += 1
    }

    /// The circular spread of the field's heading over the window: 1 − the mean resultant
    /// length (0: steady, 1: no direction at all, or no field).
    var spread: Double {
        guard count > 0 else { return 1 }
        return max(0, 1 - (sumEast * sumEast + sumNorth * sumNorth).squareRoot() / Double(count))
    }

    /// The turn, rad (−π…π), that takes `filter`'s heading offset to the heading of the
    /// window's field; nil when the field must not set the heading (none in the window, not
    /// steady, or disturbed for `filter`).
    func headingCorrectionRadians(for filter: VQFFilter) -> Double? {
        guard count > 0, spread <= Self.spreadLimit, filter.state.magnetometerUsed,
              !filter.isMagneticDisturbanceDetected else { return nil }
        return SmootherHeading.wrapped(VQFNumerics.arcTangent2(sumEast, sumNorth) - filter.state.headingOffsetRadians)
    }
}
