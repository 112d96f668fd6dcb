import Foundation
import IMUDrivers
import IMUSamples
import MotionMath

/// IMU samples from a kernel IIO driver (inv_mpu6050, st_lsm6dsx…) instead of `/dev/i2c-N`:
/// use it when a kernel driver owns the chip (Raspberry Pi `dtoverlay=mpu6050`, an
/// st_lsm6dsx device-tree node), which makes direct I²C access fail with EBUSY.
///
/// Two ways to read:
/// - **buffered**: enables the scan elements and `buffer/enable`, then reads binary records
///   with the kernel's timestamps from `/dev/iio:deviceN` (needs a trigger or hardware FIFO
///   with an interrupt, and accelerometer and gyroscope on one IIO device, as inv_mpu6050);
/// - **polling**: reads `in_*_raw` from sysfs at the sampling frequency, timestamps =
///   sample count × period (works everywhere, one kernel bus transaction per value).
/// `automatic` tries buffered first and falls back to polling.
///
/// Values are raw × scale (+ offset) in SI (magnetometer gauss → µT), rotated by the
/// kernel's mounting matrix (`in_accel_mount_matrix`, `in_mount_matrix`…) into the board frame.
public final class IIOSource: IMUSampleSource, SampleRateConfigurable {
    /// How samples are read.
    public enum Mode: String, Sendable, Hashable, CaseIterable {
        case automatic, polling, buffered
    }

    /// The devices making up this IMU.
    public let devices: IIOInertialDevices
    /// The requested mode.
    public let requestedMode: Mode
    /// The mode in use after `start()` (polling or buffered).
    public private(set) var activeMode: Mode = .polling
    /// The device's sampling frequency, Hz (`sampling_frequency`); 100 when it has none or
    /// the attribute holds no plausible rate (above 0 and at most `largestSampleRateHertz`).
    public let deviceSampleRateHertz: Double
    /// The fastest sampling frequency believed, Hz: 1 MHz (IMUs run at a few kHz at most).
    public static let largestSampleRateHertz = 1_000_000.0
    /// The rate polling reads at, Hz: at most 1000 Hz, and at most the device's rate once
    /// changed by `setSampleRate(hertz:)`.
    public private(set) var pollingRateHertz: Double
    /// The device nodes' directory (`/dev`).
    public let deviceRoot: String

    let accelerometer: IIOChannelGroup
    let gyroscope: IIOChannelGroup
    let magnetometer: IIOChannelGroup?
    let temperature: IIOTemperatureChannel?
    let bufferWaitSeconds: Double

    // Polling schedule.
    var scheduleOriginHostSeconds = 0.0
    var scheduleOriginTimestamp = 0.0
    var scheduleIndex = 0
    var nextTimestampOffset = 0.0

    // Buffered capture.
    var buffer: IIOBufferedCapture?

