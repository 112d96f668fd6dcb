// swift-tools-version: 6.1
//
// Inertia: CoreMotion-grade device motion from a cheap IMU on a Linux board.
// Dependencies point one way, down the list of targets below (see DESIGN in README.md).
import PackageDescription

let package = Package(
    name: "Inertia",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "inertia", targets: ["inertia"]),
        .library(name: "MotionMath", targets: ["MotionMath"]),
        .library(name: "I2C", targets: ["I2C"]),
        .library(name: "IMUSamples", targets: ["IMUSamples"]),
        .library(name: "IMUDrivers", targets: ["IMUDrivers"]),
        .library(name: "IMUSimulator", targets: ["IMUSimulator"]),
        .library(name: "AttitudeFilters", targets: ["AttitudeFilters"]),
        .library(name: "FilterEvaluation", targets: ["FilterEvaluation"]),
        .library(name: "Calibration", targets: ["Calibration"]),
        .library(name: "Boards", targets: ["Boards"]),
        .library(name: "DeviceMotion", targets: ["DeviceMotion"]),
        .library(name: "MotionEffects", targets: ["MotionEffects"]),
        .library(name: "MotionFeed", targets: ["MotionFeed"]),
        .library(name: "TerminalUI", targets: ["TerminalUI"]),
        .library(name: "Dashboard", targets: ["Dashboard"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.6.0"),
        .package(url: "https://github.com/apple/swift-async-algorithms", from: "1.0.0"),
        .package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.0.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.0.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", from: "2.0.0"),
    ],
    targets: [
        // MARK: - Hardware access
        .systemLibrary(
            name: "CI2C",
            path: "Sources/CI2C",
            providers: [.apt(["libi2c-dev"])]
        ),
        .target(name: "I2C", dependencies: ["CI2C"]),

        // MARK: - Math and samples (no Foundation in MotionMath)
        .target(name: "MotionMath"),
        .target(name: "IMUSamples", dependencies: ["MotionMath"]),

        // MARK: - Drivers and the simulated chips
        .target(name: "IMUDrivers", dependencies: ["I2C", "MotionMath", "IMUSamples"]),
        .target(name: "IMUSimulator", dependencies: ["I2C", "MotionMath", "IMUSamples", "IMUDrivers"]),

        // MARK: - Fusion
        .target(name: "AttitudeFilters", dependencies: ["MotionMath"]),
        .target(name: "FilterEvaluation", dependencies: ["MotionMath", "IMUSamples", "AttitudeFilters"]),

        // MARK: - Calibration, boards, device motion, effects
        .target(name: "Calibration", dependencies: ["MotionMath", "IMUSamples"]),
        .target(name: "Boards", dependencies: ["MotionMath"]),
        .target(
            name: "DeviceMotion",
            dependencies: [
                "MotionMath", "IMUSamples", "I2C", "IMUDrivers", "IMUSimulator",
                "AttitudeFilters", "Calibration", "Boards",
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .target(
            name: "MotionEffects",
            dependencies: [
                "MotionMath", "DeviceMotion",
                .product(name: "AsyncAlgorithms", package: "swift-async-algorithms"),
                .product(name: "Clocks", package: "swift-clocks"),
            ]
        ),

        // MARK: - What people see: the motion feed, the terminal demo, the web dashboard
        .target(name: "MotionFeed", dependencies: ["MotionMath", "IMUSamples", "AttitudeFilters", "DeviceMotion", "MotionEffects"]),
        .target(name: "TerminalUI", dependencies: ["MotionMath", "MotionFeed", "MotionEffects"]),
        .target(
            name: "Dashboard",
            dependencies: [
                "MotionMath", "MotionFeed",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),

        // MARK: - The command-line tool
        .executableTarget(
            name: "inertia",
            dependencies: [
                "MotionMath", "I2C", "IMUSamples", "IMUDrivers", "IMUSimulator",
                "AttitudeFilters", "FilterEvaluation", "Calibration", "Boards",
                "DeviceMotion", "MotionEffects",
                "MotionFeed", "TerminalUI", "Dashboard",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),

        // MARK: - Tests (mirror the sources)
        .testTarget(name: "I2CTests", dependencies: ["I2C"]),
        .testTarget(name: "MotionMathTests", dependencies: ["MotionMath"]),
        .testTarget(name: "IMUSamplesTests", dependencies: ["IMUSamples"]),
        .testTarget(name: "IMUDriversTests", dependencies: ["IMUDrivers", "I2C", "IMUSamples"]),
        .testTarget(name: "IMUSimulatorTests", dependencies: ["IMUSimulator", "IMUDrivers", "I2C"]),
        .testTarget(name: "AttitudeFiltersTests", dependencies: ["AttitudeFilters", "MotionMath"]),
        .testTarget(
            name: "FilterEvaluationTests",
            dependencies: ["FilterEvaluation", "AttitudeFilters", "IMUSamples", "MotionMath"]
        ),
        .testTarget(name: "CalibrationTests", dependencies: ["Calibration", "MotionMath", "IMUSamples"]),
        .testTarget(name: "BoardsTests", dependencies: ["Boards"]),
        .testTarget(name: "DeviceMotionTests", dependencies: ["DeviceMotion"]),
        .testTarget(
            name: "MotionEffectsTests",
            dependencies: [
                "MotionEffects", "DeviceMotion", "IMUSamples",
                .product(name: "Clocks", package: "swift-clocks"),
                .product(name: "AsyncAlgorithms", package: "swift-async-algorithms"),
            ]
        ),
        .testTarget(name: "MotionFeedTests", dependencies: ["MotionFeed", "MotionMath", "MotionEffects"]),
        .testTarget(
            name: "TerminalUITests",
            dependencies: ["TerminalUI", "MotionFeed", "MotionMath", "MotionEffects", .product(name: "Clocks", package: "swift-clocks")]
        ),
        .testTarget(name: "DashboardTests", dependencies: ["Dashboard", "MotionFeed", "MotionMath"]),
    ]
)

for target in package.targets where target.type != .system {
    var settings = target.swiftSettings ?? []
    settings.append(.swiftLanguageMode(.v6))
    settings.append(.enableUpcomingFeature("ExistentialAny"))
    target.swiftSettings = settings
}
