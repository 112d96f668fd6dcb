import MotionMath

/// Numbers read from a fuzzer's bytes: mostly values a sensor could give, sometimes any
/// Double at all (NaN, infinities, subnormals, the largest), so that both the screening of
/// absurd input and the arithmetic of plausible input are explored. Past the end, zeros.
struct FuzzValues {
    let bytes: UnsafeBufferPointer<UInt8>
    var position = 0

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    var isAtEnd: Bool { position >= bytes.count }

    mutating func byte() -> UInt8 {
        guard position < bytes.count else { return 0 }
        defer { position += 1 }
        return bytes[position]
    }

    /// A tag byte with its top bit clear: the tag's low 7 bits and the next byte as a
    /// signed 15-bit count of `scale`/16384 (a reading within ±2 × `scale`); with it set,
    /// the next eight bytes as a Double's bit pattern.
    mutating func value(scale: Double) -> Double {
        let tag = byte()
        guard tag & 0x80 != 0 else {
            let raw = Int16(bitPattern: UInt16(tag) << 9 | UInt16(byte()) << 1) >> 1
            return Double(raw) * scale / 16384
        }
        var pattern: UInt64 = 0
        for _ in 0..<8 { pattern = pattern << 8 | UInt64(byte()) }
        return Double(bitPattern: pattern)
    }

    mutating func vector(scale: Double) -> Vector3 {
        Vector3(value(scale: scale), value(scale: scale), value(scale: scale))
    }
}
