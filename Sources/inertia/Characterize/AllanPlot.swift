import Calibration
import Foundation

/// The Allan curves of a noise characterisation as an SVG document: the gyroscope (°/h) and
/// the accelerometer (m/s²) in two log-log charts, one line per axis, the minimum of each
/// curve circled and the angle / velocity random walk's −½ line dashed.
enum AllanPlot {
    /// Axis names and colours, x, y, z.
    static let axes = [("x", "#d62728"), ("y", "#2ca02c"), ("z", "#1f77b4")]

    /// The document for `result`; `title` names the recording.
    static func svg(_ result: NoiseCharacterization, title: String) -> String {
        let degreesPerHour = 180 / Double.pi * 3600
        let gyroscope = LogLogChart(
            title: "Gyroscope Allan deviation — \(title)", xLabel: "averaging time τ (s)", yLabel: "σ(τ) (°/h)",
            series: series(result.gyroscopeCurves, fits: result.gyroscopeFits, scale: degreesPerHour),
            guides: guide(result.gyroscopeFits, scale: degreesPerHour, curves: result.gyroscopeCurves, label: "angle random walk (−½)"))
        let accelerometer = LogLogChart(
            title: "Accelerometer Allan deviation — \(title)", xLabel: "averaging time τ (s)", yLabel: "σ(τ) (m/s²)",
            series: series(result.accelerometerCurves, fits: result.accelerometerFits, scale: 1),
            guides: guide(result.accelerometerFits, scale: 1, curves: result.accelerometerCurves, label: "velocity random walk (−½)"))
        let width = LogLogChart.leftMargin + LogLogChart.plotWidth + 30
        let height = 2 * LogLogChart.height + 10
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" width="\(Int(width))" height="\(Int(height))" viewBox="0 0 \(Int(width)) \(Int(height))" font-family="DejaVu Sans, Helvetica, Arial, sans-serif">
            <rect width="100%" height="100%" fill="white"/>

            """
            + gyroscope.svg(top: 0) + accelerometer.svg(top: LogLogChart.height + 10) + "</svg>\n"
    }

    private static func series(_ curves: [AllanCurve], fits: [AllanNoiseFit?], scale: Double) -> [LogLogChart.Series] {
        zip(axes, zip(curves, fits)).map { axis, pair in
            let (curve, fit) = pair
            var line = LogLogChart.Series(
                name: "\(axis.0) axis", color: axis.1,
                points: zip(curve.tausSeconds, curve.deviations).map { ($0, $1 * scale) })
            if let fit { line.markers = [(fit.minimumTauSeconds, fit.minimumDeviation * scale)] }
            return line
        }
    }

    /// The −½ line of the axes' mean random walk, across the curves' τ range.
    private static func guide(_ fits: [AllanNoiseFit?], scale: Double, curves: [AllanCurve], label: String) -> [LogLogChart.Guide] {
        let levels = fits.compactMap { $0?.randomWalk }
        guard !levels.isEmpty, let first = curves.compactMap(\.tausSeconds.first).min(),
              let last = curves.compactMap(\.tausSeconds.last).max() else { return [] }
        let level = levels.reduce(0, +) / Double(levels.count) * scale
        return [LogLogChart.Guide(label: label, from: (first, level / first.squareRoot()), to: (last, level / last.squareRoot()))]
    }
}
