import Foundation
import I2C
import MotionMath
import Testing

@testable import IMUSimulator

/// A quiet, perfect MPU-6050 (no noise, no errors) on a virtual clock.
private func makeQuietMPU(
    _ descriptor: MPUModelDescriptor = .mpu6050,
    trajectory: any MotionTrajectory = ScriptedTrajectory(),
    clockOffsetPartsPerMillion: Double = 0
) -> (SimulatedMPU, VirtualClock) {
    let clock = VirtualClock()
    let settings = SimulationSettings(
        trajectory: trajectory, clock: clock, seed: 3, errors: SensorErrors.none,
        clockOffsetPartsPerMillion: clockOffsetPartsPerMillion, addsNoise: false
    )
    return (SimulatedMPU(descriptor: descriptor, settings: settings), clock)
}

private func bigEndian(_ bytes: [UInt8], _ index: Int) -> Int16 {
    Int16(bitPattern: UInt16(bytes[index]) << 8 | UInt16(bytes[index + 1]))
}

private func fifoCount(_ chip: SimulatedMPU) throws -> Int {
    let bytes = try chip.readBlock(register: 0x72, count: 2)
    return Int(bytes[0]) << 8 | Int(bytes[1])
}

/// Wakes the chip with the PLL clock and starts the FIFO with `sources` at
/// 1 kHz / (1 + divider), DLPF 1.
private func startFIFO(_ chip: SimulatedMPU, sources: UInt8 = 0x78, divider: UInt8 = 0) throws {
    try chip.writeByte(register: 0x6B, value: 0x01)
    try chip.writeByte(register: 0x1A, value: 0x01)
    try chip.writeByte(register: 0x19, value: divider)
    try chip.writeByte(register: 0x6A, value: 0x04)
    try chip.writeByte(register: 0x23, value: sources)
    try chip.writeByte(register: 0x6A, value: 0x40)
}

@Test(arguments: MPUModelDescriptor.all)
func powersOnAsleepWithItsIdentity(descriptor: MPUModelDescriptor) throws {
    let (chip, clock) = makeQuietMPU(descriptor)
    #expect(try chip.readByte(register: 0x75) == descriptor.whoAmI)
    #expect(try chip.readByte(register: 0x6B) == 0x40)
    clock.advance(seconds: 0.5)
    #expect(try chip.readBlock(register: 0x3B, count: 14) == [UInt8](repeating: 0, count: 14))
    #expect(chip.simulationStatistics.samples == 0)
}

@Test func resetBitClearsItselfAndLeavesTheChipAsleepWithDefaults() throws {
    let (chip, clock) = makeQuietMPU()
    try chip.writeByte(register: 0x6B, value: 0x01)
    try chip.writeByte(register: 0x1B, value: 0x18)
    try chip.writeByte(register: 0x19, value: 7)
    try chip.writeByte(register: 0x6B, value: 0x80)
    #expect(try chip.readByte(register: 0x6B) & 0x80 == 0x80)
    // Writes during the reset are not executed.
    try chip.writeByte(register: 0x6B, value: 0x00)
    try chip.writeByte(register: 0x19, value: 3)
    clock.advance(seconds: 0.1)
    #expect(try chip.readByte(register: 0x6B) == 0x40)
    #expect(try chip.readByte(register: 0x1B) == 0x00)
    #expect(try chip.readByte(register: 0x19) == 0x00)
    // Still asleep: nothing is sampled until SLEEP is cleared.
    clock.advance(seconds: 0.1)
    #expect(try chip.readBlock(register: 0x3B, count: 6) == [0, 0, 0, 0, 0, 0])
    try chip.writeByte(register: 0x6B, value: 0x00)
    clock.advance(seconds: 0.01)
    let accel = try chip.readBlock(register: 0x3B, count: 6)
    #expect(bigEndian(accel, 4) == 16384)
}

@Test func rangesScaleTheOutputAndSaturate() throws {
    let fast = ScriptedTrajectory(rotations: [.init(axis: Vector3(0, 0, 1), angleRadians: .ramp(ratePerSecond: 400 * Double.pi / 180))])
    let (chip, clock) = makeQuietMPU(trajectory: fast)
    try chip.writeByte(register: 0x6B, value: 0x01)
    try chip.writeByte(register: 0x1A, value: 0x00)
    clock.advance(seconds: 0.1)
    var data = try chip.readBlock(register: 0x3B, count: 14)
    #expect(bigEndian(data, 4) == 16384)
    #expect(bigEndian(data, 12) == Int16.max)
    try chip.writeByte(register: 0x1C, value: 0x18)
    try chip.writeByte(register: 0x1B, value: 0x18)
    clock.advance(seconds: 0.1)
    data = try chip.readBlock(register: 0x3B, count: 14)
    #expect(bigEndian(data, 4) == 2048)
    #expect(abs(Int(bigEndian(data, 12)) - Int((400 * 131.0 / 8).rounded())) <= 1)
}

