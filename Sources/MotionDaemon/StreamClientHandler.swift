import Platform
import NIOCore

/// A connection's handler: registers the client with the hub, answers its request lines,
/// and writes its queue when the socket drains.
final class StreamClientHandler: ChannelInboundHandler, @unchecked Sendable {
    typealias InboundIn = ByteBuffer

    private let hub: MotionHub
    private let settings: MotionStreamServer.Settings
    private let needsToken: Bool
    private var client: StreamClient?

    init(hub: MotionHub, settings: MotionStreamServer.Settings, needsToken: Bool) {
        self.hub = hub
        self.settings = settings
        self.needsToken = needsToken
    }

    func channelActive(context: ChannelHandlerContext) {
        let client = StreamClient(
            channel: context.channel, needsToken: needsToken, capacity: settings.queueCapacityLines, metrics: hub.metrics)
        guard hub.add(client) else {
            client.close(after: errorLine("too many clients (at most \(settings.maximumClients)); try again later"))
            return
        }
        self.client = client
        context.fireChannelActive()
    }

    func channelInactive(context: ChannelHandlerContext) {
        if let client { hub.remove(client) }
        client = nil
        context.fireChannelInactive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard let client else { return }
        let line = unwrapInboundIn(data)
        let bytes = Array(line.readableBytesView)
        if bytes.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }) { return }
        do {
            let request = try StreamRequest.parse(bytes)
            if client.needsToken, request.token == nil || request.token != settings.controlToken {
                client.enqueueMessage(errorLine(request.token == nil
                    ? "this port is reachable from the network: add \"token\" (the dashboard's control token) to the subscribe line"
                    : "wrong token"))
                return
            }
            client.subscribe(request, sensorRateHertz: hub.sensorRateHertz)
        } catch {
            client.enqueueMessage(errorLine(error.message))
        }
    }

    func channelWritabilityChanged(context: ChannelHandlerContext) {
        if context.channel.isWritable { client?.flush() }
        context.fireChannelWritabilityChanged()
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        guard let client else {
            context.close(promise: nil)
            return
        }
        if error is LineFrameDecoder.LineTooLong {
            client.close(after: errorLine("line longer than \(settings.maximumLineBytes) bytes; closing"))
        } else {
            context.close(promise: nil)
        }
    }

    private func errorLine(_ message: String) -> String {
        "{\"type\":\"error\",\"message\":\(JSONString.quoted(message))}"
    }
}
