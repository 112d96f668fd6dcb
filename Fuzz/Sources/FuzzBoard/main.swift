import Boards
import Foundation
import FuzzDriver

/// Decodes the input as a board definition: a board or one error, never a crash.
func fuzzBoard(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    do {
        let board = try Board.decode(json: Data(bytes: data, count: count), fileName: "fuzz.json")
        _ = board.sensorToDeviceMatrix
    } catch {
        _ = String(describing: error)
    }
    return 0
}

runFuzzer(fuzzBoard)
