/// One kernel IIO device: a directory `iio:deviceN` under `/sys/bus/iio/devices`.
public struct IIODeviceDirectory: Sendable, Hashable, CustomStringConvertible {
    /// The directory, e.g. `/sys/bus/iio/devices/iio:device0`.
    public var path: String
    /// The directory's name, e.g. `iio:device0`.
    public var directoryName: String
    /// The driver's device name from the `name` attribute ("mpu6050", "lsm6ds3_accel").
    public var name: String

    /// N in `iio:deviceN`.
    public var number: Int? {
        guard directoryName.hasPrefix("iio:device") else { return nil }
        return Int(directoryName.dropFirst("iio:device".count))
    }

    /// True when the directory holds `attribute`.
    public func has(_ attribute: String) -> Bool { IIOSysfs.exists(path + "/" + attribute) }

    public var description: String { "\(directoryName) (\(name))" }

    /// Every IIO device under `root`, by number.
    public static func all(root: String) throws(IIOError) -> [IIODeviceDirectory] {
        var devices: [IIODeviceDirectory] = []
        for entry in IIOSysfs.list(root) where entry.hasPrefix("iio:device") {
            let path = root + "/" + entry
            let name = try IIOSysfs.read(path + "/name") ?? entry
            devices.append(IIODeviceDirectory(path: path, directoryName: entry, name: name))
        }
        return devices.sorted { ($0.number ?? 0, $0.directoryName) < ($1.number ?? 0, $1.directoryName) }
    }
}

/// The IIO devices that together make one IMU: the inv_mpu6050 driver gives one device with
/// accelerometer, gyroscope and temperature; st_lsm6dsx gives one device per sensor
/// (`lsm6ds3_accel`, `lsm6ds3_gyro`, …).
public struct IIOInertialDevices: Sendable, Hashable {
    /// The device with `in_accel_*` channels.
    public var accelerometer: IIODeviceDirectory
    /// The device with `in_anglvel_*` channels.
    public var gyroscope: IIODeviceDirectory
    /// The device with `in_magn_*` channels, if any.
    public var magnetometer: IIODeviceDirectory?

    /// A short description: the driver names.
    public var name: String {
        let names = [accelerometer.name, gyroscope.name, magnetometer?.name].compactMap { $0 }
        var unique: [String] = []
        for name in names where !unique.contains(name) { unique.append(name) }
        return unique.joined(separator: "+")
    }

    /// Finds the IMU named by `specification`: a number ("0"), a directory name
    /// ("iio:device0"), a path, or a driver name ("mpu6050", "lsm6ds3" matching
    /// "lsm6ds3_accel" and "lsm6ds3_gyro"). Sibling devices of the same chip are joined.
    public static func find(_ specification: String, root: String) throws(IIOError) -> IIOInertialDevices {
        let devices = try IIODeviceDirectory.all(root: root)
        guard !devices.isEmpty else { throw .noDevices(root: root) }
        let spec = specification.hasSuffix("/") ? String(specification.dropLast()) : specification
        var chosen: [IIODeviceDirectory]
        if let number = Int(spec) {
            chosen = devices.filter { $0.number == number }
        } else if spec.contains("/") {
            let last = spec.split(separator: "/").last.map(String.init) ?? spec
            chosen = devices.filter { $0.directoryName == last }
        } else {
            chosen = devices.filter { $0.directoryName == spec }
            if chosen.isEmpty { chosen = devices.filter { $0.name == spec || $0.name.hasPrefix(spec + "_") } }
        }
        guard !chosen.isEmpty else {
            throw .deviceNotFound(specification, available: devices.map(\.description))
        }
        // Join the siblings of a split driver: "lsm6ds3_accel" brings "lsm6ds3_gyro".
        var group = chosen
        for device in chosen {
            guard let underscore = device.name.lastIndex(of: "_") else { continue }
            let base = device.name[..<underscore]
            for sibling in devices where sibling.name.hasPrefix(base + "_") && !group.contains(sibling) {
                group.append(sibling)
            }
        }
        guard let accelerometer = group.first(where: { $0.has("in_accel_x_raw") }) else {
            throw .missingChannel(device: chosen[0].description, channel: "accelerometer (in_accel_x_raw)")
        }
        guard let gyroscope = group.first(where: { $0.has("in_anglvel_x_raw") }) else {
            throw .missingChannel(device: chosen[0].description, channel: "gyroscope (in_anglvel_x_raw)")
        }
        return IIOInertialDevices(
            accelerometer: accelerometer, gyroscope: gyroscope,
            magnetometer: group.first { $0.has("in_magn_x_raw") })
    }
}
