import I2C
import Platform

/// A pretend I²C bus holding `FakeRegisterBus` devices at their addresses, for tests and
/// the simulator. An address with no device answers every transfer with
/// `absentAddressErrno`; an address listed in `kernelDrivers` cannot be selected (EBUSY),
/// as when a kernel driver owns it.
public final class FakeI2CBus: I2CAdapter {
    public let path: String
    public var functionality: I2CFunctionality
    /// The devices by address.
    public private(set) var devices: [UInt8: FakeRegisterBus] = [:]
    /// Addresses owned by a kernel driver, with the driver's name.
    public var kernelDrivers: [UInt8: String] = [:]
    /// The errno an absent address gives. Default: ENXIO (a Raspberry Pi gives EREMOTEIO,
    /// `i2c-stub` ENODEV).
    public var absentAddressErrno: Int32 = ENXIO

    /// - Parameters:
    ///   - path: the bus path used in messages. Default: `/dev/i2c-fake`.
    ///   - functionality: what the pretend adapter offers. Default: like `i2c-stub`.
    public init(path: String = "/dev/i2c-fake", functionality: I2CFunctionality = .smbusStub) {
        self.path = path
        self.functionality = functionality
    }

    /// Adds (or replaces) a device with a 256-byte register file at `address`.
    @discardableResult
    public func addDevice(address: UInt8, registers: [UInt8: UInt8] = [:]) -> FakeRegisterBus {
        let device = FakeRegisterBus(address: address, registers: registers, functionality: functionality, busPath: path)
        devices[address] = device
        return device
    }

    /// Adds (or replaces) a device prepared elsewhere (a simulated chip, say).
    public func attach(_ device: FakeRegisterBus) {
        device.busPath = path
        devices[device.address] = device
    }

    /// Removes the device at `address`, as if it were unplugged.
    public func removeDevice(address: UInt8) {
        devices[address] = nil
    }

    public func device(at address: UInt8) throws(I2CError) -> any RegisterBus {
        try fakeDevice(at: address)
    }

    /// The device at `address` as a `FakeRegisterBus`; an absent address gives a device
    /// whose every transfer fails with `absentAddressErrno`.
    public func fakeDevice(at address: UInt8) throws(I2CError) -> FakeRegisterBus {
        guard address <= 0x7F else {
            throw I2CError.invalidRequest("address \(hex(address)) is not a 7-bit address (0x00…0x7F)")
        }
        if let driver = kernelDrivers[address] {
            throw I2CError.busyKernelDriver(bus: path, address: address, driver: driver)
        }
        if let device = devices[address] { return device }
        let nobody = FakeRegisterBus(address: address, functionality: functionality, busPath: path)
        nobody.failAlways(errno: absentAddressErrno)
        return nobody
    }

    public func probe(address: UInt8, method: I2CProbeMethod) throws(I2CError) -> I2CProbeResult {
        guard let resolved = method.resolved(for: address, functionality: functionality) else {
            throw I2CError.unsupported(operation: "probing with \(method.rawValue) (no SMBus quick write or receive byte)")
        }
        if let driver = kernelDrivers[address] { return .busy(driver: driver) }
        let device = try fakeDevice(at: address)
        do {
            switch resolved {
            case .readByte: _ = try device.receiveByte()
            default: try device.quickWrite()
            }
            return .present
        } catch {
            return .absent
        }
    }
}
