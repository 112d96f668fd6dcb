import AttitudeFilters
import Boards
import Calibration
import Foundation
import IMUDrivers
import IMUSamples
import Logging
import Synchronization

/// Device motion from an IMU, the Linux counterpart of CoreMotion's `CMMotionManager`.
///
/// ```swift
/// let manager = MotionManager(source: source, configuration: .init(board: board))
/// manager.deviceMotionUpdateInterval = 1.0 / 60
/// for await motion in try manager.deviceMotionUpdates(using: .xArbitraryZVertical) {
///     print(motion.attitude.roll, motion.gravity)
/// }
/// ```
///
/// Sampling runs on its own thread, which reads the source, corrects, mounts and filters
/// each sample, and hands it to every consumer. Consumers never stall it: each push-mode
/// consumer has a bounded buffer that keeps the newest samples and counts what it missed.
/// The sensor runs while anyone listens (pull mode or at least one stream) at the fastest
/// requested rate, and stops when nobody does.
public final class MotionManager: @unchecked Sendable {
    /// How the manager processes samples.
    public struct Configuration: Sendable {
        /// Sensor → device frame (mounting matrix, then display rotation). Default: identity.
        public var sensorToDevice: MountMatrix = .identity
        /// The attitude filter's name; nil for the factory's default.
        public var filterName: String?
        /// Magnetic declination, degrees east positive; needed for `xTrueNorthZVertical`
        /// (a value that is not finite counts as none).
        public var magneticDeclinationDegrees: Double?
        /// The calibration applied to every raw sample. Default `.savedProfile`: the profile
        /// `inertia calibrate` saved for this sensor, when there is one (see
        /// `CalibrationChoice`); `.none` opts out.
        public var calibration: CalibrationChoice = .savedProfile
        /// Whether the source has a magnetometer; nil when unknown (learnt from samples).
        public var hasMagnetometer: Bool?
        /// Where the manager logs starts, stops and errors; nil to stay silent.
        public var logger: Logger?
        /// Prediction of the attitude ahead by the sensor's delay (less half a sample
        /// period, see `LatencyCompensation`). Default: none.
        public var latencyCompensation: LatencyCompensation = .none
        /// Predicts by the delay the source reports for its own gyroscope
        /// (`SourceInformation.gyroscopeDelaySeconds`: the chip's datasheet figure for the
        /// low-pass filter its driver sets) instead of `latencyCompensation`, when it reports
        /// one. Default: false.
        public var predictsSensorDelay = false

        /// The prediction for a source described by `information`: its own gyroscope delay
        /// when `predictsSensorDelay` is on and it reports one, else `latencyCompensation`.
        public func latencyCompensation(for information: SourceInformation) -> LatencyCompensation {
            guard predictsSensorDelay, let seconds = information.gyroscopeDelaySeconds, seconds > 0 else {
                return latencyCompensation
            }
            return LatencyCompensation(sensorDelaySeconds: seconds)
        }

        /// Creates a configuration; see each property for its default.
        public init(
            sensorToDevice: MountMatrix = .identity, filterName: String? = nil,
            magneticDeclinationDegrees: Double? = nil, calibration: CalibrationChoice = .savedProfile,
            hasMagnetometer: Bool? = nil, logger: Logger? = nil
        ) {
            self.sensorToDevice = sensorToDevice
            self.filterName = filterName
            self.magneticDeclinationDegrees = magneticDeclinationDegrees
            self.calibration = calibration
            self.hasMagnetometer = hasMagnetometer
            self.logger = logger
        }

        /// A configuration for a board: its mounting matrix and display rotation.
        public init(board: Board) {
            self.init(sensorToDevice: board.sensorToDeviceMatrix)
        }
    }

    /// The update intervals the manager accepts, seconds (1 kHz … 1 Hz).
    public static let updateIntervalRange: ClosedRange<Double> = 0.001...1.0

