/// Keeps the last known interface orientation and reports only real changes.
///
/// Reports of "unknown" (nil), face up or face down never replace a known orientation, so an
/// app started lying flat or in landscape keeps the right value. Default: `.portrait`.
public struct InterfaceOrientationTracker: Sendable, Equatable {
    /// The last known orientation.
    public private(set) var orientation: InterfaceOrientation

    /// Starts at `initial` (default `.portrait`).
    public init(initial: InterfaceOrientation = .portrait) {
        orientation = initial
    }

    /// Records a reported orientation; nil means unknown/face up/face down and keeps the last.
    ///
    /// - Returns: true only when the stored orientation changed (the caller then resets the
    ///   reference attitude and restarts the sensor).
    @discardableResult
    public mutating func update(_ reported: InterfaceOrientation?) -> Bool {
        guard let reported, reported != orientation else { return false }
        orientation = reported
        return true
    }
}
