import IMUSamples
import Platform

/// The ten BROAD excerpts the repository carries (`Tests/Fixtures/broad/*.csv.xz`, 30 s of
/// each trial from 8 s before its movement phase; attribution in that folder's README),
/// decompressed with `xz -dc` (Debian's xz-utils, installed by `Scripts/setup --test`) and
/// read once for every test.
enum BroadExcerpts {
    static var directory: String {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)  // Tests/FilterEvaluationTests/BroadExcerpts.swift
        return parts.joined(separator: "/") + "/Tests/Fixtures/broad"
    }

    /// Why an excerpt could not be read.
    struct ReadFailure: Error, CustomStringConvertible {
        var description: String
    }

    static let all: Result<[Recording], ReadFailure> = Result { () throws(ReadFailure) -> [Recording] in
        var recordings: [Recording] = []
        for name in BroadRecordings.names {
            let path = directory + "/" + name + ".csv.xz"
            let bytes = try decompress(path: path)
            do {
                recordings.append(try CSVLogReader.parse(bytes, path: name + ".csv"))
            } catch {
                throw ReadFailure(description: "\(path): \(error)")
            }
        }
        return recordings
    }

    /// The decompressed bytes of the xz file at `path`.
    static func decompress(path: String) throws(ReadFailure) -> [UInt8] {
        guard access(path, R_OK) == 0 else { throw ReadFailure(description: "\(path): \(SystemErrorText.describe(errno))") }
        guard let pipe = popen("xz -dc '\(path)'", "r") else {
            throw ReadFailure(description: "xz: \(SystemErrorText.describe(errno))")
        }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, pipe) }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
        }
        let status = pclose(pipe)
        guard status == 0, !bytes.isEmpty else {
            throw ReadFailure(description: "xz -dc \(path) failed (status \(status)); is xz-utils installed?")
        }
        return bytes
    }
}
