/// One row of an output-data-rate table: the rate and the code written to its field.
/// Rates are fixed point in milliHertz (12500 means 12.5 Hz), as in the kernel tables.
public struct OutputDataRate: Sendable, Equatable, Hashable {
    /// The rate, milliHertz.
    public let milliHertz: Int
    /// The field value that selects it.
    public let bits: UInt8

    /// Creates a row.
    public init(milliHertz: Int, bits: UInt8) {
        self.milliHertz = milliHertz
        self.bits = bits
    }

    /// The rate, Hz.
    public var hertz: Double { Double(milliHertz) / 1000 }
}

extension Array where Element == OutputDataRate {
    /// The slowest rate at or above `hertz`, or the fastest row when none is that fast.
    /// Nil only for an empty table.
    public func closest(atLeast hertz: Double) -> OutputDataRate? {
        let sorted = self.sorted { $0.milliHertz < $1.milliHertz }
        return sorted.first { $0.hertz >= hertz - 1e-9 } ?? sorted.last
    }
}
