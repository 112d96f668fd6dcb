import Platform

/// Sets the output data rate of an IIO device through its `sampling_frequency` attribute.
///
/// The attribute is `sampling_frequency` (shared by the device: inv_mpu6050, st_lsm6dsx) or
/// `in_<type>_sampling_frequency`. When the driver lists the rates it takes
/// (`…sampling_frequency_available`, e.g. st_lsm6dsx's "12.5 26 52 104 208 416 833 1666"),
/// the slowest listed rate at or above the request is written (the fastest when none is
/// that fast); otherwise the request itself, and the driver rounds it (inv_mpu6050 takes
/// 4–1000 Hz in 1 kHz / n steps). The rate the driver settled on is read back.
enum IIOSamplingFrequency {
    /// Writes the rate for `hertz` to `device` and returns the rate the driver reports
    /// afterwards, Hz; nil when the device has no sampling-frequency attribute.
    static func set(hertz: Double, device: IIODeviceDirectory, channelType: String) throws(IIOError) -> Double? {
        guard let attribute = ["sampling_frequency", "in_\(channelType)_sampling_frequency"]
            .first(where: { device.has($0) })
        else { return nil }
        let path = device.path + "/" + attribute
        var wanted = hertz
        if let listed = try IIOSysfs.read(path + "_available") {
            let available = listed.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" })
                .compactMap { Double($0) }.filter { $0 > 0 && $0.isFinite }.sorted()
            if let choice = available.first(where: { $0 >= hertz * 0.999 }) ?? available.last { wanted = choice }
        }
        do {
            try IIOSysfs.writeAttribute(format(wanted), to: path)
        } catch {
            throw .unwritableAttribute(path: path, value: format(wanted), errno: error.errnoValue ?? 0)
        }
        return try IIOSysfs.readNumber(path)
    }

    /// The rate as the kernel parses it: an integer when whole, else with up to 3 decimals.
    /// A rate no `Int` holds (a `_available` list with 1e300 in it) is written as Swift
    /// prints it, for the driver to refuse.
    static func format(_ hertz: Double) -> String {
        if hertz == hertz.rounded(), let whole = Int(exactly: hertz) { return String(whole) }
        guard let thousandths = Int(exactly: (hertz * 1000).rounded()) else { return "\(hertz)" }
        var text = String(thousandths)
        while text.count < 4 { text = "0" + text }
        text.insert(".", at: text.index(text.endIndex, offsetBy: -3))
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }
}

extension IIOError {
    /// The errno of a failed system call, when the error carries one.
    var errnoValue: Int32? {
        switch self {
        case .unreadableAttribute(_, let errno), .readFailed(_, let errno), .unwritableAttribute(_, _, let errno):
            return errno
        default:
            return nil
        }
    }
}
