import IMUSamples

extension RecordedSampleSource {
    /// A source replaying a recorded CSV log (Inertia's log format or a BROAD recording).
    /// - Parameters:
    ///   - path: the log file.
    ///   - pacing: real time (default) or as fast as possible.
    public static func replaying(path: String, pacing: Pacing = .realTime(speed: 1)) throws(CSVLogError) -> RecordedSampleSource {
        let recording = try CSVLogReader.read(path: path)
        return RecordedSampleSource(
            samples: recording.samples,
            information: SourceInformation(
                kind: .replay, chipName: recording.name, location: path,
                sampleRateHertz: recording.sampleRateHertz ?? 100),
            pacing: pacing
        )
    }

    /// True when the recording carries magnetometer readings.
    public var hasMagnetometer: Bool { samples.first?.magnetometerMicrotesla != nil }
}
