import Platform

/// Why the dashboard could not serve, in one line.
public enum DashboardServerError: Error, Equatable, CustomStringConvertible {
    /// Binding or listening on `host`:`port` failed with errno `code`.
    case cannotListen(host: String, port: Int, code: Int32)
    /// `host` is not an address and does not resolve to one.
    case cannotResolve(host: String)
    /// Anything else, already in one line.
    case failed(String)

    public var description: String {
        switch self {
        case .cannotListen(let host, let port, let code):
            let advice = SystemErrorText.name(code) == "EADDRINUSE" ? "; is another inertia serve running? Choose another --port" : ""
            return "cannot listen on \(Self.show(host)):\(port): \(SystemErrorText.describe(code))\(advice)"
        case .cannotResolve(let host):
            return "cannot listen on \(Self.show(host)): not an address of this machine and not a name that resolves"
        case .failed(let text):
            return text
        }
    }

    /// `[::1]` for an IPv6 address, the host otherwise.
    private static func show(_ host: String) -> String {
        host.contains(":") ? "[\(host)]" : host
    }
}
