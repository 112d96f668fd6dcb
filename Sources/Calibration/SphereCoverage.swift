import MotionMath

/// How much of the sphere of directions a set of vectors covers: the fraction of 26 bins
/// (the faces, edges and corners of a cube around the origin) that hold at least one vector.
public struct SphereCoverage: Sendable, Equatable {
    /// Which bins are hit, indexed by the bin's (x, y, z) sign pattern.
    public private(set) var hitBins: Set<Int> = []

    /// The number of bins: every non-zero sign pattern of (x, y, z) in {−1, 0, 1}³.
    public static let binCount = 26

    /// Creates a coverage map from vectors (any unit).
    public init(directions: [Vector3] = []) {
        for direction in directions { add(direction) }
    }

    /// Adds one vector; zero or non-finite vectors are ignored.
    public mutating func add(_ direction: Vector3) {
        if let bin = Self.bin(of: direction) { hitBins.insert(bin) }
    }

    /// Adds every bin `other` has hit.
    public mutating func formUnion(_ other: SphereCoverage) {
        hitBins.formUnion(other.hitBins)
    }

    /// Fraction of bins hit, 0…1.
    public var fraction: Double { Double(hitBins.count) / Double(Self.binCount) }

    /// Whether the bin for the sign pattern (each −1, 0 or 1) has been hit.
    public func isCovered(signs: SIMD3<Int>) -> Bool {
        hitBins.contains(Self.index(signs))
    }

    /// The bin a direction falls in: each component is rounded to −1, 0 or 1 relative to
    /// the largest component (|c| < 0.4·max counts as 0).
    static func bin(of direction: Vector3) -> Int? {
        let largest = max(abs(direction.x), abs(direction.y), abs(direction.z))
        guard largest > 0, largest.isFinite else { return nil }
        func sign(_ value: Double) -> Int { abs(value) < 0.4 * largest ? 0 : (value > 0 ? 1 : -1) }
        return index(SIMD3(sign(direction.x), sign(direction.y), sign(direction.z)))
    }

    private static func index(_ signs: SIMD3<Int>) -> Int {
        (signs.x + 1) * 9 + (signs.y + 1) * 3 + (signs.z + 1)
    }
}
