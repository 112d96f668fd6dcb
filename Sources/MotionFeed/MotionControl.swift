/// A request from a viewer to change how the motion is shown: a key in the terminal, a
/// control on the web page.
public enum MotionControl: Sendable, Equatable {
    /// Take the current attitude as the new rest (reference) attitude.
    case resetReference
    /// Step to the next interface orientation.
    case cycleInterfaceOrientation
    /// Use the named interface orientation ("portrait", "portraitUpsideDown",
    /// "landscapeLeft", "landscapeRight").
    case setInterfaceOrientation(String)
    /// Turn reduce-motion on or off.
    case setReduceMotion(Bool)
    /// Flip reduce-motion.
    case toggleReduceMotion
    /// Step to the next attitude filter.
    case cycleFilter
    /// Use the named attitude filter.
    case setFilter(String)
    /// Use the named attitude reference frame.
    case setReferenceFrame(String)
}

/// The interface orientations in cycling order, by name.
public let interfaceOrientationNames = ["portrait", "landscapeLeft", "portraitUpsideDown", "landscapeRight"]

extension Array where Element == String {
    /// The element after `current`, wrapping; the first element when `current` is absent.
    public func cycled(after current: String) -> String? {
        guard let first else { return nil }
        guard let index = firstIndex(of: current) else { return first }
        return self[(index + 1) % count]
    }
}
