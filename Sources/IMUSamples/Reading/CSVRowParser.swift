import MotionMath
import Platform

/// Parses the rows of a CSV log, one line at a time, by the role of each column. Values
/// come out as read (nan kept); `CSVLogStream` validates them.
struct CSVRowParser {
    /// What each field of a row is used for.
    enum Role {
        case ignored
        /// A column this reader does not read (`CSVLogReadSettings.readsReference` false):
        /// its fields are counted, not parsed.
        case unread
        case time
        case gyroscope(Int)
        case accelerometer(Int)
        case magnetometer(Int)
        case temperature
        case reference(Int)
        case movement
    }

    /// A row's values besides the sample, not yet validated.
    struct Annotations {
        /// w, x, y, z as read (nan for an empty field); nil without `ref_q*` columns.
        var reference: Quaternion?
        /// The `movement` field as read; nil when the file has no such column. An empty
        /// field reads as nan.
        var movement: Double?
    }

    let path: String
    let header: [String]
    let roles: [Role]
    let hasReference: Bool
    let hasMovement: Bool
    /// Where each value sits when every role has one column (the usual header); nil
    /// otherwise, and rows are then assembled role by role.
    private let layout: ColumnLayout?
    private var values: [Double?]
    /// Per field: whether it is parsed (false for `.unread` columns).
    private let parsedFields: [Bool]

    /// Checks the header's required columns.
    /// - Parameter readsReference: false to count the `ref_q*` and `movement` fields
    ///   without parsing them (rows then carry neither). Default: true.
    init(header: [String], path: String, readsReference: Bool = true) throws(CSVLogError) {
        for column in CSVLogFormat.requiredColumns where !header.contains(column) {
            throw .missingColumn(path: path, column: column)
        }
        self.path = path
        self.header = header
        roles = header.map { column in
            let role = Self.role(of: column)
            switch role {
            case .reference, .movement: return readsReference ? role : .unread
            default: return role
            }
        }
        hasReference = readsReference && CSVLogFormat.reference.allSatisfy(header.contains)
        hasMovement = readsReference && header.contains(CSVLogFormat.movement)
        layout = ColumnLayout(roles: roles)
        values = [Double?](repeating: nil, count: header.count)
        parsedFields = roles.map { role in
            if case .unread = role { return false }
            return true
        }
    }

    static func role(of column: String) -> Role {
        if column == CSVLogFormat.time { return .time }
        if let axis = CSVLogFormat.gyroscope.firstIndex(of: column) { return .gyroscope(axis) }
        if let axis = CSVLogFormat.accelerometer.firstIndex(of: column) { return .accelerometer(axis) }
        if let axis = CSVLogFormat.magnetometer.firstIndex(of: column) { return .magnetometer(axis) }
        if column == CSVLogFormat.temperature { return .temperature }
        if let component = CSVLogFormat.reference.firstIndex(of: column) { return .reference(component) }
        if column == CSVLogFormat.movement { return .movement }
        return .ignored
    }

    /// The column names in a header line (trimmed of spaces and a UTF-8 byte order mark);
    /// empty for a blank line.
    static func columns(of line: ChunkedLineReader.Line) -> [String] {
        var start = line.start
        var count = line.count
        if count >= 3 && start[0] == 0xEF && start[1] == 0xBB && start[2] == 0xBF {
            start += 3
            count -= 3
        }
        let text = String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
        guard !text.allSatisfy({ $0 == " " || $0 == "\t" }) else { return [] }
        return text.split(separator: ",", omittingEmptySubsequences: false).map {
            String($0.filter { $0 != " " && $0 != "\t" })
        }
    }

    /// Parses one data line: the sample's values go into `sample` (untouched when the line
    /// is not a valid row), the rest is returned.
    mutating func parse(_ line: ChunkedLineReader.Line, into sample: inout IMUSample) throws(CSVLogError) -> Annotations {
        var fields = FieldCursor(base: line.start, end: line.count)
        let failure = parsedFields.withUnsafeBufferPointer { parsed in
            values.withUnsafeMutableBufferPointer { buffer -> FieldCursor.Failure? in
                do throws(FieldCursor.Failure) {
                    try fields.readRow(into: buffer, parsing: parsed)
                } catch {
                    return error
                }
                return nil
            }
        }
        if let failure {
            switch failure {
            case .wrongFieldCount(let found):
                throw .wrongFieldCount(path: path, line: line.number, expected: header.count, found: found)
            case .malformedValue(let field, let text):
                let column = field < header.count ? header[field] : "field \(field + 1)"
                throw .malformedValue(path: path, line: line.number, column: column, text: text)
            }
        }
        // The layout borrowed from the parser here, not copied into the closure above: no
        // reference count per row.
        let assembled = values.withUnsafeBufferPointer { self.layout?.fill(&sample, from: $0) }
        if let assembled { return assembled }
        return try assembleByRole(line: line, into: &sample)
    }

