import ArgumentParser
import Calibration
import DeviceMotion
import FilterEvaluation
import I2C
import IMUDrivers
import IMUSamples
import Platform

/// A failure a command explains in one line.
struct CommandFailure: Error, CustomStringConvertible {
    /// What went wrong and what to do.
    let description: String

    init(_ description: String) { self.description = description }
}

/// Runs a command body; a sensor, bus, file or command failure prints one line on stderr
/// ("inertia: error: …") and exits with status 1. No stack traces, no crash.
func reportingFailures<Result>(_ body: () throws -> Result) throws -> Result {
    do {
        return try body()
    } catch let error as IMUError {
        printError(error.description)
    } catch let error as I2CError {
        printError(error.description)
    } catch let error as CommandFailure {
        printError(error.description)
    } catch let error as IIOError {
        printError(error.description)
    } catch let error as CalibrationProfileError {
        printError(error.description)
    } catch let error as CSVLogError {
        printError(error.description)
    } catch let error as OutputFileError {
        printError(error.description)
    } catch let error as EvaluationError {
        printError(error.description)
    } catch let error as CalibrationError {
        printError(error.description + "; no profile was written")
    }
    throw ExitCode.failure
}

/// Prints "inertia: error: MESSAGE" on stderr.
func printError(_ message: String) {
    Console.writeError("inertia: error: \(message)\n")
}

/// Prints "inertia: warning: MESSAGE" on stderr.
func printWarning(_ message: String) {
    Console.writeError("inertia: warning: \(message)\n")
}
