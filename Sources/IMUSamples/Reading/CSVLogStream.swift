import MotionMath
import Platform

/// Reads a CSV log (see `CSVLogFormat`) one row at a time from a file descriptor, in
/// fixed-size chunks: memory stays at one chunk plus one line whatever the file's size.
///
/// Every value that would give a wrong answer is an error naming the line: a line longer
/// than `maximumLineBytes`, a non-finite or non-increasing time, a time step over
/// `maximumTimeStepSeconds`, a reference quaternion off unit norm by more than
/// `referenceNormTolerance` (all `nan` means unknown), `movement` other than 0 or 1. A
/// last line cut off mid-write (no line end, incomplete fields) is left out with a
/// warning in `warnings`.
public final class CSVLogStream {
    /// The path given (for messages and the recording's name).
    public let path: String
    /// The header's column names.
    public let columns: [String]
    /// Whether the file has the `ref_q*` columns (and they are read: see
    /// `CSVLogReadSettings.readsReference`).
    public var hasReference: Bool { parser.hasReference }
    /// Whether the file has a `movement` column (and it is read).
    public var hasMovement: Bool { parser.hasMovement }
    /// Whether any row read so far carried a magnetometer reading (a column present but
    /// empty in every row means no magnetometer).
    public private(set) var hasMagnetometerReadings = false
    /// Rows returned so far.
    public private(set) var rowCount = 0
    /// What was accepted with a remark (a torn last line); complete once `next()` returned nil.
    public private(set) var warnings: [CSVLogWarning] = []

    private let settings: CSVLogReadSettings
    private let lines: ChunkedLineReader
    private var parser: CSVRowParser
    private var previousTime: Double?
    private var lookahead: [CSVLogRow] = []
    private var lookaheadIndex = 0
    private let owner: FileOwner?

