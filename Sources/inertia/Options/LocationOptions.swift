import ArgumentParser
import Calibration
import Foundation

/// Where the calibration is made (`--latitude`, `--longitude`, `--altitude`): the score then
/// compares the field strength and dip seen with the World Magnetic Model's there.
struct LocationOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Where you calibrate, degrees north (negative: south); with --longitude the score compares the field seen with the World Magnetic Model's.", valueName: "degrees"))
    var latitude: Double?

    @Option(help: ArgumentHelp("Where you calibrate, degrees east (negative: west).", valueName: "degrees"))
    var longitude: Double?

    @Option(help: ArgumentHelp("Height above sea level, metres. Default: 0.", valueName: "meters"))
    var altitude: Double?

    func validate() throws {
        if (latitude == nil) != (longitude == nil) { throw ValidationError("--latitude and --longitude go together") }
        if altitude != nil && latitude == nil { throw ValidationError("--altitude needs --latitude and --longitude") }
        if let latitude, !(latitude.isFinite && abs(latitude) <= 90) { throw ValidationError("--latitude must be between -90 and 90 degrees") }
        if let longitude, !(longitude.isFinite && abs(longitude) <= 180) { throw ValidationError("--longitude must be between -180 and 180 degrees") }
        if let altitude, !(altitude.isFinite && altitude > -1000 && altitude < 100_000) { throw ValidationError("--altitude must be between -1000 and 100000 metres") }
    }

    /// The model's field at the location now, nil without a location.
    func expectedField(at date: Date = Date()) -> ReferenceMagneticField? {
        guard let latitude, let longitude else { return nil }
        return WorldMagneticModel.field(
            latitudeDegrees: latitude, longitudeDegrees: longitude, altitudeMeters: altitude ?? 0,
            decimalYear: WorldMagneticModel.decimalYear(of: date))
    }
}
