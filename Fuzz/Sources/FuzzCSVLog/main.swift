import FuzzDriver
import IMUSamples

/// Reads the input as a CSV log to the end: every row or one error, never a crash, a hang
/// or unbounded memory.
func fuzzCSVLog(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: count))
    do {
        let stream = try CSVLogStream(bytes: bytes, path: "fuzz.csv")
        var rows = 0
        while try stream.next() != nil { rows += 1 }
        _ = rows
    } catch {
        _ = String(describing: error)   // every error must describe itself
    }
    return 0
}

runFuzzer(fuzzCSVLog)
