import Foundation

/// One log-log chart as SVG elements: decade grid lines with their labels on both axes,
/// one coloured polyline per series, optional point markers and dashed guide lines, and a
/// legend. `AllanPlot` stacks two of them in a document.
struct LogLogChart {
    /// A named polyline.
    struct Series {
        let name: String
        /// A CSS colour ("#d62728").
        let color: String
        /// (x, y) points; those not positive and finite are left out.
        let points: [(x: Double, y: Double)]
        /// Points to circle (the minimum of a curve).
        var markers: [(x: Double, y: Double)] = []
    }

    /// A dashed straight line (in log-log) between two points, with a label at its start.
    struct Guide {
        let label: String
        let from: (x: Double, y: Double)
        let to: (x: Double, y: Double)
    }

    let title: String
    let xLabel: String
    let yLabel: String
    let series: [Series]
    var guides: [Guide] = []

    /// The plotting area's size, points.
    static let plotWidth = 600.0
    static let plotHeight = 300.0
    /// Room for the title above and the axis labels left and below.
    static let leftMargin = 90.0
    static let topMargin = 50.0
    static let bottomMargin = 60.0
    /// The chart's whole height.
    static let height = topMargin + plotHeight + bottomMargin

    /// The chart's SVG elements, its top-left corner at (0, `top`).
    func svg(top: Double) -> String {
        let points = series.flatMap(\.points).filter { Self.isPlottable($0.x) && Self.isPlottable($0.y) }
        guard let xs = Self.decades(points.map(\.x)), let ys = Self.decades(points.map(\.y)) else {
            return "<text x=\"\(Self.leftMargin)\" y=\"\(top + Self.topMargin)\">\(SVGText.escape(title)): no data</text>\n"
        }
        let left = Self.leftMargin
        let plotTop = top + Self.topMargin
        func x(_ value: Double) -> Double { left + (log10(value) - Double(xs.lowerBound)) / Double(xs.count - 1) * Self.plotWidth }
        func y(_ value: Double) -> Double { plotTop + Self.plotHeight - (log10(value) - Double(ys.lowerBound)) / Double(ys.count - 1) * Self.plotHeight }
        var text = "<g>\n"
        text += "<text x=\"\(left + Self.plotWidth / 2)\" y=\"\(plotTop - 22)\" text-anchor=\"middle\" font-size=\"16\" font-weight=\"bold\">\(SVGText.escape(title))</text>\n"
        text += "<rect x=\"\(left)\" y=\"\(plotTop)\" width=\"\(Self.plotWidth)\" height=\"\(Self.plotHeight)\" fill=\"white\" stroke=\"#333\"/>\n"
        // Minor lines at 2…9 × each decade, then the decades with labels.
        for decade in xs.dropLast() {
            for step in 2...9 {
                let position = x(Double(step) * pow(10, Double(decade)))
                text += "<line x1=\"\(f(position))\" y1=\"\(plotTop)\" x2=\"\(f(position))\" y2=\"\(plotTop + Self.plotHeight)\" stroke=\"#eee\"/>\n"
            }
        }
        for decade in ys.dropLast() {
            for step in 2...9 {
                let position = y(Double(step) * pow(10, Double(decade)))
                text += "<line x1=\"\(left)\" y1=\"\(f(position))\" x2=\"\(left + Self.plotWidth)\" y2=\"\(f(position))\" stroke=\"#eee\"/>\n"
            }
        }
        for decade in xs {
            let position = x(pow(10, Double(decade)))
            text += "<line x1=\"\(f(position))\" y1=\"\(plotTop)\" x2=\"\(f(position))\" y2=\"\(plotTop + Self.plotHeight)\" stroke=\"#bbb\"/>\n"
            text += "<text x=\"\(f(position))\" y=\"\(f(plotTop + Self.plotHeight + 18))\" text-anchor=\"middle\" font-size=\"12\">\(Self.label(decade))</text>\n"
        }
        for decade in ys {
            let position = y(pow(10, Double(decade)))
            text += "<line x1=\"\(left)\" y1=\"\(f(position))\" x2=\"\(left + Self.plotWidth)\" y2=\"\(f(position))\" stroke=\"#bbb\"/>\n"
            text += "<text x=\"\(left - 8)\" y=\"\(f(position + 4))\" text-anchor=\"end\" font-size=\"12\">\(Self.label(decade))</text>\n"
        }
        text += "<text x=\"\(left + Self.plotWidth / 2)\" y=\"\(f(plotTop + Self.plotHeight + 42))\" text-anchor=\"middle\" font-size=\"13\">\(SVGText.escape(xLabel))</text>\n"
        let middle = plotTop + Self.plotHeight / 2
        text += "<text x=\"24\" y=\"\(f(middle))\" text-anchor=\"middle\" font-size=\"13\" transform=\"rotate(-90 24 \(f(middle)))\">\(SVGText.escape(yLabel))</text>\n"
        // Lines and markers stay inside the plot.
        let clip = "plot-\(Int(top))"
        text += "<clipPath id=\"\(clip)\"><rect x=\"\(left)\" y=\"\(plotTop)\" width=\"\(Self.plotWidth)\" height=\"\(Self.plotHeight)\"/></clipPath>\n"
        text += "<g clip-path=\"url(#\(clip))\">\n"
        for guide in guides where [guide.from.x, guide.from.y, guide.to.x, guide.to.y].allSatisfy(Self.isPlottable) {
            text += "<line x1=\"\(f(x(guide.from.x)))\" y1=\"\(f(y(guide.from.y)))\" x2=\"\(f(x(guide.to.x)))\" y2=\"\(f(y(guide.to.y)))\" stroke=\"#777\" stroke-width=\"1.2\" stroke-dasharray=\"6 4\"/>\n"
            text += "<text x=\"\(f(x(guide.from.x) + 6))\" y=\"\(f(y(guide.from.y) - 6))\" font-size=\"11\" fill=\"#555\">\(SVGText.escape(guide.label))</text>\n"
        }
        var markers = ""  // drawn after the clipped lines, whole even at the plot's edge
        for line in series {
            let shown = line.points.filter { Self.isPlottable($0.x) && Self.isPlottable($0.y) }
            let coordinates = shown.map { "\(f(x($0.x))),\(f(y($0.y)))" }.joined(separator: " ")
            text += "<polyline fill=\"none\" stroke=\"\(line.color)\" stroke-width=\"2\" points=\"\(coordinates)\"/>\n"
            for marker in line.markers where Self.isPlottable(marker.x) && Self.isPlottable(marker.y) {
                markers += "<circle cx=\"\(f(x(marker.x)))\" cy=\"\(f(y(marker.y)))\" r=\"4.5\" fill=\"white\" stroke=\"\(line.color)\" stroke-width=\"2\"/>\n"
            }
        }
        text += "</g>\n" + markers
        // The legend, top right inside the plot.
        let legendWidth = 150.0
        let legendLeft = left + Self.plotWidth - legendWidth - 10
        text += "<rect x=\"\(f(legendLeft))\" y=\"\(f(plotTop + 10))\" width=\"\(f(legendWidth))\" height=\"\(f(Double(series.count) * 18 + 10))\" fill=\"white\" fill-opacity=\"0.9\" stroke=\"#999\"/>\n"
        for (index, line) in series.enumerated() {
            let rowY = plotTop + 24 + Double(index) * 18
            text += "<line x1=\"\(f(legendLeft + 8))\" y1=\"\(f(rowY - 4))\" x2=\"\(f(legendLeft + 32))\" y2=\"\(f(rowY - 4))\" stroke=\"\(line.color)\" stroke-width=\"3\"/>\n"
            text += "<text x=\"\(f(legendLeft + 40))\" y=\"\(f(rowY))\" font-size=\"12\">\(SVGText.escape(line.name))</text>\n"
        }
        return text + "</g>\n"
    }

    /// The decades (powers of ten) spanning `values`, at least two.
    static func decades(_ values: [Double]) -> ClosedRange<Int>? {
        guard let smallest = values.min(), let largest = values.max() else { return nil }
        // A hundredth of a decade of tolerance, so that a τ of 0.0099997 s (a sensor clock a
        // little fast) does not open a decade of its own.
        let low = Int(floor(log10(smallest) + 0.01))
        let high = max(low + 1, Int(ceil(log10(largest) - 0.01)))
        return low...high
    }

    /// "0.0001" … "10000"; beyond that "1e-5", "1e5".
    static func label(_ decade: Int) -> String {
        switch decade {
        case -4 ... -1: "0." + String(repeating: "0", count: -decade - 1) + "1"
        case 0...4: "1" + String(repeating: "0", count: decade)
        default: "1e\(decade)"
        }
    }

    static func isPlottable(_ value: Double) -> Bool { value.isFinite && value > 0 }

    private func f(_ value: Double) -> String { String(format: "%.1f", value) }
}

/// Text for SVG (XML) content and attributes.
enum SVGText {
    /// `text` with &, <, >, " escaped.
    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
