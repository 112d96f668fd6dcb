import Platform

/// One sysfs attribute kept open and re-read from offset 0 (sysfs regenerates the value on
/// each read at offset 0), so polling costs one `pread` per value.
final class IIOAttributeFile {
    let path: String
    private let descriptor: Int32

    /// Opens `path` read-only.
    init(path: String) throws(IIOError) {
        self.path = path
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw .unreadableAttribute(path: path, errno: errno) }
        descriptor = fd
    }

    deinit { close(descriptor) }

    /// The attribute's text, trimmed.
    func readText() throws(IIOError) -> String {
        var buffer = [UInt8](repeating: 0, count: 256)
        var count = 0
        repeat {
            count = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, 256, 0) }
        } while count < 0 && errno == EINTR
        guard count >= 0 else { throw .unreadableAttribute(path: path, errno: errno) }
        return IIOSysfs.trimmed(String(decoding: buffer[0..<count], as: UTF8.self))
    }

    /// The attribute as a number.
    func readNumber() throws(IIOError) -> Double {
        let text = try readText()
        guard let value = Double(text) else { throw .invalidAttribute(path: path, text: text) }
        return value
    }
}

/// Plain reads and writes of sysfs attributes.
enum IIOSysfs {
    static func trimmed(_ text: String) -> String {
        var scalars = Substring(text)
        while let last = scalars.last, last == "\n" || last == " " || last == "\0" || last == "\t" { scalars.removeLast() }
        while let first = scalars.first, first == " " || first == "\t" { scalars.removeFirst() }
        return String(scalars)
    }

    static func exists(_ path: String) -> Bool { access(path, F_OK) == 0 }

    /// The attribute's text, or nil when the file does not exist.
    static func read(_ path: String) throws(IIOError) -> String? {
        guard exists(path) else { return nil }
        return try IIOAttributeFile(path: path).readText()
    }

    /// The attribute as a number, or nil when the file does not exist.
    static func readNumber(_ path: String) throws(IIOError) -> Double? {
        guard let text = try read(path) else { return nil }
        guard let value = Double(text) else { throw .invalidAttribute(path: path, text: text) }
        return value
    }

    /// The first of `paths` that exists, as a number; nil when none exists.
    static func readFirstNumber(_ paths: [String]) throws(IIOError) -> Double? {
        for path in paths {
            if let value = try readNumber(path) { return value }
        }
        return nil
    }

    /// Writes `text` to an attribute (as `echo text > path`).
    static func writeAttribute(_ text: String, to path: String) throws(IIOError) {
        let fd = open(path, O_WRONLY | O_CLOEXEC | O_TRUNC)
        guard fd >= 0 else { throw .unreadableAttribute(path: path, errno: errno) }
        defer { close(fd) }
        let bytes = Array((text + "\n").utf8)
        let written = bytes.withUnsafeBytes { write(fd, $0.baseAddress, bytes.count) }
        guard written == bytes.count else { throw .unreadableAttribute(path: path, errno: errno) }
    }

    /// Entries of a directory, sorted (empty when it cannot be read).
    static func list(_ path: String) -> [String] {
        guard let directory = opendir(path) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted()
    }
}
