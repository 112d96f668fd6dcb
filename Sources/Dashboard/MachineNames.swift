import Platform

/// The names this machine answers to on the local network.
public enum MachineNames {
    /// `gethostname`'s name, lowercased, and its mDNS form (`raspberrypi`,
    /// `raspberrypi.local`), or only the name when it already holds a dot; empty when the
    /// name cannot be read or is `localhost`.
    public static func current() -> [String] {
        var buffer = [CChar](repeating: 0, count: 256)
        guard gethostname(&buffer, buffer.count - 1) == 0 else { return [] }
        let length = buffer.firstIndex(of: 0) ?? buffer.count
        let name = String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self).lowercased()
        guard !name.isEmpty, name != "localhost" else { return [] }
        if name.hasSuffix(".local") || name.contains(".") { return [name] }
        return [name, name + ".local"]
    }
}
