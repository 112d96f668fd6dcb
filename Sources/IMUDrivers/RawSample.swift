import IMUSamples
import MotionMath

/// One reading in register counts, before scaling: the only place raw counts appear.
public struct RawSample: Sendable, Equatable {
    /// Accelerometer X, Y, Z, counts.
    public var accelerometer: SIMD3<Int16>
    /// Gyroscope X, Y, Z, counts.
    public var gyroscope: SIMD3<Int16>
    /// Die temperature, counts; nil when not read.
    public var temperature: Int16?

    /// Creates a raw sample.
    public init(accelerometer: SIMD3<Int16>, gyroscope: SIMD3<Int16>, temperature: Int16? = nil) {
        self.accelerometer = accelerometer
        self.gyroscope = gyroscope
        self.temperature = temperature
    }

    /// Converts to SI with the configured scales.
    /// - Parameters:
    ///   - timestampSeconds: time on the sensor's clock, seconds.
    ///   - configuration: the ranges in use.
    ///   - temperatureCelsius: converts a temperature count to °C.
    public func sample(
        timestampSeconds: Double, configuration: SensorConfiguration,
        temperatureCelsius: (Int16) -> Double
    ) -> IMUSample {
        IMUSample(
            timestampSeconds: timestampSeconds,
            gyroscopeRadiansPerSecond: Vector3(gyroscope) * configuration.gyroscopeFullScale.scalePerLSB,
            accelerometerMetersPerSecondSquared: Vector3(accelerometer) * configuration.accelerometerFullScale.scalePerLSB,
            temperatureCelsius: temperature.map(temperatureCelsius)
        )
    }
}

extension Vector3 {
    /// Converts integer counts to doubles.
    init(_ counts: SIMD3<Int16>) {
        self.init(Double(counts.x), Double(counts.y), Double(counts.z))
    }
}

/// Byte-order helpers for register data.
enum RegisterBytes {
    /// A signed 16-bit value from two bytes, high byte first.
    static func bigEndian(_ bytes: [UInt8], at index: Int) -> Int16 {
        Int16(bitPattern: UInt16(bytes[index]) << 8 | UInt16(bytes[index + 1]))
    }

    /// A signed 16-bit value from two bytes, low byte first.
    static func littleEndian(_ bytes: [UInt8], at index: Int) -> Int16 {
        Int16(bitPattern: UInt16(bytes[index + 1]) << 8 | UInt16(bytes[index]))
    }

    /// Three signed 16-bit values, high byte first, starting at `index`.
    static func bigEndianTriple(_ bytes: [UInt8], at index: Int) -> SIMD3<Int16> {
        SIMD3(bigEndian(bytes, at: index), bigEndian(bytes, at: index + 2), bigEndian(bytes, at: index + 4))
    }

    /// Three signed 16-bit values, low byte first, starting at `index`.
    static func littleEndianTriple(_ bytes: [UInt8], at index: Int) -> SIMD3<Int16> {
        SIMD3(littleEndian(bytes, at: index), littleEndian(bytes, at: index + 2), littleEndian(bytes, at: index + 4))
    }
}
