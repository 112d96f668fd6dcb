import Calibration
import MotionMath

/// The live coverage view of the magnetometer sweep: which of the sphere's 26 directions
/// the field has been seen in, relative to the running centre of the readings.
struct MagnetometerCoverageView {
    let prompter: CalibrationPrompter
    let requiredBins: Int
    private var minimum = Vector3(repeating: .infinity)
    private var maximum = Vector3(repeating: -.infinity)
    private var readings: [Vector3] = []
    private var coverage = SphereCoverage()
    private var lastShownBins = -1
    private var lastShownSecond = -1
    /// The smallest sphere radius that counts as a sweep, µT (the earth field is 25–65 µT).
    static let minimumRadiusMicrotesla = 10.0

    init(prompter: CalibrationPrompter, requiredBins: Int) {
        self.prompter = prompter
        self.requiredBins = requiredBins
    }

    /// Directions covered so far (of 26).
    var coveredBins: Int { coverage.hitBins.count }

    /// Whether the sweep covers enough directions.
    var isComplete: Bool { coveredBins >= requiredBins }

    /// Adds one reading (µT) and redraws the view when it changes.
    mutating func add(_ field: Vector3, elapsedSeconds: Double) {
        minimum = pointwiseMin(minimum, field)
        maximum = pointwiseMax(maximum, field)
        readings.append(field)
        let centre = (minimum + maximum) / 2
        // A direction counts only once the readings span a field-sized sphere and the
        // reading lies out on it: noise around a still reading covers nothing.
        let halfSpan = (maximum - minimum) / 2
        let radius = (halfSpan.x + halfSpan.y + halfSpan.z) / 3
        let counts = { (reading: Vector3) in radius >= Self.minimumRadiusMicrotesla && (reading - centre).length >= 0.5 * radius }
        // The centre moves while the sweep grows: rebuild the map now and then.
        if readings.count % 200 == 0 {
            coverage = SphereCoverage(directions: readings.filter(counts).map { $0 - centre })
        } else if counts(field) {
            coverage.add(field - centre)
        }
        let second = Int(elapsedSeconds)
        guard coveredBins != lastShownBins || (prompter.isTerminal && second != lastShownSecond) else { return }
        lastShownBins = coveredBins
        lastShownSecond = second
        prompter.live("  magnetometer \(map) \(coveredBins)/26 directions, \(second) s")
    }

    /// Ends the live line.
    func finish() {
        prompter.live("  magnetometer \(map) \(coveredBins)/26 directions — done\n")
    }

    /// The 26 directions as a strip of marks, grouped by the sign of z (down, level, up).
    private var map: String {
        var text = ""
        for z in [-1, 0, 1] {
            text += "["
            for y in [-1, 0, 1] {
                for x in [-1, 0, 1] where !(x == 0 && y == 0 && z == 0) {
                    text += coverage.isCovered(signs: SIMD3(x, y, z)) ? "#" : "."
                }
            }
            text += "]"
        }
        return text
    }
}
