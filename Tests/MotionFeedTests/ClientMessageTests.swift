import Testing
@testable import MotionFeed

@Suite struct ClientMessageTests {
    @Test func readsEveryControl() throws {
        #expect(try ClientMessage.parse(#"{"action":"resetReference"}"#) == .resetReference)
        #expect(try ClientMessage.parse(#"{"action":"setFilter","name":"vqf"}"#) == .setFilter("vqf"))
        #expect(try ClientMessage.parse(#"{"action":"setReferenceFrame","name":"xArbitraryZVertical"}"#) == .setReferenceFrame("xArbitraryZVertical"))
        #expect(try ClientMessage.parse(#"{"action":"setInterfaceOrientation","name":"landscapeLeft"}"#) == .setInterfaceOrientation("landscapeLeft"))
        #expect(try ClientMessage.parse(#"{"action":"setReduceMotion","enabled":true}"#) == .setReduceMotion(true))
        #expect(try ClientMessage.parse(#"{"action":"cycleFilter"}"#) == .cycleFilter)
    }

    @Test func rejectsBadMessagesWithAReason() {
        #expect(throws: ClientMessage.ParseError.notJSON) { try ClientMessage.parse("hello") }
        #expect(throws: ClientMessage.ParseError.notJSON) { try ClientMessage.parse(#"{"action":3}"#) }
        #expect(throws: ClientMessage.ParseError.unknownAction("explode")) { try ClientMessage.parse(#"{"action":"explode"}"#) }
        #expect(throws: ClientMessage.ParseError.missingField(action: "setFilter", field: "name")) {
            try ClientMessage.parse(#"{"action":"setFilter"}"#)
        }
        #expect(throws: ClientMessage.ParseError.missingField(action: "setReduceMotion", field: "enabled")) {
            try ClientMessage.parse(#"{"action":"setReduceMotion","enabled":"yes"}"#)
        }
        #expect(throws: ClientMessage.ParseError.tooLong(2000)) { try ClientMessage.parse(String(repeating: "x", count: 2000)) }
    }
}
