import MotionMath

/// A calibration profile compiled for applying to every sample: matrices instead of arrays.
/// Build it with `CalibrationProfile.correction(file:)`, which validates every field.
public struct SensorCorrection: Sendable, Equatable {
    /// Gyroscope bias at the reference temperature, rad/s.
    public var gyroscopeBiasRadiansPerSecond: Vector3 = .zero
    /// Bias change per °C, rad/s/°C.
    public var gyroscopeTemperatureSlope: Vector3 = .zero
    /// Temperature the gyroscope bias refers to, °C.
    public var gyroscopeReferenceTemperatureCelsius: Double?
    /// Accelerometer offset, m/s².
    public var accelerometerOffsetMetersPerSecondSquared: Vector3 = .zero
    /// Accelerometer matrix.
    public var accelerometerMatrix: Matrix3 = .identity
    /// Magnetometer hard-iron offset, µT.
    public var magnetometerHardIronMicrotesla: Vector3 = .zero
    /// Magnetometer soft-iron matrix.
    public var magnetometerSoftIron: Matrix3 = .identity

    /// The identity correction (changes nothing).
    public init() {}

    /// Corrected gyroscope, rad/s, at a die temperature (°C) when known.
    @inlinable
    public func gyroscope(_ raw: Vector3, temperatureCelsius: Double?) -> Vector3 {
        var bias = gyroscopeBiasRadiansPerSecond
        if let temperatureCelsius, temperatureCelsius.isFinite, let reference = gyroscopeReferenceTemperatureCelsius {
            bias += gyroscopeTemperatureSlope * (temperatureCelsius - reference)
        }
        return raw - bias
    }

    /// Corrected accelerometer, m/s²: matrix · (raw − offset).
    @inlinable
    public func accelerometer(_ raw: Vector3) -> Vector3 {
        accelerometerMatrix * (raw - accelerometerOffsetMetersPerSecondSquared)
    }

    /// Corrected magnetometer, µT: softIron · (raw − hardIron).
    @inlinable
    public func magnetometer(_ raw: Vector3) -> Vector3 {
        magnetometerSoftIron * (raw - magnetometerHardIronMicrotesla)
    }

    /// The inverse model, used by the simulator to apply a profile's errors to true values:
    /// raw = matrix⁻¹ · true + offset (and likewise for the magnetometer), raw gyro = true + bias.
    /// Returns nil when a matrix is singular.
    public func distortion() -> SensorDistortion? {
        guard let accelerometerInverse = accelerometerMatrix.inverseIfInvertible,
              let magnetometerInverse = magnetometerSoftIron.inverseIfInvertible else { return nil }
        return SensorDistortion(
            gyroscopeBiasRadiansPerSecond: gyroscopeBiasRadiansPerSecond,
            accelerometerInverseMatrix: accelerometerInverse,
            accelerometerOffsetMetersPerSecondSquared: accelerometerOffsetMetersPerSecondSquared,
            magnetometerInverseSoftIron: magnetometerInverse,
            magnetometerHardIronMicrotesla: magnetometerHardIronMicrotesla
        )
    }
}

/// Sensor errors applied to true values (the inverse of a `SensorCorrection`).
public struct SensorDistortion: Sendable, Equatable {
    /// Added to the true rate, rad/s.
    public var gyroscopeBiasRadiansPerSecond: Vector3
    /// matrix⁻¹ of the accelerometer correction.
    public var accelerometerInverseMatrix: Matrix3
    /// Accelerometer offset, m/s².
    public var accelerometerOffsetMetersPerSecondSquared: Vector3
    /// soft_iron⁻¹ of the magnetometer correction.
    public var magnetometerInverseSoftIron: Matrix3
    /// Hard-iron offset, µT.
    public var magnetometerHardIronMicrotesla: Vector3

    /// Raw gyroscope from the true rate, rad/s.
    public func gyroscope(_ trueValue: Vector3) -> Vector3 { trueValue + gyroscopeBiasRadiansPerSecond }
    /// Raw accelerometer from the true specific force, m/s².
    public func accelerometer(_ trueValue: Vector3) -> Vector3 {
        accelerometerInverseMatrix * trueValue + accelerometerOffsetMetersPerSecondSquared
    }
    /// Raw magnetometer from the true field, µT.
    public func magnetometer(_ trueValue: Vector3) -> Vector3 {
        magnetometerInverseSoftIron * trueValue + magnetometerHardIronMicrotesla
    }
}
