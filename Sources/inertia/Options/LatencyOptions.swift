import ArgumentParser
import AttitudeFilters

/// `--sensor-delay-ms MS`, shared by replay, evaluate, stream, demo and serve.
struct LatencyOptions: ParsableArguments {
    @Option(
        name: .customLong("sensor-delay-ms"),
        help: ArgumentHelp(
            "Predict the attitude ahead by the sensor's delay, ms; 0 predicts nothing.",
            discussion: "`inertia measure-delay` measures it on recordings with ground truth; the BROAD sensor's is 3.9 ms."))
    var sensorDelayMilliseconds: Double = 0

    func validate() throws {
        guard sensorDelayMilliseconds.isFinite, (0...1000).contains(sensorDelayMilliseconds) else {
            throw ValidationError("--sensor-delay-ms must be between 0 and 1000 ms (got \(sensorDelayMilliseconds)).")
        }
    }

    /// The prediction these options ask for.
    var compensation: LatencyCompensation { LatencyCompensation(leadSeconds: sensorDelayMilliseconds / 1000) }
}