@Test func temperatureFollowsTheFamilyFormula() throws {
    for descriptor in MPUModelDescriptor.all {
        let (chip, clock) = makeQuietMPU(descriptor)
        try chip.writeByte(register: 0x6B, value: 0x00)
        clock.advance(seconds: 0.05)
        let raw = Double(bigEndian(try chip.readBlock(register: 0x41, count: 2), 0))
        let celsius = (raw + descriptor.temperatureOffsetCounts) * descriptor.temperatureScaleMilliCelsiusPerCount / 1000
        #expect(abs(celsius - 25) < 0.1, "\(descriptor.name): \(celsius) °C")
    }
}

@Test func fifoFillsAtTheConfiguredRateInRecordFormat() throws {
    let (chip, clock) = makeQuietMPU()
    try startFIFO(chip, sources: 0xF8, divider: 9)
    clock.advance(seconds: 0.5)
    let count = try fifoCount(chip)
    #expect(count % 14 == 0)
    #expect(abs(count / 14 - 50) <= 1)
    let record = try chip.readBlock(register: 0x74, count: 14)
    #expect(bigEndian(record, 0) == 0 && bigEndian(record, 2) == 0 && bigEndian(record, 4) == 16384)
    let celsius = (Double(bigEndian(record, 6)) + 12420) * 2.941176 / 1000
    #expect(abs(celsius - 25) < 0.1)
    #expect(bigEndian(record, 8) == 0 && bigEndian(record, 10) == 0 && bigEndian(record, 12) == 0)
    #expect(try fifoCount(chip) == count - 14)
}

@Test func fifoRecordHoldsOnlyTheEnabledSources() throws {
    let (chip, clock) = makeQuietMPU(trajectory: NamedMotion.spin.trajectory)
    try chip.writeByte(register: 0x1B, value: 0x08)
    try startFIFO(chip, sources: 0x10)
    clock.advance(seconds: 0.2)
    let count = try fifoCount(chip)
    #expect(count % 2 == 0 && abs(count / 2 - 200) <= 1)
    let word = bigEndian(try chip.readBlock(register: 0x74, count: 2), 0)
    #expect(abs(Double(word) - 90 * 65.5) < 2)
}

@Test func fullFIFOOverflowsLosesAlignmentAndFlagsIt() throws {
    let (chip, clock) = makeQuietMPU()
    try startFIFO(chip)
    clock.advance(seconds: 2)
    #expect(try fifoCount(chip) == 1024)
    #expect(1024 % 12 != 0)
    let status = try chip.readByte(register: 0x3A)
    #expect(status & 0x10 == 0x10)
    #expect(status & 0x01 == 0x01)
    #expect(try chip.readByte(register: 0x3A) & 0x10 == 0)
    #expect(chip.simulationStatistics.fifoOverflows > 0)
    // FIFO_RESET empties it and it fills again from a record boundary.
    try chip.writeByte(register: 0x6A, value: 0x44)
    #expect(try chip.readByte(register: 0x6A) == 0x40)
    clock.advance(seconds: 0.05)
    #expect(try fifoCount(chip) % 12 == 0)
}

@Test func mpu6500FIFOModeKeepsOldData() throws {
    let (chip, clock) = makeQuietMPU(.mpu6500)
    try startFIFO(chip)
    try chip.writeByte(register: 0x1A, value: 0x41)
    clock.advance(seconds: 2)
    let count = try fifoCount(chip)
    #expect(count == 504)
    #expect(try chip.readByte(register: 0x3A) & 0x10 == 0x10)
}

@Test func readsLongerThanThirtyTwoBytesAreRefused() throws {
    let (chip, _) = makeQuietMPU()
    #expect(throws: I2CError.self) { try chip.readBlock(register: 0x3B, count: 33) }
    #expect(try chip.readBlock(register: 0x3B, count: 32).count == 32)
}

@Test func injectedFaultsFailTheRightNumberOfTransfers() throws {
    let (chip, _) = makeQuietMPU()
    chip.injectNoAcknowledge(transfers: 3)
    for _ in 0..<3 {
        #expect(throws: I2CError.noAcknowledge(address: 0x68, errno: 121)) { try chip.readByte(register: 0x75) }
    }
    #expect(try chip.readByte(register: 0x75) == 0x68)
    chip.injectInputOutputError(transfers: 1)
    #expect(throws: I2CError.system(operation: "read block", errno: 5)) { try chip.readBlock(register: 0x3B, count: 6) }
    #expect(try chip.readByte(register: 0x75) == 0x68)
    #expect(chip.simulationStatistics.failedTransfers == 4)
}

