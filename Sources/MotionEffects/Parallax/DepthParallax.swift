import MotionMath

/// Several layers at different depths moving at different speeds: each layer is a
/// ``ParallaxEffect`` at its own distance, so a layer twice as far from the glass moves twice
/// as far, and layers behind the glass (negative distance) move the other way.
public struct DepthParallax: Sendable, Equatable {
    /// One layer.
    public struct Layer: Sendable, Equatable {
        /// A name for the renderer.
        public var name: String
        /// Distance in front of the glass, points (negative: behind).
        public var distance: Double
        /// Creates a layer.
        public init(name: String, distance: Double) {
            self.name = name
            self.distance = distance
        }
    }

    /// The layers, back to front as the renderer should draw them.
    public var layers: [Layer]
    /// Radial limit applied to every layer's offset, points; nil (default) for none.
    public var maxOffset: Double?

    /// Creates a stack of layers.
    public init(layers: [Layer], maxOffset: Double? = nil) {
        self.layers = layers
        self.maxOffset = maxOffset
    }

    /// Each layer's offset in points, in the order of ``layers``; all zero with motion off.
    public func offsets(for snapshot: MotionSnapshot) -> [SIMD2<Double>] {
        layers.map { ParallaxEffect(distance: $0.distance, maxOffset: maxOffset).offset(for: snapshot) }
    }
}
