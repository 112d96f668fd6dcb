import Foundation
import HummingbirdWebSocket
import Logging
import MotionFeed

/// Serves one page's WebSocket: sends it frames from its slot and applies its controls.
struct ConnectionHandler: Sendable {
    let feed: any MotionFeed
    let broadcaster: FrameBroadcaster
    let logger: Logger

    /// Runs until the page goes away; never throws, bad messages are logged and ignored.
    func serve(inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter) async {
        let (identifier, messages) = broadcaster.subscribe()
        logger.info("page \(identifier) connected (\(broadcaster.clientCount) open)")
        defer {
            broadcaster.unsubscribe(identifier)
            logger.info("page \(identifier) disconnected")
        }
        await withTaskGroup(of: Void.self) { group in
            group.addTask {
                do {
                    for await message in messages {
                        try await outbound.write(.text(message))
                    }
                } catch {
                    logger.debug("page \(identifier): send stopped: \(error)")
                }
            }
            group.addTask {
                do {
                    for try await message in inbound.messages(maxSize: ClientMessage.maximumLength) {
                        receive(message, from: identifier)
                    }
                } catch {
                    logger.notice("page \(identifier): connection ended: \(error)")
                }
            }
            await group.next()
            group.cancelAll()
        }
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
