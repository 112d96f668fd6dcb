import ArgumentParser
import Boards
import Calibration
import Foundation
import I2C
import IMUDrivers
import IMUSamples
import IMUSimulator
import MotionMath

/// `inertia calibrate gyro|accel|mag|all`: the guided calibration that writes a profile;
/// `inertia calibrate noise`: a still recording characterised (`CalibrateCommand+Noise`).
struct CalibrateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "calibrate",
        abstract: "Calibrate the gyroscope, accelerometer and magnetometer and save a profile.",
        discussion: """
            Guides you through each step: it waits until the board is still and in the pose it
            asks for, shows progress, and writes the profile. 'all' runs the steps the sensor
            has (without a magnetometer: the gyroscope and accelerometer). When a step fails or
            Ctrl-C stops it, the steps already finished are saved (keeping the other sections
            of the sensor's profile already there); with none finished, nothing is written. The profile format is documented in
            Calibration/README.md. Default location: \(CalibrationProfile.defaultDirectory())/<chip>-<bus>-<address>.json

            With --simulate the simulated board plays the user: it lies still, turns through the
            six faces and sweeps a full sphere, in the order the steps ask for. --sim-errors FILE
            gives it the errors of a profile file (their inverse is applied to the true values),
            so a calibration can be checked against known errors.

            --save-session FILE also writes every sample the calibration read to a CSV log;
            --replay FILE fits a recorded session instead of a live sensor (the gyroscope from
            its still stretches, the accelerometer from the faces it lies on, the magnetometer
            from every reading). Calibration/sessions/ holds simulated sessions.

            'mount' finds how the sensor sits in the device: hold the device still in its
            normal pose, then tip it forward (nose down) by 20–40° and back. The rest pose gives
            the device's vertical, the tip its lateral axis; the profile's mounting.matrix
            (sensor → device) then replaces the board file's mounting. The sensor's other
            sections already in the profile are kept and applied while measuring. With
            --simulate, --sim-mount ROLL,PITCH,YAW turns the simulated chip inside the device.

            After each calibration the summary scores every step good, usable or redo, with the
            reason: residuals, coverage and the fit's condition, and the field strength and dip
            seen (compared with the World Magnetic Model's when --latitude and --longitude say
            where you are).

            'noise' records the board lying still for --duration seconds (default 3600) and
            characterises its noise as 'inertia characterize' does (--format, --plot); it
            writes no profile (keep the recording with --save-session FILE). A --sim-errors
            file may hold a "noise" section: gyroscope_arw_deg_per_sqrt_h,
            gyroscope_bias_instability_deg_per_h, accelerometer_vrw_m_s_per_sqrt_h.
            """
    )

    @Argument(help: "What to calibrate: gyro, accel, mag, all, mount (the sensor's mounting in the device), or noise (a still recording characterised).")
    var target: CalibrationTarget

    @OptionGroup var source: SourceOptions

    @OptionGroup var magnetometerOptions: MagnetometerOptions

    @OptionGroup var location: LocationOptions

    @Option(help: ArgumentHelp("Where to write the profile. Default: the per-user folder, named after the sensor.", valueName: "file"))
    var output: String?

    @Flag(help: "Run without a live display; with --simulate, run the simulated board as fast as possible.")
    var nonInteractive = false

    @Option(help: ArgumentHelp("With --simulate: apply the inverse of this profile's corrections as the simulated sensor's errors.", valueName: "file"))
    var simErrors: String?

    @Option(help: ArgumentHelp("Also write every sample the calibration reads to this CSV log (the format of 'inertia record').", valueName: "file"))
    var saveSession: String?

    @Option(help: ArgumentHelp("noise: seconds of sensor time to record still, 10 to 604800 (7 days). Default: 3600.", valueName: "seconds"))
    var duration: Double?

    @OptionGroup var noiseReport: NoiseReportOptions

    func validate() throws {
        if simErrors != nil && source.simulate == nil { throw ValidationError("--sim-errors needs --simulate") }
        if source.simulatedMount != nil && target != .mount {
            throw ValidationError("--sim-mount turns the chip inside the device, which only 'calibrate mount' moves (the other steps turn the chip itself); leave it out")
        }
        if let motion = source.motion {
            throw ValidationError("--motion \(motion) has no effect on calibrate: the simulated board plays the calibration's own motion (lying still, the six faces, a sphere); leave --motion out")
        }
        if source.iio != nil {
            throw ValidationError("calibrate reads a chip directly: use --bus/--address, --simulate or --replay FILE")
        }
        if let saveSession, saveSession == output { throw ValidationError("--save-session and --output must be different files") }
        if source.replay != nil && saveSession != nil { throw ValidationError("--save-session records a live or simulated sensor, not --replay") }
        try validateNoiseOptions()
        if source.replay != nil && magnetometerOptions.namesChip {
            throw ValidationError("--magnetometer names a chip to read; a --replay log brings its own magnetometer columns")
        }
    }

    func run() throws {
        try source.checkBoards()
        if let replay = source.replay {
            try reportingFailures { try runReplay(path: replay) }
            return
        }
        try reportingFailures {
            InterruptFlag.install()
            let timing = CalibrationTiming()
            let steps = target.steps
            let trajectory = target == .noise ? ScriptedTrajectory() : SimulatedCalibrationUser.trajectory(for: steps, timing: timing, mount: source.simulatedMount)
            var simulator: SimulatorConnection?
            var simulatedErrors: SensorErrors?
            if let name = source.simulate {
                let file = try simErrors.map(SimulatedErrorsFile.load(path:))
                simulatedErrors = file?.errors
                simulator = try SimulatorConnection(
                    name: name, realTime: !nonInteractive,
                    trajectory: trajectory, errors: file?.errors, noise: file?.noise
                )
            }
            let connection = try SensorConnection.open(source, simulator: simulator)
            let identity = connection.identity
            let path = output ?? CalibrationProfile.defaultDirectory() + "/" + CalibrationProfile.defaultFileName(
                chip: identity.model.name, bus: connection.location, address: Int(identity.address))
            let inputs = [simErrors, saveSession].compactMap { $0 }
            // Before the user does any work.
            if target == .noise { try noiseReport.checkTargets(refusingInputs: inputs) } else { try OutputFile.checkTarget(path: path, refusingInputs: inputs) }
            let sampleSource = try MagnetometerConnection.attach(
                to: source.makeSource(connection, defaultRateHertz: 100),
                connection: connection, options: magnetometerOptions,
                simulated: simulator.map { ($0.imu, SimulationSettings(trajectory: $0.imu.trajectory, clock: $0.imu.clock, errors: simulatedErrors)) }
            )
            try sampleSource.start()
            defer { sampleSource.stop() }

            let prompter = CalibrationPrompter()
            Console.writeError("Calibrating \(identity.model.name) at \(hex(identity.address)) on \(connection.location).\n")
            let recorder = try saveSession.map { try CalibrationSessionRecorder(path: $0, refusingInputs: [simErrors].compactMap { $0 }) }
            var session = CalibrationSession(feed: CalibrationSampleFeed(source: sampleSource, recorder: recorder), timing: timing, prompter: prompter)
            // The largest readings the chip can give (32767 counts), for the clipping checks.
            let configured = connection.driver.configuration
            session.gyroscopeFullScaleRadiansPerSecond = Double(Int16.max) * configured.gyroscopeFullScale.scalePerLSB
            session.accelerometerFullScaleMetersPerSecondSquared = Double(Int16.max) * configured.accelerometerFullScale.scalePerLSB
            RateNotice.report(requestedHertz: source.rate, appliedHertz: sampleSource.information.sampleRateHertz, chip: identity.model.name)
            if target == .noise {
                try runNoise(session: session, chip: identity.model.name, recorder: recorder, inputs: inputs)
                return
            }

            var profile = CalibrationProfile(
                sensor: .init(chip: identity.model.name, bus: connection.location, address: Int(identity.address)),
                created: ISO8601DateFormatter().string(from: Date())
            )
            let magnetometerPart = (sampleSource as? MagnetometerSampleSource)?.magnetometer.model.name
            profile.sensor.magnetometerChip = magnetometerPart
            var run = CalibrationRun(
                session: session, path: path, inputs: inputs,
                recorder: recorder.flatMap { recorder in saveSession.map { (recorder, $0) } })
            run.expectedField = location.expectedField()
            if target == .mount {
                let board = try MotionSourceSelection.board(source)
                if board.identifier != BoardCatalog.genericIdentifier {
                    let rows = board.sensorToDeviceMatrix.rows
                    run.boardSensorToDevice = Matrix3(rows: rows[0], rows[1], rows[2])
                }
            }
            let runSteps: [CalibrationStep]
            if magnetometerPart == nil && steps.contains(.magnetometer) {
                let why = magnetometerOptions.choice == .none
                    ? "--magnetometer none leaves it out"
                    : "the \(identity.model.name) has none and none was found beside it; attach one and name it with --magnetometer CHIP (qmc5883l, hmc5883l, lis3mdl)"
                guard steps.count > 1 else { throw CommandFailure("no magnetometer to calibrate: \(why)") }
                runSteps = steps.filter { $0 != .magnetometer }
                Console.writeError("No magnetometer: the magnetometer step is skipped (\(why)); calibrating the \(CalibrationRun.list(runSteps.map(\.name))).\n")
                run.skippedRemarks = ["magnetometer            skipped: none in use"]
            } else {
                runSteps = steps
            }
            try run.run(runSteps, into: profile)
        }
    }
}
