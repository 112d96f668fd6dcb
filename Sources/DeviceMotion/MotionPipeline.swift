import AttitudeFilters
import Boards
import Foundation
import IMUSamples
import MotionMath

/// Turns IMU samples into device motion, one at a time: sample correction (calibration) →
/// mounting and display rotation (sensor → device frame) → attitude filter → reference frame
/// → CoreMotion quantities.
///
/// Deterministic: the same samples in give bit-identical output. Not thread-safe; the
/// `MotionManager`'s sampling thread owns one. Usable on its own for offline processing.
public struct MotionPipeline {
    /// What the pipeline does to each sample.
    public struct Settings: Sendable {
        /// Sensor frame → device (screen) frame: the board's mounting matrix then its display
        /// rotation (`Board.sensorToDeviceMatrix`). Default: identity.
        public var sensorToDevice: MountMatrix
        /// The frame attitudes are given in. Default: `xArbitraryZVertical`.
        public var referenceFrame: AttitudeReferenceFrame
        /// Magnetic declination, degrees, east positive; needed for `xTrueNorthZVertical`
        /// (nil or a value that is not finite: 0, magnetic north).
        public var magneticDeclinationDegrees: Double?
        /// Calibration applied to raw samples (sensor frame). Default: none.
        public var correction: (any SampleCorrection)?
        /// The time step assumed for the first sample, seconds. Default: 0.01.
        public var firstTimeStepSeconds: Double
        /// Prediction of the attitude ahead by the sensor's delay, less half the time step.
        /// Default: none.
        public var latencyCompensation: LatencyCompensation
        /// What the calibration in use saw when it was made; with it, the pipeline watches
        /// for signs that the calibration no longer fits (`DeviceMotion.recalibration`).
        /// Default: nil (not watched).
        public var recalibrationReference: RecalibrationMonitor.Reference?
        /// The limits of that watch. Default: `RecalibrationMonitor.Settings()`.
        public var recalibrationSettings: RecalibrationMonitor.Settings
        /// The gyroscope-bias uncertainty assumed for the heading's drift budget and the
        /// error bounds when the filter keeps no figure of its own (each filter here keeps
        /// one, but Madgwick, Mahony and the complementary filter without
        /// `restBiasEstimation`), rad/s.
        /// Default: 1 °/s, a cheap MEMS gyroscope without calibration; `MotionManager` uses
        /// 0.1 °/s when the profile in use calibrates the gyroscope.
        public var assumedGyroscopeBiasStandardDeviationRadiansPerSecond: Double
        /// The gyroscope scale error the heading's drift budget allows for, per angle turned
        /// about the vertical (0.01 = 1 %). Default: 0.01, a factory-trimmed MEMS gyroscope.
        public var gyroscopeScaleErrorFraction: Double

        /// Creates settings; see each property for its default.
        public init(
            sensorToDevice: MountMatrix = .identity,
            referenceFrame: AttitudeReferenceFrame = .xArbitraryZVertical,
            magneticDeclinationDegrees: Double? = nil,
            correction: (any SampleCorrection)? = nil,
            firstTimeStepSeconds: Double = 0.01,
            latencyCompensation: LatencyCompensation = .none,
            recalibrationReference: RecalibrationMonitor.Reference? = nil,
            recalibrationSettings: RecalibrationMonitor.Settings = RecalibrationMonitor.Settings(),
            assumedGyroscopeBiasStandardDeviationRadiansPerSecond: Double = Double.pi / 180,
            gyroscopeScaleErrorFraction: Double = 0.01
        ) {
            self.gyroscopeScaleErrorFraction = gyroscopeScaleErrorFraction
            self.assumedGyroscopeBiasStandardDeviationRadiansPerSecond = assumedGyroscopeBiasStandardDeviationRadiansPerSecond
            self.recalibrationReference = recalibrationReference
            self.recalibrationSettings = recalibrationSettings
            self.latencyCompensation = latencyCompensation
            self.sensorToDevice = sensorToDevice
            self.referenceFrame = referenceFrame
            self.magneticDeclinationDegrees = magneticDeclinationDegrees
            self.correction = correction
            self.firstTimeStepSeconds = firstTimeStepSeconds
        }
    }

