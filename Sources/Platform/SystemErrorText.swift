/// How an errno value reads in a message: its meaning and its C name,
/// "address already in use (EADDRINUSE)". The one table of errno names every module uses
/// (`errnoName` in I2C, the dashboard's socket errors, file reading and writing).
public enum SystemErrorText {
    /// "address already in use (EADDRINUSE)"; an unnamed value reads "… (errno 200)".
    public static func describe(_ code: Int32) -> String {
        "\(meaning(code)) (\(name(code)))"
    }

    /// The C name (`EADDRINUSE`), or `errno N` for a value not in the table.
    public static func name(_ code: Int32) -> String {
        names[code] ?? "errno \(code)"
    }

    /// `strerror`'s text with a lowercase first letter: "address already in use".
    public static func meaning(_ code: Int32) -> String {
        guard let text = strerror(code) else { return "system error" }
        let meaning = String(cString: text)
        guard let first = meaning.first else { return "system error" }
        return first.lowercased() + meaning.dropFirst()
    }

    /// The errors the bus, sockets and files can give.
    private static let names: [Int32: String] = [
        EPERM: "EPERM", ENOENT: "ENOENT", EINTR: "EINTR", EIO: "EIO", ENXIO: "ENXIO", EBADF: "EBADF",
        EAGAIN: "EAGAIN", ENOMEM: "ENOMEM", EACCES: "EACCES", EBUSY: "EBUSY", EEXIST: "EEXIST",
        EXDEV: "EXDEV", ENODEV: "ENODEV", ENOTDIR: "ENOTDIR", EISDIR: "EISDIR", EINVAL: "EINVAL",
        ENFILE: "ENFILE", EMFILE: "EMFILE", ENOTTY: "ENOTTY", ETXTBSY: "ETXTBSY", EFBIG: "EFBIG",
        ENOSPC: "ENOSPC", ESPIPE: "ESPIPE", EROFS: "EROFS", EMLINK: "EMLINK", EPIPE: "EPIPE",
        ENAMETOOLONG: "ENAMETOOLONG", ELOOP: "ELOOP", EPROTO: "EPROTO", EBADMSG: "EBADMSG",
        EOVERFLOW: "EOVERFLOW", EMSGSIZE: "EMSGSIZE", EPROTONOSUPPORT: "EPROTONOSUPPORT",
        EOPNOTSUPP: "EOPNOTSUPP", EAFNOSUPPORT: "EAFNOSUPPORT", EADDRINUSE: "EADDRINUSE",
        EADDRNOTAVAIL: "EADDRNOTAVAIL", ENETDOWN: "ENETDOWN", ENETUNREACH: "ENETUNREACH",
        ECONNABORTED: "ECONNABORTED", ECONNRESET: "ECONNRESET", ENOBUFS: "ENOBUFS",
        ETIMEDOUT: "ETIMEDOUT", ECONNREFUSED: "ECONNREFUSED", EHOSTUNREACH: "EHOSTUNREACH",
        EREMOTEIO: "EREMOTEIO", EDQUOT: "EDQUOT",
    ]
}
