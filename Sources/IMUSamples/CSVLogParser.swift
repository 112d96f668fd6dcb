import MotionMath
import Platform

/// The byte-level parser behind `CSVLogReader`. The buffer must end with a 0 byte at
/// `base[count]`.
struct CSVLogParser {
    let base: UnsafePointer<UInt8>
    let count: Int
    let path: String
    var position = 0
    var line = 1

    init(base: UnsafePointer<UInt8>, count: Int, path: String) {
        self.base = base
        self.count = count
        self.path = path
    }

    /// What each field of a row is used for.
    enum Role {
        case ignored
        case time
        case gyroscope(Int)
        case accelerometer(Int)
        case magnetometer(Int)
        case temperature
        case reference(Int)
        case movement
    }

    mutating func parseRecording(name: String) throws(CSVLogError) -> Recording {
        let header = readHeader()
        guard !header.isEmpty else { throw .missingHeader(path: path) }
        for column in CSVLogFormat.requiredColumns where !header.contains(column) {
            throw .missingColumn(path: path, column: column)
        }
        let roles = header.map(Self.role(of:))
        let hasReference = CSVLogFormat.reference.allSatisfy(header.contains)
        let hasMovement = header.contains(CSVLogFormat.movement)

        var samples: [IMUSample] = []
        var references: [Quaternion?] = []
        var movement: [Bool] = []
        let estimatedRows = count / max(1, 12 * header.count)
        samples.reserveCapacity(estimatedRows)
        if hasReference { references.reserveCapacity(estimatedRows) }
        if hasMovement { movement.reserveCapacity(estimatedRows) }

        var values = [Double?](repeating: nil, count: header.count)
        while position < count {
            line += 1
            if base[position] == UInt8(ascii: "\n") || base[position] == UInt8(ascii: "\r") {
                skipLineEnd()
                continue
            }
            try readRow(into: &values, header: header)
            var time = 0.0
            var gyroscope = Vector3.zero
            var accelerometer = Vector3.zero
            var magnetometer = Vector3.zero
            var magnetometerFields = 0
            var temperature: Double?
            var reference = Quaternion.identity
            var referenceKnown = true
            var moving = false
            for (index, role) in roles.enumerated() {
                let value = values[index]
                switch role {
                case .ignored:
                    break
                case .time:
                    time = try required(value, column: header[index])
                case .gyroscope(let axis):
                    gyroscope[axis] = try required(value, column: header[index])
                case .accelerometer(let axis):
                    accelerometer[axis] = try required(value, column: header[index])
                case .magnetometer(let axis):
                    if let value {
                        magnetometer[axis] = value
                        magnetometerFields += 1
                    }
                case .temperature:
                    temperature = value
                case .reference(let component):
                    let v = value ?? .nan
                    if !v.isFinite { referenceKnown = false }
                    switch component {
                    case 0: reference.w = v
                    case 1: reference.x = v
                    case 2: reference.y = v
                    default: reference.z = v
                    }
                case .movement:
                    moving = (value ?? 0) != 0
                }
            }
            if magnetometerFields != 0 && magnetometerFields != 3 {
                let column = CSVLogFormat.magnetometer.first { name in
                    header.firstIndex(of: name).map { values[$0] == nil } ?? false
                } ?? CSVLogFormat.magnetometer[0]
                throw .malformedValue(path: path, line: line, column: column, text: "")
            }
            samples.append(IMUSample(
                timestampSeconds: time,
                gyroscopeRadiansPerSecond: gyroscope,
                accelerometerMetersPerSecondSquared: accelerometer,
                magnetometerMicrotesla: magnetometerFields == 3 ? magnetometer : nil,
                temperatureCelsius: temperature
            ))
            if hasReference {
                references.append(referenceKnown && reference.norm > 0 ? reference.normalized : nil)
            }
            if hasMovement { movement.append(moving) }
        }
        return Recording(
            name: name,
            samples: samples,
            referenceAttitudes: hasReference ? references : nil,
            movement: hasMovement ? movement : nil
        )
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

    func required(_ value: Double?, column: String) throws(CSVLogError) -> Double {
        guard let value else { throw .malformedValue(path: path, line: line, column: column, text: "") }
        return value
    }

    /// Reads the first line as column names (trimmed of spaces and a UTF-8 byte order mark).
    mutating func readHeader() -> [String] {
        var start = position
        if count >= 3 && base[0] == 0xEF && base[1] == 0xBB && base[2] == 0xBF { start = 3 }
        var end = start
        while end < count && base[end] != UInt8(ascii: "\n") { end += 1 }
        let bytes = UnsafeBufferPointer(start: base + start, count: end - start)
        let text = String(decoding: bytes, as: UTF8.self)
        position = end
        skipLineEnd()
        guard !text.allSatisfy({ $0 == " " || $0 == "\r" }) else { return [] }
        return text.split(separator: ",", omittingEmptySubsequences: false).map {
            String($0.filter { $0 != " " && $0 != "\r" && $0 != "\t" })
        }
    }

    mutating func skipLineEnd() {
        if position < count && base[position] == UInt8(ascii: "\r") { position += 1 }
        if position < count && base[position] == UInt8(ascii: "\n") { position += 1 }
    }

    /// Parses one row's fields into `values` (nil for an empty field) and moves past the
    /// line end.
    mutating func readRow(into values: inout [Double?], header: [String]) throws(CSVLogError) {
        var field = 0
        while true {
            let value = try readField(column: field < header.count ? header[field] : "field \(field + 1)")
            if field < values.count { values[field] = value }
            field += 1
            if position < count && base[position] == UInt8(ascii: ",") {
                position += 1
                continue
            }
            break
        }
        skipLineEnd()
        guard field == header.count else {
            throw .wrongFieldCount(path: path, line: line, expected: header.count, found: field)
        }
    }

    /// Parses one field starting at `position`, leaving `position` on the delimiter.
    mutating func readField(column: String) throws(CSVLogError) -> Double? {
        while position < count && (base[position] == UInt8(ascii: " ") || base[position] == UInt8(ascii: "\t")) {
            position += 1
        }
        if isDelimiter(position) { return nil }
        if let (value, length) = DecimalParsing.parse(base, start: position, end: count) {
            var after = position + length
            while after < count && (base[after] == UInt8(ascii: " ") || base[after] == UInt8(ascii: "\t")) {
                after += 1
            }
            if isDelimiter(after) {
                position = after
                return value
            }
        }
        let start = base + position
        var end: UnsafeMutablePointer<CChar>?
        let value = start.withMemoryRebound(to: CChar.self, capacity: 1) { strtod($0, &end) }
        let consumed = end.map { UnsafeRawPointer($0) - UnsafeRawPointer(start) } ?? 0
        var after = position + consumed
        while after < count && (base[after] == UInt8(ascii: " ") || base[after] == UInt8(ascii: "\t")) {
            after += 1
        }
        guard consumed > 0, isDelimiter(after) else {
            var stop = position
            while !isDelimiter(stop) { stop += 1 }
            let text = String(decoding: UnsafeBufferPointer(start: start, count: stop - position), as: UTF8.self)
            throw .malformedValue(path: path, line: line, column: column, text: text)
        }
        position = after
        return value
    }

    func isDelimiter(_ index: Int) -> Bool {
        guard index < count else { return true }
        let byte = base[index]
        return byte == UInt8(ascii: ",") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }
}
