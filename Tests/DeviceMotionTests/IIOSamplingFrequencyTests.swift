import Foundation
import Testing
@testable import DeviceMotion

@Test func aRequestedRateIsWrittenToTheDevicesSamplingFrequency() throws {
    let tree = try FakeIIOTree()
    try tree.addMPU6050(accelerometer: [0, 0, 16384], gyroscope: [0, 0, 0])
    let source = try IIOSource(
        device: "mpu6050", mode: .polling, sysfsRoot: tree.sysfs, deviceRoot: tree.dev, requestedSampleRateHertz: 200)
    #expect(try tree.read("iio:device0", "sampling_frequency") == "200")
    #expect(source.deviceSampleRateHertz == 200)
    // Without a request the device keeps its rate.
    try tree.set("iio:device0", "sampling_frequency", "50")
    let untouched = try IIOSource(device: "mpu6050", mode: .polling, sysfsRoot: tree.sysfs, deviceRoot: tree.dev)
    #expect(untouched.deviceSampleRateHertz == 50)
    #expect(try tree.read("iio:device0", "sampling_frequency") == "50")
}

@Test func splitDevicesGetTheSlowestListedRateAtOrAboveTheRequest() throws {
    let tree = try FakeIIOTree()
    try tree.addLSM6DS3(accelerometer: [0, 0, 16384], gyroscope: [0, 0, 0])
    try tree.set("iio:device1", "in_accel_sampling_frequency_available", "12.5 26 52 104 208 416 833 1666")
    try tree.set("iio:device2", "in_anglvel_sampling_frequency_available", "12.5 26 52 104 208 416 833 1666")
    let source = try IIOSource(
        device: "lsm6ds3", mode: .polling, sysfsRoot: tree.sysfs, deviceRoot: tree.dev, requestedSampleRateHertz: 150)
    #expect(try tree.read("iio:device1", "in_accel_sampling_frequency") == "208")
    #expect(try tree.read("iio:device2", "in_anglvel_sampling_frequency") == "208")
    #expect(source.deviceSampleRateHertz == 208)
    _ = try IIOSource(device: "lsm6ds3", mode: .polling, sysfsRoot: tree.sysfs, deviceRoot: tree.dev, requestedSampleRateHertz: 10)
    #expect(try tree.read("iio:device1", "in_accel_sampling_frequency") == "12.5")
    // Faster than any listed rate: the fastest.
    _ = try IIOSource(device: "lsm6ds3", mode: .polling, sysfsRoot: tree.sysfs, deviceRoot: tree.dev, requestedSampleRateHertz: 5000)
    #expect(try tree.read("iio:device2", "in_anglvel_sampling_frequency") == "1666")
}

@Test func aRateTheDriverRefusesIsAnErrorNamingTheAttributeAndValue() throws {
    let tree = try FakeIIOTree()
    try tree.addMPU6050(accelerometer: [0, 0, 16384], gyroscope: [0, 0, 0])
    // A directory in the attribute's place cannot be written, like a refused sysfs write.
    let attribute = tree.sysfs + "/iio:device0/sampling_frequency"
    try FileManager.default.removeItem(atPath: attribute)
    try FileManager.default.createDirectory(atPath: attribute, withIntermediateDirectories: false)
    do {
        _ = try IIOSource(device: "mpu6050", mode: .polling, sysfsRoot: tree.sysfs, deviceRoot: tree.dev, requestedSampleRateHertz: 100)
        Issue.record("expected an error")
    } catch let error {
        guard case .unwritableAttribute(let path, let value, _) = error else {
            Issue.record("unexpected \(error)")
            return
        }
        #expect(path == attribute && value == "100")
        #expect(error.description.contains(attribute) && error.description.contains("100"))
    }
}

@Test func permissionDeniedSaysHowToGetWriteAccess() {
    let error = IIOError.unwritableAttribute(path: "/sys/bus/iio/devices/iio:device0/sampling_frequency", value: "100", errno: EACCES)
    #expect(error.description.contains("permission denied"))
    #expect(error.description.contains("udev rule"))
}

@Test func ratesAreWrittenAsTheKernelParsesThem() {
    #expect(IIOSamplingFrequency.format(100) == "100")
    #expect(IIOSamplingFrequency.format(12.5) == "12.5")
    #expect(IIOSamplingFrequency.format(0.25) == "0.25")
    #expect(IIOSamplingFrequency.format(1666) == "1666")
}

/// The kernel's inv_mpu6050 driver picks its low-pass filter from the rate as
/// `MPU6050Driver` does, so the source reports the datasheet delay for the device's rate.
@Test func anInvenSenseDeviceReportsTheDatasheetDelayAtItsRate() throws {
    let tree = try FakeIIOTree()
    try tree.addMPU6050(accelerometer: [0, 0, 16384], gyroscope: [0, 0, 0])
    let fast = try IIOSource(
        device: "mpu6050", mode: .polling, sysfsRoot: tree.sysfs, deviceRoot: tree.dev, requestedSampleRateHertz: 200)
    #expect(fast.information.gyroscopeDelaySeconds == 0.0028)
    try tree.set("iio:device0", "sampling_frequency", "50")
    let slow = try IIOSource(device: "mpu6050", mode: .polling, sysfsRoot: tree.sysfs, deviceRoot: tree.dev)
    #expect(slow.information.gyroscopeDelaySeconds == 0.0083)
    let lsm = try FakeIIOTree()
    try lsm.addLSM6DS3(accelerometer: [0, 0, 16384], gyroscope: [0, 0, 0])
    let other = try IIOSource(device: "lsm6ds3", mode: .polling, sysfsRoot: lsm.sysfs, deviceRoot: lsm.dev)
    #expect(other.information.gyroscopeDelaySeconds == nil)
}
