/// A live source of motion frames for the views.
///
/// A feed samples on its own schedule; views pull the newest frame when they draw (the
/// terminal at its frame rate, the dashboard at its broadcast rate). A slow view therefore
/// skips frames and never slows the sensor.
public protocol MotionFeed: AnyObject, Sendable {
    /// Starts sampling. Throws when the source cannot start, with a message saying what to do.
    func start() throws
    /// The newest frame, or nil before the first sample.
    func latestFrame() -> MotionFrame?
    /// Applies a viewer's request; requests the feed cannot honour are ignored.
    func apply(_ control: MotionControl)
    /// Stops sampling. Safe to call more than once.
    func stop()
}
