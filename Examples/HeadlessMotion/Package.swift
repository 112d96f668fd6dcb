// swift-tools-version: 6.1
// Prints device motion from an IMU, or from Inertia's simulator, with the saved calibration
// profile applied: the smallest useful program on Inertia.
import PackageDescription

// Where Inertia comes from: its repository, or a local copy (INERTIA_PACKAGE_URL=file:///…),
// required by version as any other dependency.
let inertiaURL = Context.environment["INERTIA_PACKAGE_URL"] ?? "https://github.com/inertia-imu/inertia.git"

let package = Package(
    name: "HeadlessMotion",
    dependencies: [
        .package(url: inertiaURL, from: "0.35.0"),
    ],
    targets: [
        .executableTarget(
            name: "headless-motion",
            dependencies: [
                .product(name: "DeviceMotion", package: "inertia"),
                .product(name: "IMUDrivers", package: "inertia"),
                .product(name: "IMUSimulator", package: "inertia"),
            ]
        ),
    ]
)
