import MotionFeed
import NIOCore
import NIOHTTP1

/// The first stop of every HTTP request on a dashboard connection, before the WebSocket
/// upgrade is considered and before any route runs.
///
/// - Closes the connection when the first request's head has not arrived within
///   `requestHeadTimeout` (a half-sent request or a silent client). Later requests on a
///   kept-alive connection are timed by Hummingbird's idle timeout.
/// - Answers 400 to a request that does not parse (431 when its headers are too large) or
///   that has more than one `Host` or `Origin` header, and closes the connection.
/// - Answers 403 when `RequestOriginPolicy` refuses the request's `Host` or `Origin`, 503
///   before the server listens, and 503 to a WebSocket upgrade when every WebSocket slot is
///   taken; then closes the connection.
///
/// It sits between the HTTP decoder and the upgrade handler, so refused upgrades never reach
/// the WebSocket router. After an upgrade it lets the WebSocket bytes through untouched.
/// A refusal of a pipelined request waits until the responses to the requests before it have
/// been written, so answers stay in order.
final class RequestGate: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = Any
    typealias InboundOut = Any
    typealias OutboundIn = Any
    typealias OutboundOut = HTTPServerResponsePart

    private let policy: ServedOriginPolicy
    private let webSocketSlots: WebSocketSlots
    private let requestHeadTimeout: TimeAmount
    private var requestHeadDeadline: Scheduled<Void>?
    private var isRefusing = false
    private var holdsWebSocketSlot = false
    /// Requests let through whose response has not ended yet.
    private var pendingResponses = 0
    /// A refusal waiting for `pendingResponses` to reach 0.
    private var deferredRefusal: (status: HTTPResponseStatus, message: String)?

    /// - Parameters:
    ///   - policy: the `Host`/`Origin` policy of the bound address; while it holds none (not
    ///     listening yet) every request is refused with 503.
    ///   - webSocketSlots: the server-wide count of WebSocket clients.
    ///   - requestHeadTimeout: how long a new connection may take to send its first request head.
    init(policy: ServedOriginPolicy, webSocketSlots: WebSocketSlots, requestHeadTimeout: TimeAmount) {
        self.policy = policy
        self.webSocketSlots = webSocketSlots
        self.requestHeadTimeout = requestHeadTimeout
    }

    func handlerAdded(context: ChannelHandlerContext) {
        let loopBoundContext = context.loopBound
        requestHeadDeadline = context.eventLoop.assumeIsolated().scheduleTask(in: requestHeadTimeout) {
            let context = loopBoundContext.value
            context.close(promise: nil)
        }
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        cancelDeadline()
        releaseWebSocketSlot()
    }

    func channelInactive(context: ChannelHandlerContext) {
        cancelDeadline()
        releaseWebSocketSlot()
        context.fireChannelInactive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard let part = unwrapInboundIn(data) as? HTTPServerRequestPart else {
            context.fireChannelRead(data)  // WebSocket bytes after an upgrade
            return
        }
        guard !isRefusing else { return }
        switch part {
        case .head(let head):
            cancelDeadline()
            if let (status, reason) = refusal(of: head) {
                refuse(context: context, status: status, message: reason)
                return
            }
            pendingResponses += 1
            context.fireChannelRead(data)
        case .body, .end:
            context.fireChannelRead(data)
        }
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        guard let part = unwrapOutboundIn(data) as? HTTPServerResponsePart, case .end = part else {
            context.write(data, promise: promise)
            return
        }
        pendingResponses = max(0, pendingResponses - 1)
        context.write(data, promise: promise)
        if pendingResponses == 0, let refusal = deferredRefusal {
            deferredRefusal = nil
            respond(context: context, status: refusal.status, message: refusal.message)
        }
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        guard let parserError = error as? HTTPParserError else {
            context.fireErrorCaught(error)
            return
        }
        cancelDeadline()
        guard !isRefusing else { return }
        if case .headerOverflow = parserError {
            refuse(context: context, status: .requestHeaderFieldsTooLarge, message: "request headers too large")
        } else {
            refuse(context: context, status: .badRequest, message: "malformed HTTP request")
        }
    }

    /// The status and one-line reason a request is refused with, or nil to let it through.
    private func refusal(of head: HTTPRequestHead) -> (HTTPResponseStatus, String)? {
        let hosts = head.headers["host"]
        let origins = head.headers["origin"]
        guard hosts.count <= 1, origins.count <= 1 else { return (.badRequest, "more than one Host or Origin header") }
        guard let policy = policy.current else { return (.serviceUnavailable, "not listening yet") }
        do {
            try policy.check(host: hosts.first, origin: origins.first)
        } catch {
            return (.forbidden, "forbidden: \(error)")
        }
        let isWebSocketUpgrade = head.headers["upgrade"].contains { $0.lowercased().contains("websocket") }
        if isWebSocketUpgrade, !holdsWebSocketSlot {
            guard webSocketSlots.reserve() else { return (.serviceUnavailable, "too many dashboard pages are open") }
            holdsWebSocketSlot = true
        }
        return nil
    }

    /// Stops reading requests and answers with `status`: now, or after the responses still due.
    private func refuse(context: ChannelHandlerContext, status: HTTPResponseStatus, message: String) {
        isRefusing = true
        if pendingResponses == 0 {
            respond(context: context, status: status, message: message)
        } else {
            deferredRefusal = (status, message)
        }
    }

    /// Writes a plain one-line response and closes the connection.
    private func respond(context: ChannelHandlerContext, status: HTTPResponseStatus, message: String) {
        var body = context.channel.allocator.buffer(capacity: message.utf8.count + 1)
        body.writeString(message + "\n")
        var headers = HTTPHeaders()
        headers.add(name: "Content-Type", value: "text/plain; charset=utf-8")
        headers.add(name: "Content-Length", value: String(body.readableBytes))
        headers.add(name: "X-Content-Type-Options", value: "nosniff")
        headers.add(name: "Connection", value: "close")
        context.write(wrapOutboundOut(.head(HTTPResponseHead(version: .http1_1, status: status, headers: headers))), promise: nil)
        context.write(wrapOutboundOut(.body(.byteBuffer(body))), promise: nil)
        let loopBoundContext = context.loopBound
        context.writeAndFlush(wrapOutboundOut(.end(nil))).assumeIsolated().whenComplete { _ in
            loopBoundContext.value.close(promise: nil)
        }
    }

    private func cancelDeadline() {
        requestHeadDeadline?.cancel()
        requestHeadDeadline = nil
    }

    private func releaseWebSocketSlot() {
        if holdsWebSocketSlot {
            holdsWebSocketSlot = false
            webSocketSlots.release()
        }
    }
}
