import NIOCore
import Platform

/// Why the motion stream cannot listen; one line each, saying what to do.
public struct MotionStreamError: Error, Sendable, CustomStringConvertible {
    public let description: String

    init(_ description: String) {
        self.description = description
    }

    /// A bind failure described with the address it was for.
    init(_ error: any Error, settings: MotionStreamServer.Settings) {
        if let error = error as? MotionStreamError {
            self = error
        } else if let error = error as? IOError {
            let target = settings.socketPath.map { "the motion socket \($0)" }
                ?? "\(settings.tcpHost):\(settings.tcpPort ?? 0)"
            self.init("cannot listen on \(target): \(SystemErrorText.describe(error.errnoCode))")
        } else {
            self.init("cannot start the motion stream: \(error)")
        }
    }
}
