import MotionMath
import Platform
import Testing
@testable import MotionEffects


@Suite struct ShimmerTests {
    let light = ShimmerLight.gold

    /// Portrait, starting flat, top edge pitched up by `degrees` about device x.
    func tilted(_ degrees: Double) -> MotionSnapshot {
        let q = EffectMath.rotationX(radians(degrees))
        return snapshot(attitude: q, clone: CloneDirection(attitude: q, interfaceOrientation: .portrait).rotation)
    }

    @Test func streakIsCentredOnScreenAtFortyFiveDegreesFromFlat() {
        #expect(isClose(light.highlightOffset(tilted(45)), .zero, 1e-9))
    }

    @Test func streakFollowsTheWorkedValues() {
        #expect(isClose(light.highlightOffset(tilted(0)), SIMD2(0, 4000 * sin(radians(45))), 1e-6))
        #expect(isClose(light.highlightOffset(tilted(20)), SIMD2(0, 4000 * sin(radians(25))), 1e-6))
        #expect(isClose(light.highlightOffset(tilted(60)), SIMD2(0, -4000 * sin(radians(15))), 1e-6))
        #expect(isClose(light.highlightOffset(tilted(90)), SIMD2(0, -4000 * sin(radians(45))), 1e-6))
    }

    @Test func streakMovesAboutSeventyPointsPerDegreeNearFortyFive() {
        let perDegree = (light.highlightOffset(tilted(44.5)).y - light.highlightOffset(tilted(45.5)).y)
        #expect(abs(perDegree - 4000 * .pi / 180) < 0.1)
        #expect(abs(perDegree - 70) < 1)
    }

    @Test func sampledColourIsBrightestAtTheCentreAndFadesToTheBackground() {
        let view = ShimmerView.gold
        let screen = SIMD2(400.0, 800.0)
        let s = tilted(45)
        let centre = view.color(at: screen / 2, s, theme: .light, screenSize: screen)
        #expect(isClose(centre.red, RGBA.goldShimmer.red, 1e-9))
        #expect(isClose(centre.blue, RGBA.goldShimmer.blue, 1e-9))
        // The streak is narrow: 400 pt to the side is past the 312.5 pt semi-axis (turned by 30°).
        let side = view.color(at: SIMD2(390, 400), s, theme: .light, screenSize: screen)
        #expect(side.blue < centre.blue)
        let far = view.color(at: SIMD2(0, 0), tilted(0), theme: .light, screenSize: screen)
        #expect(far == RGBA.gold)
    }

    @Test func geometryCentreMatchesTheBoxTransform() {
        let screen = SIMD2(400.0, 800.0)
        let s = tilted(40)
        let geometry = ShimmerGeometry(light: light, snapshot: s, screenSize: screen)
        let projected = geometry.boxTransform.project(SIMD2(125, 125))
        #expect(projected.map { isClose($0, geometry.centre, 1e-6) } == true)
        #expect(isClose(geometry.centre, screen / 2 + light.highlightOffset(s), 1e-9))
        #expect(geometry.cssTransform.hasPrefix("matrix3d("))
        #expect(geometry.cssRadialGradient.contains("5.0px") && geometry.cssRadialGradient.contains("125.0px"))
    }

    @Test func stretchIsScaleTimesRootAspect() {
        #expect(isClose(light.stretch, SIMD2(2.5, 10), 1e-12))
        #expect(ShimmerLight(aspectRatio: -1).stretch == SIMD2(1, 1))
        #expect(ShimmerLight(scale: .nan).stretch == SIMD2(1, 1))
    }

    @Test func falloffStops() {
        let color = RGBA(red: 1, green: 0, blue: 0)
        #expect(ShimmerFalloff.linear.stops(color: color, background: .black).count == 2)
        let power = ShimmerFalloff.power(2).stops(color: color, background: .black)
        #expect(power.count == 17)
        #expect(isClose(power[8].color.alpha, 0.25, 1e-12))
        #expect(isClose(power[8].location, 0.5, 1e-12))
        #expect(ShimmerFalloff.power(1).effective == .linear)
        #expect(ShimmerFalloff.power(.infinity).effective == .linear)
        let explicit = ShimmerFalloff.intensities([1, 2, 0.5, -1]).stops(color: color, background: .clear)
        #expect(explicit.map(\.color.alpha) == [1, 1, 0.5, 0])
        #expect(explicit.map(\.location) == [0, 1.0 / 3, 2.0 / 3, 1])
        #expect(ShimmerFalloff.intensities([0.3]).effective == .linear)
        // Linear mixes; non-linear fades opacity over the background.
        #expect(ShimmerFalloff.linear.color(at: 0.5, color: color, background: .black) == RGBA(red: 0.5, green: 0, blue: 0))
        let faded = ShimmerFalloff.power(2).color(at: 0.5, color: color, background: .black)
        #expect(isClose(faded.red, 0.25, 1e-9) && isClose(faded.alpha, 1, 1e-12))
    }

    @Test func modesAndGating() {
        let s = tilted(45)
        var off = s
        off.isDetectingMotion = false
        let screen = SIMD2(400.0, 800.0)
        #expect(ShimmerView(mode: .off).frame(for: s, theme: .light, screenSize: screen) == .backgroundOnly(.gold))
        #expect(ShimmerView(mode: .darkModeOnly).frame(for: s, theme: .light, screenSize: screen) == .backgroundOnly(.gold))
        if case .shimmering = ShimmerView(mode: .darkModeOnly).frame(for: s, theme: .dark, screenSize: screen) {} else {
            Issue.record("dark-only shimmer should shimmer in the dark theme")
        }
        #expect(ShimmerView(mode: .lightModeOnly).frame(for: s, theme: .dark, screenSize: screen) == .backgroundOnly(.gold))
        #expect(ShimmerView(mode: .isOn(false)).frame(for: s, theme: .dark, screenSize: screen) == .backgroundOnly(.gold))
        #expect(ShimmerView.gold.frame(for: off, theme: .light, screenSize: screen) == .backgroundOnly(.gold))
        #expect(ShimmerOverlay(background: .black).frame(for: off, theme: .light, screenSize: screen) == .backgroundOnly(.black))
        #expect(ShimmerOverlay().frame(for: off, theme: .light, screenSize: screen) == .nothing)
        if case .shimmering(_, let intent) = ShimmerOverlay().frame(for: s, theme: .light, screenSize: screen) {
            #expect(intent.compositing == .blend(.screen))
            #expect(intent.isMaskedByContent && intent.isHiddenFromAccessibilityAndHitTesting)
        } else {
            Issue.record("blend-mode shimmer should shimmer while detecting motion")
        }
    }
}

@Test func cssOfAColourWhoseComponentsWereSetOutOfRangeIsClamped() {
    var colour = RGBA.white
    colour.red = .nan
    colour.green = 1e300
    colour.blue = -.infinity
    colour.alpha = .infinity
    #expect(colour.css == "rgba(0, 255, 0, 1.0)")
}
