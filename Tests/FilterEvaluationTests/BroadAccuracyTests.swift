import AttitudeFilters
import FilterEvaluation
import IMUSamples
import MotionMath
import Platform
import Testing

/// One accuracy requirement on the 10 BROAD trials in `../shared/data/broad`: the mean RMSE
/// (degrees) over the trials must stay at or below the thresholds. 9D: total and
/// inclination; 6D: heading-aligned total and inclination. Thresholds sit a little above
/// the measured values (README "Accuracy"), so a broken filter fails.
struct AccuracyRequirement: Sendable, CustomTestStringConvertible {
    /// The filter's command-line name (`FilterKind` raw value).
    var filter: String
    /// 9D (true) or 6D.
    var magnetometer: Bool
    /// Largest allowed mean total RMSE (6D: after heading alignment), degrees.
    var maximumMeanTotalDegrees: Double
    /// Largest allowed mean inclination RMSE, degrees.
    var maximumMeanInclinationDegrees: Double
    /// Prediction ahead by the sensor's delay, ms (0: none).
    var sensorDelayMilliseconds: Double = 0

    var testDescription: String {
        "\(filter) \(magnetometer ? "9D" : "6D")" + (sensorDelayMilliseconds > 0 ? " predicted \(sensorDelayMilliseconds) ms" : "")
    }
}

/// The table of requirements: add a row per filter and mode. Measured means (total /
/// inclination, degrees) are in the comments; thresholds sit about 3–5 % above them.
let accuracyRequirements: [AccuracyRequirement] = [
    // complementary 9D: 3.427 / 1.545; 6D: 2.849 / 1.545 (before 0.32.0, without the magnetic
    // disturbance gate: 9D 3.848; before 0.29.0, without the bias learned at rest: 9D 3.90 /
    // 1.92, 6D 7.64 / 1.92)
    AccuracyRequirement(filter: "complementary", magnetometer: true, maximumMeanTotalDegrees: 3.55, maximumMeanInclinationDegrees: 1.6),
    AccuracyRequirement(filter: "complementary", magnetometer: false, maximumMeanTotalDegrees: 2.95, maximumMeanInclinationDegrees: 1.6),
    // madgwick (β 0.08) 9D: 4.873 / 2.351; 6D: 3.670 / 2.531 (before 0.29.0: 5.08 / 2.47, 7.81 / 2.63)
    AccuracyRequirement(filter: "madgwick", magnetometer: true, maximumMeanTotalDegrees: 5.04, maximumMeanInclinationDegrees: 2.43),
    AccuracyRequirement(filter: "madgwick", magnetometer: false, maximumMeanTotalDegrees: 3.8, maximumMeanInclinationDegrees: 2.62),
    // mahony (Kₚ 0.5, Kᵢ 0.001) 9D: 4.132 / 2.452; 6D: 3.933 / 2.514 (before 0.32.0: 9D 7.102 /
    // 3.135; before 0.29.0: 8.74 / 3.46, 7.81 / 2.58)
    AccuracyRequirement(filter: "mahony", magnetometer: true, maximumMeanTotalDegrees: 4.28, maximumMeanInclinationDegrees: 2.54),
    AccuracyRequirement(filter: "mahony", magnetometer: false, maximumMeanTotalDegrees: 4.07, maximumMeanInclinationDegrees: 2.6),
    // vqf (published defaults, coning correction, first field accepted at rest) 9D: 2.32 / 0.760;
    // 6D: 2.38 / 0.760 (published behaviour: 9D 3.03 / 0.761)
    AccuracyRequirement(filter: "vqf", magnetometer: true, maximumMeanTotalDegrees: 2.4, maximumMeanInclinationDegrees: 0.79),
    AccuracyRequirement(filter: "vqf", magnetometer: false, maximumMeanTotalDegrees: 2.46, maximumMeanInclinationDegrees: 0.79),
    // vqf predicted ahead by the sensor's measured delay (3.78 ms, `inertia measure-delay`)
    // 9D: 2.25 / 0.614; 6D: 2.33 / 0.614
    AccuracyRequirement(filter: "vqf", magnetometer: true, maximumMeanTotalDegrees: 2.33, maximumMeanInclinationDegrees: 0.64, sensorDelayMilliseconds: 3.78),
    AccuracyRequirement(filter: "vqf", magnetometer: false, maximumMeanTotalDegrees: 2.41, maximumMeanInclinationDegrees: 0.64, sensorDelayMilliseconds: 3.78),
]

