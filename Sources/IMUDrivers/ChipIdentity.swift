/// What answered at an address: the part the driver will run as, the WHO_AM_I value
/// found, and any warnings (clone or mismatched IDs).
public struct ChipIdentity: Sendable, Equatable {
    /// The part the driver runs as.
    public var model: ChipModel
    /// The 7-bit I²C address.
    public var address: UInt8
    /// The WHO_AM_I value read.
    public var whoAmIFound: UInt8
    /// Warnings to show the user (clone ID, a different part than the one named).
    public var warnings: [String]

    /// Creates an identity.
    public init(model: ChipModel, address: UInt8, whoAmIFound: UInt8, warnings: [String] = []) {
        self.model = model
        self.address = address
        self.whoAmIFound = whoAmIFound
        self.warnings = warnings
    }

    /// The parts sharing the WHO_AM_I value, for display ("MPU-6050/MPU-6000/MPU-9150").
    public var variantDescription: String {
        let names = ChipCatalog.allModels.filter { $0.family == model.family && $0.whoAmI == whoAmIFound }.map(\.name)
        let shown = names.isEmpty ? model.name : names.joined(separator: "/")
        return "\(shown) (WHO_AM_I \(uppercaseHex(whoAmIFound)))"
    }

    /// The address as "0x68".
    public var addressText: String { uppercaseHex(address) }
}
