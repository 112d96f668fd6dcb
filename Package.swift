// swift-tools-version: 6.1
//
// Inertia: CoreMotion-grade device motion from a cheap IMU on a Linux board.
// Dependencies point one way, down the list of targets below (see DESIGN in README.md).
import PackageDescription

let package = Package(
    name: "Inertia",
    products: [
        .executable(name: "inertia", targets: ["inertia"]),
        .library(name: "MotionMath", targets: ["MotionMath"]),
        .library(name: "I2C", targets: ["I2C"]),
        .library(name: "I2CTesting", targets: ["I2CTesting"]),
        .library(name: "GPIO", targets: ["GPIO"]),
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
        .library(name: "MotionDaemon", targets: ["MotionDaemon"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.6.0"),
        .package(url: "https://github.com/apple/swift-numerics", from: "1.0.0"),
        .package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.0.0"),
        .package(url: "https://github.com/apple/swift-async-algorithms", from: "1.0.0"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.0.0"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.0.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.0.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", from: "2.0.0"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.6.0"),
        .package(url: "https://github.com/apple/swift-metrics", from: "2.5.0"),
        .package(url: "https://github.com/swift-server/swift-prometheus", from: "2.1.0"),
        .package(url: "https://github.com/apple/swift-collections", from: "1.1.0"),
        // Tests only: property-based checks (the fast number parser and output against the slow path).
        .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1"),
        // Documentation only (`swift package generate-documentation`): links into nothing.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
    ],
    targets: [
        // MARK: - The platform and the hardware
        .target(name: "Platform"),
        .systemLibrary(
            name: "CI2C",
            path: "Sources/CI2C",
            providers: [.apt(["libi2c-dev"])]
        ),
        .target(name: "I2C", dependencies: ["CI2C", "Platform"]),
        .systemLibrary(name: "CGPIO", path: "Sources/CGPIO"),
        .target(name: "GPIO", dependencies: ["CGPIO", "Platform"]),
        .target(name: "I2CTesting", dependencies: ["I2C", "Platform"]),

        // MARK: - Math and samples (no Foundation in MotionMath)
        .target(name: "MotionMath", dependencies: [.product(name: "RealModule", package: "swift-numerics")]),
        .target(name: "IMUSamples", dependencies: ["MotionMath", "Platform"]),

        // MARK: - Drivers and the simulated chips
        .target(name: "IMUDrivers", dependencies: ["I2C", "GPIO", "MotionMath", "IMUSamples", "Platform"]),
        .target(name: "IMUSimulator", dependencies: ["I2C", "MotionMath", "IMUSamples", "IMUDrivers", "Platform"]),

        // MARK: - Fusion
        .target(name: "AttitudeFilters", dependencies: ["MotionMath", .product(name: "RealModule", package: "swift-numerics")]),
        .target(name: "FilterEvaluation", dependencies: ["MotionMath", "IMUSamples", "AttitudeFilters", "Platform"]),

        // MARK: - Calibration, boards, device motion, effects
        .target(name: "Calibration", dependencies: ["MotionMath", "IMUSamples", "Platform"]),
        .target(name: "Boards", dependencies: ["MotionMath", "Platform"]),
        .target(
            name: "DeviceMotion",
            dependencies: [
                "MotionMath", "IMUSamples", "I2C", "IMUDrivers", "AttitudeFilters", "Calibration", "Boards", "Platform",
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .target(name: "MotionEffects", dependencies: ["MotionMath", "Platform", .product(name: "RealModule", package: "swift-numerics")]),

        // MARK: - What people see: the motion feed, the terminal demo, the web dashboard
        .target(
            name: "MotionFeed",
            dependencies: ["MotionMath", "IMUSamples", "AttitudeFilters", "DeviceMotion", "MotionEffects", "Platform"]
        ),
        .target(name: "TerminalUI", dependencies: ["MotionMath", "MotionFeed", "MotionEffects", "Platform"]),
        .target(
            name: "Dashboard",
            dependencies: [
                "MotionMath", "MotionFeed", "Platform",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOWebSocket", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ]
        ),

        .target(
            name: "MotionDaemon",
            dependencies: [
                "DeviceMotion", "IMUSamples", "IMUDrivers", "Platform",
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "CoreMetrics", package: "swift-metrics"),
                .product(name: "DequeModule", package: "swift-collections"),
            ]
        ),

        // MARK: - The command-line tool
        .executableTarget(
            name: "inertia",
            dependencies: [
                "MotionMath", "I2C", "GPIO", "IMUSamples", "IMUDrivers", "IMUSimulator",
                "AttitudeFilters", "FilterEvaluation", "Calibration", "Boards",
                "DeviceMotion", "MotionEffects",
                "MotionFeed", "TerminalUI", "Dashboard", "MotionDaemon", "Platform",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Metrics", package: "swift-metrics"),
                .product(name: "CoreMetrics", package: "swift-metrics"),
                .product(name: "Prometheus", package: "swift-prometheus"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ]
        ),

        // MARK: - Tests (mirror the sources)
        .testTarget(name: "I2CTests", dependencies: ["I2C", "I2CTesting", "Platform"]),
        .testTarget(name: "GPIOTests", dependencies: ["GPIO", "CGPIO", "Platform"]),
        .testTarget(name: "MotionMathTests", dependencies: ["MotionMath", "Platform"]),
        .testTarget(
            name: "IMUSamplesTests",
            dependencies: ["IMUSamples", "Platform", .product(name: "PropertyBased", package: "swift-property-based")]
        ),
        .testTarget(name: "IMUDriversTests", dependencies: ["IMUDrivers", "I2C", "I2CTesting", "IMUSamples", "MotionMath", "Platform"]),
        .testTarget(
            name: "IMUSimulatorTests",
            dependencies: ["IMUSimulator", "IMUDrivers", "I2C", "MotionMath", "AttitudeFilters", "DeviceMotion", "Platform"]
        ),
        .testTarget(name: "AttitudeFiltersTests", dependencies: ["AttitudeFilters", "MotionMath", "Platform"]),
        .testTarget(
            name: "FilterEvaluationTests",
            dependencies: ["FilterEvaluation", "AttitudeFilters", "DeviceMotion", "IMUSamples", "MotionMath", "Platform"]
        ),
        .testTarget(name: "CalibrationTests", dependencies: ["Calibration", "MotionMath", "IMUSamples", "Platform"]),
        .testTarget(name: "BoardsTests", dependencies: ["Boards", "Platform"]),
        .testTarget(
            name: "DeviceMotionTests",
            dependencies: [
                "DeviceMotion", "Calibration", "IMUSimulator", "IMUDrivers", "Platform", "FilterEvaluation",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "MotionDaemonTests",
            dependencies: [
                "MotionDaemon",
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOEmbedded", package: "swift-nio"),
            ]
        ),
        .testTarget(
            name: "MotionEffectsTests",
            dependencies: [
                "MotionEffects", "Platform",
                .product(name: "Clocks", package: "swift-clocks"),
                .product(name: "AsyncAlgorithms", package: "swift-async-algorithms"),
            ]
        ),
        .testTarget(
            name: "MotionFeedTests",
            dependencies: [
                "MotionFeed", "AttitudeFilters", "MotionMath", "MotionEffects", "DeviceMotion", "IMUSamples", "Platform",
                .product(name: "Clocks", package: "swift-clocks"),
            ]
        ),
        .testTarget(
            name: "TerminalUITests",
            dependencies: [
                "TerminalUI", "MotionFeed", "MotionMath", "MotionEffects", "DeviceMotion",
                .product(name: "Clocks", package: "swift-clocks"),
            ]
        ),
        .testTarget(name: "DashboardTests", dependencies: ["Dashboard", "MotionFeed", "MotionMath", "DeviceMotion", "Platform"]),
        .testTarget(name: "inertiaTests", dependencies: ["inertia"]),
    ]
)

for target in package.targets where target.type != .system {
    var settings = target.swiftSettings ?? []
    settings.append(.swiftLanguageMode(.v6))
    settings.append(.enableUpcomingFeature("ExistentialAny"))
    target.swiftSettings = settings
}
