import IMUDrivers
import Platform
import Testing

/// The host's blocking sleep takes any `Double` without trapping.
@Suite struct HostSleepTests {
    @Test func requestsThatAreNoTimeReturnAtOnce() {
        let start = MonotonicClock.nowSeconds
        for seconds: Double in [.nan, -.infinity, -1, 0, -1e300] {
            HostSleep.sleep(seconds: seconds)
            MonotonicClock().sleep(seconds: seconds)
        }
        #expect(MonotonicClock.nowSeconds - start < 1)
    }

    @Test func aShortSleepLastsAtLeastItsTime() {
        let start = MonotonicClock.nowSeconds
        HostSleep.sleep(seconds: 0.02)
        #expect(MonotonicClock.nowSeconds - start >= 0.02)
    }
}
