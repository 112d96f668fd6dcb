import Platform

/// A GPIO character-device failure, in the kernel's vocabulary, with the fix in the message.
public enum GPIOError: Error, Equatable, Sendable {
    /// The chip's device node could not be opened (ENOENT: no such chip; EACCES/EPERM: not
    /// allowed).
    case cannotOpenChip(path: String, errno: Int32)
    /// The line could not be requested (EBUSY: another consumer holds it; EINVAL: no such
    /// line or edge detection unsupported; EACCES/EPERM: not allowed).
    case cannotRequestLine(path: String, line: UInt32, consumer: String?, errno: Int32)
    /// Waiting for or reading edge events failed.
    case cannotReadEvents(path: String, line: UInt32, errno: Int32)
}

extension GPIOError: CustomStringConvertible {
    /// One line: what happened, and what to do about it (`problem: fix`).
    public var description: String { problem + (fix.map { ": " + $0 } ?? "") }

    /// What happened.
    public var problem: String {
        switch self {
        case let .cannotOpenChip(path, code):
            switch code {
            case 2: return "no GPIO chip \(path)"
            case 1, 13: return "permission denied opening \(path)"
            default: return "cannot open \(path): \(SystemErrorText.describe(code))"
            }
        case let .cannotRequestLine(path, line, consumer, code):
            switch code {
            case 16: return "line \(line) of \(path) is busy (held by \(consumer.map { "'\($0)'" } ?? "another program or a kernel driver"))"
            case 22: return "cannot request line \(line) of \(path) with edge detection"
            case 1, 13: return "permission denied requesting line \(line) of \(path)"
            default: return "cannot request line \(line) of \(path): \(SystemErrorText.describe(code))"
            }
        case let .cannotReadEvents(path, line, code):
            return "cannot read edge events of line \(line) of \(path): \(SystemErrorText.describe(code))"
        }
    }

    /// What to do about it; nil when there is nothing specific to say.
    public var fix: String? {
        let group = "add yourself to the gpio group (sudo usermod -aG gpio $USER, then log in again) or give the device to your user with a udev rule"
        switch self {
        case let .cannotOpenChip(_, code):
            switch code {
            case 2: return "list the chips with 'ls /dev/gpiochip*' (or gpiodetect) and name one that exists"
            case 1, 13: return group
            default: return nil
            }
        case let .cannotRequestLine(_, _, _, code):
            switch code {
            case 16: return "stop that consumer, or wire INT to a free line"
            case 22: return "the line does not exist or cannot detect edges (gpioinfo lists the lines)"
            case 1, 13: return group
            default: return nil
            }
        case .cannotReadEvents:
            return nil
        }
    }
}
