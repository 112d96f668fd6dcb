import MotionMath
import Platform

extension CalibrationProfile {
    /// Checks every field (its shape, then its physical range: `Ranges.standard`) and
    /// compiles the profile into a `SensorCorrection`.
    /// - Parameter file: the file name used in error messages.
    /// - Throws: `CalibrationProfileError.invalidField` naming the first bad field, or
    ///   `.unsupportedVersion`.
    public func correction(file: String) throws(CalibrationProfileError) -> SensorCorrection {
        guard version >= 1 else {
            throw .invalidField(file: file, field: "version", reason: "must be 1 or more, found \(version)")
        }
        guard version <= Self.currentVersion else {
            throw .unsupportedVersion(file: file, found: version, supported: Self.currentVersion)
        }
        var correction = SensorCorrection()
        if let gyroscope {
            correction.gyroscopeBiasRadiansPerSecond = try Self.vector(gyroscope.biasRadiansPerSecond, file: file, field: "gyroscope.bias_rad_s")
            if let slope = gyroscope.temperatureSlopeRadiansPerSecondPerCelsius {
                correction.gyroscopeTemperatureSlope = try Self.vector(slope, file: file, field: "gyroscope.temperature_slope_rad_s_per_c")
                guard let reference = gyroscope.referenceTemperatureCelsius, reference.isFinite else {
                    throw .invalidField(file: file, field: "gyroscope.reference_temperature_c", reason: "is required with a temperature slope")
                }
                correction.gyroscopeReferenceTemperatureCelsius = reference
            }
        }
        if let accelerometer {
            correction.accelerometerOffsetMetersPerSecondSquared = try Self.vector(accelerometer.offsetMetersPerSecondSquared, file: file, field: "accelerometer.offset_m_s2")
            correction.accelerometerMatrix = try Self.matrix(accelerometer.matrix, file: file, field: "accelerometer.matrix")
        }
        if let magnetometer {
            correction.magnetometerHardIronMicrotesla = try Self.vector(magnetometer.hardIronMicrotesla, file: file, field: "magnetometer.hard_iron_uT")
            correction.magnetometerSoftIron = try Self.matrix(magnetometer.softIron, file: file, field: "magnetometer.soft_iron")
        }
        _ = try mountingMatrix(file: file)
        try checkRanges(file: file)
        return correction
    }

    /// Whether this profile belongs to a sensor with this chip name (and address, when both
    /// name one). Chip names compare without case and punctuation ("MPU-6050" = "mpu6050").
    public func matches(chip: String, address: Int?) -> Bool {
        do {
            try checkSensor(chip: chip, address: address, file: "")
            return true
        } catch {
            return false
        }
    }

    /// Checks that this profile belongs to the sensor in use: the chip name, the address
    /// when both name one, and the magnetometer part when the profile calibrates one and
    /// both name it. Names compare without case and punctuation ("MPU-6050" = "mpu6050").
    /// - Parameters:
    ///   - magnetometerChip: the magnetometer part in use, nil when none or unknown.
    ///   - file: the file name used in the error.
    /// - Throws: `CalibrationProfileError.mismatchedSensor` naming the first field that
    ///   differs and both values.
    public func checkSensor(chip: String, address: Int?, magnetometerChip: String? = nil, file: String) throws(CalibrationProfileError) {
        func simplified(_ name: String) -> String { String(name.lowercased().filter { $0.isLetter || $0.isNumber }) }
        func shown(_ address: Int) -> String {
            let hex = String(address, radix: 16)
            return "\(address) (0x\(hex.count < 2 ? "0" + hex : hex))"
        }
        guard simplified(sensor.chip) == simplified(chip) else {
            throw .mismatchedSensor(file: file, field: "sensor.chip", profileValue: "\"\(DisplayText.value(sensor.chip))\"", sensorValue: "\"\(DisplayText.value(chip))\"")
        }
        if let address, let profileAddress = sensor.address, address != profileAddress {
            throw .mismatchedSensor(file: file, field: "sensor.address", profileValue: shown(profileAddress), sensorValue: shown(address))
        }
        if magnetometer != nil, let profilePart = sensor.magnetometerChip, let magnetometerChip,
           simplified(profilePart) != simplified(magnetometerChip) {
            throw .mismatchedSensor(
                file: file, field: "sensor.magnetometer_chip", profileValue: "\"\(DisplayText.value(profilePart))\"", sensorValue: "\"\(DisplayText.value(magnetometerChip))\"")
        }
    }

    private static func vector(_ values: [Double], file: String, field: String) throws(CalibrationProfileError) -> Vector3 {
        guard values.count == 3 else {
            throw .invalidField(file: file, field: field, reason: "must hold 3 numbers, found \(values.count)")
        }
        guard values.allSatisfy(\.isFinite) else {
            throw .invalidField(file: file, field: field, reason: "holds a value that is not a finite number")
        }
        return Vector3(values[0], values[1], values[2])
    }

    private static func matrix(_ rows: [[Double]], file: String, field: String) throws(CalibrationProfileError) -> Matrix3 {
        guard rows.count == 3 else {
            throw .invalidField(file: file, field: field, reason: "must hold 3 rows, found \(rows.count)")
        }
        var vectors: [Vector3] = []
        for (index, row) in rows.enumerated() {
            vectors.append(try vector(row, file: file, field: "\(field)[\(index)]"))
        }
        let matrix = Matrix3(rows: vectors[0], vectors[1], vectors[2])
        guard matrix.inverseIfInvertible != nil, abs(matrix.determinant) > 1e-6 else {
            throw .invalidField(file: file, field: field, reason: "is singular (determinant \(matrix.determinant))")
        }
        return matrix
    }
}
