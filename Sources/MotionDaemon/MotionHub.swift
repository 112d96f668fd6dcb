import DeviceMotion
import CoreMetrics
import Foundation
import IMUSamples
import Platform
import Synchronization

/// Takes every processed sample from the manager and hands each client the lines it
/// subscribed to; every `statusIntervalSeconds` (default 1 s), a status line to every
/// client and the gauges.
final class MotionHub: Sendable {
    private let manager: MotionManager
    private let settings: MotionStreamServer.Settings
    let metrics: MotionDaemonMetrics
    private let clients = Mutex<[ObjectIdentifier: StreamClient]>([:])
    private let latest = Mutex<ProcessedSample?>(nil)
    /// The calibration profile's modification time, seconds since 1970; nil without one.
    private let calibrationDate: Double?
    /// `inertia_calibration_profile_age_seconds`, made only when a profile is in use.
    private let calibrationAge: Gauge?

    init(manager: MotionManager, settings: MotionStreamServer.Settings, metrics: MotionDaemonMetrics) {
        self.manager = manager
        self.settings = settings
        self.metrics = metrics
        // The profile's age is its file's: `stat` either gives the time or there is no age.
        calibrationDate = manager.calibration.path.flatMap { path in
            var information = stat()
            return stat(path, &information) == 0 ? Double(information.st_mtim.tv_sec) : nil
        }
        calibrationAge = calibrationDate.map { _ in Gauge(label: "inertia_calibration_profile_age_seconds") }
    }

    /// The sensor's configured rate, Hz (what `rate_hz` decimates from).
    var sensorRateHertz: Double { manager.sourceInformation.sampleRateHertz }

    /// Adds a client; false when `maximumClients` are already connected.
    func add(_ client: StreamClient) -> Bool {
        let count = clients.withLock { clients -> Int? in
            guard clients.count < settings.maximumClients else { return nil }
            clients[ObjectIdentifier(client)] = client
            return clients.count
        }
        guard let count else { return false }
        metrics.clients.record(count)
        return true
    }

    func remove(_ client: StreamClient) {
        let count = clients.withLock { clients in
            clients.removeValue(forKey: ObjectIdentifier(client))
            return clients.count
        }
        metrics.clients.record(count)
    }

    var allClients: [StreamClient] { clients.withLock { Array($0.values) } }

    /// Hands out samples until the manager's stream ends or the task is cancelled.
    func distribute() async {
        let updates = manager.sampleUpdates(buffering: .newest(8192))
        let information = manager.sourceInformation
        var previousSequence: UInt64?
        for await sample in updates {
            metrics.samples.increment()
            if let previous = previousSequence, sample.sequenceNumber > previous + 1 {
                metrics.sensorDroppedSamples.increment(by: Int(sample.sequenceNumber - previous - 1))
            }
            previousSequence = sample.sequenceNumber
            latest.withLock { $0 = sample }
            let targets = allClients
            guard !targets.isEmpty else { continue }
            let sequence = sample.sequenceNumber
            var motionLine: [UInt8]?
            var rawLine: [UInt8]?
            for client in targets {
                if client.wants(.deviceMotion, sequenceNumber: sequence) {
                    if motionLine == nil {
                        let northReferenced = manager.attitudeReferenceFrame.isNorthReferenced
                        motionLine = Array((DeviceMotionJSON.object(
                            sample.deviceMotion, northReferenced: northReferenced, sequenceNumber: sequence) + "\n").utf8)
                    }
                    client.enqueueSample(motionLine ?? [], sequenceNumber: sequence, readTimeSeconds: sample.readTimeSeconds)
                } else if client.wants(.raw, sequenceNumber: sequence) {
                    if rawLine == nil {
                        rawLine = Array((SampleJSON.object(
                            sample.sensorSample, chip: information.chipName, address: information.address,
                            timeSeconds: sample.sensorSample.timestampSeconds, sequenceNumber: sequence) + "\n").utf8)
                    }
                    client.enqueueSample(rawLine ?? [], sequenceNumber: sequence, readTimeSeconds: sample.readTimeSeconds)
                }
            }
        }
    }

