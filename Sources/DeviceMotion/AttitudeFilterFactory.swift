import AttitudeFilters

/// Makes attitude filters by name (`--filter NAME`), so the filter can be chosen at run time.
public struct AttitudeFilterFactory: Sendable {
    /// The names this factory accepts, the default first.
    public var names: [String]
    /// What a person is shown for a name when it differs from the name itself (for example
    /// "madgwick as published"), keyed by lowercased name; default empty.
    public var labels: [String: String]
    private let make: @Sendable (_ name: String, _ sampleRateHertz: Double) -> (any AttitudeFilter)?

    /// Creates a factory from the names it accepts (default first) and a maker that returns
    /// nil for names it does not know. The maker gets the sensor's nominal rate, Hz.
    /// `labels`: what a person is shown for some of the names (``label(of:)``; default none).
    public init(
        names: [String],
        labels: [String: String] = [:],
        make: @escaping @Sendable (_ name: String, _ sampleRateHertz: Double) -> (any AttitudeFilter)?
    ) {
        self.names = names
        self.labels = labels
        self.make = make
    }

    /// What a person is shown for the filter named `name` (status lines, headers): its
    /// label when it has one, else the lowercased name.
    public func label(of name: String) -> String {
        let key = name.lowercased()
        return labels[key] ?? key
    }

    /// The default filter's name.
    public var defaultName: String { names.first ?? "" }

    /// A new filter with default settings for a sensor running at `sampleRateHertz`
    /// (default 100 Hz); throws `unknownFilter` listing the known names.
    public func makeFilter(named name: String, sampleRateHertz: Double = 100) throws(MotionManagerError) -> any AttitudeFilter {
        guard let filter = make(name.lowercased(), sampleRateHertz) else {
            throw .unknownFilter(name, known: names)
        }
        return filter
    }
}
