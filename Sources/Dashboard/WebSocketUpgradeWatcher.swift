import NIOCore
import NIOHTTP1
import NIOWebSocket

/// Waits for the WebSocket upgrade of its connection and then puts a `ClientFrameMaskCheck`
/// right after the WebSocket frame decoder, before any frame is read. Leaves the pipeline
/// once the connection is either upgraded or serving plain HTTP.
final class WebSocketUpgradeWatcher: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = Any
    typealias InboundOut = Any

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        guard case HTTPServerUpgradeEvents.upgradeComplete = event else {
            context.fireUserInboundEventTriggered(event)
            return
        }
        do {
            let pipeline = context.pipeline.syncOperations
            let decoder = try pipeline.handler(type: ByteToMessageHandler<WebSocketFrameDecoder>.self)
            try pipeline.addHandler(ClientFrameMaskCheck(), position: .after(decoder))
        } catch {
            // Without the check the connection would accept unmasked frames: refuse it instead.
            context.close(promise: nil)
        }
        context.fireUserInboundEventTriggered(event)
        context.pipeline.syncOperations.removeHandler(context: context, promise: nil)
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        // A request part reached here: the connection serves plain HTTP, no upgrade to watch.
        context.fireChannelRead(data)
        context.pipeline.syncOperations.removeHandler(context: context, promise: nil)
    }
}