/// The requirements on the ten 30-second excerpts the repository carries
/// (`BroadExcerpts`), which every clone has. Measured means (total / inclination, degrees)
/// are in the comments; thresholds sit about 3–4 % above them. The excerpts open with 8 s
/// at rest, so 9D heading has less time to settle than on the full trials.
let excerptAccuracyRequirements: [AccuracyRequirement] = [
    // complementary 9D: 3.062 / 1.073 (3.060 before 0.32.0's magnetic disturbance gate: the
    // excerpts' magnets come before a reference field is accepted); 6D: 1.200 / 1.073 (before 0.29.0, without the bias
    // learned at rest: 2.999 / 1.257, 2.078 / 1.257; 0.26.0, the heading from the first
    // reading: 9D 3.433)
    AccuracyRequirement(filter: "complementary", magnetometer: true, maximumMeanTotalDegrees: 3.17, maximumMeanInclinationDegrees: 1.11),
    AccuracyRequirement(filter: "complementary", magnetometer: false, maximumMeanTotalDegrees: 1.245, maximumMeanInclinationDegrees: 1.11),
    // madgwick (β 0.08) 9D: 4.450 / 1.925; 6D: 2.056 / 1.968 (before 0.29.0: 4.407 / 1.955, 2.690 / 1.978)
    AccuracyRequirement(filter: "madgwick", magnetometer: true, maximumMeanTotalDegrees: 4.60, maximumMeanInclinationDegrees: 1.99),
    AccuracyRequirement(filter: "madgwick", magnetometer: false, maximumMeanTotalDegrees: 2.13, maximumMeanInclinationDegrees: 2.04),
    // mahony 9D: 5.259 / 2.918 (0.31.0: 5.182 / 2.874; 21 10.46 against 9.56, the gate taking
    // the field for disturbed where Mahony's own vertical is off); 6D: 2.654 / 2.506 (before 0.29.0: 6.115 / 3.147, 3.355 / 2.604)
    AccuracyRequirement(filter: "mahony", magnetometer: true, maximumMeanTotalDegrees: 5.36, maximumMeanInclinationDegrees: 2.97),
    AccuracyRequirement(filter: "mahony", magnetometer: false, maximumMeanTotalDegrees: 2.75, maximumMeanInclinationDegrees: 2.59),
    // vqf 9D: 3.914 / 0.603 (0.26.0, the published fast start: 4.296); 6D: 0.787 / 0.603
    AccuracyRequirement(filter: "vqf", magnetometer: true, maximumMeanTotalDegrees: 4.05, maximumMeanInclinationDegrees: 0.625),
    AccuracyRequirement(filter: "vqf", magnetometer: false, maximumMeanTotalDegrees: 0.815, maximumMeanInclinationDegrees: 0.625),
    // vqf predicted by 3.78 ms 9D: 3.869 / 0.447 (0.26.0: 4.251); 6D: 0.649 / 0.447
    AccuracyRequirement(filter: "vqf", magnetometer: true, maximumMeanTotalDegrees: 4.00, maximumMeanInclinationDegrees: 0.465, sensorDelayMilliseconds: 3.78),
    AccuracyRequirement(filter: "vqf", magnetometer: false, maximumMeanTotalDegrees: 0.675, maximumMeanInclinationDegrees: 0.465, sensorDelayMilliseconds: 3.78),
]

