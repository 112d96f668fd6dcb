import Platform

/// The I²C buses a machine has: the `/dev/i2c-N` nodes, with the adapter names the
/// kernel gives them in `/sys/class/i2c-adapter/i2c-N/name` (as `i2cdetect -l` shows).
///
/// The directories are parameters so tests can point them at a temporary tree.
public struct I2CBusDirectory: Sendable {
    /// One bus: its device node and the adapter's name.
    public struct Bus: Sendable, Equatable, CustomStringConvertible {
        /// The bus number N of `/dev/i2c-N`.
        public var number: Int
        /// The device node, for example `/dev/i2c-1`.
        public var path: String
        /// The adapter's name, for example `bcm2835 (i2c@7e804000)` or `SMBus stub driver`;
        /// nil when sysfs does not say.
        public var adapterName: String?

        public init(number: Int, path: String, adapterName: String?) {
            self.number = number
            self.path = path
            self.adapterName = adapterName
        }

        public var description: String {
            adapterName.map { "\(path)  \($0)" } ?? path
        }
    }

    /// Where the device nodes live. Default: `/dev`.
    public var deviceDirectory: String
    /// Where the kernel lists adapters. Default: `/sys/class/i2c-adapter`.
    public var adapterDirectory: String

    public init(deviceDirectory: String = "/dev", adapterDirectory: String = "/sys/class/i2c-adapter") {
        self.deviceDirectory = deviceDirectory
        self.adapterDirectory = adapterDirectory
    }

    /// The machine's own directories.
    public static let system = I2CBusDirectory()

    /// The buses present, sorted by number.
    public func buses() -> [Bus] {
        directoryEntries(deviceDirectory).compactMap { name -> Bus? in
            guard name.hasPrefix("i2c-"), let number = Int(name.dropFirst(4)) else { return nil }
            let adapterName = readFirstLine("\(adapterDirectory)/i2c-\(number)/name")
            return Bus(number: number, path: "\(deviceDirectory)/\(name)", adapterName: adapterName)
        }
        .sorted { $0.number < $1.number }
    }

    /// The device nodes present, sorted by bus number.
    public func busPaths() -> [String] {
        buses().map(\.path)
    }
}

/// The names in a directory, without `.` and `..`; empty when it cannot be read.
func directoryEntries(_ path: String) -> [String] {
    guard let directory = opendir(path) else { return [] }
    defer { closedir(directory) }
    var names: [String] = []
    while let entry = readdir(directory) {
        let name = withUnsafePointer(to: entry.pointee.d_name) {
            $0.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { String(cString: $0) }
        }
        if name != "." && name != ".." { names.append(name) }
    }
    return names
}

/// The first line of a small text file (sysfs attributes), without the newline.
func readFirstLine(_ path: String) -> String? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var buffer = [UInt8](repeating: 0, count: 256)
    let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, 255) }
    guard count > 0 else { return nil }
    let text = String(decoding: buffer[0..<count], as: UTF8.self)
    return text.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init)
}
