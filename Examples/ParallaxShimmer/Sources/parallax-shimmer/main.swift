// parallax-shimmer [--simulate] [--bus /dev/i2c-N] [--seconds S]
//
// Device motion from the IMU on an I²C bus (or the simulator waving the board with
// --simulate) through DeviceMotionFeed, the path Inertia's own demo and dashboard use, into
// two effects of the application's own: a card floating 40 pt above the glass (parallax,
// at most 12 pt) and a gold shimmer whose highlight follows the tilt. Prints one line per
// frame at 20 Hz; a renderer would draw them instead.
import DeviceMotion
import Foundation
import IMUDrivers
import IMUSimulator
import MotionEffects
import MotionFeed

var arguments = CommandLine.arguments.dropFirst()
var simulate = false
var busPath = "/dev/i2c-1"
var seconds = 5.0
while let argument = arguments.popFirst() {
    switch argument {
    case "--simulate": simulate = true
    case "--bus": busPath = arguments.popFirst() ?? busPath
    case "--seconds": seconds = arguments.popFirst().flatMap(Double.init) ?? seconds
    default:
        FileHandle.standardError.write(Data("parallax-shimmer: error: unknown argument '\(argument)'\n".utf8))
        exit(64)
    }
}

let card = ParallaxEffect(distance: 40, maxOffset: 12)
let shimmer = ShimmerLight.gold

do {
    let manager: MotionManager
    if simulate {
        let imu = SimulatedIMU(chip: .lsm6ds3, motion: .wave, clock: MonotonicClock())
        manager = MotionManager(
            source: try imu.makeSampleSource(sampleRateHertz: 104),
            configuration: MotionManager.Configuration(hasMagnetometer: false))
    } else {
        manager = try MotionManager(.i2c(busPath: busPath))
    }
    var settings = DeviceMotionFeed.Settings()
    settings.updateIntervalSeconds = 0.05
    settings.lowPowerDetector = LowPowerDetector()
    let feed = DeviceMotionFeed(manager: manager, settings: settings)
    let frames = feed.frames(keepingNewest: 1)
    try feed.start()
    var first: Double?
    for await frame in frames {
        guard let snapshot = frame.effects.snapshot else { continue }
        let start = first ?? frame.timestampSeconds
        first = start
        if frame.timestampSeconds - start > seconds { break }
        let offset = card.offset(for: snapshot)
        let highlight = snapshot.isDetectingMotion ? shimmer.highlightOffset(snapshot) : .zero
        print(String(
            format: "t %5.2f s  card %+6.2f %+6.2f pt  shimmer highlight %+8.1f %+8.1f pt%@",
            frame.timestampSeconds - start, offset.x, offset.y, highlight.x, highlight.y,
            snapshot.isDetectingMotion ? "" : "  (motion off: \(feed.gate.reasons.map(\.rawValue).joined(separator: ", ")))"))
    }
    feed.stop()
    if let error = manager.status.lastError {
        FileHandle.standardError.write(Data("parallax-shimmer: error: \(error)\n".utf8))
        exit(1)
    }
} catch {
    FileHandle.standardError.write(Data("parallax-shimmer: error: \(error)\n".utf8))
    exit(1)
}
