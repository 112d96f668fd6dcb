import Calibration
import Foundation
import Testing

/// WMM2025 against an independent implementation: pygeomag 1.1 (PyPI), which reads NOAA's
/// own WMM_2025.COF, evaluated at these places and times (total field F in nT, inclination
/// I and declination D in degrees). The first three are the points NOAA's WMM2025 test
/// values also list (height above the ellipsoid in km).
@Suite struct WorldMagneticModelTests {
    static let points: [(latitude: Double, longitude: Double, kilometres: Double, year: Double, strengthNanotesla: Double, dip: Double, declination: Double)] = [
        (14, 143, 66, 2025.0, 35898.70, 12.8213, -0.1909),
        (0, 21, 18, 2025.0, 32594.76, -26.0550, 1.2911),
        (-59, -8, 39, 2025.0, 28589.82, -58.5471, -15.7489),
        (51.5, -0.13, 0, 2026.9, 49134.01, 66.5438, 1.2301),
        (37.8, -122.4, 0, 2026.9, 47326.12, 61.0628, 12.8225),
        (-33.9, 151.2, 0, 2026.9, 56991.90, -64.4245, 12.8390),
        (89, -121, 28, 2027.5, 56260.52, 88.4328, -93.6732),
    ]

    @Test(arguments: 0..<points.count) func agreesWithAnIndependentImplementation(index: Int) {
        let point = Self.points[index]
        let field = WorldMagneticModel.field(
            latitudeDegrees: point.latitude, longitudeDegrees: point.longitude,
            altitudeMeters: point.kilometres * 1000, decimalYear: point.year)
        #expect(abs(field.strengthMicrotesla * 1000 - point.strengthNanotesla) < 0.5, "F \(field.strengthMicrotesla * 1000) nT")
        #expect(abs(field.dipDegrees - point.dip) < 0.001, "I \(field.dipDegrees)°")
        #expect(abs(field.declinationDegrees - point.declination) < 0.001, "D \(field.declinationDegrees)°")
        #expect(field.isValid)
    }

    @Test func datesOutsideTheModelAreMarked() {
        let field = WorldMagneticModel.field(latitudeDegrees: 48, longitudeDegrees: 11, decimalYear: 2031.2)
        #expect(!field.isValid)
        #expect(field.strengthMicrotesla > 40 && field.strengthMicrotesla < 55)
    }

    @Test func decimalYearCountsTheYearFraction() throws {
        let formatter = ISO8601DateFormatter()
        let midYear = try #require(formatter.date(from: "2026-07-02T12:00:00Z"))
        #expect(abs(WorldMagneticModel.decimalYear(of: midYear) - 2026.5) < 0.001)
        let newYear = try #require(formatter.date(from: "2027-01-01T00:00:00Z"))
        #expect(WorldMagneticModel.decimalYear(of: newYear) == 2027)
    }
}