@Test func scheduledResetPutsTheChipBackToSleepMidStream() throws {
    let (chip, clock) = makeQuietMPU()
    try startFIFO(chip)
    chip.scheduleReset(afterSeconds: 0.3)
    clock.advance(seconds: 0.2)
    #expect(try fifoCount(chip) > 0)
    clock.advance(seconds: 0.2)
    #expect(try chip.readByte(register: 0x6B) == 0x40)
    #expect(try fifoCount(chip) == 0)
    #expect(try chip.readByte(register: 0x23) == 0)
    let samples = chip.simulationStatistics.samples
    clock.advance(seconds: 0.5)
    _ = try chip.readByte(register: 0x75)
    #expect(chip.simulationStatistics.samples == samples)
}

@Test func stuckDataRepeatsTheLastSample() throws {
    let (chip, clock) = makeQuietMPU(trajectory: NamedMotion.wave.trajectory)
    try chip.writeByte(register: 0x6B, value: 0x01)
    clock.advance(seconds: 0.1)
    chip.setStuckData(true)
    clock.advance(seconds: 0.01)
    let first = try chip.readBlock(register: 0x3B, count: 14)
    clock.advance(seconds: 0.3)
    #expect(try chip.readBlock(register: 0x3B, count: 14) == first)
    chip.setStuckData(false)
    clock.advance(seconds: 0.3)
    #expect(try chip.readBlock(register: 0x3B, count: 14) != first)
}

@Test func narrowerFilterGivesLessNoise() throws {
    func gyroStandardDeviation(dlpf: UInt8) throws -> Double {
        let clock = VirtualClock()
        let chip = SimulatedMPU(settings: SimulationSettings(clock: clock, seed: 11, errors: SensorErrors.none))
        try chip.writeByte(register: 0x6B, value: 0x01)
        try chip.writeByte(register: 0x1A, value: dlpf)
        try chip.writeByte(register: 0x19, value: 9)
        var values = [Double]()
        for _ in 0..<400 {
            clock.advance(seconds: 0.01)
            values.append(Double(bigEndian(try chip.readBlock(register: 0x43, count: 2), 0)))
        }
        let mean = values.reduce(0, +) / Double(values.count)
        return (values.map { ($0 - mean) * ($0 - mean) }.reduce(0, +) / Double(values.count)).squareRoot()
    }
    let wide = try gyroStandardDeviation(dlpf: 1)
    let narrow = try gyroStandardDeviation(dlpf: 6)
    // 0.005 °/s/√Hz · √(π/2 · 188 Hz) ≈ 0.086 °/s ≈ 11 counts at ±250 °/s.
    #expect(wide > 7 && wide < 16)
    #expect(wide > 3 * narrow)
}

@Test func selfTestShiftsTheOutputByTheFactoryResponse() throws {
    let (chip, clock) = makeQuietMPU()
    try chip.writeByte(register: 0x6B, value: 0x01)
    try chip.writeByte(register: 0x1B, value: 0x00)
    clock.advance(seconds: 0.05)
    let off = try chip.readBlock(register: 0x43, count: 6)
    try chip.writeByte(register: 0x1B, value: 0xE0)
    clock.advance(seconds: 0.05)
    let on = try chip.readBlock(register: 0x43, count: 6)
    let code = try chip.readByte(register: 0x0D) & 0x1F
    let factory = 25 * 131 * pow(1.046, Double(code) - 1)
    let response = Double(bigEndian(on, 0)) - Double(bigEndian(off, 0))
    #expect(abs(response - factory) / factory < 0.05)
}

@Test func sensorClockRunsAtItsOwnRate() throws {
    let (chip, clock) = makeQuietMPU(clockOffsetPartsPerMillion: 500)
    try chip.writeByte(register: 0x6B, value: 0x01)
    try chip.writeByte(register: 0x1A, value: 0x01)
    clock.advance(seconds: 20)
    _ = try chip.readByte(register: 0x75)
    #expect(abs(chip.simulationStatistics.samples - 20010) <= 1)
}

@Test func gyroscopeOffsetRegistersShiftTheOutput() throws {
    let (chip, clock) = makeQuietMPU()
    try chip.writeByte(register: 0x6B, value: 0x01)
    try chip.writeBlock(register: 0x13, bytes: [0x00, 0x52])
    clock.advance(seconds: 0.05)
    // 82 / 32.8 = 2.5 °/s = 327.5 counts at ±250 °/s.
    #expect(abs(Int(bigEndian(try chip.readBlock(register: 0x43, count: 2), 0)) - 328) <= 1)
}