/// The 10 full BROAD recordings, read once and shared by every test: from
/// `$INERTIA_SHARED_DIR/data/broad`, else `../shared/data/broad` beside the repository,
/// else `.build/broad-dataset/data/broad` (where `Scripts/fetch-broad` puts them).
enum BroadRecordings {
    static var directory: String {
        if let value = getenv("INERTIA_SHARED_DIR") { return String(cString: value) + "/data/broad" }
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)  // Tests/FilterEvaluationTests/BroadAccuracyTests.swift
        let root = parts.joined(separator: "/")
        let beside = root + "/../shared/data/broad"
        if access(beside + "/" + names[0] + ".csv", R_OK) == 0 { return beside }
        return root + "/.build/broad-dataset/data/broad"
    }

    /// Whether the recordings are there (`Scripts/fetch-broad`, or the shared folder beside
    /// the repository); without them the full-trial tests are skipped, and say how to run them.
    static var isPresent: Bool {
        access(directory + "/" + names[0] + ".csv", R_OK) == 0
    }

    /// Why the full-trial tests were skipped.
    static let absenceNote: Comment = "the full BROAD trials are not here; Scripts/fetch-broad fetches them (or set INERTIA_SHARED_DIR)"

    static let names = [
        "01_undisturbed_slow_rotation_A", "04_undisturbed_slow_rotation_with_breaks_A",
        "06_undisturbed_fast_rotation_A", "10_undisturbed_slow_translation_A",
        "15_undisturbed_fast_translation_A", "21_undisturbed_fast_combined",
        "24_disturbed_tapping_A", "26_disturbed_phone_vibration_A",
        "28_disturbed_stationary_magnet_A", "32_disturbed_attached_magnet_1cm",
    ]

    static let all: Result<[Recording], CSVLogError> = Result { () throws(CSVLogError) -> [Recording] in
        var recordings: [Recording] = []
        for name in names {
            recordings.append(try CSVLogReader.read(path: directory + "/" + name + ".csv"))
        }
        return recordings
    }
}

/// Runs `requirement`'s filter over `recordings` and checks the means against it.
func checkAccuracy(_ requirement: AccuracyRequirement, recordings: [Recording], minimumSamples: Int) throws {
    let kind = try #require(FilterKind(rawValue: requirement.filter), "unknown filter \(requirement.filter)")
    #expect(recordings.count == 10)
    var trials: [TrialResult] = []
    for recording in recordings {
        trials.append(try FilterRun.evaluate(
            kind.makeFilter(sampleRateHertz: recording.sampleRateHertz ?? 100), recording: recording,
            useMagnetometer: requirement.magnetometer,
            latencyCompensation: LatencyCompensation(sensorDelaySeconds: requirement.sensorDelayMilliseconds / 1000)))
    }
    let summary = EvaluationSummary(filter: requirement.filter, usesMagnetometer: requirement.magnetometer, trials: trials)
    let perTrial = trials.map { "\($0.trial.prefix(2)) \(($0.totalDegrees * 100).rounded() / 100)" }.joined(separator: ", ")
    #expect(summary.meanTotalDegrees <= requirement.maximumMeanTotalDegrees,
            "mean total \(summary.meanTotalDegrees)° (\(perTrial))")
    #expect(summary.meanInclinationDegrees <= requirement.maximumMeanInclinationDegrees,
            "mean inclination \(summary.meanInclinationDegrees)°")
    for trial in trials {
        #expect(trial.totalDegrees.isFinite && trial.sampleCount > minimumSamples, "\(trial.trial)")
    }
}

/// The ten excerpts every clone carries: every filter in 6D and 9D, and the sensor's delay.
struct BroadExcerptTests {
    @Test(arguments: excerptAccuracyRequirements)
    func meanErrorOverTheTenExcerptsStaysBelowTheThreshold(requirement: AccuracyRequirement) throws {
        try checkAccuracy(requirement, recordings: BroadExcerpts.all.get(), minimumSamples: 5000)
    }

