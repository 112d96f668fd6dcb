import DeviceMotion
import MotionFeed
import Testing
@testable import TerminalUI

@Suite struct DemoScreenTests {
    private func frame(offsets: [SIMD2<Double>]) -> MotionFrame? {
        let feed = SyntheticMotionFeed()
        guard var frame = feed.latestFrame() else { return nil }
        frame.effects.parallaxOffsets = offsets
        frame.effects.tiltTransform = EffectOutputs.identityTransform
        return frame
    }

    @Test func showsHelpSceneAndStatusLine() throws {
        let size = TerminalSize(columns: 100, rows: 30)
        let shown = try #require(frame(offsets: [.zero, .zero, .zero]))
        let grid = DemoScreen().compose(size: size, frame: shown, pose: .settled)
        let top = String(String.UnicodeScalarView(grid.cells[0..<100].map(\.character)))
        let bottom = String(String.UnicodeScalarView(grid.cells[(29 * 100)...].map(\.character)))
        #expect(top.contains("q quit"))
        #expect(bottom.contains("synthetic"))
        #expect(bottom.contains("Hz"))
        #expect(grid.cells.contains { $0.character == TerminalCell.upperHalfBlock })
    }

    /// The status line ends with the attitude's bounds when the source estimates them; the
    /// synthetic feed estimates none and says nothing of them.
    @Test func theStatusLineShowsTheAttitudesBounds() throws {
        var shown = try #require(frame(offsets: [.zero, .zero, .zero]))
        #expect(StatusLine.text(for: shown) == StatusLine.text(for: shown.status))
        shown.attitudeAccuracy = AttitudeAccuracy(inclinationErrorBoundDegrees: 0.46, headingErrorBoundDegrees: 12.34)
        #expect(StatusLine.text(for: shown) == StatusLine.text(for: shown.status) + " · ±0.5° tilt ±12.3° heading")
        let grid = DemoScreen().compose(size: TerminalSize(columns: 160, rows: 30), frame: shown, pose: .settled)
        let bottom = String(String.UnicodeScalarView(grid.cells[(29 * 160)...].map(\.character)))
        #expect(bottom.contains("±0.5° tilt ±12.3° heading"))
    }

    /// While the attitude is predicted ahead by the sensor's delay the status line says so,
    /// after the filter; without a prediction it says nothing of it.
    @Test func theStatusLineShowsThePrediction() throws {
        var status = FeedStatus(sourceName: "i2c", chipName: "MPU-6050", filterName: "vqf", sampleRateHertz: 100)
        #expect(!StatusLine.text(for: status).contains("predict"))
        status.sensorDelaySeconds = 0.0028
        status.predictionLeadSeconds = 0.0003
        #expect(StatusLine.text(for: status).hasPrefix(" i2c · MPU-6050 · filter vqf · predict 0.3 ms (delay 2.8) · 100 Hz"))
    }

    /// The status line names the filter by its label: a published form says so.
    @Test func theStatusLineSaysWhenTheFilterRunsAsPublished() throws {
        let status = FeedStatus(
            sourceName: "simulator", chipName: "MPU-6050", filterName: "madgwick", filterLabel: "madgwick as published",
            sampleRateHertz: 100)
        #expect(StatusLine.text(for: status).hasPrefix(" simulator · MPU-6050 · filter madgwick as published · 100 Hz"))
    }

    @Test func aParallaxOffsetMovesTheBackLayer() throws {
        let size = TerminalSize(columns: 80, rows: 24)
        let still = try #require(frame(offsets: [.zero, .zero, .zero]))
        let moved = try #require(frame(offsets: [SIMD2(20, 0), .zero, .zero]))
        let a = DemoScreen().compose(size: size, frame: still, pose: .settled)
        let b = DemoScreen().compose(size: size, frame: moved, pose: .settled)
        #expect(a.cells[80..<(23 * 80)] != b.cells[80..<(23 * 80)])
    }

    @Test func theTiltElementFollowsItsTransform() {
        let identity = TiltElement(transform: EffectOutputs.identityTransform)
        #expect(identity?.color(atScreenPoint: SIMD2(60, 40)) == TiltElement.boardColor(u: 60, v: 40, size: SceneLayout.tiltContentSize))
        #expect(identity?.color(atScreenPoint: SIMD2(-5, 40)) == nil)
        // Shifted right by 50 points: the content point (10, 40) now shows at (60, 40).
        var shifted = EffectOutputs.identityTransform
        shifted[12] = 50
        let element = TiltElement(transform: shifted)
        #expect(element?.color(atScreenPoint: SIMD2(60, 40)) == TiltElement.boardColor(u: 10, v: 40, size: SceneLayout.tiltContentSize))
        #expect(TiltElement(transform: [1, 2]) == nil)
    }
}
