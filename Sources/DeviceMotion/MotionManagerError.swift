/// Why device motion could not be started or configured, with what to do about it.
public enum MotionManagerError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No filter has this name.
    case unknownFilter(String, known: [String])
    /// The reference frame needs something this source or configuration lacks.
    case referenceFrameUnavailable(AttitudeReferenceFrame, reason: String)
    /// The sample source failed.
    case sourceFailed(String)
    /// `runDeviceMotionUpdates` needs the sampling loop, and the manager's sampling thread
    /// is already running for other consumers.
    case alreadySampling

    public var description: String {
        switch self {
        case .unknownFilter(let name, let known):
            return "No attitude filter named '\(name)'. Choose one of: \(known.joined(separator: ", "))."
        case .referenceFrameUnavailable(let frame, let reason):
            return "The reference frame \(frame) is not available: \(reason)."
        case .sourceFailed(let message):
            return "The sensor source failed: \(message)"
        case .alreadySampling:
            return "The motion manager is already sampling for other consumers; subscribe with deviceMotionUpdates instead."
        }
    }
}