    let source: SourceBox
    let filterFactory: AttitudeFilterFactory
    let state: Mutex<ManagerState>
    /// Samples processed since the manager was created: stored by the sampling thread after
    /// each sample (a plain store, where the state's lock would cost a fast replay more
    /// than its pipeline), read by `status`.
    let processedSampleCount = Atomic<Int>(0)
    /// Held by the sampling thread for as long as it uses the source.
    let sourceGate = NSLock()
    /// The calibration resolved from the configuration, or why it could not be: a profile
    /// that does not load or belong to the sensor stops sampling with that message.
    let resolvedCalibration: Result<AppliedCalibration, CalibrationProfileError>

    /// Creates a manager for a source. Nothing runs until something asks for updates.
    public init(
        source: any IMUSampleSource,
        configuration: Configuration = Configuration(),
        filterFactory: AttitudeFilterFactory = .standard
    ) {
        self.source = SourceBox(source)
        self.filterFactory = filterFactory
        let information = source.information
        var initial = ManagerState(
            configuration: configuration,
            filterName: configuration.filterName ?? filterFactory.defaultName,
            information: information
        )
        initial.configuration.hasMagnetometer = configuration.hasMagnetometer
        state = Mutex(initial)
        resolvedCalibration = Result { () throws(CalibrationProfileError) in try configuration.calibration.resolve(for: source) }
    }

    // MARK: - Calibration

    /// The calibration in effect: the correction and where it came from (`.none` when the
    /// configured profile failed to load; `calibrationError` then says why).
    public var calibration: AppliedCalibration {
        switch resolvedCalibration {
        case .success(let applied): applied
        case .failure: .none
        }
    }

    /// Why the configured calibration could not be applied (a file that does not load,
    /// validate or belong to the sensor); nil when it applies. Sampling then stops at once:
    /// streams end and `status.lastError` holds the message.
    public var calibrationError: CalibrationProfileError? {
        if case .failure(let error) = resolvedCalibration { return error }
        return nil
    }

    /// The calibration for status lines: "none", "profile.json", "profile.json (saved)".
    public var calibrationDescription: String { calibration.description }

    // MARK: - Availability

    /// Whether device motion can be delivered (CoreMotion's `isDeviceMotionAvailable`):
    /// false when the source has failed (its last error is in `status.lastError`) or the
    /// configured calibration does not apply (`calibrationError`).
    public var isDeviceMotionAvailable: Bool {
        calibrationError == nil && state.withLock { $0.lastError } == nil
    }
    /// True: every source has an accelerometer.
    public var isAccelerometerAvailable: Bool { true }
    /// True: every source has a gyroscope.
    public var isGyroAvailable: Bool { true }
    /// Whether the source has a magnetometer (false while unknown).
    public var isMagnetometerAvailable: Bool { state.withLock { $0.configuration.hasMagnetometer } ?? false }

    /// The frames this source and configuration support: the arbitrary frame always; the
    /// corrected and magnetic-north frames with a magnetometer (or while unknown); true north
    /// also needs `magneticDeclinationDegrees`.
    public func availableAttitudeReferenceFrames() -> AttitudeReferenceFrame {
        let configuration = state.withLock { $0.configuration }
        var frames: AttitudeReferenceFrame = .xArbitraryZVertical
        if configuration.hasMagnetometer != false {
            frames.formUnion([.xArbitraryCorrectedZVertical, .xMagneticNorthZVertical])
            if configuration.magneticDeclinationDegrees?.isFinite == true { frames.insert(.xTrueNorthZVertical) }
        }
        return frames
    }

    /// What the source is.
    public var sourceInformation: SourceInformation { state.withLock { $0.information } }

    // MARK: - Settings

