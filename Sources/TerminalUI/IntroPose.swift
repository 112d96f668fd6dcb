/// How far the intro has brought the card in: its turn, its shift and the opacity of its
/// content. The rest pose is `.settled`.
public struct IntroPose: Sendable, Equatable {
    /// Turn of the card about the screen normal, radians (0 at rest).
    public var cardAngleRadians: Double
    /// Shift of the card from its place, in card heights (0 at rest, positive = down).
    public var cardShiftHeights: Double
    /// Opacity of the card's content, 0…1 (1 at rest).
    public var contentOpacity: Double

    /// Creates a pose.
    public init(cardAngleRadians: Double, cardShiftHeights: Double, contentOpacity: Double) {
        self.cardAngleRadians = cardAngleRadians
        self.cardShiftHeights = cardShiftHeights
        self.contentOpacity = contentOpacity
    }

    /// The card in place with its content shown.
    public static let settled = IntroPose(cardAngleRadians: 0, cardShiftHeights: 0, contentOpacity: 1)
    /// Where the intro starts: turned a quarter, one card height low, content hidden.
    public static let start = IntroPose(cardAngleRadians: -.pi / 2, cardShiftHeights: 1, contentOpacity: 0)
}
