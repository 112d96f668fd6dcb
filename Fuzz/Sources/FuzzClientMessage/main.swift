import FuzzDriver
import MotionFeed

/// Reads the input as a control message from a client: a control or one error, never a
/// crash.
func fuzzClientMessage(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: count), as: UTF8.self)
    do {
        _ = try ClientMessage.parse(text)
    } catch {
        _ = error.description
    }
    return 0
}

runFuzzer(fuzzClientMessage)
