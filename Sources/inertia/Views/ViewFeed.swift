import DeviceMotion
import Foundation
import IMUDrivers
import MotionFeed

/// Opens the motion feed the demo and the dashboard show, from the source options.
///
/// With no source option it looks for an IMU: a kernel IIO device with a gyroscope, then a
/// chip on the board's I²C bus. When none is found it says so in one line and runs the
/// simulator (`--simulate mpu6050`) with the hand-held motion.
enum ViewFeed {
    /// The motion the simulator runs when none is named.
    static let defaultMotion = "handheld"
    /// The simulated chip used when no IMU is found.
    static let fallbackChip = "mpu6050"

    /// A started feed, or an error saying what to do. The calibration options name the
    /// profile to apply (`--calibration FILE`, else the one saved for the sensor found); the
    /// status shows which one is in effect. The magnetometer, prediction and filter tuning
    /// options work as for `inertia stream`.
    static func open(_ view: ViewOptions) throws -> DeviceMotionFeed {
        let magnetometer = view.magnetometer
        var options = view.source
        if options.motion == nil { options.motion = defaultMotion }
        let isAutomatic = options.iio == nil && options.replay == nil && options.simulate == nil && options.bus == nil
        let selection: MotionSourceSelection
        if isAutomatic {
            selection = try detect(options, magnetometer: magnetometer)
        } else {
            selection = try MotionSourceSelection.open(options, fast: false, magnetometer: magnetometer)
        }
        let configuration = try selection.configuration(calibration: view.calibration, latency: view.latency)
        let manager = MotionManager(source: selection.source, configuration: configuration, filterFactory: view.tuning.filterFactory)
        var settings = DeviceMotionFeed.Settings()
        settings.lowPowerDetector = LowPowerDetector()
        let feed = DeviceMotionFeed(manager: manager, settings: settings)
        try feed.start()
        return feed
    }

    /// The first IMU found, or the simulator after a one-line notice.
    private static func detect(_ options: SourceOptions, magnetometer: MagnetometerOptions) throws -> MotionSourceSelection {
        var reasons: [String] = []
        do {
            for device in try IIODeviceDirectory.all(root: "/sys/bus/iio/devices") where device.has("in_anglvel_x_raw") {
                var iio = options
                iio.iio = device.directoryName
                do {
                    return try MotionSourceSelection.open(iio, fast: false, magnetometer: magnetometer)
                } catch {
                    reasons.append("IIO \(device.directoryName): \(error)")
                }
            }
        } catch {
            reasons.append("no IIO devices")
        }
        do {
            return try MotionSourceSelection.open(options, fast: false, magnetometer: magnetometer)
        } catch {
            reasons.append("I²C: " + (String(describing: error).split(separator: ";").first.map(String.init) ?? ""))
        }
        var simulated = options
        simulated.simulate = fallbackChip
        FileHandle.standardError.write(Data(
            "No IMU found (\(reasons.joined(separator: "; "))); running the simulator: \(fallbackChip), \(options.motion ?? defaultMotion) motion.\n".utf8))
        return try MotionSourceSelection.open(simulated, fast: false, magnetometer: magnetometer)
    }
}
