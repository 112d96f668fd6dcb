import Foundation
import I2C
import MotionMath
import Testing

@testable import IMUSimulator

/// A quiet, perfect LSM6DS part (no noise, no errors) on a virtual clock.
private func makeQuietLSM(
    _ descriptor: LSMModelDescriptor = .lsm6ds3,
    trajectory: any MotionTrajectory = ScriptedTrajectory(),
    clockOffsetPartsPerMillion: Double = 0,
    addsNoise: Bool = false
) -> (SimulatedLSM6DS, VirtualClock) {
    let clock = VirtualClock()
    let settings = SimulationSettings(
        trajectory: trajectory, clock: clock, seed: 5, errors: SensorErrors.none,
        clockOffsetPartsPerMillion: clockOffsetPartsPerMillion, addsNoise: addsNoise
    )
    return (SimulatedLSM6DS(descriptor: descriptor, settings: settings), clock)
}

private func littleEndian(_ bytes: [UInt8], _ index: Int) -> Int16 {
    Int16(bitPattern: UInt16(bytes[index]) | UInt16(bytes[index + 1]) << 8)
}

/// 1 g on a ±2 g range: 1000 / 0.061 counts.
private let oneGCounts = Int16((1000 / 0.061).rounded())

private func patternWords(_ chip: SimulatedLSM6DS) throws -> Int {
    let status = try chip.readBlock(register: 0x3A, count: 2)
    return Int(status[0]) | Int(status[1] & 0x0F) << 8
}

private func taggedWords(_ chip: SimulatedLSM6DS) throws -> Int {
    let status = try chip.readBlock(register: 0x3A, count: 2)
    return Int(status[0]) | Int(status[1] & 0x03) << 8
}

@Test(arguments: LSMModelDescriptor.all)
func powersOnWithItsIdentityAndSensorsDown(descriptor: LSMModelDescriptor) throws {
    let (chip, clock) = makeQuietLSM(descriptor)
    #expect(try chip.readByte(register: 0x0F) == descriptor.whoAmI)
    #expect(try chip.readByte(register: 0x12) == 0x04)
    clock.advance(seconds: 1)
    #expect(try chip.readBlock(register: 0x22, count: 12) == [UInt8](repeating: 0, count: 12))
    #expect(try chip.readByte(register: 0x1E) == 0)
}

@Test(arguments: LSMModelDescriptor.all)
func softwareResetAndBootBitsClearThemselves(descriptor: LSMModelDescriptor) throws {
    let (chip, clock) = makeQuietLSM(descriptor)
    try chip.writeByte(register: 0x10, value: 0x40)
    try chip.writeByte(register: 0x12, value: 0x01)
    #expect(try chip.readByte(register: 0x12) & 0x01 == 0x01)
    try chip.writeByte(register: 0x11, value: 0x40)
    clock.advance(seconds: 0.001)
    #expect(try chip.readByte(register: 0x12) == 0x04)
    #expect(try chip.readByte(register: 0x10) == 0)
    #expect(try chip.readByte(register: 0x11) == 0)
    try chip.writeByte(register: 0x12, value: 0x84)
    #expect(try chip.readByte(register: 0x12) == 0x84)
    clock.advance(seconds: 0.02)
    #expect(try chip.readByte(register: 0x12) == 0x04)
}

@Test(arguments: LSMModelDescriptor.all)
func outputsFollowRateAndRange(descriptor: LSMModelDescriptor) throws {
    let (chip, clock) = makeQuietLSM(descriptor, trajectory: NamedMotion.spin.trajectory)
    try chip.writeByte(register: 0x10, value: 0x40)
    try chip.writeByte(register: 0x11, value: 0x44)
    clock.advance(seconds: 1)
    let data = try chip.readBlock(register: 0x22, count: 12)
    #expect(littleEndian(data, 10) == oneGCounts)
    #expect(abs(Double(littleEndian(data, 4)) - 90_000 / 17.5) < 2)
    #expect(abs(chip.simulationStatistics.samples - 104) <= 1)
    try chip.writeByte(register: 0x10, value: 0x44)
    clock.advance(seconds: 0.1)
    #expect(littleEndian(try chip.readBlock(register: 0x28, count: 6), 4) == Int16((1000 / 0.488).rounded()))
}

@Test func temperatureSensitivityIsPerFamily() throws {
    for descriptor in LSMModelDescriptor.all {
        let (chip, clock) = makeQuietLSM(descriptor)
        try chip.writeByte(register: 0x10, value: 0x40)
        clock.advance(seconds: 0.1)
        let raw = Double(littleEndian(try chip.readBlock(register: 0x20, count: 2), 0))
        #expect(abs(raw / descriptor.temperatureCountsPerCelsius + 25 - 25) < 0.1)
    }
}

@Test func statusBitsSetOnNewDataAndClearOnRead() throws {
    let (chip, clock) = makeQuietLSM()
    try chip.writeByte(register: 0x10, value: 0x40)
    try chip.writeByte(register: 0x11, value: 0x40)
    clock.advance(seconds: 0.02)
    #expect(try chip.readByte(register: 0x1E) & 0x07 == 0x07)
    _ = try chip.readBlock(register: 0x28, count: 6)
    #expect(try chip.readByte(register: 0x1E) & 0x07 == 0x06)
}

