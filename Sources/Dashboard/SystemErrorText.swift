#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// How an errno value reads in a message: its meaning and its C name,
/// "address already in use (EADDRINUSE)".
enum SystemErrorText {
    /// "address already in use (EADDRINUSE)"; an unnamed value reads "… (errno 200)".
    static func describe(_ code: Int32) -> String {
        "\(meaning(code)) (\(name(code)))"
    }

    /// The C name (`EADDRINUSE`), or `errno N` for a value not in the table.
    static func name(_ code: Int32) -> String {
        names[code] ?? "errno \(code)"
    }

    /// `strerror`'s text with a lowercase first letter: "address already in use".
    static func meaning(_ code: Int32) -> String {
        guard let text = strerror(code) else { return "system error" }
        let meaning = String(cString: text)
        guard let first = meaning.first else { return "system error" }
        return first.lowercased() + meaning.dropFirst()
    }

    /// The errors opening, binding and serving a socket can give.
    private static let names: [Int32: String] = [
        EPERM: "EPERM", ENOENT: "ENOENT", EINTR: "EINTR", EIO: "EIO", EBADF: "EBADF", EAGAIN: "EAGAIN",
        ENOMEM: "ENOMEM", EACCES: "EACCES", EINVAL: "EINVAL", ENFILE: "ENFILE", EMFILE: "EMFILE",
        EPIPE: "EPIPE", EPROTONOSUPPORT: "EPROTONOSUPPORT", EOPNOTSUPP: "EOPNOTSUPP",
        EAFNOSUPPORT: "EAFNOSUPPORT", EADDRINUSE: "EADDRINUSE", EADDRNOTAVAIL: "EADDRNOTAVAIL",
        ENETDOWN: "ENETDOWN", ENETUNREACH: "ENETUNREACH", ECONNABORTED: "ECONNABORTED",
        ECONNRESET: "ECONNRESET", ENOBUFS: "ENOBUFS", ETIMEDOUT: "ETIMEDOUT", ECONNREFUSED: "ECONNREFUSED",
        EHOSTUNREACH: "EHOSTUNREACH",
    ]
}
