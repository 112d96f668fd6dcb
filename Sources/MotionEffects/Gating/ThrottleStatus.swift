/// The Raspberry Pi firmware's throttling flags, as printed by `vcgencmd get_throttled`
/// (`throttled=0x50005`).
///
/// Bits 0–3 are the current state (under-voltage, ARM frequency capped, throttled, soft
/// temperature limit); bits 16–19 say the same has occurred since boot.
public struct ThrottleStatus: Sendable, Equatable {
    /// The raw flag word.
    public var rawValue: UInt32

    /// Wraps a raw flag word.
    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// Parses `vcgencmd get_throttled` output (`throttled=0x…`, or a bare hex/decimal
    /// number); nil when it is not recognisable.
    public init?(vcgencmdOutput: String) {
        var text = Substring(vcgencmdOutput.trimmingWhitespace())
        if let equals = text.firstIndex(of: "=") { text = text[text.index(after: equals)...] }
        let value: UInt32?
        if text.hasPrefix("0x") || text.hasPrefix("0X") {
            value = UInt32(text.dropFirst(2), radix: 16)
        } else {
            value = UInt32(text)
        }
        guard let value else { return nil }
        rawValue = value
    }

    /// Bit 0: under-voltage now.
    public var isUnderVoltage: Bool { rawValue & 0x1 != 0 }
    /// Bit 1: ARM frequency capped now.
    public var isFrequencyCapped: Bool { rawValue & 0x2 != 0 }
    /// Bit 2: throttled now.
    public var isThrottled: Bool { rawValue & 0x4 != 0 }
    /// Bit 3: soft temperature limit active now.
    public var isSoftTemperatureLimitActive: Bool { rawValue & 0x8 != 0 }
    /// Bit 16: under-voltage has occurred since boot.
    public var hasUnderVoltageOccurred: Bool { rawValue & 0x1_0000 != 0 }

    /// Whether the board is short of power now: under-voltage or throttling at this moment
    /// (past events do not count).
    public var indicatesLowPower: Bool { isUnderVoltage || isThrottled }
}
