// headless-motion [--simulate] [--bus /dev/i2c-N] [--seconds S] [--calibration FILE]
//
// Reads the IMU on an I²C bus (or the simulator with --simulate), applies the calibration
// profile saved for it by `inertia calibrate` (or the file given), predicts the attitude
// ahead by the chip's own gyroscope delay (its datasheet's, for the filter the driver sets),
// and prints one line of device motion every 0.1 s: attitude (roll, pitch, yaw in degrees),
// gravity in g, and the attitude's 95 % error bounds (tilt and heading, degrees).
import DeviceMotion
import Foundation
import IMUDrivers
import IMUSimulator

var arguments = CommandLine.arguments.dropFirst()
var simulate = false
var busPath = "/dev/i2c-1"
var seconds = 5.0
var calibration = CalibrationChoice.savedProfile
while let argument = arguments.popFirst() {
    switch argument {
    case "--simulate": simulate = true
    case "--bus": busPath = arguments.popFirst() ?? busPath
    case "--seconds": seconds = arguments.popFirst().flatMap(Double.init) ?? seconds
    case "--calibration": calibration = arguments.popFirst().map(CalibrationChoice.file) ?? calibration
    case "--no-calibration": calibration = .none
    default:
        FileHandle.standardError.write(Data("headless-motion: error: unknown argument '\(argument)'\n".utf8))
        exit(64)
    }
}

do {
    var configuration = MotionManager.Configuration(calibration: calibration)
    configuration.predictsSensorDelay = true
    let manager: MotionManager
    if simulate {
        configuration.hasMagnetometer = false
        let imu = SimulatedIMU(chip: .mpu6050, motion: .tilt, clock: MonotonicClock())
        manager = MotionManager(source: try imu.makeSampleSource(sampleRateHertz: 200), configuration: configuration)
    } else {
        manager = try MotionManager(.i2c(busPath: busPath), configuration: configuration)
    }
    if let problem = manager.calibrationError {
        FileHandle.standardError.write(Data("headless-motion: error: \(problem)\n".utf8))
        exit(1)
    }
    let status = manager.status
    print("source: \(manager.sourceInformation.chipName), calibration: \(manager.calibrationDescription), "
        + String(format: "sensor delay: %.1f ms, predicted ahead: %.1f ms", status.sensorDelaySeconds * 1000, status.predictionLeadSeconds * 1000))
    var first: Double?
    for await motion in try manager.deviceMotionUpdates(interval: 0.1) {
        let start = first ?? motion.timestamp
        first = start
        if motion.timestamp - start > seconds { break }
        let degrees = 180 / Double.pi
        let bounds = motion.attitudeAccuracy
        print(String(
            format: "t %6.2f s  roll %7.2f°  pitch %7.2f°  yaw %7.2f°  gravity %6.3f %6.3f %6.3f g  ±%.1f° tilt ±%.1f° heading",
            motion.timestamp - start, motion.attitude.roll * degrees, motion.attitude.pitch * degrees,
            motion.attitude.yaw * degrees, motion.gravity.x, motion.gravity.y, motion.gravity.z,
            bounds.inclinationErrorBoundDegrees, bounds.headingErrorBoundDegrees))
    }
    if let error = manager.status.lastError {
        FileHandle.standardError.write(Data("headless-motion: error: \(error)\n".utf8))
        exit(1)
    }
} catch {
    FileHandle.standardError.write(Data("headless-motion: error: \(error)\n".utf8))
    exit(1)
}
