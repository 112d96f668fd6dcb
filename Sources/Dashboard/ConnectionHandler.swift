import Foundation
import HummingbirdWebSocket
import Logging
import MotionFeed

/// Serves one page's WebSocket: sends it frames from its slot and applies its controls.
struct ConnectionHandler: Sendable {
    let feed: any MotionFeed
    let broadcaster: FrameBroadcaster
    /// The token a page must present for its controls to be applied; nil: none needed.
    let controlToken: ControlToken?
    let logger: Logger

    /// What a page is told when its control message is refused.
    static let refusedMessage = #"{"type":"refused","reason":"token"}"#

    /// Runs until the page goes away; bad messages are logged and ignored. Throws only what
    /// ended the connection on the page's side (a message too large, text that is not UTF-8),
    /// so that HummingbirdWebSocket closes it with the matching code (1009, 1007).
    /// `presentedToken` is the page's `token` query parameter, if any.
    func serve(inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter, presentedToken: String?) async throws {
        let mayControl = controlToken.map { $0.matches(presentedToken) } ?? true
        let (identifier, messages) = broadcaster.subscribe()
        logger.info("page \(identifier) connected (\(broadcaster.clientCount) open)\(mayControl ? "" : ", read-only")")
        defer {
            broadcaster.unsubscribe(identifier)
            logger.info("page \(identifier) disconnected")
        }
        let receiveError: (any Error)? = await withTaskGroup(of: (any Error)?.self) { group in
            group.addTask {
                do {
                    for await message in messages {
                        try await outbound.write(.text(message))
                    }
                } catch {
                    logger.debug("page \(identifier): send stopped: \(error)")
                }
                return nil
            }
            group.addTask {
                do {
                    for try await message in inbound.messages(maxSize: ClientMessage.maximumLength) {
                        guard mayControl else {
                            logger.notice("page \(identifier): refused a control message: no valid token")
                            try await outbound.write(.text(Self.refusedMessage))
                            continue
                        }
                        receive(message, from: identifier)
                    }
                } catch {
                    logger.notice("page \(identifier): connection ended: \(error)")
                    return error
                }
                return nil
            }
            let first = await group.next() ?? nil
            group.cancelAll()
            return first
        }
        if let receiveError { throw receiveError }
    }

    private func receive(_ message: WebSocketMessage, from identifier: UInt64) {
        guard case .text(let text) = message else {
            logger.notice("page \(identifier): ignored a binary message")
            return
        }
        do {
            let control = try ClientMessage.parse(text)
            logger.info("page \(identifier): \(control)")
            feed.apply(control)
        } catch {
            logger.notice("page \(identifier): ignored a message: \(error)")
        }
    }
}