    /// The interval between device-motion samples for pull mode and for streams that do not
    /// give their own, seconds; clamped to `updateIntervalRange`. Default: 0.01 s.
    public var deviceMotionUpdateInterval: Double {
        get { state.withLock { $0.intervals }[.deviceMotion] ?? 0.01 }
        set { setInterval(newValue, for: .deviceMotion) }
    }
    /// The interval for raw accelerometer samples, seconds. Default: 0.01 s.
    public var accelerometerUpdateInterval: Double {
        get { state.withLock { $0.intervals }[.accelerometer] ?? 0.01 }
        set { setInterval(newValue, for: .accelerometer) }
    }
    /// The interval for raw gyroscope samples, seconds. Default: 0.01 s.
    public var gyroUpdateInterval: Double {
        get { state.withLock { $0.intervals }[.gyro] ?? 0.01 }
        set { setInterval(newValue, for: .gyro) }
    }
    /// The interval for raw magnetometer samples, seconds. Default: 0.01 s.
    public var magnetometerUpdateInterval: Double {
        get { state.withLock { $0.intervals }[.magnetometer] ?? 0.01 }
        set { setInterval(newValue, for: .magnetometer) }
    }

    private func setInterval(_ seconds: Double, for kind: ManagerState.PullKind) {
        let clamped = seconds.isFinite
            ? min(Self.updateIntervalRange.upperBound, max(Self.updateIntervalRange.lowerBound, seconds))
            : 0.01
        state.withLock { $0.intervals[kind] = clamped }
    }

    /// The frame in use, or the last one used; `xArbitraryZVertical` before any start.
    public var attitudeReferenceFrame: AttitudeReferenceFrame { state.withLock { $0.referenceFrame } }

    /// The name of the attitude filter in use.
    public var filterName: String { state.withLock { $0.filterName } }

    /// What a person is shown for the filter in use: its name, or the factory's label for
    /// it ("madgwick as published"; `AttitudeFilterFactory.label(of:)`).
    public var filterLabel: String { filterFactory.label(of: filterName) }

    /// Chooses the attitude filter by name; takes effect from the next sample (the attitude
    /// starts again from the new filter's initial state).
    public func setFilter(named name: String) throws(MotionManagerError) {
        let filter = try filterFactory.makeFilter(named: name, sampleRateHertz: state.withLock { $0.information.sampleRateHertz })
        let constants = FilterTimeConstants(of: filter)
        state.withLock {
            $0.filterName = name.lowercased()
            $0.filterTimeConstants = constants
            $0.commands.append(.replaceFilter(filter))
        }
        state.withLock { $0.configuration.logger }?.info("attitude filter: \(name)")
    }

    /// Makes the current heading yaw 0 again (arbitrary frames), like starting afresh.
    public func resetReferenceAttitude() {
        state.withLock { $0.commands.append(.resetReference) }
    }

    /// Checks `frame` and makes it the frame in use (all consumers share one frame; those
    /// started without a frame use it).
    public func selectReferenceFrame(_ frame: AttitudeReferenceFrame) throws(MotionManagerError) {
        let available = availableAttitudeReferenceFrames()
        guard frame.rawValue.nonzeroBitCount == 1, available.contains(frame) else {
            let reason = frame == .xTrueNorthZVertical && available.contains(.xMagneticNorthZVertical)
                ? "true north needs the magnetic declination (degrees, east positive)"
                : "it needs a magnetometer, and this source has none (available: \(available))"
            throw .referenceFrameUnavailable(frame, reason: reason)
        }
        state.withLock {
            if $0.referenceFrame != frame {
                $0.referenceFrame = frame
                $0.commands.append(.setReferenceFrame(frame))
            }
        }
    }

    // MARK: - Status

    /// What the sampling thread is doing, with the delivery latency.
    public var status: MotionStatus {
        let processed = processedSampleCount.load(ordering: .relaxed)
        var status = state.withLock { $0.status(filterFactory: filterFactory, processedSampleCount: processed) }
        status.interruptTiming = interruptTiming?.report
        return status
    }

    /// The source's interrupt timing, when it reads on interrupts.
    var interruptTiming: InterruptTimingMonitor? { (source.source as? any InterruptTimingReporting)?.interruptTiming }
}

/// Holds the (non-Sendable) source; only the sampling thread touches it once started.
final class SourceBox: @unchecked Sendable {
    let source: any IMUSampleSource
    init(_ source: any IMUSampleSource) { self.source = source }
}