@Test func withoutAutoIncrementABlockReadRepeatsOneRegister() throws {
    let (chip, clock) = makeQuietLSM()
    try chip.writeByte(register: 0x10, value: 0x40)
    clock.advance(seconds: 0.05)
    #expect(littleEndian(try chip.readBlock(register: 0x2C, count: 2), 0) == oneGCounts)
    try chip.writeByte(register: 0x12, value: 0x00)
    let bytes = try chip.readBlock(register: 0x2D, count: 4)
    #expect(Set(bytes).count == 1)
    #expect(bytes[0] == UInt8(UInt16(bitPattern: oneGCounts) >> 8))
}

@Test func blockDataUpdateHoldsAPairUntilItsHighByteIsRead() throws {
    let (chip, clock) = makeQuietLSM(trajectory: NamedMotion.wave.trajectory)
    try chip.writeByte(register: 0x12, value: 0x44)
    try chip.writeByte(register: 0x10, value: 0x80)
    clock.advance(seconds: 0.1)
    let low = try chip.readByte(register: 0x28)
    clock.advance(seconds: 0.2)
    let pair = try chip.readBlock(register: 0x28, count: 2)
    #expect(pair[0] == low)
    clock.advance(seconds: 0.2)
    #expect(try chip.readBlock(register: 0x28, count: 2) != pair)
}

@Test func patternFIFOWritesGyroAccelTimestampInItsPattern() throws {
    let (chip, clock) = makeQuietLSM()
    try chip.writeByte(register: 0x58, value: 0x80)      // TIMER_EN
    try chip.writeByte(register: 0x5C, value: 0x10)      // TIMER_HR: 25 µs
    try chip.writeByte(register: 0x42, value: 0xAA)      // timer reset
    try chip.writeByte(register: 0x10, value: 0x40)      // accel 104 Hz
    try chip.writeByte(register: 0x11, value: 0x50)      // gyro 208 Hz
    try chip.writeByte(register: 0x07, value: 0x80)      // timestamp in FIFO
    try chip.writeByte(register: 0x08, value: 0x0A)      // gyro no decimation, accel ÷2
    try chip.writeByte(register: 0x09, value: 0x08)      // data set 4 no decimation
    try chip.writeByte(register: 0x0A, value: 0x2E)      // 208 Hz, continuous
    clock.advance(seconds: 0.5)
    let words = try patternWords(chip)
    // Per two FIFO ticks: G A T then G T = 15 words.
    #expect(abs(words - 104 * 15 / 2) <= 15)
    #expect(try chip.readByte(register: 0x3C) == 0)
    let first = try chip.readBlock(register: 0x3E, count: 30)
    #expect((0..<3).allSatisfy { littleEndian(first, 2 * $0) == 0 })
    #expect(littleEndian(first, 10) == oneGCounts)
    func timestamp(_ bytes: [UInt8], at offset: Int) -> Int {
        Int(bytes[offset + 1]) << 16 | Int(bytes[offset]) << 8 | Int(bytes[offset + 3])
    }
    let firstStamp = timestamp(first, at: 12)
    #expect((0..<3).allSatisfy { littleEndian(first, 18 + 2 * $0) == 0 }, "\(first)")
    let secondStamp = timestamp(first, at: 24)
    #expect(abs(Double(secondStamp - firstStamp) - 1 / 208.0 / 25e-6) <= 1)
    #expect(try patternWords(chip) == words - 15)
}

@Test func patternFIFOOverrunAndRealignmentByPatternIndex() throws {
    let (chip, clock) = makeQuietLSM(trajectory: NamedMotion.spin.trajectory)
    try chip.writeByte(register: 0x10, value: 0x80)
    try chip.writeByte(register: 0x11, value: 0x80)
    try chip.writeByte(register: 0x08, value: 0x09)
    try chip.writeByte(register: 0x0A, value: 0x46)      // 1.66 kHz, continuous
    clock.advance(seconds: 1.0013)
    #expect(try patternWords(chip) == 4095)
    #expect(try chip.readByte(register: 0x3B) & 0x40 == 0x40)
    let index = Int(try chip.readByte(register: 0x3C))
    #expect(index < 6)
    for _ in 0..<((6 - index) % 6) { _ = try chip.readBlock(register: 0x3E, count: 2) }
    #expect(try chip.readByte(register: 0x3B) & 0x40 == 0)
    let set = try chip.readBlock(register: 0x3E, count: 12)
    #expect(abs(Double(littleEndian(set, 4)) - 90_000 / 8.75) < 2)
    #expect(littleEndian(set, 10) == oneGCounts)
}

