import ArgumentParser
import AttitudeFilters

extension FilterKind: ExpressibleByArgument {}

/// `--filter NAME [--magnetometer | --no-magnetometer]`, shared by replay, evaluate, bench.
struct FilterOptions: ParsableArguments {
    @Option(name: .long, help: "The filter: \(FilterKind.namesList).")
    var filter: FilterKind

    @Flag(inversion: .prefixedNo, help: "Use the magnetometer (9D) or not (6D).")
    var magnetometer = true

    /// "madgwick 9D".
    var label: String { "\(filter.rawValue) \(magnetometer ? "9D" : "6D")" }
}
