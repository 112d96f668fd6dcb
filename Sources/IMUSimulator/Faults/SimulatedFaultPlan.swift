import MotionMath

/// Faults to inject into a simulated chip at given times while it streams: the parsed
/// form of `--sim-faults`.
///
/// Syntax: faults separated by commas, each `KIND@TIME[:PARAMETER]`. TIME counts from the
/// start of the stream; times and durations take `s` or `ms` (a bare number is seconds).
///
/// | kind | parameter (default) | what happens |
/// |---|---|---|
/// | `nak-burst` | transfers (3) | the next transfers fail with no acknowledge |
/// | `reset` | — | the chip loses power and restarts (asleep, FIFO off) |
/// | `overflow` | host stall (200 ms) | the reader stalls that long, so the FIFO overflows |
/// | `stuck` | duration (1 s) | every output repeats the last sample |
/// | `mag-disconnect` | duration (for good) | the magnetometer stops answering |
/// | `hard-iron` | X/Y/Z µT (required) | the magnetometer's hard iron moves by that much for good (a magnet fixed near it), IMU frame |
///
/// Example: `nak-burst@2s,reset@5s,overflow@8s,stuck@10s:1s,mag-disconnect@12s`.
public struct SimulatedFaultPlan: Sendable, Equatable {
    /// The faults, in time order.
    public var faults: [SimulatedFault]

    /// A plan of `faults` (sorted by time).
    public init(faults: [SimulatedFault]) {
        self.faults = faults.sorted { $0.atSeconds < $1.atSeconds }
    }

    /// Parses the `--sim-faults` syntax; the error names the part it could not read.
    public init(parsing text: String) throws(SimulatedFaultPlanError) {
        var faults: [SimulatedFault] = []
        for item in text.split(separator: ",", omittingEmptySubsequences: false) {
            faults.append(try SimulatedFault(parsing: item.trimmingSpaces))
        }
        self.init(faults: faults)
    }

    /// Whether a fault needs a magnetometer beside the chip.
    public var needsMagnetometer: Bool {
        faults.contains {
            switch $0.kind {
            case .magnetometerDisconnect, .hardIronShift: true
            default: false
            }
        }
    }
}

/// One fault and when it happens.
public struct SimulatedFault: Sendable, Equatable, CustomStringConvertible {
    /// What the fault does.
    public enum Kind: Sendable, Equatable {
        /// The next `transfers` transfers fail with no acknowledge (EREMOTEIO).
        case noAcknowledgeBurst(transfers: Int)
        /// The chip loses power and restarts.
        case reset
        /// The reader stalls for `stallSeconds`, long enough for the FIFO to overflow.
        case fifoOverflow(stallSeconds: Double)
        /// Every output repeats the last sample for `durationSeconds`.
        case stuckData(durationSeconds: Double)
        /// The magnetometer stops answering, for `durationSeconds` (nil: for good).
        case magnetometerDisconnect(durationSeconds: Double?)
        /// The magnetometer's hard iron moves by this much, µT, IMU frame, for good.
        case hardIronShift(microtesla: Vector3)
    }

    /// Seconds after the stream starts.
    public var atSeconds: Double
    /// What happens.
    public var kind: Kind

    /// A fault at `atSeconds`.
    public init(atSeconds: Double, kind: Kind) {
        self.atSeconds = atSeconds
        self.kind = kind
    }

    /// The kinds `--sim-faults` accepts.
    public static let kindNames = ["nak-burst", "reset", "overflow", "stuck", "mag-disconnect", "hard-iron"]