    /// Sends a status line to every client and updates the gauges, every
    /// `statusIntervalSeconds`, until cancelled.
    func reportStatus() async {
        let period = Duration.milliseconds(Int64(settings.statusIntervalSeconds * 1000))
        while !Task.isCancelled {
            do { try await Task.sleep(for: period) } catch { return }
            updateGauges()
            for client in allClients {
                client.enqueueStatus { request, lastSequence, dropped in
                    self.statusLine(request: request, lastSequenceNumber: lastSequence, droppedLines: dropped, isFinal: false)
                }
            }
        }
    }

    /// A status line for `client` (`"final": true` on the last one).
    func statusLine(for client: StreamClient, isFinal: Bool) -> String {
        let (request, lastSequence, dropped) = client.snapshot
        return statusLine(request: request, lastSequenceNumber: lastSequence, droppedLines: dropped, isFinal: isFinal)
    }

    /// A status line for a client with this subscription, newest sample and losses.
    private func statusLine(request: StreamRequest?, lastSequenceNumber lastSequence: UInt64?, droppedLines dropped: Int, isFinal: Bool) -> String {
        let status = manager.status
        var fields = [
            "\"type\":\"status\"",
            "\"seq\":" + (lastSequence.map { "\($0)" } ?? "null"),
            "\"subscription\":" + (request.map { "\"\($0.kind.rawValue)\"" } ?? "null"),
            "\"rate_hz\":" + (request?.rateHertz.map { DeviceMotionJSON.number($0) } ?? "null"),
            "\"sample_rate_hz\":\(DeviceMotionJSON.number(status.measuredSampleRateHertz))",
            "\"sensor_dropped_samples\":\(status.sourceDroppedSampleCount)",
            "\"client_dropped_samples\":\(dropped)",
            "\"clients\":\(clients.withLock { $0.count })",
            "\"calibration\":\(JSONString.quoted(manager.calibrationDescription))",
            "\"calibration_status\":" + (status.recalibration.map { JSONString.quoted($0.description) } ?? "null"),
            "\"filter\":\(JSONString.quoted(status.filterName))",
            "\"filter_label\":\(JSONString.quoted(status.filterLabel))",
            "\"accelerometer_time_constant_s\":" + (status.filterTimeConstants.map { DeviceMotionJSON.number($0.accelerometerSeconds) } ?? "null"),
            "\"magnetometer_time_constant_s\":" + (status.filterTimeConstants.map { DeviceMotionJSON.number($0.magnetometerSeconds) } ?? "null"),
            "\"sensor_delay_ms\":\(DeviceMotionJSON.number(status.sensorDelaySeconds * 1000))",
            "\"prediction_ms\":\(DeviceMotionJSON.number(status.predictionLeadSeconds * 1000))",
            "\"source\":\(JSONString.quoted(status.source.kind.rawValue))",
            "\"chip\":\(JSONString.quoted(status.source.chipName))",
        ]
        if let timing = status.interruptTiming { fields.append("\"interrupt_timing\":" + InterruptTimingJSON.object(timing)) }
        if let problem = status.lastError { fields.append("\"problem\":\(JSONString.quoted(problem))") }
        if isFinal { fields.append("\"final\":true") }
        return "{" + fields.joined(separator: ",") + "}"
    }

    private func updateGauges() {
        let status = manager.status
        metrics.sampleRate.record(status.measuredSampleRateHertz)
        if let timing = status.interruptTiming { metrics.recordInterruptTiming(timing) }
        if let calibrationDate, let calibrationAge {
            calibrationAge.record(Date().timeIntervalSince1970 - calibrationDate)
        }
        guard let sample = latest.withLock({ $0 }) else { return }
        if let temperature = sample.sensorSample.temperatureCelsius, temperature.isFinite {
            metrics.temperature.record(temperature)
        }
        let bias = sample.gyroscopeBiasRadiansPerSecond
        for (gauge, value) in zip(metrics.gyroscopeBias, [bias.x, bias.y, bias.z]) { gauge.record(value) }
        metrics.rest.record(sample.filterFlags.contains(.restDetected) ? 1 : 0)
        metrics.magneticDisturbance.record(sample.filterFlags.contains(.magneticDisturbance) ? 1 : 0)
        let motion = sample.deviceMotion
        metrics.inclinationErrorBound.record(motion.attitudeAccuracy.inclinationErrorBoundDegrees)
        metrics.headingErrorBound.record(motion.attitudeAccuracy.headingErrorBoundDegrees)
        metrics.headingReferenced.record(motion.headingReferenced ? 1 : 0)
        metrics.headingDriftBudget.record(motion.headingDriftBudgetDegrees)
    }
}
