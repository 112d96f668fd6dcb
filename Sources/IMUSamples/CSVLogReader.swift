import MotionMath
import Platform

/// Reads Inertia's CSV logs and the BROAD recordings (see `CSVLogFormat`).
///
/// Parsing works on the raw bytes (no per-line strings), so a 10 MB file loads in a
/// fraction of a second in a release build.
public enum CSVLogReader {
    /// Reads the file at `path`. The recording's name is the file name without extension.
    public static func read(path: String) throws(CSVLogError) -> Recording {
        let bytes = try readBytes(path: path)
        return try parse(bytes, path: path)
    }

    /// Parses CSV log text already in memory; `path` is used for the name and in errors.
    public static func parse(_ text: String, path: String) throws(CSVLogError) -> Recording {
        try parse(Array(text.utf8), path: path)
    }

    /// Parses CSV log bytes already in memory; `path` is used for the name and in errors.
    public static func parse(_ bytes: [UInt8], path: String) throws(CSVLogError) -> Recording {
        var buffer = bytes
        buffer.append(0)  // strtod stops at the terminator at worst
        let name = recordingName(path: path)
        let result: Result<Recording, CSVLogError> = buffer.withUnsafeBufferPointer { pointer in
            guard let base = pointer.baseAddress else { return .failure(.missingHeader(path: path)) }
            var parser = CSVLogParser(base: base, count: pointer.count - 1, path: path)
            do throws(CSVLogError) {
                return .success(try parser.parseRecording(name: name))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    /// The name a recording read from `path` gets: the file name without directory and extension.
    public static func recordingName(path: String) -> String {
        var last = path.split(separator: "/", omittingEmptySubsequences: true).last.map(String.init) ?? path
        if let dot = last.lastIndex(of: "."), dot != last.startIndex {
            last = String(last[..<dot])
        }
        return last
    }

    static func readBytes(path: String) throws(CSVLogError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw .cannotOpen(path: path, errno: errno) }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var status = stat()
        if fstat(descriptor, &status) == 0, status.st_size > 0 {
            bytes.reserveCapacity(Int(status.st_size) + 1)
        }
        var chunk = [UInt8](repeating: 0, count: 1 << 20)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .cannotOpen(path: path, errno: errno)
            }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
        }
        return bytes
    }
}
