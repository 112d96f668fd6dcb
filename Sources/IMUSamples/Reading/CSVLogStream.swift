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
    public var hasReference: Bool { progress.parser.hasReference }
    /// Whether the file has a `movement` column (and it is read).
    public var hasMovement: Bool { progress.parser.hasMovement }
    /// Whether any row read so far carried a magnetometer reading (a column present but
    /// empty in every row means no magnetometer).
    public var hasMagnetometerReadings: Bool { progress.hasMagnetometerReadings }
    /// Rows returned so far.
    public var rowCount: Int { progress.rowCount }
    /// What was accepted with a remark (a torn last line); complete once `next()` returned nil.
    public var warnings: [CSVLogWarning] { progress.warnings(path: path) }

    private let lines: ChunkedLineReader
    /// Everything reading changes, in one value: a row costs one checked access to it.
    private var progress: CSVLogReadProgress
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
        self.owner = owner
        lines = ChunkedLineReader(chunkBytes: settings.chunkBytes, maximumLineBytes: settings.maximumLineBytes, fill: fill)
        let first = try CSVLogReadProgress.nextLine(lines, path: path, settings: settings)
        let header = first.map(CSVRowParser.columns(of:)) ?? []
        guard !header.isEmpty else { throw .missingHeader(path: path) }
        columns = header
        let parser = try CSVRowParser(header: header, path: path, readsReference: settings.readsReference)
        progress = CSVLogReadProgress(settings: settings, parser: parser)
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
        try progress.next(from: lines, path: path, into: &row)
    }

    /// Reads rows and appends their samples to `samples` until it holds `count` (or the
    /// file ends): `next(into:)` for a batch of samples, its checks and errors the same, with
    /// one access to the stream's state per call instead of one per row. After an error,
    /// `samples` holds the samples of the rows before the bad one.
    public func appendSamples(to samples: inout [IMUSample], untilCount count: Int) throws(CSVLogError) {
        try progress.appendSamples(from: lines, path: path, to: &samples, untilCount: count)
    }

    /// The sample rate from the median time step of the first `rowCount` rows, which are
    /// read ahead and still returned by `next()`; nil with fewer than two rows. Call it
    /// before the first `next()`.
    /// - Parameter rowCount: rows read ahead (kept in memory). Default: 4096.
    public func previewSampleRateHertz(rowCount: Int = 4096) throws(CSVLogError) -> Double? {
        try progress.readAhead(from: lines, path: path, rowCount: rowCount)
        let lookahead = progress.lookahead
        let steps = zip(lookahead.dropFirst(), lookahead).map { $0.sample.timestampSeconds - $1.sample.timestampSeconds }
        return Recording.sampleRateHertz(timeStepsSeconds: steps)
    }
}

/// Closes a descriptor when the stream that reads it goes away.
private final class FileOwner {
    let descriptor: CInt
    init(descriptor: CInt) { self.descriptor = descriptor }
    deinit { close(descriptor) }
}
