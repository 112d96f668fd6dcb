import CoreMetrics
import IMUDrivers
import Synchronization

/// The daemon's metrics, recorded through swift-metrics: whichever backend the program
/// bootstraps (`inertia serve` uses Prometheus) collects them. Names follow Prometheus'
/// conventions: base units in the name, `_total` for counters.
public struct MotionDaemonMetrics: Sendable {
    /// Every metric's name and help text, for backends that show help.
    public static let help: [String: String] = [
        "inertia_samples_total": "Samples the pipeline processed.",
        "inertia_sensor_dropped_samples_total": "Samples the sensor lost (FIFO overflow, gaps).",
        "inertia_client_dropped_samples_total": "Sample lines stream clients lost by reading too slowly.",
        "inertia_delivery_latency_seconds": "Time from reading a sample off the sensor to writing its line to a client socket.",
        "inertia_stream_clients": "Connected motion stream clients.",
        "inertia_sample_rate_hertz": "The sensor's measured sample rate.",
        "inertia_temperature_celsius": "The sensor's temperature.",
        "inertia_gyroscope_bias_radians_per_second": "The filter's gyroscope bias estimate per axis, device frame.",
        "inertia_rest": "1 while the filter detects rest, else 0.",
        "inertia_magnetic_disturbance": "1 while the magnetometer is rejected as disturbed, else 0.",
        "inertia_inclination_error_bound_degrees": "95 % bound of the attitude's inclination (tilt) error.",
        "inertia_heading_error_bound_degrees": "95 % bound of the attitude's heading error.",
        "inertia_heading_referenced": "1 while the heading is referenced to the magnetic field, else 0.",
        "inertia_heading_drift_budget_degrees": "How far the heading may have drifted since it was last referenced.",
        "inertia_calibration_profile_age_seconds": "Age of the calibration profile in use.",
        "inertia_interrupt_edges": "Interrupt edges read from the line since the sensor started.",
        "inertia_interrupt_missed_edges": "Interrupt edges lost before they were read (gaps in the line's sequence numbers).",
        "inertia_interrupt_watermark_overruns": "FIFO drains that found more than two interrupts' worth of samples, and FIFO overflows.",
        "inertia_interrupt_edge_to_read_latency_median_seconds": "From the kernel's edge timestamp to the FIFO read, median of recent reads.",
        "inertia_interrupt_edge_to_read_latency_p99_seconds": "From the kernel's edge timestamp to the FIFO read, 99th percentile of recent reads.",
        "inertia_interrupt_sample_age_median_seconds": "From a sample's host timestamp to its delivery, median of recent samples.",
        "inertia_interrupt_sample_age_p99_seconds": "From a sample's host timestamp to its delivery, 99th percentile of recent samples.",
        "inertia_sensor_clock_drift_ppm": "The sensor's oscillator against the host clock, parts per million (positive: fast).",
    ]

    /// Buckets of `inertia_delivery_latency_seconds`, seconds: 50 µs to 1 s.
    public static let latencyBucketsSeconds: [Double] = [
        0.00005, 0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1,
    ]

    let samples = Counter(label: "inertia_samples_total")
    let sensorDroppedSamples = Counter(label: "inertia_sensor_dropped_samples_total")
    let clientDroppedSamples = Counter(label: "inertia_client_dropped_samples_total")
    let deliveryLatency = Timer(label: "inertia_delivery_latency_seconds")
    let clients = Gauge(label: "inertia_stream_clients")
    let sampleRate = Gauge(label: "inertia_sample_rate_hertz")
    let temperature = Gauge(label: "inertia_temperature_celsius")
    let gyroscopeBias = [
        Gauge(label: "inertia_gyroscope_bias_radians_per_second", dimensions: [("axis", "x")]),
        Gauge(label: "inertia_gyroscope_bias_radians_per_second", dimensions: [("axis", "y")]),
        Gauge(label: "inertia_gyroscope_bias_radians_per_second", dimensions: [("axis", "z")]),
    ]
    let rest = Gauge(label: "inertia_rest")
    let magneticDisturbance = Gauge(label: "inertia_magnetic_disturbance")
    let inclinationErrorBound = Gauge(label: "inertia_inclination_error_bound_degrees")
    let headingErrorBound = Gauge(label: "inertia_heading_error_bound_degrees")
    let headingReferenced = Gauge(label: "inertia_heading_referenced")
    let headingDriftBudget = Gauge(label: "inertia_heading_drift_budget_degrees")
    /// The interrupt timing gauges, made when the first report arrives (a polling sensor
    /// has none).
    let interruptGauges = InterruptTimingGauges.Lazy()

    /// The metrics, registered with the bootstrapped backend.
    public init() {}

    /// Records the interrupt timing gauges (the counts are totals since the sensor started).
    func recordInterruptTiming(_ report: InterruptTimingReport) {
        interruptGauges.gauges.record(report)
    }
}

/// The gauges of `InterruptTimingReport`.
final class InterruptTimingGauges: Sendable {
    let edges = Gauge(label: "inertia_interrupt_edges")
    let missedEdges = Gauge(label: "inertia_interrupt_missed_edges")
    let watermarkOverruns = Gauge(label: "inertia_interrupt_watermark_overruns")
    let edgeToReadLatencyMedian = Gauge(label: "inertia_interrupt_edge_to_read_latency_median_seconds")
    let edgeToReadLatencyPercentile99 = Gauge(label: "inertia_interrupt_edge_to_read_latency_p99_seconds")
    let sampleAgeMedian = Gauge(label: "inertia_interrupt_sample_age_median_seconds")
    let sampleAgePercentile99 = Gauge(label: "inertia_interrupt_sample_age_p99_seconds")
    let sensorClockDrift = Gauge(label: "inertia_sensor_clock_drift_ppm")

    func record(_ report: InterruptTimingReport) {
        edges.record(report.edgeCount)
        missedEdges.record(report.missedEdgeCount)
        watermarkOverruns.record(report.watermarkOverrunCount)
        if let latency = report.edgeToReadLatency {
            edgeToReadLatencyMedian.record(latency.medianSeconds)
            edgeToReadLatencyPercentile99.record(latency.percentile99Seconds)
        }
        if let age = report.sampleAgeAtDelivery {
            sampleAgeMedian.record(age.medianSeconds)
            sampleAgePercentile99.record(age.percentile99Seconds)
        }
        if let drift = report.sensorClockDriftPartsPerMillion { sensorClockDrift.record(drift) }
    }

    /// Made on first use.
    final class Lazy: Sendable {
        private let made = Mutex<InterruptTimingGauges?>(nil)

        var gauges: InterruptTimingGauges {
            made.withLock { made in
                if let made { return made }
                let gauges = InterruptTimingGauges()
                made = gauges
                return gauges
            }
        }
    }
}

extension Timer {
    /// Records `seconds` (negative values as 0).
    func recordSeconds(_ seconds: Double) {
        recordNanoseconds(Int64(max(0, seconds) * 1e9))
    }
}
