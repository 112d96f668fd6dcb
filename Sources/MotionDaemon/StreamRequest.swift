import Foundation

/// What a client asks for in one line: `{"subscribe": "device_motion" | "raw",
/// "rate_hz": N (optional), "token": "…" (optional)}`.
struct StreamRequest: Equatable, Sendable {
    /// The kinds of line a client can subscribe to.
    enum Kind: String, Sendable {
        /// Device motion: the `inertia stream --format json` object.
        case deviceMotion = "device_motion"
        /// The sensor's readings: the `inertia stream --raw --format json` object.
        case raw
    }

    var kind: Kind
    /// The rate the client wants, Hz; nil for every sample.
    var rateHertz: Double?
    /// The token the client presented, if any.
    var token: String?

    /// Why a line is refused; the message goes back to the client in an error line.
    struct Refusal: Error, Equatable {
        var message: String
    }

    /// Parses one line.
    static func parse(_ bytes: [UInt8]) throws(Refusal) -> StreamRequest {
        let fields: Fields
        do {
            fields = try JSONDecoder().decode(Fields.self, from: Data(bytes))
        } catch let refusal as Refusal {
            throw refusal
        } catch DecodingError.typeMismatch(_, let context) where context.codingPath.isEmpty {
            throw Refusal(message: "expected an object such as {\"subscribe\": \"device_motion\"}")
        } catch DecodingError.typeMismatch(_, let context) {
            let key = context.codingPath.last?.stringValue ?? "a value"
            throw Refusal(message: key == "rate_hz"
                ? "\"rate_hz\" must be a number of samples per second" : "\"\(key)\" must be a string")
        } catch {
            throw Refusal(message: "not JSON: send one object per line, e.g. {\"subscribe\": \"device_motion\"}")
        }
        guard let name = fields.subscribe else {
            throw Refusal(message: "missing \"subscribe\": \"device_motion\" or \"raw\"")
        }
        guard let kind = Kind(rawValue: name) else {
            throw Refusal(message: "unknown subscription \"\(name.prefix(40))\": \"device_motion\" or \"raw\"")
        }
        if let rate = fields.rateHertz, !(rate.isFinite && rate > 0) {
            throw Refusal(message: "\"rate_hz\" must be above 0")
        }
        return StreamRequest(kind: kind, rateHertz: fields.rateHertz, token: fields.token)
    }

    /// The keys of a request line; any other key is refused.
    private struct Fields: Decodable {
        var subscribe: String?
        var rateHertz: Double?
        var token: String?

        private struct Key: CodingKey {
            var stringValue: String
            var intValue: Int? { nil }
            init(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: Key.self)
            let known = ["subscribe", "rate_hz", "token"]
            if let unknown = container.allKeys.map(\.stringValue).sorted().first(where: { !known.contains($0) }) {
                throw Refusal(message: "unknown key \"\(unknown.prefix(40))\" (known: subscribe, rate_hz, token)")
            }
            subscribe = try container.decodeIfPresent(String.self, forKey: Key(stringValue: "subscribe"))
            rateHertz = try container.decodeIfPresent(Double.self, forKey: Key(stringValue: "rate_hz"))
            token = try container.decodeIfPresent(String.self, forKey: Key(stringValue: "token"))
        }
    }
}
