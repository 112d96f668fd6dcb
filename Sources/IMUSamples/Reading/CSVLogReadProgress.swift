import MotionMath

/// What a `CSVLogStream` changes as it reads, in one value: the row parser, the previous
/// time, the counts, the rows read ahead and the warnings. The stream reaches it through
/// one access per row (a class's stored properties cost a runtime exclusivity check for
/// each access).
struct CSVLogReadProgress {
    let settings: CSVLogReadSettings
    var parser: CSVRowParser
    var previousTime: Double?
    var hasMagnetometerReadings = false
    var rowCount = 0
    /// Warnings about lines (a torn last line).
    var lineWarnings: [CSVLogWarning] = []
    /// Rows so far with a gyroscope, accelerometer or magnetometer value that is not finite.
    var nonFiniteRowCount = 0
    /// The line of the first of them.
    var firstNonFiniteLine = 0

    /// Everything read so far from the file at `path` that the user should hear about, one
    /// line each.
    func warnings(path: String) -> [CSVLogWarning] {
        guard nonFiniteRowCount > 0 else { return lineWarnings }
        return lineWarnings + [.nonFiniteReadings(path: path, rowCount: nonFiniteRowCount, firstLine: firstNonFiniteLine)]
    }
    /// Rows read ahead by `readAhead`, returned by `next` before any other.
    private(set) var lookahead: [CSVLogRow] = []
    private var lookaheadIndex = 0

    init(settings: CSVLogReadSettings, parser: CSVRowParser) {
        self.settings = settings
        self.parser = parser
    }

    /// `CSVLogStream.next(into:)`: a row read ahead, else the next line's.
    mutating func next(from lines: ChunkedLineReader, path: String, into row: inout CSVLogRow) throws(CSVLogError) -> Bool {
        if lookaheadIndex < lookahead.count {
            row = lookahead[lookaheadIndex]
            lookaheadIndex += 1
            return true
        }
        if !lookahead.isEmpty {
            lookahead = []
            lookaheadIndex = 0
        }
        return try readRow(from: lines, path: path, into: &row)
    }

    /// `CSVLogStream.appendSamples(to:untilCount:)`.
    mutating func appendSamples(
        from lines: ChunkedLineReader, path: String, to samples: inout [IMUSample], untilCount count: Int
    ) throws(CSVLogError) {
        var row = CSVLogRow.placeholder
        while samples.count < count, try next(from: lines, path: path, into: &row) { samples.append(row.sample) }
    }

    /// Reads rows ahead until `rowCount` are kept (or the file ends).
    mutating func readAhead(from lines: ChunkedLineReader, path: String, rowCount: Int) throws(CSVLogError) {
        var row = CSVLogRow.placeholder
        while lookahead.count < rowCount, try readRow(from: lines, path: path, into: &row) { lookahead.append(row) }
    }

    /// Reads the next row into `row`; false at the end (or a torn last line), `row` unchanged.
    /// After an error `row` may hold part of the bad line.
    mutating func readRow(from lines: ChunkedLineReader, path: String, into row: inout CSVLogRow) throws(CSVLogError) -> Bool {
        while let line = try Self.nextLine(lines, path: path, settings: settings) {
            if line.count == 0 { continue }
            let annotations: CSVRowParser.Annotations
            do throws(CSVLogError) {
                // The parser leaves the sample untouched when the line is not a row.
                annotations = try parser.parse(line, into: &row.sample)
            } catch {
                guard !line.isTerminated, Self.isIncomplete(error, fieldCount: parser.header.count) else { throw error }
                lineWarnings.append(.tornLastLine(path: path, line: line.number, rowsUsed: rowCount))
                return false
            }
            try validate(annotations, path: path, line: line.number, into: &row)
            rowCount += 1
            if row.sample.magnetometerMicrotesla != nil { hasMagnetometerReadings = true }
            // A sum of finite readings is finite (but for values near the largest double,
            // which `noteNonFinite` tells apart).
            let readingsSum = (row.sample.gyroscopeRadiansPerSecond + row.sample.accelerometerMetersPerSecondSquared).sum()
                + (row.sample.magnetometerMicrotesla?.sum() ?? 0)
            if !readingsSum.isFinite { noteNonFinite(row.sample, line: line.number) }
            return true
        }
        return false
    }

    /// Checks the time of `row`'s sample, the reference and movement, and writes the rest of
    /// the row (the reference normalised).
    private mutating func validate(
        _ annotations: CSVRowParser.Annotations, path: String, line: Int, into row: inout CSVLogRow
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

    /// Counts the row on `line` when one of its sensor readings is not finite.
    private mutating func noteNonFinite(_ sample: IMUSample, line: Int) {
        let readings = [sample.gyroscopeRadiansPerSecond, sample.accelerometerMetersPerSecondSquared]
            + (sample.magnetometerMicrotesla.map { [$0] } ?? [])
        guard readings.contains(where: { !($0.x.isFinite && $0.y.isFinite && $0.z.isFinite) }) else { return }
        if nonFiniteRowCount == 0 { firstNonFiniteLine = line }
        nonFiniteRowCount += 1
    }

    /// A cut-off line: too few fields, or a field that is not (yet) a number.
    private static func isIncomplete(_ error: CSVLogError, fieldCount: Int) -> Bool {
        switch error {
        case let .wrongFieldCount(_, _, expected, found): return found < expected
        case .malformedValue: return true
        default: return false
        }
    }

    static func nextLine(
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
