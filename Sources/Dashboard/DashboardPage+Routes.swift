import HTTPTypes
import Hummingbird
import HummingbirdWebSocket

extension DashboardPage {
    /// `GET /` and `HEAD /` (the page), `GET /health` and `HEAD /health` ("ok").
    /// With `metrics`, also `GET /metrics` in the Prometheus text format.
    static func addRoutes(to router: Router<BasicWebSocketRequestContext>, metrics: (@Sendable () -> [UInt8])? = nil) {
        let page = ByteBuffer(string: document)
        let health = ByteBuffer(string: "ok\n")
        router.get("/") { _, _ in response(page, type: "text/html; charset=utf-8") }
        router.head("/") { _, _ in response(page, type: "text/html; charset=utf-8", withBody: false) }
        router.get("/health") { _, _ in response(health, type: "text/plain; charset=utf-8") }
        router.head("/health") { _, _ in response(health, type: "text/plain; charset=utf-8", withBody: false) }
        if let metrics {
            router.get("/metrics") { _, _ in
                response(ByteBuffer(bytes: metrics()), type: "text/plain; version=0.0.4; charset=utf-8")
            }
        }
    }

    /// `content` with its type and length; without the bytes for `HEAD`.
    private static func response(_ content: ByteBuffer, type: String, withBody: Bool = true) -> Response {
        var headers: HTTPFields = [.contentType: type, .contentLength: String(content.readableBytes), .cacheControl: "no-store"]
        // The URL may carry the control token: never send it on as a referrer.
        for (name, value) in [("X-Content-Type-Options", "nosniff"), ("Referrer-Policy", "no-referrer")] {
            if let name = HTTPField.Name(name) { headers[name] = value }
        }
        return Response(status: .ok, headers: headers, body: withBody ? .init(byteBuffer: content) : .init())
    }
}
