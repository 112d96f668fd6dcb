import FuzzDriver
import IMUSamples

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The fast number code against the slow path it stands in for, on any input:
/// - the first eight bytes as a Double's bit pattern: `NumberText.string` must be Swift's
///   own `description` (`nan` for every NaN) and, for a finite value, read back through the
///   CSV reader to the same bits;
/// - the rest (up to the first comma or line end) as a CSV field: whenever the reader
///   accepts it, its value must be `strtod`'s on the same text, bit for bit.
/// A mismatch stops the fuzzer like a crash.
func fuzzNumbers(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: count)
    var pattern: UInt64 = 0
    for byte in bytes.prefix(8) { pattern = pattern << 8 | UInt64(byte) }
    let value = Double(bitPattern: pattern)
    let text = NumberText.string(value)
    let expected = value.isNaN ? "nan" : "\(value)"
    require(text == expected, "NumberText.string(\(pattern) as bits) is \(text), Swift's \(expected)")
    if value.isFinite, let read = readGyroscopeField(Array(text.utf8)) {
        require(read.bitPattern == value.bitPattern, "\(text) read back as \(read)")
    }
    let field = Array(bytes.dropFirst(8).prefix { $0 != UInt8(ascii: ",") && $0 != 10 && $0 != 13 && $0 != 0 })
    if let read = readGyroscopeField(field) {
        let reference = strtodValue(field)
        require(
            read.bitPattern == reference.bitPattern || (read.isNaN && reference.isNaN),
            "field \(String(decoding: field, as: UTF8.self).debugDescription) read as \(read), strtod \(reference)")
    }
    return 0
}

/// `field` as the gyroscope's x in a one-row log; nil when the reader refuses the row or
/// the field is empty.
func readGyroscopeField(_ field: [UInt8]) -> Double? {
    let log = Array("time_s,gyro_x_rad_s,gyro_y_rad_s,gyro_z_rad_s,accel_x_m_s2,accel_y_m_s2,accel_z_m_s2\n0,".utf8)
        + field + Array(",0,0,0,0,9.8\n".utf8)
    do {
        let stream = try CSVLogStream(bytes: log, path: "fuzz.csv")
        return try stream.next()?.sample.gyroscopeRadiansPerSecond.x
    } catch {
        return nil
    }
}

/// `strtod` on `field` with the spaces and tabs around it left out (as the reader does).
func strtodValue(_ field: [UInt8]) -> Double {
    var trimmed = field[...]
    while let first = trimmed.first, first == 32 || first == 9 { trimmed = trimmed.dropFirst() }
    let text = Array(trimmed) + [0]
    return text.withUnsafeBufferPointer { buffer in
        buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: text.count) { strtod($0, nil) }
    }
}

/// Stops the fuzzer with `message`.
func require(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fatalError("mismatch: " + message()) }
}

runFuzzer(fuzzNumbers)
