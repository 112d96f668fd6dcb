/// Reading host names and addresses as they appear in `Host` and `Origin` headers.
enum HostName {
    /// A name and an optional port: `example:8080`, `[::1]:8080`, `127.0.0.1`.
    struct Authority: Equatable {
        /// Lowercased, without brackets or a trailing dot.
        let name: String
        /// The port, nil when not given.
        let port: Int?

        /// Reads a `Host` header value; nil when it is not a plain authority.
        init?(parsing text: String) {
            let text = text.trimmingSpaces()
            guard !text.isEmpty, !text.contains(where: { $0 == "/" || $0 == "@" || $0 == " " || $0 == "?" || $0 == "#" }) else {
                return nil
            }
            var name: Substring
            var portText: Substring?
            if text.hasPrefix("[") {
                guard let close = text.firstIndex(of: "]") else { return nil }
                name = text[text.index(after: text.startIndex)..<close]
                let rest = text[text.index(after: close)...]
                if !rest.isEmpty {
                    guard rest.hasPrefix(":") else { return nil }
                    portText = rest.dropFirst()
                }
                guard HostName.isIPv6Literal(String(name)) else { return nil }
            } else {
                let parts = text.split(separator: ":", omittingEmptySubsequences: false)
                guard parts.count <= 2 else { return nil }
                name = parts[0]
                portText = parts.count == 2 ? parts[1] : nil
            }
            var port: Int?
            if let portText {
                guard !portText.isEmpty, portText.count <= 5, portText.allSatisfy(\.isASCIIDigit),
                    let value = Int(portText), value <= 65535
                else { return nil }
                port = value
            }
            let normalised = HostName.normalised(String(name))
            guard !normalised.isEmpty else { return nil }
            self.name = normalised
            self.port = port
        }

        /// Reads an `Origin` header value; nil unless it is `http://AUTHORITY`.
        init?(origin text: String) {
            let text = text.trimmingSpaces()
            let scheme = "http://"
            guard text.lowercased().hasPrefix(scheme) else { return nil }
            var rest = Substring(text.dropFirst(scheme.count))
            if rest.hasSuffix("/") { rest = rest.dropLast() }
            self.init(parsing: String(rest))
        }
    }

    /// Lowercased, without brackets or a trailing dot: `LocalHost.` → `localhost`.
    static func normalised(_ name: String) -> String {
        var name = Substring(name.lowercased())
        if name.hasPrefix("["), name.hasSuffix("]") { name = name.dropFirst().dropLast() }
        if name.hasSuffix(".") { name = name.dropLast() }
        return String(name)
    }

    /// `localhost`, an address in 127.0.0.0/8, or `::1`.
    static func isLoopback(_ name: String) -> Bool {
        if name == "localhost" { return true }
        if let octets = ipv4Octets(name) { return octets[0] == 127 }
        return isIPv6Literal(name) && expandsToIPv6Loopback(name)
    }

    /// A dotted-quad IPv4 address or an IPv6 address (without brackets).
    static func isAddressLiteral(_ name: String) -> Bool {
        ipv4Octets(name) != nil || isIPv6Literal(name)
    }

    /// The four numbers of a strict dotted quad (`192.168.1.10`), or nil.
    static func ipv4Octets(_ name: String) -> [Int]? {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 4 else { return nil }
        var octets: [Int] = []
        for part in parts {
            guard !part.isEmpty, part.count <= 3, part.allSatisfy(\.isASCIIDigit), let value = Int(part), value <= 255 else {
                return nil
            }
            octets.append(value)
        }
        return octets
    }

    /// Hex groups and colons only, with at least two colons (`::1`, `fe80::1`).
    static func isIPv6Literal(_ name: String) -> Bool {
        let colons = name.filter { $0 == ":" }.count
        guard colons >= 2, colons <= 7, name.allSatisfy({ $0 == ":" || $0.isHexDigit }) else { return false }
        return name.split(separator: ":", omittingEmptySubsequences: true).allSatisfy { $0.count <= 4 }
    }

    /// Whether an IPv6 literal is `::1` (`0:0:0:0:0:0:0:1`, `::0:1`, …).
    private static func expandsToIPv6Loopback(_ name: String) -> Bool {
        guard !name.hasSuffix(":") else { return false }
        let groups = name.split(separator: ":", omittingEmptySubsequences: true)
        guard groups.count == 8 || (name.contains("::") && groups.count < 8) else { return false }
        guard let last = groups.last, Int(last, radix: 16) == 1 else { return false }
        return groups.dropLast().allSatisfy { Int($0, radix: 16) == 0 }
    }
}

extension Character {
    /// 0–9 only (not other scripts' digits).
    var isASCIIDigit: Bool { isASCII && isNumber }
}

extension String {
    /// Without leading and trailing spaces and tabs.
    func trimmingSpaces() -> String {
        var text = Substring(self)
        while let first = text.first, first == " " || first == "\t" { text = text.dropFirst() }
        while let last = text.last, last == " " || last == "\t" { text = text.dropLast() }
        return String(text)
    }
}
