import Platform

/// An IMU a board is expected to carry (or commonly has attached), and where to look for it.
public struct ExpectedIMU: Sendable, Hashable, Codable {
    /// The chip family or part name, as the drivers name it ("mpu6050", "lsm6ds3").
    public var chip: String
    /// 7-bit I²C addresses to probe, most likely first.
    public var addresses: [UInt8]
    /// The GPIO line the chip's INT (INT1) pin is wired to, as `gpiochipN:LINE`
    /// (`"interrupt": "gpiochip0:17"`); nil when it is not wired. `--interrupt` overrides it.
    public var interrupt: String?

    /// Creates an entry.
    public init(chip: String, addresses: [UInt8], interrupt: String? = nil) {
        self.chip = chip
        self.addresses = addresses
        self.interrupt = interrupt
    }

    private enum CodingKeys: String, CodingKey { case chip, addresses, interrupt }

    /// Decodes addresses written as hex strings ("0x68").
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        chip = try container.decode(String.self, forKey: .chip)
        var addressList = try container.nestedUnkeyedContainer(forKey: .addresses)
        var parsed: [UInt8] = []
        while !addressList.isAtEnd {
            let text = try addressList.decode(String.self)
            let digits = text.lowercased().hasPrefix("0x") ? String(text.dropFirst(2)) : text
            guard let value = UInt8(digits, radix: 16), value <= 0x7F else {
                throw DecodingError.dataCorruptedError(
                    in: addressList, debugDescription: "'\(DisplayText.value(text))' is not a 7-bit I²C address such as \"0x68\"")
            }
            parsed.append(value)
        }
        addresses = parsed
        interrupt = try container.decodeIfPresent(String.self, forKey: .interrupt)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(chip, forKey: .chip)
        try container.encode(addresses.map { "0x" + String($0, radix: 16) }, forKey: .addresses)
        try container.encodeIfPresent(interrupt, forKey: .interrupt)
    }
}
