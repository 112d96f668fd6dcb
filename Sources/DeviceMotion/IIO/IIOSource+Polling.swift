import Foundation
import IMUDrivers
import IMUSamples

/// Polling: read the sysfs raw values on a fixed schedule.
extension IIOSource {
    func restartSchedule(at timestamp: Double) {
        scheduleOriginHostSeconds = MonotonicClock.nowSeconds
        scheduleOriginTimestamp = timestamp
        scheduleIndex = 0
    }

    /// Waits for the next slot of the schedule and reads one sample. Slots missed because
    /// the reader was late are skipped and reported as dropped.
    func nextPolledBatch() throws(IIOError) -> SampleBatch {
        let period = 1 / pollingRateHertz
        var due = scheduleOriginHostSeconds + Double(scheduleIndex) * period
        var now = MonotonicClock.nowSeconds
        var dropped = 0
        if now > due + period {
            dropped = Int((now - due) / period)
            scheduleIndex += dropped
            due = scheduleOriginHostSeconds + Double(scheduleIndex) * period
        }
        if due > now {
            Thread.sleep(forTimeInterval: due - now)
            now = MonotonicClock.nowSeconds
        }
        let timestamp = scheduleOriginTimestamp + Double(scheduleIndex) * period
        scheduleIndex += 1
        let sample = IMUSample(
            timestampSeconds: timestamp,
            gyroscopeRadiansPerSecond: try gyroscope.readPolled(),
            accelerometerMetersPerSecondSquared: try accelerometer.readPolled(),
            magnetometerMicrotesla: try magnetometer?.readPolled(),
            temperatureCelsius: try temperature?.readPolled()
        )
        return SampleBatch(samples: [sample], droppedSampleCount: dropped)
    }
}
