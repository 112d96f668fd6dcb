import Calibration
import Foundation
import Platform

/// What any error a command meets reads as in its one `inertia: error:` line: the
/// project's errors describe themselves; system and Foundation errors give the errno's
/// meaning and name ("no such file or directory (ENOENT)"), never a number or a domain.
enum ErrorMessage {
    /// The message for `error`, without the "inertia: error: " prefix.
    static func describe(_ error: any Error) -> String {
        switch error {
        case let error as CalibrationError:
            return error.description + "; no profile was written"
        case let error as CommandFailure:
            return error.description
        case let error as DecodingError:
            return describe(decoding: error)
        case let error as EncodingError:
            if case let .invalidValue(_, context) = error { return "cannot write the output: \(context.debugDescription)" }
            return "cannot write the output"
        case let error as POSIXError:
            return SystemErrorText.describe(error.code.rawValue)
        case let error as CocoaError:
            return describe(foundation: error as NSError)
        default:
            // Cast from `Any`: on Linux the compiler takes a cast from `any Error` to
            // `NSError` (or to a protocol) for a bridging that always succeeds, while at
            // run time only a Foundation error is an `NSError`.
            let value: Any = error
            if let error = value as? any CustomStringConvertible, !(value is NSError) {
                return error.description
            }
            if let error = value as? NSError { return describe(foundation: error) }
            return String(describing: error)
        }
    }

    /// A Foundation error by its errno: the POSIX code itself, or the one underneath a
    /// Cocoa file error; the file it names, when it names one.
    static func describe(foundation error: NSError) -> String {
        let file = (error.userInfo[NSFilePathErrorKey] as? String)
            ?? (error.userInfo[NSURLErrorKey] as? URL)?.path
        let prefix = file.map { DisplayText.value($0) + ": " } ?? ""
        if error.domain == NSPOSIXErrorDomain { return prefix + SystemErrorText.describe(Int32(error.code)) }
        if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return prefix + SystemErrorText.describe(Int32(underlying.code))
        }
        if error.domain == NSCocoaErrorDomain, let code = errno(forCocoaCode: error.code) {
            return prefix + SystemErrorText.describe(code)
        }
        if error.domain == NSCocoaErrorDomain {
            return prefix + (error.code >= 512 && error.code < 1024 ? "cannot write the file" : "cannot read the file")
        }
        return prefix + error.localizedDescription
    }

    /// The errno a Cocoa file error code stands for, when it stands for one.
    private static func errno(forCocoaCode code: Int) -> Int32? {
        switch CocoaError.Code(rawValue: code) {
        case .fileNoSuchFile, .fileReadNoSuchFile: return ENOENT
        case .fileReadNoPermission, .fileWriteNoPermission: return EACCES
        case .fileWriteOutOfSpace: return ENOSPC
        case .fileWriteVolumeReadOnly: return EROFS
        case .fileWriteFileExists: return EEXIST
        case .fileReadTooLarge: return EFBIG
        default: return nil
        }
    }

    /// A JSON document that decodes but holds the wrong thing: the field's path and the
    /// problem; text that is not JSON at all says so.
    static func describe(decoding error: DecodingError) -> String {
        func path(_ codingPath: [any CodingKey]) -> String {
            var text = ""
            for key in codingPath {
                if let index = key.intValue { text += "[\(index)]" } else { text += (text.isEmpty ? "" : ".") + key.stringValue }
            }
            return text.isEmpty ? "the top level" : "field " + text
        }
        switch error {
        case let .keyNotFound(key, context):
            return "\(path(context.codingPath + [key])) is missing"
        case let .typeMismatch(_, context), let .valueNotFound(_, context):
            return "\(path(context.codingPath)): \(context.debugDescription)"
        case let .dataCorrupted(context):
            if context.codingPath.isEmpty { return "not valid JSON: \(context.debugDescription)" }
            return "\(path(context.codingPath)): \(context.debugDescription)"
        @unknown default:
            return String(describing: error)
        }
    }
}
