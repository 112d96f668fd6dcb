/// One I²C bus as a whole: it hands out a `RegisterBus` per device address and probes
/// addresses the way `i2cdetect` does. Implementations: `I2CBus` (a real `/dev/i2c-N`)
/// and `FakeI2CBus`.
public protocol I2CAdapter: AnyObject {
    /// The bus device node, for example `/dev/i2c-1`.
    var path: String { get }

    /// What the adapter can do (the `I2C_FUNCS` bit mask).
    var functionality: I2CFunctionality { get }

    /// The device at a 7-bit address. Selecting an address a kernel driver owns throws
    /// `.busyKernelDriver`; an address with nothing behind it fails on the first transfer
    /// with `.noAcknowledge`.
    func device(at address: UInt8) throws(I2CError) -> any RegisterBus

    /// Whether something acknowledges `address`, probing with `method`.
    /// Errors that concern only this address (no acknowledge, timeout, arbitration lost,
    /// any other errno of the probe transfer) give `.absent`; an address a kernel driver
    /// owns gives `.busy`.
    func probe(address: UInt8, method: I2CProbeMethod) throws(I2CError) -> I2CProbeResult
}

/// How `i2cdetect` asks whether a device is at an address.
public enum I2CProbeMethod: String, Sendable, CaseIterable {
    /// Quick write where it is safe, receive byte at 0x30–0x37 and 0x50–0x5F (EEPROMs and
    /// chips a quick write can confuse), as `i2cdetect` chooses by default.
    case automatic
    /// SMBus quick write (`i2cdetect -q`).
    case quickWrite
    /// SMBus receive byte (`i2cdetect -r`).
    case readByte

    /// The method `.automatic` uses for `address`, given what the adapter can do:
    /// nil when the adapter can do neither.
    public func resolved(for address: UInt8, functionality: I2CFunctionality) -> I2CProbeMethod? {
        switch self {
        case .quickWrite: return functionality.contains(.quick) ? .quickWrite : nil
        case .readByte: return functionality.contains(.readByte) ? .readByte : nil
        case .automatic:
            let prefersReadByte = (0x30...0x37).contains(address) || (0x50...0x5F).contains(address)
            let first: I2CProbeMethod = prefersReadByte ? .readByte : .quickWrite
            let second: I2CProbeMethod = prefersReadByte ? .quickWrite : .readByte
            return first.resolved(for: address, functionality: functionality)
                ?? second.resolved(for: address, functionality: functionality)
        }
    }
}

/// What a probe found at one address.
public enum I2CProbeResult: Sendable, Equatable {
    /// Nothing acknowledged (`--` in i2cdetect's table).
    case absent
    /// A device acknowledged.
    case present
    /// A kernel driver owns the address (`UU`); its name when sysfs gives it.
    case busy(driver: String?)
}

/// One address a scan found in use.
public struct I2CScanEntry: Sendable, Equatable, CustomStringConvertible {
    /// The 7-bit address.
    public var address: UInt8
    /// `.present` or `.busy`.
    public var result: I2CProbeResult

    public init(address: UInt8, result: I2CProbeResult) {
        self.address = address
        self.result = result
    }

    public var description: String {
        switch result {
        case .present, .absent: return hex(address)
        case .busy(let driver): return "\(hex(address)) (in use by \(driver ?? "a kernel driver"))"
        }
    }
}

extension I2CAdapter {
    /// The addresses in `addresses` where something answers, like `i2cdetect -y N`.
    ///
    /// - Parameters:
    ///   - addresses: the range to probe. Default: 0x08…0x77, i2cdetect's default
    ///     (0x00–0x07 and 0x78–0x7F are reserved).
    ///   - method: how to probe. Default: `.automatic`.
    public func scan(
        addresses: ClosedRange<UInt8> = 0x08...0x77,
        method: I2CProbeMethod = .automatic
    ) throws(I2CError) -> [I2CScanEntry] {
        var found: [I2CScanEntry] = []
        for address in addresses {
            let result = try probe(address: address, method: method)
            if result != .absent { found.append(I2CScanEntry(address: address, result: result)) }
        }
        return found
    }
}
