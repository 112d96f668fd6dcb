import Dispatch
import Foundation
import MotionEffects
import MotionFeed
import Synchronization

/// Runs the terminal demo: draws frames at a steady rate, reads keys, follows the terminal's
/// size, and gives the terminal back on exit.
public final class DemoRunner: @unchecked Sendable {
    /// How the demo runs.
    public struct Settings: Sendable {
        /// Frames per second. Default 30.
        public var frameRateHertz: Double = 30
        /// Stop after this many frames; nil runs until `q`.
        public var maximumFrameCount: Int?
        /// Stop after this many seconds; nil runs until `q`.
        public var durationSeconds: Double?
        /// Colours; nil detects from the environment.
        public var colorMode: ColorMode?
        /// Screen size when output is not a terminal (or to force one); nil detects.
        public var size: TerminalSize?
        /// Skip the intro animation.
        public var skipsIntro = false

        /// Default settings.
        public init() {}
    }

    private let feed: any MotionFeed
    private let settings: Settings
    private let session = TerminalSession()
    private let screen = DemoScreen()
    private let resized = Mutex(false)
    private let stopRequested = Mutex(false)
    private var signalSources: [any DispatchSourceSignal] = []

    /// Creates a runner drawing `feed`.
    public init(feed: any MotionFeed, settings: Settings) {
        self.feed = feed
        self.settings = settings
    }

    /// Runs until `q`, Ctrl-C, SIGTERM, or the frame/duration limit. Returns the number of
    /// frames drawn.
    @discardableResult
    public func run() -> Int {
        let environment = ProcessInfo.processInfo.environment
        let interactive = session.isInteractive
        var encoder = FrameEncoder(colorMode: settings.colorMode ?? ColorMode.detect(environment: environment))
        installSignalHandlers()
        if interactive { session.enter() }
        defer {
            if interactive { session.restore() }
            signalSources.forEach { $0.cancel() }
        }
        let clock = ContinuousClock()
        let start = clock.now
        let framePeriod = Duration.seconds(1 / max(1, settings.frameRateHertz))
        var nextFrame = start
        var frameCount = 0
        var lastSize: TerminalSize?
        var notice: (text: String, untilSeconds: Double)?
        let reduceMotionAtStart = feed.latestFrame()?.status.isReduceMotionEnabled
            ?? ReduceMotionEnvironment.isReduceMotionRequested(environment: environment)
        let introTarget = IntroAnimation.makeTarget()
        let showsIntro = !(settings.skipsIntro || reduceMotionAtStart)
        let introTask = showsIntro ? Task.detached {
            do {
                try await Animator(target: introTarget).run(IntroAnimation.sequence)
            } catch {
                // Cancelled when the demo ends during the intro.
            }
        } : nil
        defer { introTask?.cancel() }
        while !stopRequested.withLock({ $0 }) {
            if let limit = settings.maximumFrameCount, frameCount >= limit { break }
            let elapsed = Self.seconds(clock.now - start)
            if let limit = settings.durationSeconds, elapsed >= limit { break }
            for command in KeyCommand.commands(in: interactive ? session.readKeys() : []) {
                switch command {
                case .quit: stopRequested.withLock { $0 = true }
                case .control(let control):
                    feed.apply(control)
                    if let text = Self.notice(for: control) { notice = (text, elapsed + 2) }
                }
            }
            if let current = notice, current.untilSeconds < elapsed { notice = nil }
            if stopRequested.withLock({ $0 }) { break }
            let size = settings.size ?? TerminalSize.of(fileDescriptor: STDOUT_FILENO)
                ?? TerminalSize.fromEnvironment(environment)
            if size != lastSize || resized.withLock({ flag in defer { flag = false }; return flag }) {
                encoder.invalidate()
                if interactive { session.write("\u{1B}[2J") }
                lastSize = size
            }
            let frame = feed.latestFrame()
            let pose = showsIntro ? IntroAnimation.pose(of: introTarget) : .settled
            let noticeText = notice.map { current in
                " \(current.text) · " + (frame.map { StatusLine.text(for: $0) } ?? "")
            }
            let grid = screen.compose(size: size, frame: frame, pose: pose, notice: noticeText)
            let bytes = encoder.encode(grid)
            if !bytes.isEmpty { session.write(bytes) }
            frameCount += 1
            nextFrame += framePeriod
            let now = clock.now
            if nextFrame < now { nextFrame = now }
            else { Thread.sleep(forTimeInterval: Self.seconds(nextFrame - now)) }
        }
        return frameCount
    }

    /// A short confirmation for controls whose effect is not otherwise visible in the
    /// status line.
    static func notice(for control: MotionControl) -> String? {
        switch control {
        case .resetReference: "reference attitude reset"
        default: nil
        }
    }

    private func installSignalHandlers() {
        for signalNumber in [SIGINT, SIGTERM, SIGWINCH] {
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
            source.setEventHandler { [weak self] in
                if signalNumber == SIGWINCH {
                    self?.resized.withLock { $0 = true }
                } else {
                    self?.stopRequested.withLock { $0 = true }
                }
            }
            source.resume()
            signalSources.append(source)
        }
    }

    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
    }
}
