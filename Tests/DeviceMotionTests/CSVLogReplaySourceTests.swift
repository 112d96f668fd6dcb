import DeviceMotion
import Foundation
import IMUSamples
import MotionMath
import Testing

/// A log replayed as fast as possible: many rows per batch, every row in order, and a bad
/// row ends the replay only after the rows before it.
@Suite struct CSVLogReplaySourceTests {
    func writeLog(rows: Int, then tail: String = "") throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("replay-\(UUID().uuidString).csv").path
        var text = CSVLogFormat.header + "\n"
        for index in 0..<rows { text += "\(Double(index) / 100),0.1,0.2,0.3,0,0,9.8,,,,\n" }
        try (text + tail).write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    func replay(_ path: String) throws -> (times: [Double], batches: Int, error: CSVLogError?) {
        let source = try CSVLogReplaySource(path: path, pacing: .asFastAsPossible)
        try source.start()
        var times: [Double] = []
        var batches = 0
        do {
            while let batch = try source.nextBatch() {
                batches += 1
                times += batch.samples.map(\.timestampSeconds)
            }
        } catch let error as CSVLogError {
            return (times, batches, error)
        }
        return (times, batches, nil)
    }

    @Test func everyRowComesInOrderInBatches() throws {
        let path = try writeLog(rows: 5000)
        defer { unlink(path) }
        let result = try replay(path)
        #expect(result.times == (0..<5000).map { Double($0) / 100 })
        #expect(result.batches < 5000 / 10)
        #expect(result.error == nil)
    }

    @Test func aBadRowBeyondTheReadAheadEndsTheReplayAfterTheRowsBeforeIt() throws {
        // 5000 rows: more than the 4096 read ahead at opening, so the bad row is met mid-replay.
        let path = try writeLog(rows: 5000, then: "50.01,abc,0,0,0,0,9.8,,,,\n50.02,0,0,0,0,0,9.8,,,,\n")
        defer { unlink(path) }
        let result = try replay(path)
        #expect(result.times.count == 5000)
        #expect(result.error == .malformedValue(path: path, line: 5002, column: "gyro_x_rad_s", text: "abc"))
    }

    @Test func pacedReplayStillHandsOverOneRowAtATime() throws {
        let path = try writeLog(rows: 3)
        defer { unlink(path) }
        let source = try CSVLogReplaySource(path: path, pacing: .realTime(speed: 1000))
        try source.start()
        #expect(try source.nextBatch()?.samples.count == 1)
    }
}
