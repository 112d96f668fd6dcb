import ArgumentParser
import Foundation
import MotionFeed
import TerminalUI

/// `inertia demo`: device motion and the motion effects live in the terminal.
struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Show device motion and the motion effects live in the terminal.",
        discussion: """
            Uses the IMU it finds (kernel IIO, then I²C); without one it says so and runs the \
            built-in simulator with a hand-held motion (or the source the options name). Keys: q quit, r reset the reference \
            attitude, o cycle the interface orientation, m toggle reduce-motion, f cycle filters.
            """
    )

    @OptionGroup var view: ViewOptions

    @Option(name: .long, help: "Stop after this many frames (for scripts and screenshots).")
    var frames: Int?

    @Option(name: .long, help: "Stop after this many seconds.")
    var duration: Double?

    @Option(name: .long, help: "Frames per second.")
    var fps: Double = 30

    @Option(name: .long, help: "Screen size as COLUMNSxROWS when not drawing to a terminal (default: the terminal's, or 80x24).")
    var size: String?

    @Option(name: .long, help: "Colours: truecolor or 256 (default: from COLORTERM and TERM).")
    var color: String?

    @Flag(name: .long, help: "Skip the intro animation.")
    var noIntro = false

    func validate() throws {
        if let frames, frames < 1 { throw ValidationError("--frames must be at least 1.") }
        if let duration, !(duration > 0) { throw ValidationError("--duration must be more than 0 seconds.") }
        guard fps >= 1, fps <= 240 else { throw ValidationError("--fps must be between 1 and 240.") }
        if let size, TerminalSizeArgument.parse(size) == nil {
            throw ValidationError("--size must look like 100x30 (columns x rows, each at least 10).")
        }
        if let color, ColorModeArgument.parse(color) == nil {
            throw ValidationError("--color must be truecolor or 256.")
        }
    }

    func run() throws {
        let feed: DeviceMotionFeed
        do {
            feed = try ViewFeed.open(view)
        } catch {
            printError(ErrorMessage.describe(error))
            throw ExitCode.failure
        }
        defer { feed.stop() }
        CalibrationOptions.announce(description: feed.calibrationDescription)
        var settings = DemoRunner.Settings()
        settings.frameRateHertz = fps
        settings.maximumFrameCount = frames
        settings.durationSeconds = duration
        settings.size = size.flatMap(TerminalSizeArgument.parse)
        settings.colorMode = color.flatMap(ColorModeArgument.parse)
        settings.skipsIntro = noIntro
        DemoRunner(feed: feed, settings: settings).run()
    }
}

/// Parses `--size COLUMNSxROWS`.
enum TerminalSizeArgument {
    static func parse(_ text: String) -> TerminalSize? {
        let parts = text.lowercased().split(separator: "x")
        guard parts.count == 2, let columns = Int(parts[0]), let rows = Int(parts[1]),
            columns >= 10, rows >= 10, columns <= 1000, rows <= 500
        else { return nil }
        return TerminalSize(columns: columns, rows: rows)
    }
}

/// Parses `--color`.
enum ColorModeArgument {
    static func parse(_ text: String) -> ColorMode? {
        switch text.lowercased() {
        case "truecolor", "24bit", "24-bit": .trueColor
        case "256", "palette256": .palette256
        default: nil
        }
    }
}
