import MotionEffects

/// How to draw the shimmer streak on a page: a square box of `boxSide` points filled with a
/// radial gradient, transformed by `boxTransform` into content of
/// `SceneLayout.shimmerContentSize` (origin top-left).
public struct ShimmerOutput: Sendable, Equatable {
    /// Box points → content points, column-major 4 × 4.
    public var boxTransform: [Double]
    /// Side of the box, points.
    public var boxSide: Double
    /// Radius where the gradient starts, points.
    public var startRadius: Double
    /// Radius where the gradient ends, points.
    public var endRadius: Double
    /// Gradient stops: location 0…1 and a CSS colour.
    public var stops: [(location: Double, cssColor: String)]

    /// The output of a shimmer geometry.
    public init(geometry: ShimmerGeometry) {
        boxTransform = geometry.boxTransform.columnMajorValues
        boxSide = geometry.boxSide
        startRadius = geometry.startRadius
        endRadius = geometry.endRadius
        stops = geometry.stops.map { ($0.location, $0.color.css) }
    }

    public static func == (lhs: ShimmerOutput, rhs: ShimmerOutput) -> Bool {
        lhs.boxTransform == rhs.boxTransform && lhs.boxSide == rhs.boxSide && lhs.startRadius == rhs.startRadius
            && lhs.endRadius == rhs.endRadius && lhs.stops.map(\.location) == rhs.stops.map(\.location)
            && lhs.stops.map(\.cssColor) == rhs.stops.map(\.cssColor)
    }
}
