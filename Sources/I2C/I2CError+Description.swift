import Platform

extension I2CError: CustomStringConvertible {
    /// One line that says what failed and what to do about it.
    public var description: String { message }

    /// One line that says what failed and what to do about it. For a missing bus it
    /// lists the `/dev/i2c-*` nodes present now.
    public var message: String {
        message(presentBuses: I2CBusDirectory.system.busPaths())
    }

    /// The message, with the list of present bus nodes given (for tests and for callers
    /// that already listed them).
    public func message(presentBuses: [String]) -> String {
        switch self {
        case .noAcknowledge(let address, let code):
            return "no device acknowledged address \(hex(address)) (\(errnoName(code))): "
                + "check the wiring (SDA, SCL, power, ground), the address "
                + "(AD0/SA0 pin), and run `inertia scan` to see what answers"
        case .timeout(let address):
            return "the bus timed out talking to \(hex(address)) (ETIMEDOUT): "
                + "a device may be holding SCL low; check the wiring and pull-ups, "
                + "power-cycle the sensor, and lower the bus speed if the wires are long"
        case .busyKernelDriver(let bus, let address, let driver):
            let device = "\(busNumber(bus) ?? "N")-\(hex4(address))"
            let owner = driver.map { "the kernel driver \($0)" } ?? "a kernel driver"
            let unbind = driver.map {
                "unbind it with `echo \(device) | sudo tee /sys/bus/i2c/drivers/\($0)/unbind`"
            } ?? "unbind it through /sys/bus/i2c/devices/\(device)/driver/unbind"
            return "address \(hex(address)) on \(bus) is in use by \(owner) (EBUSY): "
                + "\(unbind) (or remove its dtoverlay), "
                + "or read through the kernel driver instead with `inertia stream --iio`"
        case .busNotFound(let path):
            let present = presentBuses.isEmpty
                ? "no /dev/i2c-* buses are present"
                : "present: \(presentBuses.joined(separator: ", "))"
            return "I²C bus \(path) not found (ENOENT); \(present). "
                + "Enable I²C (Raspberry Pi: `sudo raspi-config` → Interface Options → I2C, or dtparam=i2c_arm=on "
                + "in /boot/firmware/config.txt, then reboot; else `sudo modprobe i2c-dev`), or use --simulate mpu6050"
        case .permissionDenied(let path):
            return "permission denied opening \(path) (EACCES): add yourself to group i2c "
                + "with `sudo usermod -aG i2c $USER`, then log out and in again"
        case .unsupported(let operation):
            return "the I²C adapter does not support \(operation) (EOPNOTSUPP): "
                + "it offers only some SMBus transfers; see `i2cdetect -F <bus>`"
        case .arbitrationLost(let address):
            return "lost bus arbitration talking to \(hex(address)) (EAGAIN): "
                + "another master is using the bus; try again"
        case .system(let operation, let code):
            return "\(operation) failed: \(errnoName(code)) \(errnoText(code))\(systemAdvice(code))"
        case .invalidRequest(let reason):
            return "invalid I²C request: \(reason)"
        }
    }

    private func systemAdvice(_ code: Int32) -> String {
        switch code {
        case EIO: return "; a bus fault: check the wiring, pull-ups and power"
        case EPROTO, EBADMSG: return "; the device answered with a malformed transfer: check the wiring"
        case ENOTTY: return "; the path is not an I²C bus device node (/dev/i2c-N)"
        case EINTR: return "; interrupted too many times, try again"
        default: return ""
        }
    }
}

/// `0x68`: a byte (an address, a register, a WHO_AM_I value) as messages print it.
public func hex(_ value: UInt8) -> String {
    let digits = String(value, radix: 16)
    return "0x" + (digits.count < 2 ? "0" + digits : digits)
}

/// `0068`, the address as sysfs spells it in device names (`1-0068`).
func hex4(_ value: UInt8) -> String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 4 - digits.count) + digits
}

/// The bus number of `/dev/i2c-N`, as a string.
func busNumber(_ path: String) -> String? {
    guard let dash = path.lastIndex(of: "-") else { return nil }
    let digits = path[path.index(after: dash)...]
    return !digits.isEmpty && digits.allSatisfy(\.isNumber) ? String(digits) : nil
}

/// The C name of an errno value (`EREMOTEIO`), or `errno N` (`SystemErrorText.name`).
public func errnoName(_ code: Int32) -> String {
    SystemErrorText.name(code)
}

/// `strerror` text in parentheses.
func errnoText(_ code: Int32) -> String {
    guard let text = strerror(code) else { return "" }
    return "(\(String(cString: text)))"
}
