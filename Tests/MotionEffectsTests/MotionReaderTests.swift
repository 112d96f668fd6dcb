import MotionMath
import Testing
@testable import MotionEffects

@Suite struct MotionReaderTests {
    let reader = MotionReader()

    @Test func portraitMapsRateYToXAndRateXToYWithGainFive() {
        let proxy = reader.proxy(rotationRateRadiansPerSecond: SIMD3(0.2, -0.4, 3), orientation: .portrait)
        #expect(isClose(proxy.x, -2, 1e-12))
        #expect(isClose(proxy.y, 1, 1e-12))
        #expect(proxy.z == 3)  // unscaled, unclamped
    }

    @Test func saturatesAtTheRange() {
        let proxy = reader.proxy(rotationRateRadiansPerSecond: SIMD3(-4, 2, 0), orientation: .portrait)
        #expect(proxy == MotionProxy(x: 5, y: -5, z: 0))
        let strong = MotionReader(motionRange: -10...2, motionStrength: 2)
        #expect(strong.proxy(rotationRateRadiansPerSecond: SIMD3(0, 0.5, 0), orientation: .portrait).x == 2)
        #expect(strong.proxy(rotationRateRadiansPerSecond: SIMD3(0, -0.5, 0), orientation: .portrait).x == -5)
    }

    @Test func orientationRuleMatchesTheCorrectedTable() {
        // Expected (x, y) per interface orientation for device rate (ωx, ωy), §3.2 "expected" column.
        let rate = SIMD3(0.3, 0.7, 0.0)
        let expected: [InterfaceOrientation: SIMD2<Double>] = [
            .portrait: SIMD2(0.7, 0.3),
            .portraitUpsideDown: SIMD2(-0.7, -0.3),
            .landscapeRight: SIMD2(0.3, -0.7),  // device landscapeLeft
            .landscapeLeft: SIMD2(-0.3, 0.7),  // device landscapeRight
        ]
        for (orientation, value) in expected {
            let proxy = reader.proxy(rotationRateRadiansPerSecond: rate, orientation: orientation)
            #expect(isClose(SIMD2(proxy.x, proxy.y), value * 5, 1e-12))
        }
    }

    @Test(arguments: InterfaceOrientation.allCases)
    func screenRateAboutOneAxisNeverLeaksIntoTheOther(orientation: InterfaceOrientation) {
        let aboutScreenX = orientation.rotation.rotate(SIMD3(0.4, 0, 0))
        let aboutScreenY = orientation.rotation.rotate(SIMD3(0, 0.4, 0))
        let vertical = reader.proxy(rotationRateRadiansPerSecond: aboutScreenX, orientation: orientation)
        let horizontal = reader.proxy(rotationRateRadiansPerSecond: aboutScreenY, orientation: orientation)
        #expect(isClose(vertical.x, 0, 1e-12) && isClose(vertical.y, 2, 1e-12))
        #expect(isClose(horizontal.y, 0, 1e-12) && isClose(horizontal.x, 2, 1e-12))
    }

    @Test func motionEffectScalesAndOffsetsAndRestsWithMotionOff() {
        var s = snapshot(attitude: .identity)
        s.rotationRateRadiansPerSecond = SIMD3(0.1, 0.2, 0)
        let layout = motionEffect().layout(for: s)
        #expect(layout.scale == 1.2)
        #expect(isClose(layout.offset, SIMD2(1, 0.5), 1e-12))
        s.isDetectingMotion = false
        #expect(motionEffect().layout(for: s) == RateMotionLayout(scale: 1.2, offset: .zero))
    }
}
