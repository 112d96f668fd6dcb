import MotionMath

/// A part's white-noise densities as its datasheet gives them (typical values): what the
/// angle and velocity random walk of a still recording should come to. One row per group
/// of parts sharing the figures.
public struct DatasheetNoise: Sendable, Equatable {
    /// Part names the row is for; the first is shown.
    public let names: [String]
    /// Gyroscope rate noise spectral density, °/s/√Hz.
    public let gyroscopeDegreesPerSecondPerRootHertz: Double
    /// Accelerometer noise spectral density, µg/√Hz.
    public let accelerometerMicroGPerRootHertz: Double

    /// Creates a row.
    public init(names: [String], gyroscopeDegreesPerSecondPerRootHertz: Double, accelerometerMicroGPerRootHertz: Double) {
        self.names = names
        self.gyroscopeDegreesPerSecondPerRootHertz = gyroscopeDegreesPerSecondPerRootHertz
        self.accelerometerMicroGPerRootHertz = accelerometerMicroGPerRootHertz
    }

    /// The shown name.
    public var name: String { names.first ?? "" }

    /// The angle random walk the gyroscope density means, °/√h (°/s/√Hz = °/√s, × 60).
    public var gyroscopeAngleRandomWalkDegreesPerRootHour: Double { gyroscopeDegreesPerSecondPerRootHertz * 60 }

    /// The velocity random walk the accelerometer density means, m/s/√h.
    public var accelerometerVelocityRandomWalkMetersPerSecondPerRootHour: Double {
        accelerometerMicroGPerRootHertz * 1e-6 * standardGravityMetersPerSecondSquared * 60
    }

    /// MPU-6000/6050 product specification rev. 3.4: rate noise spectral density
    /// 0.005 °/s/√Hz, accelerometer 400 µg/√Hz.
    public static let mpu6050 = DatasheetNoise(
        names: ["MPU-6050", "MPU-6000"], gyroscopeDegreesPerSecondPerRootHertz: 0.005, accelerometerMicroGPerRootHertz: 400)
    /// MPU-6500 and MPU-9250 product specifications: 0.01 °/s/√Hz, 300 µg/√Hz.
    public static let mpu6500 = DatasheetNoise(
        names: ["MPU-6500", "MPU-9250", "MPU-9255"], gyroscopeDegreesPerSecondPerRootHertz: 0.01, accelerometerMicroGPerRootHertz: 300)
    /// LSM6DS3 datasheet: rate noise density 7 mdps/√Hz, acceleration 90 µg/√Hz
    /// (high-performance mode).
    public static let lsm6ds3 = DatasheetNoise(
        names: ["LSM6DS3", "LSM6DS3H", "LSM6DS33"], gyroscopeDegreesPerSecondPerRootHertz: 0.007, accelerometerMicroGPerRootHertz: 90)
    /// LSM6DSO datasheet: 3.8 mdps/√Hz, 70 µg/√Hz (high-performance mode).
    public static let lsm6dso = DatasheetNoise(
        names: ["LSM6DSO", "LSM6DSOX"], gyroscopeDegreesPerSecondPerRootHertz: 0.0038, accelerometerMicroGPerRootHertz: 70)

    /// Every row.
    public static let table: [DatasheetNoise] = [.mpu6050, .mpu6500, .lsm6ds3, .lsm6dso]

    /// The row for the part called `name` (any spelling `ChipModel.key` accepts), or nil.
    public static func noise(forChip name: String) -> DatasheetNoise? {
        let key = ChipModel.key(for: name)
        return table.first { $0.names.contains { ChipModel.key(for: $0) == key } }
    }
}