    /// Builds the row one column at a time in header order: any header, and the error
    /// naming the first empty required column or a partial magnetometer.
    private func assembleByRole(line: ChunkedLineReader.Line, into sample: inout IMUSample) throws(CSVLogError) -> Annotations {
        var time = 0.0
        var gyroscope = Vector3.zero
        var accelerometer = Vector3.zero
        var magnetometer = Vector3.zero
        var magnetometerFields = 0
        var temperature: Double?
        var reference = Quaternion(w: .nan, x: .nan, y: .nan, z: .nan)
        var movement: Double?
        for (index, role) in roles.enumerated() {
            let value = values[index]
            switch role {
            case .ignored, .unread:
                break
            case .time:
                time = try required(value, index, line: line.number)
            case .gyroscope(let axis):
                gyroscope[axis] = try required(value, index, line: line.number)
            case .accelerometer(let axis):
                accelerometer[axis] = try required(value, index, line: line.number)
            case .magnetometer(let axis):
                if let value {
                    magnetometer[axis] = value
                    magnetometerFields += 1
                }
            case .temperature:
                temperature = value
            case .reference(let component):
                let v = value ?? .nan
                switch component {
                case 0: reference.w = v
                case 1: reference.x = v
                case 2: reference.y = v
                default: reference.z = v
                }
            case .movement:
                movement = value ?? .nan
            }
        }
        if magnetometerFields != 0 && magnetometerFields != 3 {
            let column = CSVLogFormat.magnetometer.first { name in
                header.firstIndex(of: name).map { values[$0] == nil } ?? false
            } ?? CSVLogFormat.magnetometer[0]
            throw .malformedValue(path: path, line: line.number, column: column, text: "")
        }
        sample = IMUSample(
            timestampSeconds: time,
            gyroscopeRadiansPerSecond: gyroscope,
            accelerometerMetersPerSecondSquared: accelerometer,
            magnetometerMicrotesla: magnetometerFields == 3 ? magnetometer : nil,
            temperatureCelsius: temperature
        )
        return Annotations(reference: hasReference ? reference : nil, movement: hasMovement ? movement : nil)
    }

    private func required(_ value: Double?, _ index: Int, line: Int) throws(CSVLogError) -> Double {
        guard let value else { throw .malformedValue(path: path, line: line, column: header[index], text: "") }
        return value
    }
}

/// The fields of one line: `base[end]` is a line end, so `strtod` stops there at worst.
/// Only plain values, so copies cost nothing.
struct FieldCursor {
    /// Why a line's fields did not parse.
    enum Failure: Error {
        case wrongFieldCount(found: Int)
        /// Field `field` (0-based) holds `text`, which is not a number.
        case malformedValue(field: Int, text: String)
    }

    let base: UnsafePointer<UInt8>
    let end: Int
    var position = 0

    /// Parses the row's fields into `values` (nil for an empty field, and for a field
    /// `parsing` marks false, which is only skipped); the row must have exactly
    /// `values.count` fields.
    mutating func readRow(into values: UnsafeMutableBufferPointer<Double?>, parsing: UnsafeBufferPointer<Bool>) throws(Failure) {
        var field = 0
        while true {
            if field < parsing.count && !parsing[field] {
                skipField()
                values[field] = nil
            } else {
                let value = try readField(field)
                if field < values.count { values[field] = value }
            }
            field += 1
            if position < end && base[position] == UInt8(ascii: ",") {
                position += 1
                continue
            }
            break
        }
        guard field == values.count else { throw .wrongFieldCount(found: field) }
    }

    /// Moves `position` to the end of the field it is in (the next comma or the line's
    /// end), eight bytes at a time while eight remain.
    mutating func skipField() {
        while end - position >= 8 {
            let word = DecimalParsing.loadChunk(base, position)
            // A zero byte where the word has a comma; the lowest marked byte is exact.
            let commas = word ^ 0x2C2C_2C2C_2C2C_2C2C
            let marks = (commas &- 0x0101_0101_0101_0101) & ~commas & 0x8080_8080_8080_8080
            if marks != 0 {
                position += marks.trailingZeroBitCount >> 3
                return
            }
            position += 8
        }
        while position < end && base[position] != UInt8(ascii: ",") { position += 1 }
    }

    /// Parses field `field` starting at `position`, leaving `position` on the delimiter.
    @inline(__always)
    mutating func readField(_ field: Int) throws(Failure) -> Double? {
        // The usual field, a plain number and its delimiter, read in chunks; anything else
        // (spaces, an empty field, an exponent, a malformed value) the long way.
        if let (value, length) = DecimalParsing.parseChunked(base, start: position, end: end), isDelimiter(position &+ length) {
            position &+= length
            return value
        }
        return try readAnyField(field)
    }

    /// `readField` for every field: spaces around the value, an empty field, every number
    /// `strtod` reads, and the error naming a malformed value.
    @inline(never)
    mutating func readAnyField(_ field: Int) throws(Failure) -> Double? {
        position = skipSpaces(from: position)
        if isDelimiter(position) { return nil }
        if let (value, length) = DecimalParsing.parse(base, start: position, end: end) {
            let after = skipSpaces(from: position + length)
            if isDelimiter(after) {
                position = after
                return value
            }
        }
        let start = base + position
        var stop: UnsafeMutablePointer<CChar>?
        let value = start.withMemoryRebound(to: CChar.self, capacity: 1) { strtod($0, &stop) }
        let consumed = stop.map { UnsafeRawPointer($0) - UnsafeRawPointer(start) } ?? 0
        let after = skipSpaces(from: position + consumed)
        guard consumed > 0, after <= end, isDelimiter(after) else {
            var fieldEnd = position
            while !isDelimiter(fieldEnd) { fieldEnd += 1 }
            // Shown, not kept: escaped and shortened, so a binary file or a huge field
            // never reaches the terminal whole.
            let text = DisplayText.value(bytes: UnsafeBufferPointer(start: start, count: fieldEnd - position))
            throw .malformedValue(field: field, text: text)
        }
        position = after
        return value
    }

    private func skipSpaces(from index: Int) -> Int {
        var index = index
        while index < end && (base[index] == UInt8(ascii: " ") || base[index] == UInt8(ascii: "\t")) { index += 1 }
        return index
    }

    @inline(__always)
    private func isDelimiter(_ index: Int) -> Bool {
        index >= end || base[index] == UInt8(ascii: ",")
    }
}
