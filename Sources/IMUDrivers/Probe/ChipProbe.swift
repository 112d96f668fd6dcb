import I2C

/// Identifies IMUs by WHO_AM_I, as the kernel drivers check them.
///
/// - MPU-6050 family (register 0x75): a value matching the named part is accepted; a
///   value of another known part (or a known clone value) gives a warning and the driver
///   continues as the named part (the kernel's "whoami mismatch"); an unknown value is
///   `IMUError.unexpectedDevice` naming the value (the kernel's ENODEV).
/// - LSM6DS family (register 0x0F): the kernel accepts no other layout's value; here a
///   known value of another layout runs as the layout found, with a warning, because the
///   register layouts differ and only the found one can be right.
/// - 0x00 and 0xFF mean nothing drives the bus: `IMUError.noDeviceResponse` (wiring hint).
public enum ChipProbe {
    /// The addresses IMUs of both families answer at.
    public static let imuAddresses: [UInt8] = [0x68, 0x69, 0x6A, 0x6B]

    /// Reads WHO_AM_I and identifies the chip.
    /// - Parameters:
    ///   - bus: the device at the address to identify.
    ///   - expected: the part the user named, or nil to identify automatically (the
    ///     family is chosen by the address: 0x68/0x69 MPU-6050, 0x6A/0x6B LSM6DS).
    public static func identify(bus: any RegisterBus, expected: ChipModel?) throws(IMUError) -> ChipIdentity {
        let family = expected?.family ?? (ChipFamily.lsm6ds.addresses.contains(bus.address) ? .lsm6ds : .mpu6050)
        let found: UInt8
        do { found = try bus.readByte(register: family.whoAmIRegister) } catch { throw .bus(error) }
        return try identify(whoAmI: found, family: family, expected: expected, address: bus.address)
    }

    /// Identifies a WHO_AM_I value already read (see `identify(bus:expected:)`).
    public static func identify(
        whoAmI found: UInt8, family: ChipFamily, expected: ChipModel?, address: UInt8
    ) throws(IMUError) -> ChipIdentity {
        if found == 0x00 || found == 0xFF {
            throw .noDeviceResponse(address: address, found: found)
        }
        let models = ChipCatalog.allModels.filter { $0.family == family }
        guard let match = models.first(where: { $0.whoAmI == found }) else {
            throw .unexpectedDevice(address: address, expected: expected?.name ?? family.rawValue, found: found)
        }
        var warnings: [String] = []
        if family == .mpu6050, let note = InvenSenseChip.chip(whoAmI: found)?.cloneNote {
            warnings.append("WHO_AM_I \(uppercaseHex(found)): \(note)")
        }
        guard let expected else {
            return ChipIdentity(model: match, address: address, whoAmIFound: found, warnings: warnings)
        }
        if expected.whoAmI == found {
            return ChipIdentity(model: expected, address: address, whoAmIFound: found, warnings: warnings)
        }
        switch family {
        case .mpu6050:
            warnings.append("whoami mismatch: got \(uppercaseHex(found)) (\(match.name)), expected \(uppercaseHex(expected.whoAmI)) "
                + "(\(expected.name)); continuing as \(expected.name)")
            return ChipIdentity(model: expected, address: address, whoAmIFound: found, warnings: warnings)
        case .lsm6ds:
            warnings.append("WHO_AM_I \(uppercaseHex(found)) is the \(match.name) layout, not the \(expected.name) "
                + "(\(uppercaseHex(expected.whoAmI))); using the \(match.name) register layout")
            return ChipIdentity(model: match, address: address, whoAmIFound: found, warnings: warnings)
        }
    }

    /// The result of probing one address.
    public enum AddressResult: Sendable, Equatable {
        /// An IMU answered.
        case found(ChipIdentity)
        /// Nothing acknowledged the address (or the bus says no such device).
        case absent
        /// Something answered but is not a known IMU, or the transfer failed otherwise.
        case failed(IMUError)
    }

    /// Probes each address with `openDevice` and identifies what answers.
    /// - Parameters:
    ///   - addresses: 7-bit addresses to try. Default: 0x68, 0x69, 0x6A, 0x6B.
    ///   - expected: the part the user named, or nil for automatic.
    ///   - openDevice: makes a `RegisterBus` for one address (a real bus or a simulated one).
    public static func probe(
        addresses: [UInt8] = imuAddresses, expected: ChipModel? = nil,
        openDevice: (UInt8) throws(I2CError) -> any RegisterBus
    ) -> [(address: UInt8, result: AddressResult)] {
        addresses.map { address in
            do {
                let device = try openDevice(address)
                return (address, .found(try identify(bus: device, expected: expected)))
            } catch let error as I2CError {
                return (address, isAbsence(error) ? .absent : .failed(.bus(error)))
            } catch let error as IMUError {
                if case let .bus(busError) = error, isAbsence(busError) { return (address, .absent) }
                return (address, .failed(error))
            } catch {
                return (address, .failed(.unsupportedSetting("\(error)")))
            }
        }
    }

    /// Whether a bus error means "nothing at this address": no acknowledge (ENXIO,
    /// EREMOTEIO) or ENODEV (19, i2c-stub's answer for an unconfigured address).
    static func isAbsence(_ error: I2CError) -> Bool {
        switch error {
        case .noAcknowledge: true
        case let .system(_, errno): errno == 19 || errno == 6 || errno == 121
        default: false
        }
    }
}
