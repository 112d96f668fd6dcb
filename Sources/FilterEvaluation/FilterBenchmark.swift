import AttitudeFilters
import IMUSamples
import MotionMath
import Platform

/// Times a filter's `update` over samples already in memory.
public enum FilterBenchmark {
    /// What one benchmark measured.
    public struct Result: Sendable, Hashable, Codable {
        /// Updates per run (the sample count).
        public var updatesPerRun: Int
        /// Number of timed runs.
        public var runs: Int
        /// Nanoseconds per update, median over runs.
        public var medianNanosecondsPerUpdate: Double
        /// Nanoseconds per update, fastest run.
        public var minimumNanosecondsPerUpdate: Double
        /// Updates per second at the median.
        public var updatesPerSecond: Double { 1e9 / medianNanosecondsPerUpdate }
    }

    /// Runs a fresh copy of `filter` over `samples` `runs` times (after one untimed warm-up
    /// run) and returns the timings, measured in thread CPU time. The time step is taken from the timestamps.
    public static func measure(
        _ filter: any AttitudeFilter, samples: [IMUSample], useMagnetometer: Bool, runs: Int
    ) -> Result {
        let inputs = BenchmarkInputs(samples: samples, useMagnetometer: useMagnetometer)
        func timed<Filter: AttitudeFilter>(_ filter: Filter) -> [Double] {
            var durations: [Double] = []
            var checksum = 0.0
            for run in 0...max(1, runs) {
                var copy = filter
                let start = monotonicNanoseconds()
                checksum += runOnce(&copy, inputs)
                let elapsed = monotonicNanoseconds() - start
                if run > 0 { durations.append(Double(elapsed)) }
            }
            if checksum.isNaN { durations.append(0) }  // keeps the work observable
            return durations
        }
        // Concrete types get a specialised loop; other filters go through the protocol.
        let durations: [Double]
        if let filter = filter as? MadgwickFilter {
            durations = timed(filter).sorted()
        } else if let filter = filter as? MahonyFilter {
            durations = timed(filter).sorted()
        } else if let filter = filter as? ComplementaryFilter {
            durations = timed(filter).sorted()
        } else if let filter = filter as? VQFFilter {
            durations = timed(filter).sorted()
        } else {
            durations = timed(filter).sorted()
        }
        let count = Double(max(1, samples.count))
        return Result(
            updatesPerRun: samples.count,
            runs: durations.count,
            medianNanosecondsPerUpdate: durations[durations.count / 2] / count,
            minimumNanosecondsPerUpdate: durations[0] / count
        )
    }

    @inlinable
    static func runOnce<Filter: AttitudeFilter>(_ filter: inout Filter, _ inputs: BenchmarkInputs) -> Double {
        var checksum = 0.0
        let count = inputs.gyroscope.count
        inputs.gyroscope.withUnsafeBufferPointer { gyroscope in
            inputs.accelerometer.withUnsafeBufferPointer { accelerometer in
                inputs.deltaTimesSeconds.withUnsafeBufferPointer { deltaTimes in
                    if let magnetometerValues = inputs.magnetometer {
                        magnetometerValues.withUnsafeBufferPointer { magnetometer in
                            for index in 0..<count {
                                filter.update(
                                    gyroscope: gyroscope[index], accelerometer: accelerometer[index],
                                    magnetometer: magnetometer[index], deltaTimeSeconds: deltaTimes[index]
                                )
                            }
                        }
                    } else {
                        for index in 0..<count {
                            filter.update(
                                gyroscope: gyroscope[index], accelerometer: accelerometer[index],
                                magnetometer: nil, deltaTimeSeconds: deltaTimes[index]
                            )
                        }
                    }
                }
            }
        }
        checksum += filter.attitude.w
        return checksum
    }

    /// CPU time of the calling thread, ns: unlike wall-clock time it does not count the
    /// time other processes hold the cores, so figures stay comparable on a busy machine.
    static func monotonicNanoseconds() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }
}

/// Samples unpacked into flat arrays for timing (structure of arrays).
@usableFromInline
struct BenchmarkInputs {
    @usableFromInline var gyroscope: [Vector3]
    @usableFromInline var accelerometer: [Vector3]
    @usableFromInline var magnetometer: [Vector3?]?
    @usableFromInline var deltaTimesSeconds: [Double]

    init(samples: [IMUSample], useMagnetometer: Bool) {
        gyroscope = samples.map(\.gyroscopeRadiansPerSecond)
        accelerometer = samples.map(\.accelerometerMetersPerSecondSquared)
        magnetometer = useMagnetometer ? samples.map(\.magnetometerMicrotesla) : nil
        var previous = samples.first?.timestampSeconds ?? 0
        deltaTimesSeconds = samples.map { sample in
            defer { previous = sample.timestampSeconds }
            return sample.timestampSeconds - previous
        }
    }
}
