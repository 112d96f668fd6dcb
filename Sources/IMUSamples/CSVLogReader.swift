import MotionMath
import Platform

/// Reads Inertia's CSV logs and the BROAD recordings (see `CSVLogFormat`) into memory.
///
/// Built on `CSVLogStream`: the file is read in chunks and only the numbers are kept (a
/// `Recording` takes about 100 bytes per sample). Commands that need one pass read a
/// `CSVLogStream` directly and keep memory constant.
public enum CSVLogReader {
    /// Reads the file at `path`. The recording's name is the file name without extension.
    public static func read(path: String, settings: CSVLogReadSettings = CSVLogReadSettings()) throws(CSVLogError) -> Recording {
        try collect(CSVLogStream(path: path, settings: settings))
    }

    /// Parses CSV log text already in memory; `path` is used for the name and in errors.
    public static func parse(_ text: String, path: String) throws(CSVLogError) -> Recording {
        try parse(Array(text.utf8), path: path)
    }

    /// Parses CSV log bytes already in memory; `path` is used for the name and in errors.
    public static func parse(_ bytes: [UInt8], path: String, settings: CSVLogReadSettings = CSVLogReadSettings()) throws(CSVLogError) -> Recording {
        try collect(CSVLogStream(bytes: bytes, path: path, settings: settings))
    }

    /// Every row of `stream` gathered into a recording.
    public static func collect(_ stream: CSVLogStream) throws(CSVLogError) -> Recording {
        var samples: [IMUSample] = []
        var references: [Quaternion?] = []
        var movement: [Bool] = []
        while let row = try stream.next() {
            samples.append(row.sample)
            if stream.hasReference { references.append(row.referenceAttitude) }
            if let moving = row.movement { movement.append(moving) }
        }
        var recording = Recording(
            name: recordingName(path: stream.path),
            samples: samples,
            referenceAttitudes: stream.hasReference ? references : nil,
            movement: stream.hasMovement ? movement : nil
        )
        recording.warnings = stream.warnings
        return recording
    }

    /// The name a recording read from `path` gets: the file name without directory and extension.
    public static func recordingName(path: String) -> String {
        var last = path.split(separator: "/", omittingEmptySubsequences: true).last.map(String.init) ?? path
        if let dot = last.lastIndex(of: "."), dot != last.startIndex {
            last = String(last[..<dot])
        }
        return last
    }
}
