import Foundation
import IMUSamples
import Testing
@testable import DeviceMotion

// A broken driver or a hand-made sysfs tree: attributes and records holding garbage are
// refused or read as something sensible, never a trap.

@Test func aNegativeShiftInAScanElementTypeIsRefused() {
    #expect(throws: IIOError.self) { try IIOScanElement(channel: "in_accel_x", index: 0, typeText: "le:s16/16>>-3") }
}

@Test func sizesAndShiftsNoIntCanAddAreRefused() {
    for text in ["le:s16/16>>9223372036854775807", "le:s9223372036854775807/64", "le:s9223372036854775807/64>>9"] {
        #expect(throws: IIOError.self, "\(text)") { try IIOScanElement(channel: "in_accel_x", index: 0, typeText: text) }
    }
    #expect(throws: Never.self) { try IIOScanElement(channel: "in_accel_x", index: 0, typeText: "le:s12/16>>4") }
}

@Test func aListedRateNoIntHoldsIsWrittenForTheDriverToRefuse() throws {
    #expect(IIOSamplingFrequency.format(1e300) == "1e+300")
    let tree = try FakeIIOTree()
    try tree.addMPU6050(accelerometer: [0, 0, 16384], gyroscope: [0, 0, 0])
    try tree.set("iio:device0", "sampling_frequency_available", "50 1e300")
    let source = try IIOSource(
        device: "mpu6050", mode: .polling, sysfsRoot: tree.sysfs, deviceRoot: tree.dev, requestedSampleRateHertz: 100)
    #expect(try tree.read("iio:device0", "sampling_frequency") == "1e+300")
    // The rate read back is no rate an IMU runs at: the default is used.
    #expect(source.deviceSampleRateHertz == 100)
}

@Test func aPollingRateThatIsNotARateGivesTheDevicesRate() throws {
    let tree = try FakeIIOTree()
    try tree.addMPU6050(accelerometer: [0, 0, 16384], gyroscope: [0, 0, 0])
    try tree.set("iio:device0", "sampling_frequency", "200")
    for rate in [Double.nan, .infinity, 0, -5] {
        let source = try IIOSource(
            device: "mpu6050", mode: .polling, sysfsRoot: tree.sysfs, deviceRoot: tree.dev, pollingRateHertz: rate)
        #expect(source.pollingRateHertz == 200, "polling rate \(rate)")
    }
}

@Test func aSamplingFrequencyThatIsNotARateGivesTheDefault() throws {
    let tree = try FakeIIOTree()
    try tree.addMPU6050(accelerometer: [0, 0, 16384], gyroscope: [0, 0, 0])
    for text in ["inf", "nan", "-50", "0", "1e300"] {
        try tree.set("iio:device0", "sampling_frequency", text)
        let source = try IIOSource(device: "mpu6050", mode: .polling, sysfsRoot: tree.sysfs, deviceRoot: tree.dev)
        #expect(source.deviceSampleRateHertz == 100, "sampling_frequency \(text)")
    }
}

@Test func bufferedTimestampsJumpingByMoreThanInt64HoldsStayTimes() throws {
    let tree = try FakeIIOTree()
    try tree.addMPU6050(accelerometer: [0, 0, 0], gyroscope: [0, 0, 0])
    try tree.writeMPU6050Records([
        (accel: [0, 0, 16384], temp: 0, gyro: [0, 0, 0], nanoseconds: Int64.max),
        (accel: [0, 0, 16384], temp: 0, gyro: [0, 0, 0], nanoseconds: Int64.min),
        (accel: [0, 0, 16384], temp: 0, gyro: [0, 0, 0], nanoseconds: Int64.max - 1_000_000),
    ])
    let source = try IIOSource(device: "0", mode: .buffered, sysfsRoot: tree.sysfs, deviceRoot: tree.dev)
    try source.start()
    var samples: [IMUSample] = []
    while let batch = try source.nextBatch() { samples += batch.samples }
    source.stop()
    #expect(samples.count == 3)
    #expect(samples[0].timestampSeconds == 0)
    #expect(isClose(samples[1].timestampSeconds, -Double(UInt64.max) * 1e-9, 1e-3))
    #expect(isClose(samples[2].timestampSeconds, -0.001, 1e-12))
}