@Test func patternFIFOModeStopsWhenFull() throws {
    let (chip, clock) = makeQuietLSM()
    try chip.writeByte(register: 0x10, value: 0x80)
    try chip.writeByte(register: 0x11, value: 0x80)
    try chip.writeByte(register: 0x08, value: 0x09)
    try chip.writeByte(register: 0x0A, value: 0x41)      // FIFO mode
    clock.advance(seconds: 1)
    #expect(try patternWords(chip) == 4092)
    #expect(try chip.readByte(register: 0x3B) & 0x40 == 0)
    #expect(try chip.readByte(register: 0x3C) == 0)
}

/// LSM6DSO set up at `code` for both sensors, batched at that rate, continuous mode,
/// timestamps in every batch.
private func startTaggedFIFO(_ chip: SimulatedLSM6DS, code: UInt8) throws {
    try chip.writeByte(register: 0x19, value: 0x20)
    try chip.writeByte(register: 0x42, value: 0xAA)
    try chip.writeByte(register: 0x10, value: code << 4)
    try chip.writeByte(register: 0x11, value: code << 4 | 0x0C)
    try chip.writeByte(register: 0x09, value: code << 4 | code)
    try chip.writeByte(register: 0x0A, value: 0x46)
}

@Test func taggedFIFOWritesTaggedWordsWithTimestamps() throws {
    let (chip, clock) = makeQuietLSM(.lsm6dso, clockOffsetPartsPerMillion: 0)
    try startTaggedFIFO(chip, code: 4)
    clock.advance(seconds: 0.5)
    let words = try taggedWords(chip)
    #expect(abs(words - 52 * 3) <= 3)
    var bytes = try chip.readBlock(register: 0x78, count: 28)
    bytes += try chip.readBlock(register: 0x78, count: 14)
    let tags = stride(from: 0, to: 42, by: 7).map { bytes[$0] }
    #expect(tags.map { $0 >> 3 } == [4, 1, 2, 4, 1, 2])
    #expect(tags.allSatisfy { $0.nonzeroBitCount % 2 == 0 })
    #expect((tags[3] >> 1) & 3 == ((tags[0] >> 1) & 3 + 1) & 3)
    #expect(littleEndian(bytes, 14 + 5) == oneGCounts)
    func stamp(_ offset: Int) -> Int {
        Int(bytes[offset + 1]) | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3]) << 16 | Int(bytes[offset + 4]) << 24
    }
    #expect(abs(Double(stamp(21) - stamp(0)) - 1 / 104.0 / 25e-6) <= 1)
    #expect(try taggedWords(chip) == words - 6)
}

@Test func taggedFIFOOverrunIsLatchedAndReported() throws {
    let (chip, clock) = makeQuietLSM(.lsm6dso)
    try startTaggedFIFO(chip, code: 6)
    clock.advance(seconds: 1)
    let status = try chip.readByte(register: 0x3B)
    #expect(status & 0x48 == 0x48)
    #expect(try taggedWords(chip) == 512)
    #expect(try chip.readByte(register: 0x3B) & 0x08 == 0)
    _ = try chip.readBlock(register: 0x78, count: 7)
    #expect(try chip.readByte(register: 0x3B) & 0x40 == 0)
}

@Test func hardwareTimerCountsOnTheSensorClock() throws {
    let (chip, clock) = makeQuietLSM(.lsm6dso, clockOffsetPartsPerMillion: 3000)
    #expect(try chip.readByte(register: 0x63) == 2)
    try chip.writeByte(register: 0x19, value: 0x20)
    try chip.writeByte(register: 0x42, value: 0xAA)
    clock.advance(seconds: 1)
    let bytes = try chip.readBlock(register: 0x40, count: 4)
    let count = Int(bytes[0]) | Int(bytes[1]) << 8 | Int(bytes[2]) << 16 | Int(bytes[3]) << 24
    #expect(abs(count - 40_120) <= 1)
}

@Test func selfTestShiftsTheAccelerometerWithinSTLimits() throws {
    let (chip, clock) = makeQuietLSM()
    try chip.writeByte(register: 0x10, value: 0x38)
    clock.advance(seconds: 0.1)
    let off = try chip.readBlock(register: 0x28, count: 6)
    try chip.writeByte(register: 0x14, value: 0x01)
    clock.advance(seconds: 0.1)
    let on = try chip.readBlock(register: 0x28, count: 6)
    for axis in 0..<3 {
        let milliG = Double(littleEndian(on, 2 * axis) - littleEndian(off, 2 * axis)) * 0.244
        #expect(milliG > 90 && milliG < 1700)
    }
}

@Test func scheduledResetPowersTheSensorsDown() throws {
    let (chip, clock) = makeQuietLSM(.lsm6dso)
    try startTaggedFIFO(chip, code: 4)
    chip.scheduleReset(afterSeconds: 0.2)
    clock.advance(seconds: 0.3)
    #expect(try chip.readByte(register: 0x10) == 0)
    #expect(try taggedWords(chip) == 0)
    #expect(try chip.readByte(register: 0x12) == 0x04)
    chip.injectNoAcknowledge(transfers: 2)
    #expect(throws: I2CError.self) { try chip.readByte(register: 0x0F) }
    #expect(throws: I2CError.self) { try chip.readByte(register: 0x0F) }
    #expect(try chip.readByte(register: 0x0F) == 0x6C)
}
