import IMUDrivers
import IMUSamples

@testable import IMUSimulator

extension IMUDriverSource {
    /// The real driver on `imu`'s simulated chip, identified as a user's would be, started
    /// at `rateHertz` (Hz); `interruptLine` nil polls.
    static func started(
        on imu: SimulatedIMU, clock: VirtualClock, rateHertz: Double, interruptLine: (any InterruptLine)? = nil,
        interruptSettings: InterruptSettings? = nil
    ) throws -> IMUDriverSource {
        let identity = try ChipProbe.identify(bus: imu.bus, expected: nil)
        let driver = try IMUDriverFactory.makeDriver(bus: imu.bus, identity: identity, clock: clock)
        let source = IMUDriverSource(
            driver: driver, settings: SensorSettings(sampleRateHertz: rateHertz), clock: clock, kind: .simulator,
            interruptLine: interruptLine)
        if let interruptSettings { source.interruptSettings = interruptSettings }
        try source.start()
        return source
    }

    /// Reads batches until `clock` has moved `seconds` (s) or the source ends; returns the
    /// samples and the dropped count the batches reported.
    func stream(seconds: Double, clock: VirtualClock) throws -> (samples: [IMUSample], dropped: Int) {
        let end = clock.nowSeconds + seconds
        var samples: [IMUSample] = []
        var dropped = 0
        while clock.nowSeconds < end {
            guard let batch = try nextBatch() else { break }
            samples += batch.samples
            dropped += batch.droppedSampleCount
        }
        return (samples, dropped)
    }
}
