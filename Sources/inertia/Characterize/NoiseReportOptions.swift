import ArgumentParser
import Calibration
import IMUDrivers
import IMUSamples

/// `--format text|json` and `--plot FILE.svg`, shared by `characterize` and
/// `calibrate noise`.
struct NoiseReportOptions: ParsableArguments {
    /// Text for people, one JSON document for programs.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    @Option(help: "Output format: text (default) or json.")
    var format: Format?

    @Option(help: ArgumentHelp("Also write the Allan curves as an SVG plot to this file.", valueName: "file.svg"))
    var plot: String?

    func validate() throws {
        if let plot, !plot.lowercased().hasSuffix(".svg") {
            throw ValidationError("--plot writes SVG; name the file *.svg (got '\(plot)')")
        }
    }

    /// Checks that the plot can be written, before any work; `inputs` may not be the plot.
    func checkTargets(refusingInputs inputs: [String]) throws {
        if let plot { try OutputFile.checkTarget(path: plot, refusingInputs: inputs) }
    }

    /// Prints the report for `result` (the chip `chip` names, if any) and writes the plot.
    func report(_ result: NoiseCharacterization, file: String?, chip: String?, inputs: [String]) throws {
        let report = NoiseReport(file: file, result: result, datasheet: chip.flatMap(DatasheetNoise.noise(forChip:)), chip: chip)
        switch format ?? .text {
        case .text: Console.writeLine(report.text)
        case .json: Console.writeLine(try JSONOutput.text(report, pretty: true))
        }
        Console.flush()
        if let plot {
            let output = try OutputFile(path: plot, refusingInputs: inputs)
            try output.write(AllanPlot.svg(result, title: file.map { String($0.split(separator: "/").last ?? "") } ?? chip ?? "still recording"))
            try output.commit()
            Console.writeError("Wrote the Allan plot to \(plot)\n")
        }
    }
}
