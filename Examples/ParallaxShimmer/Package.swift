// swift-tools-version: 6.1
// Drives a parallax card and a gold shimmer from live device motion: the path a program
// with its own renderer takes (a framebuffer, an LED matrix, a game loop).
import PackageDescription

// Where Inertia comes from: its repository, or a local copy (INERTIA_PACKAGE_URL=file:///…),
// required by version as any other dependency.
let inertiaURL = Context.environment["INERTIA_PACKAGE_URL"] ?? "https://github.com/inertia-imu/inertia.git"

let package = Package(
    name: "ParallaxShimmer",
    dependencies: [
        .package(url: inertiaURL, from: "0.35.0"),
    ],
    targets: [
        .executableTarget(
            name: "parallax-shimmer",
            dependencies: [
                .product(name: "DeviceMotion", package: "inertia"),
                .product(name: "MotionEffects", package: "inertia"),
                .product(name: "MotionFeed", package: "inertia"),
                .product(name: "IMUDrivers", package: "inertia"),
                .product(name: "IMUSimulator", package: "inertia"),
            ]
        ),
    ]
)
