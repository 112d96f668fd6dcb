import ArgumentParser
import DeviceMotion
import Foundation
import MotionEffects

extension EffectsCommand {
    /// A motion-driven example: MotionManager → MotionService → the example, one line per
    /// snapshot.
    func runMotion(_ chosen: EffectExample) async throws {
        let selection: MotionSourceSelection
        let manager: MotionManager
        do {
            selection = try MotionSourceSelection.open(source, fast: fast)
            manager = MotionManager(
                source: selection.source,
                configuration: MotionManager.Configuration(
                    sensorToDevice: selection.board.sensorToDeviceMatrix, hasMagnetometer: selection.hasMagnetometer))
        } catch {
            printError(String(describing: error))
            throw ExitCode.failure
        }
        // Offline sources (replay, simulator on a virtual clock) keep every sample so a run
        // prints the same lines every time; live sources keep the newest.
        let provider = MotionManagerSampleProvider(manager: manager, buffering: selection.isOffline ? .unbounded : .newest(1))
        let service = MotionService(
            provider: provider,
            settings: MotionSettings(reduceMotion: reduceMotion),
            interfaceOrientation: InterfaceOrientation(rawValue: orientation) ?? .portrait,
            lowPowerDetector: LowPowerDetector()
        )
        let snapshots = await service.snapshots(keepingNewest: selection.isOffline ? nil : 1)
        _ = await service.register(MotionConsumerRequest(updateIntervalSeconds: interval))
        let gate = await service.gate
        if !gate.isDetectingMotion {
            // Motion off: print the example's motion-off output once and stop.
            let reasons = gate.reasons.map(\.rawValue).joined(separator: ", ")
            Console.writeError("motion off (\(reasons)): effects render at rest\n")
            Console.writeLine(chosen.output(for: await service.latestSnapshot, theme: RendererTheme(rawValue: theme) ?? .dark).jsonLine)
            await service.shutdown()
            Console.flush()
            return
        }
        InterruptFlag.install()
        var first: Double?
        var count = 0
        for await snapshot in snapshots {
            let start = first ?? snapshot.timestampSeconds
            first = start
            if let duration, snapshot.timestampSeconds - start > duration + 1e-9 { break }
            Console.writeLine(chosen.output(for: snapshot, theme: RendererTheme(rawValue: theme) ?? .dark).jsonLine)
            Console.flush()
            count += 1
            if InterruptFlag.isSet { break }
        }
        await service.shutdown()
        manager.stopAllUpdates()
        manager.waitUntilStopped()
        Console.flush()
        if let error = manager.status.lastError {
            printError(error)
            throw ExitCode.failure
        }
        Console.writeError("printed \(count) \(chosen.rawValue) frames from \(manager.sourceInformation.chipName)\n")
    }
}
