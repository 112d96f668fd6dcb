import Platform

@testable import I2C

/// A stand-in for the kernel and libi2c: records every call in `trace` and answers from
/// a register file, unless a scripted status is queued for that call.
final class ScriptedSystemCalls: I2CSystemCalls {
    /// Every call, as "name args".
    var trace: [String] = []
    /// Queued statuses per call name; consumed one per call. Negative: -errno.
    var scripted: [String: [Int32]] = [:]
    /// The register file the device answers from.
    var registers = [UInt8](repeating: 0, count: 256)
    var functionalityMask = I2CFunctionality.smbusStub.rawValue
    var links: [String: String] = [:]
    var sleeps: [Double] = []

    func script(_ name: String, _ statuses: Int32...) { scripted[name, default: []] += statuses }

    /// The calls named `name`.
    func calls(_ name: String) -> [String] { trace.filter { $0 == name || $0.hasPrefix(name + " ") } }

    private func next(_ name: String, _ arguments: String = "") -> Int32? {
        trace.append(arguments.isEmpty ? name : "\(name) \(arguments)")
        guard var queue = scripted[name], !queue.isEmpty else { return nil }
        let status = queue.removeFirst()
        scripted[name] = queue
        return status
    }

    func open(path: String) -> Int32 { next("open", path) ?? 7 }
    func close(_ fileDescriptor: Int32) -> Int32 { next("close", "\(fileDescriptor)") ?? 0 }
    func selectAddress(_ fileDescriptor: Int32, address: UInt8) -> Int32 { next("select", hex(address)) ?? 0 }
    func functionality(_ fileDescriptor: Int32) -> (status: Int32, functionality: UInt) {
        (next("funcs") ?? 0, functionalityMask)
    }
    func writeQuick(_ fileDescriptor: Int32) -> Int32 { next("quick") ?? 0 }
    func readByte(_ fileDescriptor: Int32) -> Int32 { next("receive") ?? Int32(registers[0]) }
    func readByteData(_ fileDescriptor: Int32, register: UInt8) -> Int32 {
        next("readByte", hex(register)) ?? Int32(registers[Int(register)])
    }
    func writeByteData(_ fileDescriptor: Int32, register: UInt8, value: UInt8) -> Int32 {
        if let status = next("writeByte", "\(hex(register)) \(hex(value))") { return status }
        registers[Int(register)] = value
        return 0
    }
    func readWordData(_ fileDescriptor: Int32, register: UInt8) -> Int32 {
        next("readWord", hex(register)) ?? Int32(registers[Int(register)]) | Int32(registers[Int(register) + 1]) << 8
    }
    func writeWordData(_ fileDescriptor: Int32, register: UInt8, value: UInt16) -> Int32 {
        if let status = next("writeWord", "\(hex(register)) \(value)") { return status }
        registers[Int(register)] = UInt8(value & 0xFF)
        registers[Int(register) + 1] = UInt8(value >> 8)
        return 0
    }
    func readI2CBlockData(_ fileDescriptor: Int32, register: UInt8, count: Int) -> (status: Int32, bytes: [UInt8]) {
        if let status = next("readBlock", "\(hex(register)) \(count)") { return (status, status > 0 ? [UInt8](repeating: 0, count: Int(status)) : []) }
        return (Int32(count), Array(registers[Int(register)..<Int(register) + count]))
    }
    func writeI2CBlockData(_ fileDescriptor: Int32, register: UInt8, bytes: [UInt8]) -> Int32 {
        if let status = next("writeBlock", "\(hex(register)) \(bytes.count)") { return status }
        for (offset, byte) in bytes.enumerated() { registers[Int(register) + offset] = byte }
        return 0
    }
    func readCombined(_ fileDescriptor: Int32, address: UInt8, register: UInt8, count: Int) -> (status: Int32, bytes: [UInt8]) {
        if let status = next("rdwr", "\(hex(register)) \(count)") { return (status, []) }
        return (2, Array(registers[Int(register)..<Int(register) + count]))
    }
    func readLink(path: String) -> String? {
        trace.append("readlink \(path)")
        return links[path]
    }
    func sleep(seconds: Double) {
        trace.append("sleep")
        sleeps.append(seconds)
    }
}