    /// Parses `KIND@TIME[:PARAMETER]`.
    init(parsing text: String) throws(SimulatedFaultPlanError) {
        let parts = text.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty else { throw .malformed(text) }
        let name = String(parts[0])
        let timing = parts[1].split(separator: ":", omittingEmptySubsequences: false)
        guard timing.count <= 2, let time = Self.seconds(timing[0]), time >= 0 else { throw .malformed(text) }
        let parameter = timing.count == 2 ? String(timing[1]) : nil
        func duration(_ fallback: Double?) throws(SimulatedFaultPlanError) -> Double? {
            guard let parameter else { return fallback }
            guard let value = Self.seconds(Substring(parameter)), value > 0 else { throw .badParameter(text) }
            return value
        }
        switch name {
        case "nak-burst":
            let transfers = parameter.map { Int($0) } ?? 3
            guard let transfers, transfers > 0 else { throw .badParameter(text) }
            kind = .noAcknowledgeBurst(transfers: transfers)
        case "reset":
            guard parameter == nil else { throw .badParameter(text) }
            kind = .reset
        case "overflow":
            kind = .fifoOverflow(stallSeconds: try duration(0.2) ?? 0.2)
        case "stuck":
            kind = .stuckData(durationSeconds: try duration(1) ?? 1)
        case "mag-disconnect":
            kind = .magnetometerDisconnect(durationSeconds: try duration(nil))
        case "hard-iron":
            let components = (parameter ?? "").split(separator: "/", omittingEmptySubsequences: false).map { Double($0) }
            guard components.count == 3, let x = components[0], let y = components[1], let z = components[2],
                  [x, y, z].allSatisfy({ $0.isFinite && abs($0) <= 2000 }) else { throw .badParameter(text) }
            kind = .hardIronShift(microtesla: Vector3(x, y, z))
        default:
            throw .unknownKind(name)
        }
        atSeconds = time
    }

    /// "2s", "250ms", "1.5" (seconds); nil when not a finite number.
    static func seconds(_ text: Substring) -> Double? {
        let (digits, scale): (Substring, Double) = text.hasSuffix("ms") ? (text.dropLast(2), 0.001)
            : text.hasSuffix("s") ? (text.dropLast(), 1) : (text, 1)
        guard let value = Double(digits), value.isFinite else { return nil }
        return value * scale
    }

    /// "nak-burst (3 transfers)", "stuck (1 s)".
    public var description: String {
        switch kind {
        case let .noAcknowledgeBurst(transfers): "nak-burst (\(transfers) transfers)"
        case .reset: "reset"
        case let .fifoOverflow(stall): "overflow (reader stalled \(Self.milliseconds(stall)) ms)"
        case let .stuckData(duration): "stuck (\(Self.milliseconds(duration)) ms)"
        case let .magnetometerDisconnect(duration): "mag-disconnect (\(duration.map { "\(Self.milliseconds($0)) ms" } ?? "for good"))"
        case let .hardIronShift(shift): "hard-iron (moved by \(shift.x)/\(shift.y)/\(shift.z) µT)"
        }
    }

    private static func milliseconds(_ seconds: Double) -> Int { Int((seconds * 1000).rounded()) }
}

/// Why a `--sim-faults` text could not be read.
public enum SimulatedFaultPlanError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Not `KIND@TIME[:PARAMETER]`.
    case malformed(String)
    /// A kind the simulator does not know.
    case unknownKind(String)
    /// A parameter that is not a positive count or duration.
    case badParameter(String)

    /// One line naming the part and the syntax.
    public var description: String {
        let syntax = "write KIND@TIME[:PARAMETER], e.g. nak-burst@2s,reset@5s,overflow@8s,stuck@10s:1s,mag-disconnect@12s"
        switch self {
        case let .malformed(text): return "cannot read the fault '\(text)'; \(syntax)"
        case let .unknownKind(name):
            return "unknown fault '\(name)'; use one of: \(SimulatedFault.kindNames.joined(separator: ", "))"
        case let .badParameter(text):
            return "bad parameter in '\(text)': nak-burst takes a transfer count, overflow, stuck and mag-disconnect a duration (250ms, 1s), hard-iron a shift X/Y/Z in µT (30/0/-10), reset none"
        }
    }
}

extension Substring {
    var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
