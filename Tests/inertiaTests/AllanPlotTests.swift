import Foundation
import Testing
@testable import inertia

@Suite struct AllanPlotTests {
    @Test func decadesSpanTheDataWithoutAnExtraDecadeForAFastClock() {
        #expect(LogLogChart.decades([0.0099997, 360]) == -2...3)
        #expect(LogLogChart.decades([0.5, 0.6]) == -1...0)
        #expect(LogLogChart.decades([]) == nil)
    }

    @Test func decadeLabelsArePlainNumbersNearOne() {
        #expect(LogLogChart.label(-2) == "0.01")
        #expect(LogLogChart.label(0) == "1")
        #expect(LogLogChart.label(3) == "1000")
        #expect(LogLogChart.label(-6) == "1e-6")
    }

    @Test func aChartDrawsOneLinePerSeriesInsideItsPlotAndALegendEntryEach() {
        let points = (0..<30).map { index -> (x: Double, y: Double) in
            let tau = pow(10, Double(index) / 10 - 2)
            return (tau, 1 / tau.squareRoot())
        }
        let chart = LogLogChart(
            title: "A <test> & more", xLabel: "τ (s)", yLabel: "σ",
            series: [.init(name: "x axis", color: "#d62728", points: points), .init(name: "y axis", color: "#2ca02c", points: points + [(0, 1), (.nan, 1)])])
        let svg = chart.svg(top: 0)
        #expect(svg.components(separatedBy: "<polyline").count - 1 == 2)
        // 30 points each: the zero and the nan are left out.
        let lines = svg.components(separatedBy: "points=\"").dropFirst().map { $0.prefix { $0 != "\"" }.split(separator: " ").count }
        #expect(lines == [30, 30])
        #expect(svg.contains(">x axis<") && svg.contains(">y axis<"))
        #expect(svg.contains("A &lt;test&gt; &amp; more"))
        // τ from 0.01 to 7.9 s, σ from 0.36 to 10: decade labels 0.01 … 10, nothing beyond.
        for label in [">0.01<", ">0.1<", ">1<", ">10<"] { #expect(svg.contains(label), "\(label)") }
        #expect(!svg.contains(">100<") && !svg.contains(">0.001<"))
    }
}
