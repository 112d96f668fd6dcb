import Foundation
import MotionEffects
import MotionFeed
import MotionMath
import Testing
@testable import TerminalUI

@Suite struct CardLayersTests {
    /// Title pixels along its middle row for a device tilted `tiltRadians` about x.
    private func titleRow(tiltRadians: Double) -> [RGBColor] {
        var tracker = MotionTracker()
        let half = tiltRadians / 2
        let attitude = Quaternion(w: cos(half), x: sin(half), y: 0, z: 0)
        let snapshot = tracker.update(MotionSample(timestampSeconds: 0, attitude: attitude), updateIntervalSeconds: 0.01)
        let layers = CardLayers(effects: EffectsComposer().outputs(for: snapshot), contentOpacity: 1)
        // The "I" of INERTIA: its stem is lit on every font row.
        let stemX = DemoScene.titleCentrePoints.x - Double(PixelFont.width(ofCharacters: 7)) * DemoScene.titlePixelPoints / 2
            + 2.5 * DemoScene.titlePixelPoints
        return stride(from: -20.0, through: 20, by: 5).map { dy in
            layers.color(at: SIMD2(stemX, DemoScene.titleCentrePoints.y + dy), pixelPoints: 0.5)
        }
    }

    @Test func theShimmerLightsTheTitleAndMovesWithTheTilt() {
        let flat = titleRow(tiltRadians: 0)
        let tilted = titleRow(tiltRadians: 12 * .pi / 180)
        #expect(flat != tilted)
        let brightest = (flat + tilted).map { Int($0.red) + Int($0.green) + Int($0.blue) }.max() ?? 0
        let plainGold = ShimmerPaint.gold(at: .zero)
        #expect(brightest > Int(plainGold.red) + Int(plainGold.green) + Int(plainGold.blue) + 60)
    }
}
