import DeviceMotion
import Testing
@testable import MotionFeed

@Suite struct FilterCyclingTests {
    /// The standard filter list names every filter once, VQF first, and each name makes a filter.
    @Test func everyFilterOnceWithVQFFirst() throws {
        let names = AttitudeFilterFactory.standard.names
        #expect(names.first == "vqf")
        #expect(Set(names).count == names.count)
        #expect(Set(names) == ["vqf", "complementary", "madgwick", "mahony"])
        for name in names {
            _ = try AttitudeFilterFactory.standard.makeFilter(named: name, sampleRateHertz: 104)
        }
    }

    /// Cycling through the list visits every filter and comes back to the first.
    @Test func cyclingVisitsEveryFilter() {
        let names = AttitudeFilterFactory.standard.names
        var visited: [String] = []
        var current = names[0]
        for _ in names.indices {
            guard let next = names.cycled(after: current) else { break }
            visited.append(next)
            current = next
        }
        #expect(visited.count == names.count)
        #expect(Set(visited) == Set(names))
        #expect(visited.last == names.first)
    }
}
