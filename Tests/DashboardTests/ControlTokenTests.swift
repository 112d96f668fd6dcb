import Testing
@testable import Dashboard

@Suite struct ControlTokenTests {
    struct CountingGenerator: RandomNumberGenerator {
        var state: UInt64 = 0x0123_4567_89ab_cdef
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            return state
        }
    }

    @Test func randomTokensAreLongHexAndDiffer() {
        let first = ControlToken.random()
        let second = ControlToken.random()
        #expect(first.text.count == ControlToken.generatedLength)
        #expect(first.text.allSatisfy { "0123456789abcdef".contains($0) })
        #expect(first != second)
        var generator = CountingGenerator()
        var again = CountingGenerator()
        #expect(ControlToken.random(using: &generator) == ControlToken.random(using: &again))
    }

    @Test func matchesOnlyTheExactText() {
        let token = ControlToken("s3cret-token")
        #expect(token != nil)
        #expect(token?.matches("s3cret-token") == true)
        for candidate in [nil, "", "s3cret-toke", "s3cret-token2", "S3CRET-TOKEN", "s3cret-tokeN", "x3cret-token"] as [String?] {
            #expect(token?.matches(candidate) == false, "\(String(describing: candidate))")
        }
    }

    @Test func refusesTextThatWouldNeedEscapingInAURL() {
        for text in ["", "with space", "a&b", "a=b", "a/b", "a?b", "é", String(repeating: "a", count: 257)] {
            #expect(ControlToken(text) == nil, "\(text)")
        }
        #expect(ControlToken("A-z_0.9~") != nil)
    }
}
