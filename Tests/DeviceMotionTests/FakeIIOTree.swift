import Foundation

/// A fake `/sys/bus/iio/devices` and `/dev` in a temporary directory.
final class FakeIIOTree {
    let root: URL
    var sysfs: String { root.appendingPathComponent("sys").path }
    var dev: String { root.appendingPathComponent("dev").path }

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("iio-\(UUID().uuidString)")
        try FileManager.default.createDirectory(atPath: root.appendingPathComponent("sys").path, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: root.appendingPathComponent("dev").path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: root) }

    func set(_ device: String, _ attribute: String, _ value: String) throws {
        let path = sysfs + "/" + device + "/" + attribute
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try (value + "\n").write(toFile: path, atomically: false, encoding: .utf8)
    }

    func read(_ device: String, _ attribute: String) throws -> String {
        try String(contentsOfFile: sysfs + "/" + device + "/" + attribute, encoding: .utf8)
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    func setVector(_ device: String, _ type: String, _ values: [Int]) throws {
        for (axis, value) in zip(["x", "y", "z"], values) { try set(device, "in_\(type)_\(axis)_raw", "\(value)") }
    }

    /// An inv_mpu6050-style device: accel, anglvel, temp, one device, big-endian scan elements.
    func addMPU6050(_ device: String = "iio:device0", accelerometer: [Int], gyroscope: [Int], temperature: Int = 0) throws {
        try set(device, "name", "mpu6050")
        try setVector(device, "accel", accelerometer)
        try setVector(device, "anglvel", gyroscope)
        try set(device, "in_accel_scale", "0.000598")
        try set(device, "in_anglvel_scale", "0.000133090")
        try set(device, "in_temp_raw", "\(temperature)")
        try set(device, "in_temp_offset", "12420")
        try set(device, "in_temp_scale", "2.941176")
        try set(device, "sampling_frequency", "50")
        try set(device, "in_accel_mount_matrix", "1, 0, 0; 0, 1, 0; 0, 0, 1")
        let elements: [(String, Int, String)] = [
            ("in_accel_x", 0, "be:s16/16>>0"), ("in_accel_y", 1, "be:s16/16>>0"), ("in_accel_z", 2, "be:s16/16>>0"),
            ("in_temp", 3, "be:s16/16>>0"),
            ("in_anglvel_x", 4, "be:s16/16>>0"), ("in_anglvel_y", 5, "be:s16/16>>0"), ("in_anglvel_z", 6, "be:s16/16>>0"),
            ("in_timestamp", 7, "le:s64/64>>0"),
        ]
        for (channel, index, type) in elements {
            try set(device, "scan_elements/\(channel)_en", "0")
            try set(device, "scan_elements/\(channel)_index", "\(index)")
            try set(device, "scan_elements/\(channel)_type", type)
        }
        try set(device, "buffer/enable", "0")
    }

    /// An st_lsm6dsx-style pair: `lsm6ds3_accel` and `lsm6ds3_gyro`, each with in_mount_matrix.
    func addLSM6DS3(accelerometer: [Int], gyroscope: [Int], mountMatrix: String = "1, 0, 0; 0, 1, 0; 0, 0, 1") throws {
        try set("iio:device1", "name", "lsm6ds3_accel")
        try setVector("iio:device1", "accel", accelerometer)
        try set("iio:device1", "in_accel_scale", "0.000598")
        try set("iio:device1", "in_accel_sampling_frequency", "104")
        try set("iio:device1", "in_mount_matrix", mountMatrix)
        try set("iio:device2", "name", "lsm6ds3_gyro")
        try setVector("iio:device2", "anglvel", gyroscope)
        try set("iio:device2", "in_anglvel_scale", "0.000153")
        try set("iio:device2", "in_anglvel_sampling_frequency", "104")
        try set("iio:device2", "in_mount_matrix", mountMatrix)
    }

    /// Writes buffer records (MPU-6050 layout above) as the character device's content.
    func writeMPU6050Records(_ records: [(accel: [Int16], temp: Int16, gyro: [Int16], nanoseconds: Int64)], device: String = "iio:device0") throws {
        var bytes: [UInt8] = []
        for record in records {
            for value in record.accel + [record.temp] + record.gyro {
                let bits = UInt16(bitPattern: value)
                bytes += [UInt8(bits >> 8), UInt8(bits & 0xFF)]
            }
            bytes += [0, 0]   // pad to the 8-byte timestamp
            let stamp = UInt64(bitPattern: record.nanoseconds)
            for byte in 0..<8 { bytes.append(UInt8((stamp >> UInt64(8 * byte)) & 0xFF)) }
        }
        try Data(bytes).write(to: URL(fileURLWithPath: dev + "/" + device))
    }
}
