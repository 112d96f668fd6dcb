import Platform

/// A kernel IIO device that could not be found, read or configured, with what to do.
public enum IIOError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The IIO device directory has no devices (no kernel driver bound).
    case noDevices(root: String)
    /// No device matches the name or number given.
    case deviceNotFound(String, available: [String])
    /// The device lacks a channel the source needs.
    case missingChannel(device: String, channel: String)
    /// An attribute file could not be opened or read.
    case unreadableAttribute(path: String, errno: Int32)
    /// An attribute held text that is not what the kernel writes there.
    case invalidAttribute(path: String, text: String)
    /// Writing `value` to an attribute failed.
    case unwritableAttribute(path: String, value: String, errno: Int32)
    /// A buffered capture could not be set up (no trigger, no scan elements, EBUSY…).
    case bufferUnavailable(device: String, reason: String)
    /// Reading the character device failed.
    case readFailed(path: String, errno: Int32)

    public var description: String {
        switch self {
        case .noDevices(let root):
            return "No IIO devices under \(root). Bind a kernel driver first, for example "
                + "`dtoverlay=mpu6050` in /boot/firmware/config.txt on a Raspberry Pi, or "
                + "`echo lsm6ds3 0x6a | sudo tee /sys/bus/i2c/devices/i2c-1/new_device`; "
                + "or read the chip directly with `--bus N`."
        case .deviceNotFound(let name, let available):
            return "No IIO device '\(name)'. Present: \(available.isEmpty ? "none" : available.joined(separator: ", ")). "
                + "Give a number (0), a directory name (iio:device0) or a driver name (mpu6050, lsm6ds3)."
        case .missingChannel(let device, let channel):
            return "The IIO device \(device) has no \(channel) channel; an IMU needs accelerometer (in_accel_*) "
                + "and gyroscope (in_anglvel_*) channels."
        case .unreadableAttribute(let path, let errno):
            return "Cannot read \(path) (errno \(errno)); check that the driver is still bound and that you may read sysfs."
        case .invalidAttribute(let path, let text):
            return "\(path) holds '\(text)', which is not a number the kernel would write there."
        case .unwritableAttribute(let path, let value, let errno):
            if errno == EACCES || errno == EPERM {
                return "Cannot write \(value) to \(path): permission denied. Run as root, or give your group write "
                    + "access with a udev rule (ACTION==\"add\", SUBSYSTEM==\"iio\", RUN+=\"/bin/chgrp -R iio /sys%p\", "
                    + "RUN+=\"/bin/chmod -R g+w /sys%p\"); or leave out --rate to keep the device's rate."
            }
            if errno == EBUSY {
                return "Cannot write \(value) to \(path): the device is busy (its buffer is running in another program)."
            }
            return "Cannot write \(value) to \(path) (errno \(errno)); the driver refused this rate."
        case .bufferUnavailable(let device, let reason):
            return "Buffered capture on \(device) is unavailable (\(reason)); polling sysfs instead works without a trigger."
        case .readFailed(let path, let errno):
            return "Reading \(path) failed (errno \(errno)); is another program using the buffer? Try again without buffering."
        }
    }
}
