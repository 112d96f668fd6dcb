import Foundation
import MotionFeed

/// The text of the demo's status and help lines.
public enum StatusLine {
    /// " simulator · MPU-6050 · filter madgwick · 104 Hz · drops 0 · cal none · portrait" (the
    /// filter's label: "filter madgwick as published" for a published form), with
    /// "predict 0.3 ms (delay 2.8)" after the filter while a sensor delay is predicted for
    /// (ahead by the delay less half a sample period), and "reduce
    /// motion" appended when it is on.
    public static func text(for status: FeedStatus) -> String {
        var parts = [
            status.sourceName,
            status.chipName,
            "filter \(status.filterLabel)",
            String(format: "%.0f Hz", status.sampleRateHertz),
            "drops \(status.droppedSampleCount)",
            "cal \(status.calibrationDescription)",
            status.interfaceOrientationName,
        ]
        if status.sensorDelaySeconds > 0 {
            parts.insert(String(
                format: "predict %.1f ms (delay %.1f)", status.predictionLeadSeconds * 1000, status.sensorDelaySeconds * 1000), at: 3)
        }
        if status.isReduceMotionEnabled {
            parts.append("reduce motion")
        }
        return " " + parts.joined(separator: " · ")
    }

    /// `text(for: frame.status)`, then the attitude's 95 % error bounds when the source
    /// estimates them: "… · ±0.5° tilt ±0.9° heading".
    public static func text(for frame: MotionFrame) -> String {
        var text = text(for: frame.status)
        if let accuracy = frame.attitudeAccuracy {
            text += String(
                format: " · ±%.1f° tilt ±%.1f° heading",
                accuracy.inclinationErrorBoundDegrees, accuracy.headingErrorBoundDegrees)
        }
        return text
    }

    /// The key help shown on the top line.
    public static let help = " inertia demo   q quit · r reset reference · o orientation · m reduce motion · f filter"

    /// `text` cut or padded with spaces to exactly `width` characters.
    public static func fitted(_ text: String, width: Int) -> String {
        let scalars = Array(text.unicodeScalars)
        if scalars.count >= width {
            var result = String.UnicodeScalarView()
            result.append(contentsOf: scalars.prefix(max(0, width)))
            return String(result)
        }
        return text + String(repeating: " ", count: width - scalars.count)
    }
}