    /// Opens `path` and reads its header.
    /// - Parameter settings: chunk size, line cap and validation bounds. Default: `.init()`.
    public convenience init(path: String, settings: CSVLogReadSettings = CSVLogReadSettings()) throws(CSVLogError) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .cannotOpen(path: path, errno: errno) }
        let owner = FileOwner(descriptor: descriptor)
        try self.init(path: path, settings: settings, owner: owner) { buffer in
            Platform.read(descriptor, buffer.baseAddress, buffer.count)
        }
    }

    /// Reads CSV log bytes already in memory, in chunks as from a file (`path` is used in
    /// messages and for the name).
    public convenience init(bytes: [UInt8], path: String, settings: CSVLogReadSettings = CSVLogReadSettings()) throws(CSVLogError) {
        var offset = 0
        try self.init(path: path, settings: settings, owner: nil) { buffer in
            let count = min(buffer.count, bytes.count - offset)
            bytes[offset..<(offset + count)].withUnsafeBytes { buffer.copyMemory(from: $0) }
            offset += count
            return count
        }
    }

    private init(
        path: String, settings: CSVLogReadSettings, owner: FileOwner?,
        fill: @escaping ChunkedLineReader.Fill
    ) throws(CSVLogError) {
        self.path = path
        self.settings = settings
        self.owner = owner
        lines = ChunkedLineReader(chunkBytes: settings.chunkBytes, maximumLineBytes: settings.maximumLineBytes, fill: fill)
        let first = try Self.nextLine(lines, path: path, settings: settings)
        let header = first.map(CSVRowParser.columns(of:)) ?? []
        guard !header.isEmpty else { throw .missingHeader(path: path) }
        columns = header
        parser = try CSVRowParser(header: header, path: path, readsReference: settings.readsReference)
    }

    /// The next row, or nil at the end of the file.
    public func next() throws(CSVLogError) -> CSVLogRow? {
        var row = CSVLogRow.placeholder
        return try next(into: &row) ? row : nil
    }

    /// Reads the next row into `row`, replacing all of it; false at the end of the file,
    /// with `row` unchanged (after an error its contents are unspecified). The rows of
    /// `next()` without a row value handed back per call: for loops over long logs, which
    /// keep one row and read each into it.
    public func next(into row: inout CSVLogRow) throws(CSVLogError) -> Bool {
        if lookaheadIndex < lookahead.count {
            row = lookahead[lookaheadIndex]
            lookaheadIndex += 1
            return true
        }
        if !lookahead.isEmpty {
            lookahead = []
            lookaheadIndex = 0
        }
        return try readRow(into: &row)
    }

    /// The sample rate from the median time step of the first `rowCount` rows, which are
    /// read ahead and still returned by `next()`; nil with fewer than two rows. Call it
    /// before the first `next()`.
    /// - Parameter rowCount: rows read ahead (kept in memory). Default: 4096.
    public func previewSampleRateHertz(rowCount: Int = 4096) throws(CSVLogError) -> Double? {
        var row = CSVLogRow.placeholder
        while lookahead.count < rowCount, try readRow(into: &row) { lookahead.append(row) }
        let steps = zip(lookahead.dropFirst(), lookahead).map { $0.sample.timestampSeconds - $1.sample.timestampSeconds }
        return Recording.sampleRateHertz(timeStepsSeconds: steps)
    }

    /// Reads the next row into `row`; false at the end (or a torn last line), `row` unchanged.
    /// After an error `row` may hold part of the bad line.
    private func readRow(into row: inout CSVLogRow) throws(CSVLogError) -> Bool {
        while let line = try Self.nextLine(lines, path: path, settings: settings) {
            if line.count == 0 { continue }
            let annotations: CSVRowParser.Annotations
            do throws(CSVLogError) {
                // The parser leaves the sample untouched when the line is not a row.
                annotations = try parser.parse(line, into: &row.sample)
            } catch {
                guard !line.isTerminated, Self.isIncomplete(error, fieldCount: columns.count) else { throw error }
                warnings.append(.tornLastLine(path: path, line: line.number, rowsUsed: rowCount))
                return false
            }
            try validate(annotations, line: line.number, into: &row)
            rowCount += 1
            if row.sample.magnetometerMicrotesla != nil { hasMagnetometerReadings = true }
            return true
        }
        return false
    }

    /// Checks the time of `row`'s sample, the reference and movement, and writes the rest of
    /// the row (the reference normalised).
    private func validate(
        _ annotations: CSVRowParser.Annotations, line: Int, into row: inout CSVLogRow
    ) throws(CSVLogError) {
        let time = row.sample.timestampSeconds
        guard time.isFinite else { throw .invalidTime(path: path, line: line, seconds: time) }
        if let previousTime {
            guard time > previousTime else {
                throw .timeNotIncreasing(path: path, line: line, previousSeconds: previousTime, seconds: time)
            }
            guard time - previousTime <= settings.maximumTimeStepSeconds else {
                throw .timeJump(path: path, line: line, stepSeconds: time - previousTime, maximumSeconds: settings.maximumTimeStepSeconds)
            }
        }
        previousTime = time
        var reference: Quaternion?
        if let q = annotations.reference {
            if !(q.w.isNaN && q.x.isNaN && q.y.isNaN && q.z.isNaN) {
                let norm = q.norm
                guard norm.isFinite, abs(norm - 1) <= settings.referenceNormTolerance else {
                    throw .referenceNotUnit(path: path, line: line, norm: norm)
                }
                reference = q.normalized
            }
        }
        var movement: Bool?
        if let value = annotations.movement {
            guard value == 0 || value == 1 else { throw .invalidMovement(path: path, line: line, value: value) }
            movement = value == 1
        }
        row.referenceAttitude = reference
        row.movement = movement
        row.line = line
    }

    /// A cut-off line: too few fields, or a field that is not (yet) a number.
    private static func isIncomplete(_ error: CSVLogError, fieldCount: Int) -> Bool {
        switch error {
        case let .wrongFieldCount(_, _, expected, found): return found < expected
        case .malformedValue: return true
        default: return false
        }
    }

    private static func nextLine(
        _ lines: ChunkedLineReader, path: String, settings: CSVLogReadSettings
    ) throws(CSVLogError) -> ChunkedLineReader.Line? {
        do throws(ChunkedLineReader.Failure) {
            return try lines.nextLine()
        } catch {
            switch error {
            case .readFailed(let code): throw .cannotRead(path: path, errno: code)
            case .lineTooLong(let line): throw .lineTooLong(path: path, line: line, maximumBytes: settings.maximumLineBytes)
            }
        }
    }
}

/// Closes a descriptor when the stream that reads it goes away.
private final class FileOwner {
    let descriptor: CInt
    init(descriptor: CInt) { self.descriptor = descriptor }
    deinit { close(descriptor) }
}
