/// One row of `inertia doctor`: what was checked, how it stands, what was found and, for a
/// warning or a problem, how to fix it.
struct DoctorFinding: Encodable, Equatable {
    /// How a check stands.
    enum Status: String, Encodable {
        /// Nothing to do.
        case ok
        /// Works, but not as well as it could (slow bus clock, no calibration, a clone chip).
        case warning
        /// Stops the sensor from working.
        case problem
    }

    /// The check's short name, for example "i2c enabled" or "bus clock /dev/i2c-1".
    let check: String
    /// How it stands.
    let status: Status
    /// What was found, one line.
    let found: String
    /// What to do about it; nil when the check is ok.
    let fix: String?

    init(check: String, status: Status, found: String, fix: String? = nil) {
        self.check = check
        self.status = status
        self.found = found
        self.fix = fix
    }

    /// An ok finding.
    static func ok(_ check: String, _ found: String) -> DoctorFinding {
        DoctorFinding(check: check, status: .ok, found: found)
    }

    private enum CodingKeys: String, CodingKey { case check, status, found, fix }

    /// Always writes `fix`, as null when there is none, so every row has the same keys.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(check, forKey: .check)
        try container.encode(status, forKey: .status)
        try container.encode(found, forKey: .found)
        try container.encode(fix, forKey: .fix)
    }
}
