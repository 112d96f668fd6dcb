import Foundation
import IMUSamples
import MotionMath
import Testing
@testable import DeviceMotion

@Test func devicesAreFoundByNumberDirectoryNameOrDriverName() throws {
    let tree = try FakeIIOTree()
    try tree.addMPU6050(accelerometer: [0, 0, 16384], gyroscope: [0, 0, 0])
    try tree.addLSM6DS3(accelerometer: [0, 0, 16384], gyroscope: [0, 0, 0])
    #expect(try IIOInertialDevices.find("0", root: tree.sysfs).accelerometer.name == "mpu6050")
    #expect(try IIOInertialDevices.find("iio:device0", root: tree.sysfs).gyroscope.name == "mpu6050")
    #expect(try IIOInertialDevices.find(tree.sysfs + "/iio:device0", root: tree.sysfs).accelerometer.directoryName == "iio:device0")
    let split = try IIOInertialDevices.find("lsm6ds3", root: tree.sysfs)
    #expect(split.accelerometer.name == "lsm6ds3_accel" && split.gyroscope.name == "lsm6ds3_gyro")
    // Naming only the accelerometer device still brings its gyroscope sibling.
    #expect(try IIOInertialDevices.find("1", root: tree.sysfs).gyroscope.name == "lsm6ds3_gyro")
    #expect(throws: IIOError.deviceNotFound("bmi160", available: ["iio:device0 (mpu6050)", "iio:device1 (lsm6ds3_accel)", "iio:device2 (lsm6ds3_gyro)"])) {
        try IIOInertialDevices.find("bmi160", root: tree.sysfs)
    }
    let empty = try FakeIIOTree()
    #expect(throws: IIOError.noDevices(root: empty.sysfs)) { try IIOInertialDevices.find("0", root: empty.sysfs) }
}

@Test func pollingConvertsRawCountsWithScaleOffsetAndMountMatrix() throws {
    let tree = try FakeIIOTree()
    try tree.addMPU6050(accelerometer: [100, -200, 16384], gyroscope: [131, -262, 0], temperature: -340)
    try tree.set("iio:device0", "in_accel_mount_matrix", "0, 1, 0; -1, 0, 0; 0, 0, 1")
    let source = try IIOSource(device: "mpu6050", mode: .polling, sysfsRoot: tree.sysfs, deviceRoot: tree.dev, pollingRateHertz: 1000)
    #expect(source.deviceSampleRateHertz == 50)
    #expect(source.information.kind == .iio)
    try source.start()
    defer { source.stop() }
    #expect(source.activeMode == .polling)
    let first = try #require(try source.nextBatch()?.samples.first)
    // Mount matrix rows (0 1 0), (−1 0 0), (0 0 1): board = (sensor.y, −sensor.x, sensor.z).
    #expect(isClose(first.accelerometerMetersPerSecondSquared, Vector3(-200 * 0.000598, -100 * 0.000598, 16384 * 0.000598), 1e-12))
    #expect(isClose(first.gyroscopeRadiansPerSecond, Vector3(131 * 0.000133090, -262 * 0.000133090, 0), 1e-12))
    #expect(isClose(try #require(first.temperatureCelsius), (12420 - 340) * 2.941176 / 1000, 1e-9))
    #expect(first.timestampSeconds == 0)
    try tree.setVector("iio:device0", "accel", [0, 0, -16384])
    let batch = try #require(try source.nextBatch())
    let second = try #require(batch.samples.first)
    #expect(isClose(second.accelerometerMetersPerSecondSquared, Vector3(0, 0, -16384 * 0.000598), 1e-12))
    // The next slot of the 1 kHz schedule, or a later one with the skipped slots reported.
    #expect(isClose(second.timestampSeconds, Double(1 + batch.droppedSampleCount) * 0.001, 1e-12))
}

@Test func splitDevicesPollTogetherWithTheSharedMountMatrix() throws {
    let tree = try FakeIIOTree()
    try tree.addLSM6DS3(accelerometer: [1000, 0, 0], gyroscope: [0, 2000, 0], mountMatrix: "-1, 0, 0; 0, -1, 0; 0, 0, 1")
    let source = try IIOSource(device: "lsm6ds3", sysfsRoot: tree.sysfs, deviceRoot: tree.dev, pollingRateHertz: 1000)
    try source.start()
    defer { source.stop() }
    #expect(source.activeMode == .polling)   // separate devices: no joint buffer
    #expect(source.deviceSampleRateHertz == 104)
    let sample = try #require(try source.nextBatch()?.samples.first)
    #expect(isClose(sample.accelerometerMetersPerSecondSquared, Vector3(-1000 * 0.000598, 0, 0), 1e-12))
    #expect(isClose(sample.gyroscopeRadiansPerSecond, Vector3(0, -2000 * 0.000153, 0), 1e-12))
    #expect(sample.temperatureCelsius == nil)
}

