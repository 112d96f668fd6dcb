import AttitudeFilters
import DeviceMotion
import IMUSamples
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

    /// With `published`, the forms that have one are labelled so; the complementary filter
    /// (Inertia's own) and the default factory's filters are shown by their names.
    @Test func publishedFormsAreLabelled() {
        let published = AttitudeFilterFactory.standard(vqfSettings: .default, published: true)
        #expect(published.label(of: "Madgwick") == "madgwick as published")
        #expect(published.label(of: "mahony") == "mahony as published")
        #expect(published.label(of: "vqf") == "vqf as published")
        #expect(published.label(of: "complementary") == "complementary")
        for name in AttitudeFilterFactory.standard.names {
            #expect(AttitudeFilterFactory.standard.label(of: name.uppercased()) == name)
        }
    }

    /// With `magneticDisturbanceRejection`, a filter whose own choice differs is labelled
    /// with it, and the factory makes every filter so.
    @Test func aRejectionThatIsNotTheFiltersOwnIsLabelled() throws {
        let on = AttitudeFilterFactory.standard(vqfSettings: .default, magneticDisturbanceRejection: true)
        #expect(on.label(of: "madgwick") == "madgwick with magnetic disturbance rejection")
        #expect(on.label(of: "mahony") == "mahony")
        #expect(try #require(on.makeFilter(named: "madgwick") as? MadgwickFilter).settings.magneticDisturbanceRejection != nil)
        let off = AttitudeFilterFactory.standard(vqfSettings: .default, magneticDisturbanceRejection: false)
        #expect(off.label(of: "madgwick") == "madgwick")
        for name in ["vqf", "mahony", "complementary"] {
            #expect(off.label(of: name) == "\(name) without magnetic disturbance rejection")
        }
        #expect(try #require(off.makeFilter(named: "vqf") as? VQFFilter).settings.magneticDisturbanceRejectionEnabled == false)
    }

    /// The feed's status carries the manager's label for the filter in use, and follows it
    /// when the filter is switched: what the demo's status line and the dashboard show.
    @Test func theFeedStatusShowsThePublishedLabel() {
        let source = RecordedSampleSource(
            samples: DeviceMotionFeedTests.recording(),
            information: SourceInformation(kind: .replay, chipName: "recording", sampleRateHertz: 100))
        let manager = MotionManager(
            source: source, configuration: .init(calibration: .none, hasMagnetometer: false),
            filterFactory: .standard(vqfSettings: .default, published: true))
        let feed = DeviceMotionFeed(manager: manager)
        #expect(feed.status().filterName == "vqf")
        #expect(feed.status().filterLabel == "vqf as published")
        feed.apply(.cycleFilter)
        #expect(feed.status().filterName == "complementary")
        #expect(feed.status().filterLabel == "complementary")
        feed.apply(.setFilter("madgwick"))
        #expect(feed.status().filterLabel == "madgwick as published")
    }
}
