import ArgumentParser
import AttitudeFilters

extension FilterKind: ExpressibleByArgument {}

/// `--filter NAME [--magnetometer | --no-magnetometer]` and the VQF-class filter's time
/// constants, shared by replay, evaluate, bench.
struct FilterOptions: ParsableArguments {
    @Option(name: .long, help: "The filter: \(FilterKind.namesList).")
    var filter: FilterKind

    @Flag(inversion: .prefixedNo, help: "Use the magnetometer (9D) or not (6D).")
    var magnetometer = true

    @OptionGroup(title: "Filter tuning")
    var tuning: FilterTuningOptions

    func validate() throws {
        try tuning.validate(filterName: filter.rawValue)
    }

    /// A new filter of the chosen kind, tuned, for a sensor sampled at `sampleRateHertz`.
    func makeFilter(sampleRateHertz: Double) -> any AttitudeFilter {
        filter.makeFilter(
            sampleRateHertz: sampleRateHertz, vqfSettings: tuning.vqfSettings, published: tuning.published,
            magneticDisturbanceRejection: tuning.magneticDisturbanceRejection)
    }

    /// "madgwick 9D".
    var label: String { "\(filter.rawValue) \(magnetometer ? "9D" : "6D")" }
}
