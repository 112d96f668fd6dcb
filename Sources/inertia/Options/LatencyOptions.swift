import ArgumentParser
import AttitudeFilters
import DeviceMotion
import IMUSamples

/// `--sensor-delay-ms MS|auto`, shared by replay, evaluate, stream, demo and serve.
struct LatencyOptions: ParsableArguments {
    @Option(
        name: .customLong("sensor-delay-ms"),
        help: ArgumentHelp(
            "The sensor's delay, ms, or auto: the chip's datasheet delay; the attitude is predicted ahead by it less half a sample period. 0 predicts nothing.",
            discussion: "Every filter integrates each sample's rate over the step that ends at it, which puts its attitude half a sample period ahead already: a delay of 2.8 ms at 200 Hz leaves 0.3 ms to predict, 4.8 ms at 100 Hz none. auto (stream, demo, serve) takes the gyroscope's group delay from the datasheet of the chip found, for the low-pass filter the driver sets at the rate asked for (MPU-6050 and MPU-6500/9250 parts, over /dev/i2c or the kernel's inv_mpu6050 driver: 1–33 ms); other sources predict nothing, and a line on stderr says which. `inertia measure-delay` measures a delay on recordings with ground truth; the BROAD sensor's median is 3.78 ms.",
            valueName: "ms|auto"))
    var sensorDelay: SensorDelayArgument = .milliseconds(0)

    func validate() throws {
        guard case let .milliseconds(value) = sensorDelay else { return }
        guard value.isFinite, (0...1000).contains(value) else {
            throw ValidationError("--sensor-delay-ms must be between 0 and 1000 ms, or auto (got \(value)).")
        }
    }

    /// Refuses `auto` where the samples come from a recording, which does not say which
    /// filter its chip ran.
    func validateForRecordings() throws {
        guard sensorDelay == .automatic else { return }
        throw ValidationError("--sensor-delay-ms auto needs a live sensor (a recording does not say its chip's filter); give the delay in ms, e.g. from 'inertia measure-delay'.")
    }

    /// The delay asked for, ms (0 for `auto`, which `validateForRecordings` refuses).
    var sensorDelayMilliseconds: Double {
        if case let .milliseconds(value) = sensorDelay { return value }
        return 0
    }

    /// The prediction these options ask for, for recordings.
    var compensation: LatencyCompensation { LatencyCompensation(sensorDelaySeconds: sensorDelayMilliseconds / 1000) }

    /// Sets the prediction these options ask for on `configuration`: the delay given, or
    /// with `auto` the source's own (`predictsSensorDelay`; nothing when it reports none),
    /// which one stderr line names.
    func apply(to configuration: inout MotionManager.Configuration, source information: SourceInformation) {
        configuration.latencyCompensation = compensation
        guard sensorDelay == .automatic else { return }
        configuration.predictsSensorDelay = true
        let predicted = configuration.latencyCompensation(for: information)
        guard predicted.isActive else {
            Console.writeError("prediction: none (no datasheet delay is known for the \(information.chipName), \(information.kind.rawValue))\n")
            return
        }
        let rate = String(format: "%g", information.sampleRateHertz)
        let lead = predicted.leadSeconds(stepSeconds: 1 / information.sampleRateHertz)
        Console.writeError("prediction: \(String(format: "%.2f", lead * 1000)) ms ahead: the \(information.chipName)'s gyroscope delay with its low-pass filter for \(rate) Hz, \(String(format: "%.2f", predicted.sensorDelaySeconds * 1000)) ms (datasheet), less half a sample period\n")
    }
}

/// A `--sensor-delay-ms` value: milliseconds, or `auto`.
enum SensorDelayArgument: ExpressibleByArgument, Equatable, Sendable {
    /// A fixed delay, ms.
    case milliseconds(Double)
    /// The chip's datasheet delay.
    case automatic

    init?(argument: String) {
        if argument.lowercased() == "auto" {
            self = .automatic
        } else if let value = Double(argument) {
            self = .milliseconds(value)
        } else {
            return nil
        }
    }

    var defaultValueDescription: String {
        switch self {
        case let .milliseconds(value): value == 0 ? "0" : "\(value)"
        case .automatic: "auto"
        }
    }
}
