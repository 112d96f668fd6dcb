import Calibration
import MotionMath

/// The live coverage view of the magnetometer sweep: which of the sphere's 26 directions
/// the field has been seen in (`MagnetometerSweepCoverage`: the count only goes up).
struct MagnetometerCoverageView {
    let prompter: CalibrationPrompter
    let requiredDirections: Int
    private var sweep = MagnetometerSweepCoverage()
    private var lastShownDirections = -1
    private var lastShownSecond = -1

    init(prompter: CalibrationPrompter, requiredDirections: Int) {
        self.prompter = prompter
        self.requiredDirections = requiredDirections
    }

    /// Directions covered so far (of 26).
    var coveredDirections: Int { sweep.coveredDirections }

    /// Whether the sweep covers the directions asked for.
    var isComplete: Bool { coveredDirections >= requiredDirections }

    /// Adds one reading (µT) and redraws the view when it changes.
    mutating func add(_ field: Vector3, elapsedSeconds: Double) {
        sweep.add(field)
        let second = Int(elapsedSeconds)
        guard coveredDirections != lastShownDirections || (prompter.isTerminal && second != lastShownSecond) else { return }
        lastShownDirections = coveredDirections
        lastShownSecond = second
        prompter.live("  magnetometer \(map) \(coveredDirections)/26 directions, \(second) s")
    }

    /// Ends the live line, saying why the sweep stopped.
    func finish(reason: String) {
        prompter.live("  magnetometer \(map) \(coveredDirections)/26 directions — \(reason)\n")
    }

    /// The 26 directions as a strip of marks, grouped by the sign of z (down, level, up).
    private var map: String {
        var text = ""
        for z in [-1, 0, 1] {
            text += "["
            for y in [-1, 0, 1] {
                for x in [-1, 0, 1] where !(x == 0 && y == 0 && z == 0) {
                    text += sweep.coverage.isCovered(signs: SIMD3(x, y, z)) ? "#" : "."
                }
            }
            text += "]"
        }
        return text
    }
}
