// swift-tools-version: 6.1
// libFuzzer targets for Inertia's parsers of untrusted input: the CSV log reader, the
// calibration profile decoder, the board decoder and the dashboard's client-message
// decoder; the fast number code against the slow path (NumberText against Swift's
// description, the CSV reader's numbers against strtod); and the estimation under hostile
// numbers (the filters, their uncertainty, the device-motion pipeline, the offline smoother). Built only with the fuzzer sanitizer (Scripts/fuzz): each target
// hands its input handler to libFuzzer's driver (FuzzDriver).
import PackageDescription

let package = Package(
    name: "InertiaFuzz",
    dependencies: [.package(name: "Inertia", path: "..")],
    targets: [
        .target(name: "FuzzDriver"),
        .executableTarget(name: "FuzzCSVLog", dependencies: ["FuzzDriver", .product(name: "IMUSamples", package: "Inertia")]),
        .executableTarget(name: "FuzzCalibrationProfile", dependencies: ["FuzzDriver", .product(name: "Calibration", package: "Inertia")]),
        .executableTarget(name: "FuzzBoard", dependencies: ["FuzzDriver", .product(name: "Boards", package: "Inertia")]),
        .executableTarget(
            name: "FuzzEstimation",
            dependencies: [
                "FuzzDriver", .product(name: "AttitudeFilters", package: "Inertia"),
                .product(name: "DeviceMotion", package: "Inertia"), .product(name: "IMUSamples", package: "Inertia"),
                .product(name: "MotionMath", package: "Inertia"),
            ]),
        .executableTarget(name: "FuzzNumbers", dependencies: ["FuzzDriver", .product(name: "IMUSamples", package: "Inertia")]),
        .executableTarget(name: "FuzzClientMessage", dependencies: ["FuzzDriver", .product(name: "MotionFeed", package: "Inertia")]),
    ]
)