    /// Finds the IMU named `device` under `sysfsRoot` and reads its scales and matrices.
    ///
    /// - Parameters:
    ///   - device: a number, `iio:deviceN`, a path, or a driver name (see `IIOInertialDevices.find`).
    ///   - mode: buffered, polling, or automatic (default).
    ///   - sysfsRoot: default `/sys/bus/iio/devices` (tests pass a fake tree).
    ///   - deviceRoot: where `iio:deviceN` nodes are, default `/dev`.
    ///   - pollingRateHertz: polling rate, Hz, at most 1000; default (and for a rate that is
    ///     not positive and finite) the device's sampling frequency.
    ///   - requestedSampleRateHertz: when given, the device's output data rate is set to
    ///     the nearest rate it supports at or above this (`sampling_frequency`, on every
    ///     device of the IMU) before reading; default nil keeps the device's rate.
    ///   - bufferWaitSeconds: how long `automatic` waits for the first buffered record before
    ///     falling back to polling, default 1 s.
    public init(
        device: String, mode: Mode = .automatic, sysfsRoot: String = "/sys/bus/iio/devices",
        deviceRoot: String = "/dev", pollingRateHertz: Double? = nil, requestedSampleRateHertz: Double? = nil,
        bufferWaitSeconds: Double = 1
    ) throws(IIOError) {
        devices = try IIOInertialDevices.find(device, root: sysfsRoot)
        requestedMode = mode
        self.deviceRoot = deviceRoot
        self.bufferWaitSeconds = bufferWaitSeconds
        accelerometer = try IIOChannelGroup(type: "accel", device: devices.accelerometer, unitFactor: 1)
        gyroscope = try IIOChannelGroup(type: "anglvel", device: devices.gyroscope, unitFactor: 1)
        magnetometer = try devices.magnetometer.map { device throws(IIOError) in
            try IIOChannelGroup(type: "magn", device: device, unitFactor: 100)
        }
        if let onAccelerometer = try IIOTemperatureChannel(device: devices.accelerometer) {
            temperature = onAccelerometer
        } else {
            temperature = try IIOTemperatureChannel(device: devices.gyroscope)
        }
        if let requested = requestedSampleRateHertz, requested > 0, requested.isFinite {
            _ = try IIOSamplingFrequency.set(hertz: requested, device: devices.accelerometer, channelType: "accel")
            if devices.gyroscope.path != devices.accelerometer.path {
                _ = try IIOSamplingFrequency.set(hertz: requested, device: devices.gyroscope, channelType: "anglvel")
            }
        }
        let path = devices.accelerometer.path
        let frequency = try IIOSysfs.readFirstNumber([path + "/in_accel_sampling_frequency", path + "/sampling_frequency"])
        deviceSampleRateHertz = frequency.flatMap { $0 > 0 && $0 <= Self.largestSampleRateHertz ? $0 : nil } ?? 100
        let polling = pollingRateHertz.flatMap { $0 > 0 && $0.isFinite ? $0 : nil } ?? deviceSampleRateHertz
        self.pollingRateHertz = min(polling, 1000)
    }

    /// The gyroscope's delay is the datasheet's for the low-pass filter the kernel's
    /// inv_mpu6050 driver sets at the device's rate (the MPU-6050 and MPU-6500 parts; nil
    /// for other drivers and parts).
    public var information: SourceInformation {
        SourceInformation(
            kind: .iio, chipName: devices.name, location: devices.accelerometer.path,
            sampleRateHertz: activeMode == .buffered ? deviceSampleRateHertz : pollingRateHertz,
            gyroscopeDelaySeconds: InvenSenseChip.chip(named: devices.name)?.gyroscopeDelaySeconds(atRateHertz: deviceSampleRateHertz))
    }

    /// True when samples carry a magnetometer reading.
    public var hasMagnetometer: Bool { magnetometer != nil }

    public func start() throws {
        stop()
        nextTimestampOffset = 0
        if requestedMode != .polling {
            do {
                buffer = try IIOBufferedCapture(source: self, waitSeconds: requestedMode == .automatic ? bufferWaitSeconds : nil)
                activeMode = .buffered
                return
            } catch {
                if requestedMode == .buffered { throw error }
            }
        }
        activeMode = .polling
        restartSchedule(at: 0)
    }

    public func nextBatch() throws -> SampleBatch? {
        if let capture = buffer {
            switch try capture.nextBatch() {
            case .samples(let batch):
                return batch
            case .ended:
                return nil
            case .noDataInTime:
                // The buffer never produced data (no interrupt wired): poll instead.
                capture.close()
                buffer = nil
                activeMode = .polling
                restartSchedule(at: 0)
            }
        }
        return try nextPolledBatch()
    }

    public func stop() {
        buffer?.close()
        buffer = nil
    }

    public func setSampleRate(hertz: Double) throws -> Double {
        guard activeMode == .polling, hertz > 0, hertz.isFinite else { return information.sampleRateHertz }
        let rate = min(hertz, max(deviceSampleRateHertz, 1))
        if rate != pollingRateHertz {
            let nextTimestamp = scheduleOriginTimestamp + Double(scheduleIndex) / pollingRateHertz
            pollingRateHertz = rate
            restartSchedule(at: nextTimestamp)
        }
        return rate
    }
}
