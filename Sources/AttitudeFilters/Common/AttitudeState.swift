import MotionMath

/// The state of a filter that is only an attitude and starts from its first usable sample
/// (the complementary and Madgwick filters).
public struct AttitudeState: Sendable, Hashable {
    /// Sensor→ENU attitude, normalised.
    public var attitude: Quaternion
    /// False until the first usable sample has set the attitude.
    public var isInitialised: Bool

    /// The uninitialised state (identity attitude).
    public init(attitude: Quaternion = .identity, isInitialised: Bool = false) {
        self.attitude = attitude
        self.isInitialised = isInitialised
    }
}
