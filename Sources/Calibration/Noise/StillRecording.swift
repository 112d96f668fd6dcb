import IMUSamples
import MotionMath

/// The samples of a still recording, kept as numbers for the noise analysis (56 bytes a
/// sample: an hour at 100 Hz is about 20 MB).
public struct StillRecording: Sendable {
    /// Sample times, seconds on the sensor's clock.
    public private(set) var timesSeconds: [Double] = []
    /// Gyroscope x, y, z, rad/s.
    public private(set) var gyroscopeRadiansPerSecond: [[Double]] = [[], [], []]
    /// Accelerometer x, y, z, m/s².
    public private(set) var accelerometerMetersPerSecondSquared: [[Double]] = [[], [], []]

    public init() {}

    /// Appends one sample; samples with a non-finite value are left out (they return
    /// false).
    @discardableResult
    public mutating func append(_ sample: IMUSample) -> Bool {
        let gyroscope = sample.gyroscopeRadiansPerSecond
        let accelerometer = sample.accelerometerMetersPerSecondSquared
        let values = [gyroscope.x, gyroscope.y, gyroscope.z, accelerometer.x, accelerometer.y, accelerometer.z]
        guard sample.timestampSeconds.isFinite, values.allSatisfy(\.isFinite) else { return false }
        timesSeconds.append(sample.timestampSeconds)
        for axis in 0..<3 {
            gyroscopeRadiansPerSecond[axis].append(values[axis])
            accelerometerMetersPerSecondSquared[axis].append(values[3 + axis])
        }
        return true
    }

    /// Samples held.
    public var count: Int { timesSeconds.count }

    /// From the first sample to the last, seconds.
    public var durationSeconds: Double {
        guard let first = timesSeconds.first, let last = timesSeconds.last else { return 0 }
        return last - first
    }

    /// The mean time between samples, seconds (0 with fewer than two).
    public var samplePeriodSeconds: Double {
        count > 1 ? durationSeconds / Double(count - 1) : 0
    }

    /// Steps longer than 1.5 sample periods (lost samples): the analysis treats the samples
    /// as evenly spaced, so these shift the averaging times a little.
    public var gapCount: Int {
        let period = samplePeriodSeconds
        guard period > 0 else { return 0 }
        return zip(timesSeconds.dropFirst(), timesSeconds).filter { $0 - $1 > 1.5 * period }.count
    }
}
