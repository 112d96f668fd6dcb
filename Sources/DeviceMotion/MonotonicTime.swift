import Platform

/// Seconds on the host's monotonic clock (`CLOCK_MONOTONIC`), for latency measurement only;
/// sample timestamps come from the sensor's clock.
@inline(__always)
func monotonicSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
}
