import DeviceMotion

/// Writes device motion to stdout one JSON line or CSV row at a time, through one reused
/// byte buffer. A value kept by the caller: one access to it per sample, where a buffer,
/// a format and a flag captured one by one by the per-sample closure cost one checked
/// access each.
struct MotionLineWriter {
    /// JSON lines or CSV rows.
    enum Format { case json, csv }

    let format: Format
    /// Whether the frame has a heading (`heading_deg` written, not null or empty).
    let northReferenced: Bool
    /// Flush stdout after every line (live sources); offline ones fill stdout's buffer first.
    let flushesEveryLine: Bool
    private var line: [UInt8] = []

    init(format: Format, northReferenced: Bool, flushesEveryLine: Bool) {
        self.format = format
        self.northReferenced = northReferenced
        self.flushesEveryLine = flushesEveryLine
        line.reserveCapacity(1024)
    }

    /// Writes `motion`'s line.
    mutating func write(_ motion: DeviceMotion) {
        line.removeAll(keepingCapacity: true)
        switch format {
        case .json: DeviceMotionFormatter.appendJSONLine(motion, northReferenced: northReferenced, to: &line)
        case .csv: DeviceMotionFormatter.appendCSVLine(motion, northReferenced: northReferenced, to: &line)
        }
        Console.write(bytes: line)
        if flushesEveryLine { Console.flush() }
    }
}