    /// The settings in use; change the frame with `setReferenceFrame`.
    public private(set) var settings: Settings
    /// The attitude filter (device frame → ENU).
    public private(set) var filter: any AttitudeFilter
    private var lastTimestampSeconds: Double?
    /// Watches the calibration when the settings give its reference.
    private var recalibrationMonitor: RecalibrationMonitor?
    /// Whether the heading is referenced, and its drift budget since it last was.
    private var headingValidity = HeadingValidity()
    /// The 95 % bounds of the inclination and heading errors.
    private var uncertainty: AttitudeUncertainty
    /// Arbitrary frames: the yaw (radians, in the north-west-up frame) that becomes yaw 0.
    private var arbitraryYawOffsetRadians: Double?
    /// The rotation from ENU to the reference frame once known (nil until then, and again
    /// after a change of frame, filter or reference): worked out once, not per sample.
    private var cachedReferenceRotation: Quaternion?

    /// Creates a pipeline around a filter.
    public init(filter: any AttitudeFilter, settings: Settings = Settings()) {
        self.filter = filter
        self.settings = settings
        uncertainty = AttitudeUncertainty(settings: filter.uncertaintySettings)
        recalibrationMonitor = settings.recalibrationReference.map { RecalibrationMonitor(reference: $0, settings: settings.recalibrationSettings) }
    }

    /// Makes the next sample's yaw the new zero in the arbitrary frames (no effect on the
    /// north frames, whose X is fixed by the magnetic field).
    public mutating func resetReferenceAttitude() {
        arbitraryYawOffsetRadians = nil
        cachedReferenceRotation = nil
        if !settings.referenceFrame.isNorthReferenced {
            headingValidity.reset()
            uncertainty.resetHeadingReference()
        }
    }

    /// Switches reference frame; arbitrary frames start again at yaw 0.
    public mutating func setReferenceFrame(_ frame: AttitudeReferenceFrame, magneticDeclinationDegrees: Double?) {
        settings.referenceFrame = frame
        settings.magneticDeclinationDegrees = magneticDeclinationDegrees
        arbitraryYawOffsetRadians = nil
        cachedReferenceRotation = nil
        headingValidity = HeadingValidity()
        uncertainty = AttitudeUncertainty(settings: uncertainty.settings)
    }

    /// Replaces the filter (a fresh one starts from the next sample).
    public mutating func replaceFilter(_ newFilter: any AttitudeFilter) {
        filter = newFilter
        lastTimestampSeconds = nil
        arbitraryYawOffsetRadians = nil
        cachedReferenceRotation = nil
        headingValidity = HeadingValidity()
        uncertainty = AttitudeUncertainty(settings: newFilter.uncertaintySettings)
    }

    /// Processes one sample.
    public mutating func process(_ rawSample: IMUSample) -> ProcessedSample {
        var processed = ProcessedSample.empty
        process(rawSample, into: &processed)
        return processed
    }