    /// Measured on the excerpts: 3.65–4.00 ms per trial, median 3.76 ms.
    @Test func theExcerptsShowTheGyroscopeLaggingItsOpticalReferenceByAboutFourMilliseconds() throws {
        var estimates: [SensorDelayEstimate] = []
        for recording in try BroadExcerpts.all.get() {
            let estimate = try SensorDelayEstimate.measure(recording: recording)
            #expect((0.0035...0.0042).contains(estimate.delaySeconds), "\(recording.name): \(estimate.delaySeconds * 1000) ms")
            estimates.append(estimate)
        }
        let median = try #require(SensorDelayEstimate.medianDelaySeconds(estimates))
        #expect(abs(median - 0.00376) < 0.0001, "median \(median * 1000) ms")
    }

    @Test func eachExcerptIsThirtySecondsOfOneTrialStartingAtRest() throws {
        for recording in try BroadExcerpts.all.get() {
            let movement = try #require(recording.movement)
            let rate = try #require(recording.sampleRateHertz)
            #expect(abs(rate - 285.714) < 0.01, "\(recording.name)")
            #expect(abs(Double(recording.samples.count) / rate - 30) < 0.01, "\(recording.name): \(recording.samples.count) samples")
            // 8 s at rest, then the movement phase.
            let firstMoving = try #require(movement.firstIndex(of: true))
            #expect(abs(Double(firstMoving) / rate - 8) < 0.01, "\(recording.name)")
        }
    }
}

/// The excerpts are the full trials' own rows, unchanged (only with the full trials present).
@Suite(.enabled(if: BroadRecordings.isPresent, BroadRecordings.absenceNote))
struct BroadExcerptOriginTests {
    @Test func everyExcerptRowIsTheSameRowOfItsFullTrial() throws {
        let excerpts = try BroadExcerpts.all.get()
        let full = try BroadRecordings.all.get()
        for (excerpt, trial) in zip(excerpts, full) {
            let first = try #require(excerpt.samples.first)
            let offset = try #require(trial.samples.firstIndex { $0.timestampSeconds == first.timestampSeconds })
            let slice = Array(trial.samples[offset..<(offset + excerpt.samples.count)])
            #expect(slice == excerpt.samples, "\(excerpt.name)")
            let references = try #require(trial.referenceAttitudes)
            #expect(Array(references[offset..<(offset + excerpt.samples.count)]) == excerpt.referenceAttitudes, "\(excerpt.name)")
        }
    }
}

@Suite(.enabled(if: BroadRecordings.isPresent, BroadRecordings.absenceNote))
struct BroadAccuracyTests {
    @Test(arguments: accuracyRequirements)
    func meanErrorOverTheTenTrialsStaysBelowTheThreshold(requirement: AccuracyRequirement) throws {
        try checkAccuracy(requirement, recordings: BroadRecordings.all.get(), minimumSamples: 1000)
    }
}

@Suite(.enabled(if: BroadRecordings.isPresent, BroadRecordings.absenceNote))
struct BroadSensorDelayTests {
    /// Measured: 3.67–4.01 ms per trial, median 3.78 ms (`inertia measure-delay`).
    @Test func theBroadGyroscopeLagsItsOpticalReferenceByAboutFourMilliseconds() throws {
        let recordings = try BroadRecordings.all.get()
        var estimates: [SensorDelayEstimate] = []
        for recording in recordings {
            let estimate = try SensorDelayEstimate.measure(recording: recording)
            #expect((0.0035...0.0042).contains(estimate.delaySeconds), "\(recording.name): \(estimate.delaySeconds * 1000) ms")
            estimates.append(estimate)
        }
        let median = try #require(SensorDelayEstimate.medianDelaySeconds(estimates))
        #expect(abs(median - 0.00378) < 0.0001, "median \(median * 1000) ms")
    }
}
