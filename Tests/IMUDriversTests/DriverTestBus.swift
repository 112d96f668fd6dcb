import Testing
import I2C
@testable import IMUDrivers

/// A scripted register file for driver tests: records every transfer, streams FIFO output
/// registers from queues, enforces the 32-byte block limit and fails on demand.
final class DriverTestBus: RegisterBus {
    enum Transfer: Equatable, CustomStringConvertible {
        case write(UInt8, UInt8)
        case read(UInt8, Int)

        var description: String {
            switch self {
            case let .write(register, value): "w\(uppercaseHex(register))=\(uppercaseHex(value))"
            case let .read(register, count): "r\(uppercaseHex(register))×\(count)"
            }
        }
    }

    let address: UInt8
    var registers = [UInt8](repeating: 0, count: 256)
    private(set) var transfers: [Transfer] = []
    /// Registers whose reads pop bytes from a queue instead of walking the register file.
    var streams: [UInt8: [UInt8]] = [:]
    /// Errors thrown by the next transfers, in order.
    var failures: [I2CError] = []
    /// Error thrown by every transfer while set.
    var failure: I2CError?
    /// Called after each write.
    var onWrite: ((DriverTestBus, UInt8, UInt8) -> Void)?
    /// Called before each read.
    var onRead: ((DriverTestBus, UInt8, Int) -> Void)?

    init(address: UInt8 = 0x68) { self.address = address }

    var writes: [Transfer] { transfers.filter { if case .write = $0 { true } else { false } } }
    var reads: [Transfer] { transfers.filter { if case .read = $0 { true } else { false } } }
    func clearTranscript() { transfers = [] }

    private func check() throws(I2CError) {
        if let failure { throw failure }
        if !failures.isEmpty { throw failures.removeFirst() }
    }

    func readByte(register: UInt8) throws(I2CError) -> UInt8 {
        try readBlock(register: register, count: 1)[0]
    }

    func writeByte(register: UInt8, value: UInt8) throws(I2CError) {
        try check()
        transfers.append(.write(register, value))
        registers[Int(register)] = value
        onWrite?(self, register, value)
    }

    func readBlock(register: UInt8, count: Int) throws(I2CError) -> [UInt8] {
        guard count > 0, count <= maximumBlockLength else {
            throw .invalidRequest("block of \(count) bytes (limit 32)")
        }
        try check()
        transfers.append(.read(register, count))
        onRead?(self, register, count)
        if var queue = streams[register] {
            let taken = Array(queue.prefix(count))
            queue.removeFirst(taken.count)
            streams[register] = queue
            return taken + [UInt8](repeating: 0, count: count - taken.count)
        }
        return (0..<count).map { registers[(Int(register) + $0) & 0xFF] }
    }

    func writeBlock(register: UInt8, bytes: [UInt8]) throws(I2CError) {
        for (offset, byte) in bytes.enumerated() {
            try writeByte(register: register &+ UInt8(offset), value: byte)
        }
    }

    /// Puts a big-endian 16-bit value at `register`, `register + 1`.
    func setBigEndian(_ value: Int16, at register: UInt8) {
        let bits = UInt16(bitPattern: value)
        registers[Int(register)] = UInt8(bits >> 8)
        registers[Int(register) + 1] = UInt8(bits & 0xFF)
    }

    /// Puts a little-endian 16-bit value at `register`, `register + 1`.
    func setLittleEndian(_ value: Int16, at register: UInt8) {
        let bits = UInt16(bitPattern: value)
        registers[Int(register)] = UInt8(bits & 0xFF)
        registers[Int(register) + 1] = UInt8(bits >> 8)
    }
}

/// A virtual clock: `sleep` advances time at once and is recorded.
final class TestClock: DriverClock, @unchecked Sendable {
    var nowSeconds: Double = 1000
    private(set) var sleeps: [Double] = []
    /// Called after each sleep with the new time.
    var onSleep: ((Double) -> Void)?

    func sleep(seconds: Double) {
        sleeps.append(seconds)
        if seconds > 0 { nowSeconds += seconds }
        onSleep?(nowSeconds)
    }
}

func bigEndianBytes(_ values: [Int16]) -> [UInt8] {
    values.flatMap { value -> [UInt8] in
        let bits = UInt16(bitPattern: value)
        return [UInt8(bits >> 8), UInt8(bits & 0xFF)]
    }
}

func littleEndianBytes(_ values: [Int16]) -> [UInt8] {
    values.flatMap { value -> [UInt8] in
        let bits = UInt16(bitPattern: value)
        return [UInt8(bits & 0xFF), UInt8(bits >> 8)]
    }
}

func identity(_ name: String, address: UInt8 = 0x68) throws -> ChipIdentity {
    let model = try #require(ChipCatalog.model(named: name))
    return ChipIdentity(model: model, address: address, whoAmIFound: model.whoAmI)
}
