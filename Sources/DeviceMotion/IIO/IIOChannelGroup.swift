import Boards
import MotionMath

/// The x, y, z channels of one quantity on one IIO device (`in_accel_*`, `in_anglvel_*`,
/// `in_magn_*`), with their scales, offsets and the kernel's mounting matrix.
struct IIOChannelGroup {
    /// The channel type in IIO's words: "accel", "anglvel", "magn".
    let type: String
    let device: IIODeviceDirectory
    /// SI value = (raw + offset) × scale × unitFactor, per axis.
    let scale: Vector3
    let offset: Vector3
    /// Converts the IIO unit to Inertia's: 1 for m/s² and rad/s, 100 for gauss → µT.
    let unitFactor: Double
    /// Sensor → board frame, from `in_<type>_mount_matrix`, `in_mount_matrix` or `mount_matrix`.
    let mountMatrix: MountMatrix
    private let rawFiles: [IIOAttributeFile]

    init(type: String, device: IIODeviceDirectory, unitFactor: Double) throws(IIOError) {
        self.type = type
        self.device = device
        self.unitFactor = unitFactor
        var scales: [Double] = []
        var offsets: [Double] = []
        var files: [IIOAttributeFile] = []
        for axis in ["x", "y", "z"] {
            let base = device.path + "/in_\(type)_\(axis)"
            guard IIOSysfs.exists(base + "_raw") else {
                throw .missingChannel(device: device.description, channel: "in_\(type)_\(axis)_raw")
            }
            files.append(try IIOAttributeFile(path: base + "_raw"))
            let shared = device.path + "/in_\(type)"
            guard let scale = try IIOSysfs.readFirstNumber([base + "_scale", shared + "_scale"]) else {
                throw .missingChannel(device: device.description, channel: "in_\(type)_scale")
            }
            scales.append(scale)
            offsets.append(try IIOSysfs.readFirstNumber([base + "_offset", shared + "_offset"]) ?? 0)
        }
        rawFiles = files
        scale = Vector3(scales[0], scales[1], scales[2])
        offset = Vector3(offsets[0], offsets[1], offsets[2])
        var matrix = MountMatrix.identity
        for attribute in ["in_\(type)_mount_matrix", "in_mount_matrix", "mount_matrix"] {
            let path = device.path + "/" + attribute
            guard let text = try IIOSysfs.read(path) else { continue }
            do {
                matrix = try MountMatrix(iioText: text)
            } catch {
                throw .invalidAttribute(path: path, text: text)
            }
            break
        }
        mountMatrix = matrix
    }

    /// Converts raw counts to the board frame in Inertia's units.
    func convert(raw: Vector3) -> Vector3 {
        mountMatrix.apply((raw + offset) * scale * unitFactor)
    }

    /// Reads the three raw attributes (one `pread` each) and converts them.
    func readPolled() throws(IIOError) -> Vector3 {
        var raw = Vector3.zero
        for axis in 0..<3 { raw[axis] = try rawFiles[axis].readNumber() }
        return convert(raw: raw)
    }
}

/// The die temperature channel (`in_temp_raw`, `in_temp_offset`, `in_temp_scale` in m°C).
struct IIOTemperatureChannel {
    let scale: Double
    let offset: Double
    private let rawFile: IIOAttributeFile

    init?(device: IIODeviceDirectory) throws(IIOError) {
        let base = device.path + "/in_temp"
        guard IIOSysfs.exists(base + "_raw") else { return nil }
        rawFile = try IIOAttributeFile(path: base + "_raw")
        scale = try IIOSysfs.readNumber(base + "_scale") ?? 1
        offset = try IIOSysfs.readNumber(base + "_offset") ?? 0
    }

    /// °C from raw counts.
    func convert(raw: Double) -> Double { (raw + offset) * scale / 1000 }

    func readPolled() throws(IIOError) -> Double { convert(raw: try rawFile.readNumber()) }
}
