import I2C

/// A driver failure. Every case prints one message that says what was found and what to
/// do next (`description`).
public enum IMUError: Error, Equatable, Sendable {
    /// The bus transfer failed.
    case bus(I2CError)
    /// WHO_AM_I held a value no known part of the family returns (the kernel's ENODEV).
    case unexpectedDevice(address: UInt8, expected: String, found: UInt8)
    /// WHO_AM_I read 0x00 or 0xFF: nothing drives the bus there, or the wiring is wrong.
    case noDeviceResponse(address: UInt8, found: UInt8)
    /// The chip name given is not in the tables.
    case unknownChip(String)
    /// A setting the chip cannot do.
    case unsupportedSetting(String)
    /// A self-test axis was out of its limits.
    case selfTestFailed(SelfTestReport)
    /// The chip has no self-test procedure in this driver.
    case selfTestUnsupported(chip: String)
    /// The FIFO overflowed and the source was told to stop on overflow.
    case fifoOverflow(droppedSampleCount: Int)
    /// No sample arrived for this long while streaming (a stopped or static chip).
    case noData(seconds: Double, chip: String)
    /// No address answered as an IMU on the bus (or the simulated bus) at `location`.
    case noIMUFound(location: String, addresses: [UInt8])
    /// The magnetometer asked for cannot be read; the text says why and what to do.
    case magnetometerUnavailable(String)
    /// The interrupt line failed while streaming; the text says why and what to do.
    case interruptLine(String)
}

extension IMUError: CustomStringConvertible {
    /// One line: what happened, and what to do about it.
    public var description: String {
        switch self {
        case let .bus(error):
            return error.description
        case let .unexpectedDevice(address, expected, found):
            return "unexpected device at \(uppercaseHex(address)): WHO_AM_I is \(uppercaseHex(found)), which no known \(expected) "
                + "part returns; check the address and the chip, or pass --chip to name the part you have"
        case let .noDeviceResponse(address, found):
            return "no device answered properly at \(uppercaseHex(address)): WHO_AM_I read \(uppercaseHex(found)); "
                + "check the wiring (SDA/SCL swapped or loose, no pull-ups, no power) and the address (AD0/SA0 pin)"
        case let .unknownChip(name):
            return "unknown chip '\(name)'; known chips: auto, \(ChipCatalog.acceptedKeys)"
        case let .unsupportedSetting(text):
            return "unsupported setting: \(text)"
        case let .selfTestFailed(report):
            let failed = report.axes.filter { !$0.passed }.map(\.axis).joined(separator: ", ")
            return "\(report.chipName) self-test failed on \(failed); the sensor may be damaged"
        case let .selfTestUnsupported(chip):
            return "self-test is not available for the \(chip)"
        case let .fifoOverflow(count):
            return "FIFO overflow: \(count) samples lost; read more often or lower the rate (--rate)"
        case let .noData(seconds, chip):
            return "no samples from the \(chip) for \((seconds * 10).rounded() / 10) s: "
                + "the chip is not producing data (asleep, reset, or a static register file such as i2c-stub)"
        case let .noIMUFound(location, addresses):
            return "no IMU found on \(location) at \(addresses.map(uppercaseHex).joined(separator: ", ")); "
                + "check the wiring, or run 'inertia scan'"
        case let .magnetometerUnavailable(reason):
            return reason
        case let .interruptLine(reason):
            return reason
        }
    }
}

/// "0x6A": a byte as the chip tables and datasheets write it (upper-case digits).
func uppercaseHex(_ value: UInt8) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return "0x" + (digits.count < 2 ? "0" + digits : digits)
}
