import ArgumentParser
import DeviceMotion
import Foundation
import MotionEffects
import MotionFeed

extension EffectsCommand {
    /// A motion-driven example: MotionManager → DeviceMotionFeed (the path the demo and the
    /// dashboard use) → the example, one line per frame.
    func runMotion(_ chosen: EffectExample) async throws {
        let selection: MotionSourceSelection
        let feed: DeviceMotionFeed
        let manager: MotionManager
        let frames: MotionFrames
        let orientation = InterfaceOrientation(rawValue: orientation) ?? .portrait
        let theme = RendererTheme(rawValue: theme) ?? .dark
        do {
            selection = try MotionSourceSelection.open(source, fast: fast)
            manager = MotionManager(
                source: selection.source,
                configuration: MotionManager.Configuration(
                    sensorToDevice: selection.board.sensorToDeviceMatrix, hasMagnetometer: selection.hasMagnetometer))
            var settings = DeviceMotionFeed.Settings()
            settings.interfaceOrientation = orientation
            settings.isReduceMotionEnabled = reduceMotion
            settings.updateIntervalSeconds = interval
            // Offline sources (replay, simulator on a virtual clock) keep every sample so a run
            // prints the same lines every time, the source waiting while this loop writes
            // (memory stays flat); live sources keep the newest.
            settings.keepsEverySample = selection.isOffline
            settings.lowPowerDetector = LowPowerDetector()
            feed = DeviceMotionFeed(manager: manager, settings: settings)
            frames = feed.frames(keepingNewest: selection.isOffline ? nil : 1)
            try feed.start()
        } catch {
            printError(ErrorMessage.describe(error))
            throw ExitCode.failure
        }
        let gate = feed.gate
        if !gate.isDetectingMotion {
            // Motion off: print the example's motion-off output once and stop.
            let reasons = gate.reasons.map(\.rawValue).joined(separator: ", ")
            Console.writeError("motion off (\(reasons)): effects render at rest\n")
            Console.writeLine(chosen.output(for: .atRest(interfaceOrientation: orientation), theme: theme).jsonLine)
            feed.stop()
            Console.flush()
            return
        }
        InterruptFlag.install()
        var first: Double?
        var count = 0
        for await frame in frames {
            let snapshot = frame.effects.snapshot ?? .atRest(interfaceOrientation: orientation)
            let start = first ?? snapshot.timestampSeconds
            first = start
            if let duration, snapshot.timestampSeconds - start > duration + 1e-9 { break }
            Console.writeLine(chosen.output(for: snapshot, theme: theme).jsonLine)
            Console.flush()
            count += 1
            if InterruptFlag.isSet { break }
        }
        feed.stop()
        Console.flush()
        if let error = manager.status.lastError {
            printError(error)
            throw ExitCode.failure
        }
        Console.writeError("printed \(count) \(chosen.rawValue) frames from \(manager.sourceInformation.chipName)\n")
    }
}
