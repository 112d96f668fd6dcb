/// The JSON object of one raw sample, the contract of `inertia read`/`stream --raw
/// --format json` and of the motion socket's `raw` subscription: `time_s` (when given,
/// 6 decimals; null when not finite), `accel_m_s2` [x,y,z], `gyro_rad_s` [x,y,z], `temperature_c` (null when the
/// chip has none), `chip`, `address` (`"0x68"`, null when not on I²C). Readings are printed
/// with 6 decimals, non-finite values as null.
public enum SampleJSON {
    /// One JSON object, no newline; `sequenceNumber` adds `"seq"` first.
    public static func object(
        _ sample: IMUSample, chip: String, address: UInt8?, timeSeconds: Double? = nil, sequenceNumber: UInt64? = nil
    ) -> String {
        let gyro = sample.gyroscopeRadiansPerSecond
        let accel = sample.accelerometerMetersPerSecondSquared
        var text = "{"
        if let sequenceNumber { text += "\"seq\":\(sequenceNumber)," }
        if let timeSeconds { text += "\"time_s\":\(number(timeSeconds))," }
        text += "\"accel_m_s2\":[\(number(accel.x)),\(number(accel.y)),\(number(accel.z))],"
        text += "\"gyro_rad_s\":[\(number(gyro.x)),\(number(gyro.y)),\(number(gyro.z))],"
        text += "\"temperature_c\":\(sample.temperatureCelsius.map(number) ?? "null"),"
        text += "\"chip\":\"\(chip)\","
        text += "\"address\":" + (address.map { "\"0x\(hexDigits($0))\"" } ?? "null") + "}"
        return text
    }

    /// A reading as JSON: 6 decimals, null when not finite.
    public static func number(_ value: Double) -> String { value.isFinite ? fixed(value, 6) : "null" }

    /// `value` with `decimals` digits after the point, no exponent for ordinary values
    /// ("nan" when not finite; beyond 9e15 after scaling, Swift's shortest form).
    public static func fixed(_ value: Double, _ decimals: Int) -> String {
        guard value.isFinite else { return "nan" }
        guard decimals > 0 else { return abs(value) < 9e15 ? String(Int64(value.rounded())) : "\(value)" }
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let scaled = (abs(value) * scale).rounded()
        guard scaled < 9e15 else { return "\(value)" }
        let whole = Int64(scaled)
        let integer = whole / Int64(scale)
        let fraction = whole % Int64(scale)
        var fractionText = String(fraction)
        fractionText = String(repeating: "0", count: decimals - fractionText.count) + fractionText
        let sign = value < 0 && whole != 0 ? "-" : ""
        return "\(sign)\(integer).\(fractionText)"
    }

    private static func hexDigits(_ byte: UInt8) -> String {
        let text = String(byte, radix: 16)
        return text.count == 1 ? "0" + text : text
    }
}
