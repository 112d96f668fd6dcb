import Testing
@testable import MotionDaemon

/// The subscribe line: what is accepted, and the one-line reason for what is not.
struct StreamRequestTests {
    private func parse(_ text: String) throws(StreamRequest.Refusal) -> StreamRequest {
        try StreamRequest.parse(Array(text.utf8))
    }

    private func refusal(_ text: String) -> String? {
        do {
            _ = try parse(text)
            return nil
        } catch {
            return error.message
        }
    }

    @Test func bothSubscriptionsWithAndWithoutARate() throws {
        #expect(try parse(#"{"subscribe": "device_motion"}"#) == StreamRequest(kind: .deviceMotion, rateHertz: nil, token: nil))
        #expect(try parse(#"{"subscribe":"raw","rate_hz":100}"#) == StreamRequest(kind: .raw, rateHertz: 100, token: nil))
        #expect(try parse(#"{"subscribe":"raw","rate_hz":12.5,"token":"abc"}"#) == StreamRequest(kind: .raw, rateHertz: 12.5, token: "abc"))
        #expect(try parse(#"{"subscribe":"raw","rate_hz":null}"#).rateHertz == nil)
    }

    @Test func refusedLinesSayWhy() {
        #expect(refusal("not json")?.hasPrefix("not JSON") == true)
        #expect(refusal("[]")?.hasPrefix("expected an object") == true)
        #expect(refusal("42")?.hasPrefix("expected an object") == true)
        #expect(refusal("{}")?.contains("missing \"subscribe\"") == true)
        #expect(refusal(#"{"subscribe":"nope"}"#)?.contains("unknown subscription \"nope\"") == true)
        #expect(refusal(#"{"subscribe":7}"#)?.contains("\"subscribe\" must be a string") == true)
        #expect(refusal(#"{"subscribe":"raw","rate_hz":-1}"#) == "\"rate_hz\" must be above 0")
        #expect(refusal(#"{"subscribe":"raw","rate_hz":0}"#) == "\"rate_hz\" must be above 0")
        #expect(refusal(#"{"subscribe":"raw","rate_hz":"fast"}"#)?.contains("must be a number") == true)
        #expect(refusal(#"{"subscribe":"raw","rate_hz":true}"#)?.contains("must be a number") == true)
        #expect(refusal(#"{"subscribe":"raw","token":5}"#)?.contains("\"token\" must be a string") == true)
        #expect(refusal(#"{"subscribe":"raw","extra":1}"#)?.contains("unknown key \"extra\"") == true)
    }
}
