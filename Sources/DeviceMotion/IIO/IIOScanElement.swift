/// One channel of an IIO buffer record, from `scan_elements/<channel>_{en,index,type}`.
///
/// The type text is `[be|le]:[s|u]BITS/STORAGEBITS[XREPEAT][>>SHIFT]`, e.g. `le:s16/16>>0`
/// (Documentation/ABI/testing/sysfs-bus-iio). In a record, channels come in index order and
/// each starts at a multiple of its own storage size.
public struct IIOScanElement: Sendable, Hashable {
    /// The channel's name without the suffix: "in_accel_x", "in_timestamp".
    public var channel: String
    /// Position in the record order.
    public var index: Int
    /// Big-endian when true.
    public var isBigEndian: Bool
    /// Two's complement when true.
    public var isSigned: Bool
    /// Meaningful bits.
    public var bits: Int
    /// Bits the value occupies in the record (8, 16, 32, 64).
    public var storageBits: Int
    /// Right shift applied before masking to `bits`.
    public var shift: Int

    /// Parses a `_type` attribute's text.
    public init(channel: String, index: Int, typeText: String) throws(IIOError) {
        self.channel = channel
        self.index = index
        let invalid = IIOError.invalidAttribute(path: "scan_elements/\(channel)_type", text: typeText)
        let parts = typeText.split(separator: ":", maxSplits: 1)
        guard parts.count == 2, parts[0] == "be" || parts[0] == "le" else { throw invalid }
        isBigEndian = parts[0] == "be"
        var rest = Substring(parts[1])
        guard let signCharacter = rest.first, signCharacter == "s" || signCharacter == "u" else { throw invalid }
        isSigned = signCharacter == "s"
        rest = rest.dropFirst()
        var shiftValue = 0
        if let shiftRange = rest.range(of: ">>") {
            guard let parsed = Int(rest[shiftRange.upperBound...]), parsed >= 0 else { throw invalid }
            shiftValue = parsed
            rest = rest[..<shiftRange.lowerBound]
        }
        if let repeatIndex = rest.firstIndex(of: "X") { rest = rest[..<repeatIndex] }
        let sizes = rest.split(separator: "/")
        guard sizes.count == 2, let bitCount = Int(sizes[0]), let storage = Int(sizes[1]),
              [8, 16, 32, 64].contains(storage), bitCount > 0, bitCount <= storage, shiftValue <= storage - bitCount
        else { throw invalid }
        bits = bitCount
        storageBits = storage
        shift = shiftValue
    }

    /// Bytes the value occupies.
    public var storageBytes: Int { storageBits / 8 }

    /// Decodes the value stored at `bytes[offset…]`.
    public func decode(_ bytes: UnsafeRawBufferPointer, at offset: Int) -> Int64 {
        var word: UInt64 = 0
        for byte in 0..<storageBytes {
            let value = UInt64(bytes[offset + byte])
            word |= isBigEndian ? value << UInt64(8 * (storageBytes - 1 - byte)) : value << UInt64(8 * byte)
        }
        word >>= UInt64(shift)
        if bits < 64 { word &= (UInt64(1) << UInt64(bits)) - 1 }
        if isSigned, bits < 64, word & (UInt64(1) << UInt64(bits - 1)) != 0 {
            word |= ~((UInt64(1) << UInt64(bits)) - 1)
        }
        return Int64(bitPattern: word)
    }
}

/// Where each enabled channel sits in an IIO buffer record.
public struct IIOBufferLayout: Sendable, Hashable {
    /// The enabled channels in record order, with their byte offsets.
    public var elements: [(element: IIOScanElement, offset: Int)] {
        zip(sorted, offsets).map { ($0, $1) }
    }
    /// Bytes per record (a multiple of the largest storage size).
    public let recordSize: Int
    private let sorted: [IIOScanElement]
    private let offsets: [Int]

    /// Lays out `enabled` channels as the kernel does.
    public init(enabled: [IIOScanElement]) {
        sorted = enabled.sorted { $0.index < $1.index }
        var offset = 0
        var positions: [Int] = []
        var largest = 1
        for element in sorted {
            let size = element.storageBytes
            largest = max(largest, size)
            offset = (offset + size - 1) / size * size
            positions.append(offset)
            offset += size
        }
        offsets = positions
        recordSize = sorted.isEmpty ? 0 : (offset + largest - 1) / largest * largest
    }

    /// The byte offset and element of `channel`, if enabled.
    public func position(of channel: String) -> (element: IIOScanElement, offset: Int)? {
        guard let index = sorted.firstIndex(where: { $0.channel == channel }) else { return nil }
        return (sorted[index], offsets[index])
    }

    public static func == (lhs: IIOBufferLayout, rhs: IIOBufferLayout) -> Bool {
        lhs.sorted == rhs.sorted && lhs.recordSize == rhs.recordSize
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(sorted)
        hasher.combine(recordSize)
    }
}
