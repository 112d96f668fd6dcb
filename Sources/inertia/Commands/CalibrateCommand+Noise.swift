import ArgumentParser
import Calibration
import IMUSamples

extension CalibrateCommand {
    /// The default length of a noise recording, seconds: an hour shows the bias
    /// instability of most MEMS parts.
    static let defaultNoiseSeconds = 3600.0

    /// The longest noise recording, seconds: 7 days (the recording is kept in memory,
    /// about 56 bytes per sample).
    static let longestNoiseSeconds = 604_800.0

    /// Rejects the noise options with the other targets and the profile options with `noise`.
    func validateNoiseOptions() throws {
        guard target == .noise else {
            if duration != nil || noiseReport.plot != nil || noiseReport.format != nil {
                throw ValidationError("--duration, --format and --plot belong to 'calibrate noise'")
            }
            return
        }
        if output != nil { throw ValidationError("calibrate noise writes no profile; keep the recording with --save-session FILE (leave --output out)") }
        if let replay = source.replay { throw ValidationError("a recorded log is characterised with 'inertia characterize \(replay)'") }
        if let duration, !(duration >= NoiseCharacterization.minimumDurationSeconds && duration <= Self.longestNoiseSeconds) {
            throw ValidationError(
                "--duration must be from \(Int(NoiseCharacterization.minimumDurationSeconds)) to \(Int(Self.longestNoiseSeconds)) seconds (7 days)")
        }
    }

    /// `calibrate noise`: records the board lying still, then characterises the recording.
    /// Ctrl-C (SIGTERM, SIGHUP) ends the recording early; what was recorded is used.
    func runNoise(session: CalibrationSession, chip: String, recorder: CalibrationSessionRecorder?, inputs: [String]) throws {
        let seconds = duration ?? Self.defaultNoiseSeconds
        let prompter = session.prompter
        prompter.instruct("Noise: place the board on a steady surface, away from vibration, and do not touch it for \(Self.shown(seconds)).")
        var recording = StillRecording()
        var detector = StillnessDetector()
        var movingSamples = 0
        var progress = prompter.progress(label: "recording", total: Int(seconds))
        var start: Double?
        recording: while true {
            let sample: IMUSample
            do {
                sample = try session.feed.next()
            } catch let interruption as CalibrationInterrupted {
                prompter.note("\(interruption.description): characterising the \(Self.shown(recording.durationSeconds)) recorded")
                break recording
            }
            let first = start ?? sample.timestampSeconds
            start = first
            recording.append(sample)
            detector.add(timeSeconds: sample.timestampSeconds, gyroscope: sample.gyroscopeRadiansPerSecond, accelerometer: sample.accelerometerMetersPerSecondSquared)
            if !detector.isStill && sample.timestampSeconds - first > 1 { movingSamples += 1 }
            let elapsed = sample.timestampSeconds - first
            progress.show(completed: Int(elapsed), detail: "\(Int(elapsed)) of \(Int(seconds)) s")
            if elapsed >= seconds { break }
        }
        progress.finish()
        if let recorder, let saveSession {
            try recorder.finish()
            Console.writeError("Saved the recording to \(saveSession)\n")
        }
        if movingSamples > 0 {
            printWarning("the board moved during \(Self.shown(Double(movingSamples) * recording.samplePeriodSeconds)) of the recording; the noise figures include that motion")
        }
        let result: NoiseCharacterization
        do throws(CalibrationError) {
            result = try NoiseCharacterization(recording: recording)
        } catch {
            throw CommandFailure("\(error.description); record longer")
        }
        try noiseReport.report(result, file: saveSession, chip: chip, inputs: inputs)
    }

    /// "90 s", "60 min".
    private static func shown(_ seconds: Double) -> String {
        seconds >= 120 ? "\(Int((seconds / 60).rounded())) min" : "\(Int(seconds.rounded())) s"
    }
}
