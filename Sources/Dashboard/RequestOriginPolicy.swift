/// Which requests the dashboard answers: those addressed to this machine (`Host`) and, when a
/// browser says which page sent them (`Origin`), sent by the dashboard's own page.
///
/// It stops other web pages open in the user's browser from reading the motion stream or
/// changing the controls, and DNS rebinding (a foreign name resolving to this machine, so
/// `Host: attacker.example`). Names allowed as `Host` and in `Origin`:
/// - loopback: `localhost`, any 127.0.0.0/8 address, `[::1]`;
/// - the address the server listens on, and the machine's host names (`raspberrypi`,
///   `raspberrypi.local`);
/// - when it listens on every address (`0.0.0.0`, `::`), any IP literal: such a request was
///   sent to one of this machine's addresses, and a rebinding attack always carries a name.
///
/// The port must be the served one (80 when absent). An `Origin` must be `http` and allowed;
/// a missing `Origin` (curl, scripts, plain navigation) is allowed, a missing `Host` is not.
public struct RequestOriginPolicy: Sendable, Equatable {
    /// Why a request was refused.
    public enum Refusal: Error, Equatable, CustomStringConvertible {
        /// No `Host` header (HTTP/1.1 requires one).
        case missingHost
        /// `Host` names something other than this dashboard.
        case foreignHost
        /// `Origin` is another site, another port or not `http`.
        case foreignOrigin

        public var description: String {
            switch self {
            case .missingHost: "the request has no Host header"
            case .foreignHost: "the Host header does not name this dashboard"
            case .foreignOrigin: "the Origin is not this dashboard's page"
            }
        }
    }

    /// The address the server listens on (`127.0.0.1`, `0.0.0.0`, `::`, a host name).
    public let listeningHost: String
    /// The TCP port actually bound.
    public let port: Int
    /// This machine's names, lowercased (`raspberrypi`, `raspberrypi.local`).
    public let machineNames: Set<String>

    /// A policy for a server on `listeningHost`:`port` of the machine called `machineNames`.
    public init(listeningHost: String, port: Int, machineNames: [String] = []) {
        self.listeningHost = HostName.normalised(listeningHost)
        self.port = port
        self.machineNames = Set(machineNames.map(HostName.normalised).filter { !$0.isEmpty })
    }

    /// Whether the server listens on every address (`0.0.0.0` or `::`).
    public var listensOnEveryAddress: Bool {
        listeningHost == "0.0.0.0" || listeningHost == "::" || listeningHost.isEmpty
    }

    /// Checks a request's `Host` and `Origin` header values (nil when absent).
    public func check(host: String?, origin: String?) throws(Refusal) {
        guard let host, !host.isEmpty else { throw .missingHost }
        guard let authority = HostName.Authority(parsing: host), allows(authority) else { throw .foreignHost }
        guard let origin else { return }
        guard let originAuthority = HostName.Authority(origin: origin), allows(originAuthority) else {
            throw .foreignOrigin
        }
    }

    /// Whether `check(host:origin:)` passes.
    public func allows(host: String?, origin: String?) -> Bool {
        do {
            try check(host: host, origin: origin)
            return true
        } catch {
            return false
        }
    }

    private func allows(_ authority: HostName.Authority) -> Bool {
        guard (authority.port ?? 80) == port else { return false }
        let name = authority.name
        if HostName.isLoopback(name) { return true }
        if name == listeningHost || machineNames.contains(name) { return true }
        return listensOnEveryAddress && HostName.isAddressLiteral(name)
    }
}
