import CoreMetrics
import Metrics
import MotionDaemon
import Prometheus

/// The metrics backend of `inertia serve`: swift-metrics handlers kept in a Prometheus
/// registry (swift-prometheus), each metric with its help text, exposed at `/metrics`.
final class PrometheusExposition: MetricsFactory, Sendable {
    let registry = PrometheusCollectorRegistry()
    private let help: [String: String]
    private let durationBuckets: [String: [Duration]]
    private let valueBuckets: [Double] = [1, 10, 100, 1000, 10000]

    /// A backend with `help` per metric name and latency buckets for the named timers.
    init(help: [String: String], durationBucketsSeconds: [String: [Double]]) {
        self.help = help
        durationBuckets = durationBucketsSeconds.mapValues { $0.map { Duration.nanoseconds(Int64($0 * 1e9)) } }
    }

    /// Makes this the process's metrics backend (once per process) and returns it.
    static func bootstrap() -> PrometheusExposition {
        let exposition = PrometheusExposition(
            help: MotionDaemonMetrics.help,
            durationBucketsSeconds: ["inertia_delivery_latency_seconds": MotionDaemonMetrics.latencyBucketsSeconds])
        MetricsSystem.bootstrap(exposition)
        return exposition
    }

    /// The text exposition of every metric.
    func emit() -> [UInt8] { registry.emitToBuffer() }

    /// The full name is the label (no unit suffix added); the help text from `help`.
    private func descriptor(_ label: String) -> MetricNameDescriptor {
        MetricNameDescriptor(metricName: label, unitName: "", helpText: help[label] ?? label)
    }

    func makeCounter(label: String, dimensions: [(String, String)]) -> any CounterHandler {
        registry.makeCounter(descriptor: descriptor(label), labels: dimensions)
    }

    func makeFloatingPointCounter(label: String, dimensions: [(String, String)]) -> any FloatingPointCounterHandler {
        registry.makeCounter(descriptor: descriptor(label), labels: dimensions)
    }

    func makeRecorder(label: String, dimensions: [(String, String)], aggregate: Bool) -> any RecorderHandler {
        guard aggregate else { return registry.makeGauge(descriptor: descriptor(label), labels: dimensions) }
        return registry.makeValueHistogram(descriptor: descriptor(label), labels: dimensions, buckets: valueBuckets)
    }

    func makeMeter(label: String, dimensions: [(String, String)]) -> any MeterHandler {
        registry.makeGauge(descriptor: descriptor(label), labels: dimensions)
    }

    func makeTimer(label: String, dimensions: [(String, String)]) -> any TimerHandler {
        let buckets = durationBuckets[label] ?? [.milliseconds(1), .milliseconds(10), .milliseconds(100), .seconds(1), .seconds(10)]
        return registry.makeDurationHistogram(descriptor: descriptor(label), labels: dimensions, buckets: buckets)
    }

    func destroyCounter(_ handler: any CounterHandler) {
        if let counter = handler as? Prometheus.Counter { registry.unregisterCounter(counter) }
    }

    func destroyFloatingPointCounter(_ handler: any FloatingPointCounterHandler) {
        if let counter = handler as? Prometheus.Counter { registry.unregisterCounter(counter) }
    }

    func destroyRecorder(_ handler: any RecorderHandler) {
        if let gauge = handler as? Prometheus.Gauge { registry.unregisterGauge(gauge) }
        if let histogram = handler as? ValueHistogram { registry.unregisterValueHistogram(histogram) }
    }

    func destroyMeter(_ handler: any MeterHandler) {
        if let gauge = handler as? Prometheus.Gauge { registry.unregisterGauge(gauge) }
    }

    func destroyTimer(_ handler: any TimerHandler) {
        if let histogram = handler as? DurationHistogram { registry.unregisterDurationHistogram(histogram) }
    }
}