    /// Processes one sample into `processed`, every field of which it replaces except
    /// `sequenceNumber` and `readTimeSeconds` (the caller's): the sampling loop reuses one
    /// value, where a new one per sample would be built and copied on its way (hundreds of
    /// bytes).
    mutating func process(_ rawSample: IMUSample, into processed: inout ProcessedSample) {
        let sample = settings.correction?.corrected(rawSample) ?? rawSample
        let mount = settings.sensorToDevice
        let gyroscope = mount.apply(sample.gyroscopeRadiansPerSecond)
        let specificForce = mount.apply(sample.accelerometerMetersPerSecondSquared)
        let magnetometer = sample.magnetometerMicrotesla.map { mount.apply($0) }
        let frame = settings.referenceFrame

        let timeStep = lastTimestampSeconds.map { sample.timestampSeconds - $0 } ?? settings.firstTimeStepSeconds
        lastTimestampSeconds = sample.timestampSeconds
        filter.update(
            gyroscope: gyroscope,
            accelerometer: specificForce,
            magnetometer: frame == .xArbitraryZVertical ? nil : magnetometer,
            deltaTimeSeconds: timeStep
        )

        // Each of the filter's values read once: every read goes through the existential.
        let filterAttitude = filter.attitude
        let bias = filter.estimatedGyroscopeBias
        // `AttitudeFilter.predictedAttitude`, from the values just read.
        let estimate = settings.latencyCompensation.predict(
            filterAttitude, angularRateRadiansPerSecond: gyroscope - bias, stepSeconds: timeStep)
        let attitude = Attitude(quaternion: referenceRotation(for: estimate) * estimate)
        let gravity = attitude.referenceToDevice(Vector3(0, 0, -1))
        let measured = -specificForce / standardGravityMetersPerSecondSquared
        let heading: Double
        if frame.isNorthReferenced {
            let degrees = -attitude.yaw * 180 / .pi
            heading = degrees < 0 ? degrees + 360 : (degrees >= 360 ? degrees - 360 : degrees)
        } else {
            heading = -1
        }
        let magneticField = magnetometer.map {
            CalibratedMagneticField(field: $0, accuracy: settings.correction?.magneticFieldAccuracy ?? .uncalibrated)
        } ?? .unavailable
        let timestamp = sample.timestampSeconds
        let flags = filter.flags
        processed.deviceMotion.timestamp = timestamp
        processed.deviceMotion.attitude = attitude
        processed.deviceMotion.rotationRate = gyroscope - bias
        processed.deviceMotion.gravity = gravity
        processed.deviceMotion.userAcceleration = measured - gravity
        processed.deviceMotion.magneticField = magneticField
        processed.deviceMotion.heading = heading
        processed.accelerometer = AccelerometerData(timestamp: timestamp, acceleration: measured)
        processed.gyro = GyroData(timestamp: timestamp, rotationRate: gyroscope)
        processed.magnetometer = magnetometer.map { MagnetometerData(timestamp: timestamp, magneticField: $0) }
        processed.filterFlags = flags
        processed.gyroscopeBiasRadiansPerSecond = bias
        processed.sensorSample = sample
        // The filter's own bias σ, else the one these settings assume.
        let biasStandardDeviation = filter.gyroscopeBiasStandardDeviationRadiansPerSecond
            ?? Vector3(repeating: settings.assumedGyroscopeBiasStandardDeviationRadiansPerSecond)
        // The bias-corrected rate in the filter's (sensor→ENU) terms: the mounting only
        // rotates the device frame, and the filter saw the device-frame gyroscope.
        let filterRate = gyroscope - bias
        let magnetic = frame.isNorthReferenced && magnetometer != nil
        headingValidity.add(
            referenced: magnetic && flags.isDisjoint(with: [.magneticDisturbance, .magnetometerIgnored]),
            restartedAfterGap: flags.contains(.reinitialisedAfterGap),
            gravity: gravity,
            biasStandardDeviation: biasStandardDeviation,
            rotationRate: filterRate, scaleErrorFraction: settings.gyroscopeScaleErrorFraction,
            timeStepSeconds: timeStep)
        processed.deviceMotion.headingReferenced = headingValidity.isReferenced
        processed.deviceMotion.headingDriftBudgetDegrees = headingValidity.driftBudgetDegrees
        uncertainty.add(
            rotationRate: filterRate, attitude: filterAttitude, accelerometer: specificForce, flags: flags,
            biasStandardDeviation: biasStandardDeviation,
            magnetic: magnetic, magnetometer: magnetic ? magnetometer : nil,
            magneticDisagreementRadians: filter.magneticHeadingDisagreementRadians, timeStepSeconds: timeStep)
        processed.deviceMotion.attitudeAccuracy = AttitudeAccuracy(
            inclinationErrorBoundDegrees: uncertainty.inclinationBoundDegrees,
            headingErrorBoundDegrees: uncertainty.headingBoundDegrees)
        if recalibrationMonitor != nil {
            recalibrationMonitor?.add(
                timeSeconds: timestamp, magneticFieldMicrotesla: magnetometer, gravity: gravity,
                gyroscopeBiasRadiansPerSecond: bias, temperatureCelsius: sample.temperatureCelsius)
            processed.deviceMotion.recalibration = recalibrationMonitor?.prompt
        } else if processed.deviceMotion.recalibration != nil {
            processed.deviceMotion.recalibration = nil
        }
    }

    /// The rotation from the filter's ENU frame into the reference frame (about the vertical).
    private mutating func referenceRotation(for enuAttitude: Quaternion) -> Quaternion {
        if let cachedReferenceRotation { return cachedReferenceRotation }
        let rotation = uncachedReferenceRotation(for: enuAttitude)
        cachedReferenceRotation = rotation
        return rotation
    }

    private mutating func uncachedReferenceRotation(for enuAttitude: Quaternion) -> Quaternion {
        // ENU → north-west-up: a quarter turn clockwise about z (north becomes +X).
        let northWestUp = verticalRotation(angleRadians: -.pi / 2)
        switch settings.referenceFrame {
        case .xMagneticNorthZVertical:
            return northWestUp
        case .xTrueNorthZVertical:
            // Magnetic north lies `declination` east (clockwise) of true north.
            let degrees = settings.magneticDeclinationDegrees.flatMap { $0.isFinite ? $0 : nil } ?? 0
            let declination = degrees * .pi / 180
            return verticalRotation(angleRadians: -declination) * northWestUp
        default:
            let offset: Double
            if let captured = arbitraryYawOffsetRadians {
                offset = captured
            } else {
                offset = Attitude(quaternion: northWestUp * enuAttitude).yaw
                arbitraryYawOffsetRadians = offset
            }
            return verticalRotation(angleRadians: -offset) * northWestUp
        }
    }
}
