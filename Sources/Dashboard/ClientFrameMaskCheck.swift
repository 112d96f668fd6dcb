import NIOCore
import NIOWebSocket

/// Closes a WebSocket with 1002 (protocol error) when the client sends an unmasked frame:
/// RFC 6455 section 5.1 says every frame from a client is masked and a server must close the
/// connection otherwise. Neither NIO nor HummingbirdWebSocket checks this.
///
/// `WebSocketUpgradeWatcher` puts it right after the WebSocket frame decoder.
final class ClientFrameMaskCheck: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = WebSocketFrame
    typealias InboundOut = WebSocketFrame
    typealias OutboundOut = WebSocketFrame

    private var isClosing = false

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard !isClosing else { return }
        let frame = unwrapInboundIn(data)
        guard frame.maskKey == nil else {
            context.fireChannelRead(data)
            return
        }
        isClosing = true
        var payload = context.channel.allocator.buffer(capacity: 2)
        payload.write(webSocketErrorCode: .protocolError)
        let close = WebSocketFrame(fin: true, opcode: .connectionClose, data: payload)
        let loopBoundContext = context.loopBound
        context.writeAndFlush(wrapOutboundOut(close)).assumeIsolated().whenComplete { _ in
            loopBoundContext.value.close(promise: nil)
        }
    }
}
