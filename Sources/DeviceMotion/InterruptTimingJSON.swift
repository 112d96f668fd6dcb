import IMUDrivers
import IMUSamples
import Platform

/// The interrupt timing report as one JSON object, `snake_case` keys with their units:
///
/// ```json
/// {"line":"gpiochip0:17","samples_per_interrupt":1,"edges":2001,"missed_edges":0,
///  "watermark_overruns":0,"reads_without_edge":0,
///  "edge_to_read_latency_median_s":0.00008,"edge_to_read_latency_p99_s":0.0002,
///  "sample_age_median_s":0.0001,"sample_age_p99_s":0.0003,
///  "sensor_clock_drift_ppm":250.4,"sample_period_s":0.00099975}
/// ```
/// A figure not known yet (no edges, a baseline too short for the drift) is `null`.
public enum InterruptTimingJSON {
    /// The object's text.
    public static func object(_ report: InterruptTimingReport) -> String {
        func number(_ value: Double?) -> String { value.map(DeviceMotionJSON.number) ?? "null" }
        let fields = [
            "\"line\":\(JSONString.quoted(report.lineName))",
            "\"samples_per_interrupt\":\(report.samplesPerInterrupt)",
            "\"edges\":\(report.edgeCount)",
            "\"missed_edges\":\(report.missedEdgeCount)",
            "\"watermark_overruns\":\(report.watermarkOverrunCount)",
            "\"reads_without_edge\":\(report.readsWithoutEdgeCount)",
            "\"edge_to_read_latency_median_s\":\(number(report.edgeToReadLatency?.medianSeconds))",
            "\"edge_to_read_latency_p99_s\":\(number(report.edgeToReadLatency?.percentile99Seconds))",
            "\"sample_age_median_s\":\(number(report.sampleAgeAtDelivery?.medianSeconds))",
            "\"sample_age_p99_s\":\(number(report.sampleAgeAtDelivery?.percentile99Seconds))",
            "\"sensor_clock_drift_ppm\":\(number(report.sensorClockDriftPartsPerMillion))",
            "\"sample_period_s\":\(number(report.samplePeriodSeconds))",
        ]
        return "{" + fields.joined(separator: ",") + "}"
    }

    /// One line of text for status lines: "interrupt gpiochip0:17: 2001 edges, 0 missed,
    /// 0 reads without an edge, 0 overruns; edge to read 0.080/0.200 ms (median/p99); sample age 0.100/0.300 ms;
    /// sensor clock +250.4 ppm".
    public static func text(_ report: InterruptTimingReport) -> String {
        func milliseconds(_ summary: TimingSummary?) -> String {
            guard let summary else { return "–" }
            return SampleJSON.fixed(summary.medianSeconds * 1000, 3) + "/" + SampleJSON.fixed(summary.percentile99Seconds * 1000, 3) + " ms"
        }
        let drift = report.sensorClockDriftPartsPerMillion.map { ($0 >= 0 ? "+" : "") + SampleJSON.fixed($0, 1) + " ppm" } ?? "not yet known"
        return "interrupt \(report.lineName): \(report.edgeCount) edges, \(report.missedEdgeCount) missed, "
            + "\(report.readsWithoutEdgeCount) reads without an edge, \(report.watermarkOverrunCount) overruns; edge to read \(milliseconds(report.edgeToReadLatency)) (median/p99); "
            + "sample age \(milliseconds(report.sampleAgeAtDelivery)); sensor clock \(drift)"
    }
}
