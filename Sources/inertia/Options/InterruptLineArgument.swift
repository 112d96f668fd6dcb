import ArgumentParser
import Boards
import GPIO
import IMUDrivers
import IMUSimulator

/// `--interrupt`: the GPIO line the chip's INT pin is wired to (`gpiochip0:17`,
/// `/dev/gpiochip0:17`), or `simulated` for the simulator's line.
enum InterruptLineArgument: ExpressibleByArgument, Sendable, Equatable {
    case simulated
    case gpio(GPIOLineName)

    init?(argument: String) {
        if argument == "simulated" {
            self = .simulated
        } else if let name = GPIOLineName(parsing: argument) {
            self = .gpio(name)
        } else {
            return nil
        }
    }

    static var defaultCompletionKind: CompletionKind { .list(["simulated", "gpiochip0:"]) }

    /// Parses an `--interrupt` value, saying what a line looks like when it is not one.
    static func parse(_ text: String) throws -> InterruptLineArgument {
        guard let line = InterruptLineArgument(argument: text) else {
            throw ValidationError("'\(text)' is not an interrupt line: name a GPIO line as gpiochipN:LINE (e.g. gpiochip0:17), or simulated with --simulate")
        }
        return line
    }
}

/// `--interrupt-signal`: how an MPU-6050-family chip drives INT.
enum InterruptSignalArgument: String, ExpressibleByArgument, CaseIterable, Sendable {
    case pulsed, latched

    var signal: InterruptSettings.Signal { self == .pulsed ? .pulsed : .latched }
}

extension SourceOptions {
    /// A streaming source over `connection` at `--rate` (default `defaultRateHertz`), reading
    /// on the interrupt line `--interrupt` (or the board file's) names. A line that cannot
    /// be requested leaves the source polling, with one warning naming the fix.
    /// - Throws: the board file's error when it cannot be read.
    func makeSource(_ connection: IMUConnection, defaultRateHertz: Double) throws -> IMUDriverSource {
        let source = connection.makeSource(settings: settings(defaultRateHertz: defaultRateHertz), interruptLine: try interruptLine(for: connection))
        source.interruptSettings = InterruptSettings(signal: interruptSignal.signal)
        return source
    }

    /// The line to read on, requested; nil to poll.
    private func interruptLine(for connection: IMUConnection) throws -> (any InterruptLine)? {
        switch try interrupt ?? boardInterrupt(for: connection) {
        case nil:
            return nil
        case .simulated:
            guard let imu = connection.simulatedIMU else { return nil }
            return SimulatedInterruptLine(imu: imu)
        case let .gpio(name):
            do {
                return try GPIOInterruptLine(name)
            } catch {
                printWarning("\(error.description); reading \(connection.identity.model.name) by polling its FIFO instead")
                return nil
            }
        }
    }

    /// The board file's `interrupt` for the identified chip, on hardware only.
    private func boardInterrupt(for connection: IMUConnection) throws -> InterruptLineArgument? {
        guard connection.kind == .i2c else { return nil }
        let board = try MotionSourceSelection.board(self)
        let chipKey = ChipModel.key(for: connection.identity.model.name)
        let entry = board.imus.first { ChipModel.key(for: $0.chip) == chipKey && $0.addresses.contains(connection.identity.address) }
            ?? board.imus.first { $0.addresses.contains(connection.identity.address) }
        // No line named for this IMU: it is read by polling, as without a board file.
        guard let text = entry?.interrupt else { return nil }
        guard let line = InterruptLineArgument(argument: text), line != .simulated else {
            printWarning("board \(board.identifier): interrupt '\(text)' is not a GPIO line such as gpiochip0:17; polling the FIFO")
            return nil
        }
        return line
    }
}
