/// A source whose output data rate can be changed while it runs. `MotionManager` runs such a
/// sensor at the fastest rate any consumer asks for.
public protocol SampleRateConfigurable: AnyObject {
    /// Asks for `hertz`; returns the rate actually set (the nearest the chip supports).
    /// Called on the sampling thread between batches.
    func setSampleRate(hertz: Double) throws -> Double
}
