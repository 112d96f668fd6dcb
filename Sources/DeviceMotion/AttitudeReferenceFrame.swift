import Foundation

/// The reference frame an attitude is expressed in, as CoreMotion's `CMAttitudeReferenceFrame`
/// (same raw values; a set of frames is an option set, as `availableAttitudeReferenceFrames` returns).
///
/// Every frame has +Z vertical (up, against gravity).
/// - `xArbitraryZVertical`: X is wherever the device's X pointed (projected on the horizontal)
///   when updates started or the reference was last reset, so yaw starts at 0. Gyroscope and
///   accelerometer only.
/// - `xArbitraryCorrectedZVertical`: as above, but the magnetometer holds yaw from drifting.
/// - `xMagneticNorthZVertical`: X points to magnetic north (Y to west); yaw 0 when the device's
///   X points north. Needs a magnetometer.
/// - `xTrueNorthZVertical`: X points to true north; needs a magnetometer and the magnetic
///   declination (degrees, east positive) supplied by the user.
public struct AttitudeReferenceFrame: OptionSet, Sendable, Hashable, CustomStringConvertible {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let xArbitraryZVertical = AttitudeReferenceFrame(rawValue: 1 << 0)
    public static let xArbitraryCorrectedZVertical = AttitudeReferenceFrame(rawValue: 1 << 1)
    public static let xMagneticNorthZVertical = AttitudeReferenceFrame(rawValue: 1 << 2)
    public static let xTrueNorthZVertical = AttitudeReferenceFrame(rawValue: 1 << 3)

    /// The single frames, in raw-value order, with their names.
    public static let namedFrames: [(name: String, frame: AttitudeReferenceFrame)] = [
        ("xArbitraryZVertical", .xArbitraryZVertical),
        ("xArbitraryCorrectedZVertical", .xArbitraryCorrectedZVertical),
        ("xMagneticNorthZVertical", .xMagneticNorthZVertical),
        ("xTrueNorthZVertical", .xTrueNorthZVertical),
    ]

    /// Looks a single frame up by name: the CoreMotion name (`xMagneticNorthZVertical`) or a
    /// short one (`arbitrary`, `corrected`, `magnetic-north`, `true-north`). Case-insensitive.
    public init?(name: String) {
        let key = name.lowercased().replacingOccurrences(of: "_", with: "-")
        let short: [String: AttitudeReferenceFrame] = [
            "arbitrary": .xArbitraryZVertical, "corrected": .xArbitraryCorrectedZVertical,
            "arbitrary-corrected": .xArbitraryCorrectedZVertical,
            "magnetic-north": .xMagneticNorthZVertical, "magnetic": .xMagneticNorthZVertical,
            "true-north": .xTrueNorthZVertical, "true": .xTrueNorthZVertical,
        ]
        if let frame = short[key] {
            self = frame
            return
        }
        guard let match = Self.namedFrames.first(where: { $0.name.lowercased() == key }) else { return nil }
        self = match.frame
    }

    /// True for the two frames whose X axis points north (magnetic or true).
    public var isNorthReferenced: Bool {
        !intersection([.xMagneticNorthZVertical, .xTrueNorthZVertical]).isEmpty
    }

    /// True for the frames that need a magnetometer.
    public var needsMagnetometer: Bool {
        !intersection([.xArbitraryCorrectedZVertical, .xMagneticNorthZVertical, .xTrueNorthZVertical]).isEmpty
    }

    /// The CoreMotion names of the frames in this set, joined by ", ".
    public var description: String {
        let names = Self.namedFrames.filter { contains($0.frame) }.map(\.name)
        return names.isEmpty ? "[]" : names.joined(separator: ", ")
    }
}
