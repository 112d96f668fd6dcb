/// The two chip families the drivers speak.
public enum ChipFamily: String, Sendable, Equatable, Hashable, CaseIterable {
    /// InvenSense MPU-6050 and relatives (WHO_AM_I at 0x75, big-endian data).
    case mpu6050 = "MPU-6050 family"
    /// ST LSM6DS3 and relatives (WHO_AM_I at 0x0F, little-endian data).
    case lsm6ds = "LSM6DS family"

    /// The register that holds the identity value.
    public var whoAmIRegister: UInt8 {
        switch self {
        case .mpu6050: 0x75
        case .lsm6ds: 0x0F
        }
    }

    /// The I²C addresses parts of this family answer at (pin-selected).
    public var addresses: [UInt8] {
        switch self {
        case .mpu6050: [0x68, 0x69]
        case .lsm6ds: [0x6A, 0x6B]
        }
    }
}

/// One named part: what the user types after `--chip` and what `scan` prints.
public struct ChipModel: Sendable, Equatable, Hashable {
    /// The part's name as the maker writes it ("MPU-6050", "LSM6DSOX").
    public let name: String
    /// Its family.
    public let family: ChipFamily
    /// The WHO_AM_I value the part returns.
    public let whoAmI: UInt8

    /// Creates a model.
    public init(name: String, family: ChipFamily, whoAmI: UInt8) {
        self.name = name
        self.family = family
        self.whoAmI = whoAmI
    }

    /// The name lowercased with punctuation removed ("mpu6050", "lsm6ds3trc"): the
    /// spelling accepted by `--chip` and `--simulate`.
    public var key: String { Self.key(for: name) }

    /// Whether the part carries an AK8963 magnetometer behind its I²C bypass (MPU-9250,
    /// MPU-9255).
    public var hasInternalMagnetometer: Bool {
        family == .mpu6050 && Self.partsWithInternalMagnetometer.contains(key)
    }

    /// The parts that carry an AK8963 inside.
    static let partsWithInternalMagnetometer: Set<String> = ["mpu9250", "mpu9255"]

    /// Lowercases `name` and keeps only letters and digits.
    public static func key(for name: String) -> String {
        String(name.lowercased().filter { $0.isLetter || $0.isNumber })
    }
}

/// Every part the drivers know, from the two family tables.
public enum ChipCatalog {
    /// All models, MPU-6050 family first, in table order.
    public static let allModels: [ChipModel] =
        InvenSenseChip.table.flatMap { chip in chip.names.map { ChipModel(name: $0, family: .mpu6050, whoAmI: chip.whoAmI) } }
        + LSM6DSLayout.table.flatMap { layout in layout.names.map { ChipModel(name: $0, family: .lsm6ds, whoAmI: layout.whoAmI) } }

    /// The model whose name matches `name` ignoring case and punctuation, or nil.
    public static func model(named name: String) -> ChipModel? {
        let key = ChipModel.key(for: name)
        return allModels.first { $0.key == key }
    }

    /// The keys accepted by `--chip`, comma separated, for help and error text.
    public static var acceptedKeys: String { allModels.map(\.key).joined(separator: ", ") }
}
