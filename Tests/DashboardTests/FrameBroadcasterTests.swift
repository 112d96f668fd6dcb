import Testing
@testable import Dashboard

@Suite struct FrameBroadcasterTests {
    @Test func aClientThatDoesNotReadKeepsOnlyTheNewestMessage() async {
        let broadcaster = FrameBroadcaster()
        let (identifier, messages) = broadcaster.subscribe()
        for index in 0..<1000 {
            broadcaster.publish("frame \(index)")
        }
        broadcaster.unsubscribe(identifier)
        var received: [String] = []
        for await message in messages { received.append(message) }
        #expect(received == ["frame 999"])
    }

    @Test func everyClientGetsTheMessageAndLeavingEndsTheStream() async {
        let broadcaster = FrameBroadcaster()
        let first = broadcaster.subscribe()
        let second = broadcaster.subscribe()
        #expect(broadcaster.clientCount == 2)
        #expect(first.identifier != second.identifier)
        broadcaster.publish("hello")
        var firstIterator = first.messages.makeAsyncIterator()
        var secondIterator = second.messages.makeAsyncIterator()
        #expect(await firstIterator.next() == "hello")
        #expect(await secondIterator.next() == "hello")
        broadcaster.unsubscribe(first.identifier)
        #expect(await firstIterator.next() == nil)
        #expect(broadcaster.clientCount == 1)
        broadcaster.unsubscribe(12345)
        #expect(broadcaster.clientCount == 1)
    }
}