@Test func bufferedRecordsDecodeWithKernelTimestamps() throws {
    let tree = try FakeIIOTree()
    try tree.addMPU6050(accelerometer: [0, 0, 0], gyroscope: [0, 0, 0])
    try tree.set("iio:device0", "scan_elements/in_gyro_unused_en", "1")
    try tree.writeMPU6050Records([
        (accel: [0, 0, 16384], temp: 340, gyro: [131, 0, -131], nanoseconds: 5_000_000_000),
        (accel: [-16384, 1, 2], temp: 0, gyro: [0, 0, 0], nanoseconds: 5_020_000_000),
        (accel: [3, 4, 5], temp: 0, gyro: [6, 7, 8], nanoseconds: 5_040_000_000),
    ])
    let source = try IIOSource(device: "0", mode: .buffered, sysfsRoot: tree.sysfs, deviceRoot: tree.dev)
    try source.start()
    #expect(source.activeMode == .buffered)
    #expect(try tree.read("iio:device0", "buffer/enable") == "1")
    #expect(try tree.read("iio:device0", "scan_elements/in_accel_x_en") == "1")
    #expect(try tree.read("iio:device0", "scan_elements/in_timestamp_en") == "1")
    #expect(try tree.read("iio:device0", "scan_elements/in_gyro_unused_en") == "0")
    var samples: [IMUSample] = []
    while let batch = try source.nextBatch() { samples += batch.samples }
    source.stop()
    #expect(try tree.read("iio:device0", "buffer/enable") == "0")
    #expect(samples.count == 3)
    #expect(samples.map(\.timestampSeconds) == [0, 0.02, 0.04].map { $0 + 0 })
    #expect(isClose(samples[0].accelerometerMetersPerSecondSquared, Vector3(0, 0, 16384 * 0.000598), 1e-12))
    #expect(isClose(samples[0].gyroscopeRadiansPerSecond, Vector3(131 * 0.000133090, 0, -131 * 0.000133090), 1e-12))
    #expect(isClose(try #require(samples[0].temperatureCelsius), (12420 + 340) * 2.941176 / 1000, 1e-9))
    #expect(isClose(samples[1].accelerometerMetersPerSecondSquared, Vector3(-16384, 1, 2) * 0.000598, 1e-12))
}

@Test func automaticModeFallsBackToPollingWithoutADeviceNode() throws {
    let tree = try FakeIIOTree()
    try tree.addMPU6050(accelerometer: [0, 0, 16384], gyroscope: [0, 0, 0])
    let source = try IIOSource(device: "0", sysfsRoot: tree.sysfs, deviceRoot: tree.dev, pollingRateHertz: 1000)
    try source.start()
    #expect(source.activeMode == .polling)
    #expect(try source.nextBatch()?.samples.count == 1)
    source.stop()
    let buffered = try IIOSource(device: "0", mode: .buffered, sysfsRoot: tree.sysfs, deviceRoot: tree.dev)
    #expect(throws: IIOError.self) { try buffered.start() }
}

@Test func scanElementTypesDecodeEndiannessSignAndShift() throws {
    let bigEndian = try IIOScanElement(channel: "in_accel_x", index: 0, typeText: "be:s16/16>>0")
    let littleShifted = try IIOScanElement(channel: "in_accel_y", index: 1, typeText: "le:s12/16>>4")
    let unsigned = try IIOScanElement(channel: "in_temp", index: 2, typeText: "le:u8/8")
    [UInt8]([0xFF, 0x38]).withUnsafeBytes { #expect(bigEndian.decode($0, at: 0) == -200) }
    // 0xFFF0 little-endian, >>4 → 0xFFF, 12-bit signed → −1.
    [UInt8]([0xF0, 0xFF]).withUnsafeBytes { #expect(littleShifted.decode($0, at: 0) == -1) }
    [UInt8]([0x10, 0x7F]).withUnsafeBytes { #expect(littleShifted.decode($0, at: 0) == 0x7F1) }
    [UInt8]([0xC8]).withUnsafeBytes { #expect(unsigned.decode($0, at: 0) == 200) }
    for bad in ["xe:s16/16>>0", "le:q16/16", "le:s16", "le:s24/16", "le:s16/16>>x"] {
        #expect(throws: IIOError.self) { try IIOScanElement(channel: "c", index: 0, typeText: bad) }
    }
}

@Test func bufferLayoutAlignsEachChannelToItsSize() throws {
    let layout = IIOBufferLayout(enabled: [
        try IIOScanElement(channel: "in_timestamp", index: 3, typeText: "le:s64/64>>0"),
        try IIOScanElement(channel: "in_accel_x", index: 0, typeText: "le:s16/16>>0"),
        try IIOScanElement(channel: "in_accel_y", index: 1, typeText: "le:s16/16>>0"),
        try IIOScanElement(channel: "in_accel_z", index: 2, typeText: "le:s16/16>>0"),
    ])
    #expect(layout.elements.map(\.offset) == [0, 2, 4, 8])
    #expect(layout.recordSize == 16)
}

@Test func anIIODeviceLyingFlatGivesCoreMotionGravity() async throws {
    let tree = try FakeIIOTree()
    try tree.addMPU6050(accelerometer: [0, 0, 16384], gyroscope: [0, 0, 0])
    try tree.writeMPU6050Records((0..<50).map { index in
        (accel: [0, 0, 16384], temp: 0, gyro: [0, 0, 0], nanoseconds: Int64(index) * 20_000_000)
    })
    let source = try IIOSource(device: "mpu6050", mode: .buffered, sysfsRoot: tree.sysfs, deviceRoot: tree.dev)
    let motions = try await collectDeviceMotion(source)
    #expect(motions.count == 50)
    let last = try #require(motions.last)
    #expect(isClose(last.gravity, Vector3(0, 0, -1), 0.01))
    #expect(isClose(last.userAcceleration, .zero, 0.01))
    #expect(isClose(last.timestamp, 0.98, 1e-9))
}
