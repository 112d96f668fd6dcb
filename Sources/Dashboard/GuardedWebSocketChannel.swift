import HummingbirdCore
import HummingbirdWebSocket
import Logging
import MotionFeed
import NIOCore
import NIOHTTP1

/// Hummingbird's HTTP/1 + WebSocket upgrade channel with the dashboard's guards added to each
/// connection's pipeline: a `RequestGate` before the upgrade handler and a
/// `WebSocketUpgradeWatcher` after it.
struct GuardedWebSocketChannel: ServerChildChannel {
    typealias Value = HTTP1WebSocketUpgradeChannel.Value

    let upgradeChannel: HTTP1WebSocketUpgradeChannel
    let policy: ServedOriginPolicy
    let webSocketSlots: WebSocketSlots
    /// How long a new connection may take to send its first request head.
    let requestHeadTimeout: TimeAmount

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        let policy = self.policy
        let webSocketSlots = self.webSocketSlots
        let requestHeadTimeout = self.requestHeadTimeout
        return upgradeChannel.setup(channel: channel, logger: logger).flatMapThrowing { value in
            let pipeline = channel.pipeline.syncOperations
            let upgrader = try pipeline.handler(
                type: NIOTypedHTTPServerUpgradeHandler<HTTP1WebSocketUpgradeChannel.UpgradeResult>.self
            )
            let gate = RequestGate(policy: policy, webSocketSlots: webSocketSlots, requestHeadTimeout: requestHeadTimeout)
            try pipeline.addHandler(gate, position: .before(upgrader))
            try pipeline.addHandler(WebSocketUpgradeWatcher())
            return value
        }
    }

    func handle(value: Value, logger: Logger) async {
        await upgradeChannel.handle(value: value, logger: logger)
    }
}
