import Foundation

/// The World Magnetic Model (WMM2025, degree 12): the main geomagnetic field at a place and
/// time, for comparing the field strength and dip a calibration saw with what the earth
/// gives there.
///
/// The model's spherical-harmonic synthesis, as its technical report gives it: the
/// geodetic position (WGS 84) becomes geocentric spherical coordinates, the Gauss
/// coefficients are carried from the epoch 2025.0 by their secular variation, Schmidt
/// semi-normalised associated Legendre functions give the field in the geocentric frame,
/// which is then turned back to the geodetic north–east–down frame. Valid 2025.0–2030.0;
/// the model's own uncertainty is about 150 nT in strength and 0.2° in dip. Crustal
/// anomalies and local iron are not in it.
public enum WorldMagneticModel {
    /// The model's epoch, decimal year.
    public static let epochYear = 2025.0
    /// The last decimal year the model is valid for.
    public static let lastValidYear = 2030.0

    /// The field at a place and time.
    /// - Parameters:
    ///   - latitudeDegrees: geodetic latitude, −90…90 (north positive).
    ///   - longitudeDegrees: longitude, east positive.
    ///   - altitudeMeters: height above the WGS 84 ellipsoid, metres. Default: 0.
    ///   - decimalYear: e.g. 2026.9; outside 2025.0–2030.0 the secular variation is
    ///     extrapolated (`isValid` says so).
    public static func field(latitudeDegrees: Double, longitudeDegrees: Double, altitudeMeters: Double = 0, decimalYear: Double) -> ReferenceMagneticField {
        let latitude = max(-89.999, min(89.999, latitudeDegrees)) * .pi / 180
        let longitude = longitudeDegrees * .pi / 180
        let heightKilometres = altitudeMeters / 1000
        // Geodetic → geocentric spherical (WGS 84).
        let semiMajorAxisKilometres = 6378.137
        let flattening = 1 / 298.257223563
        let eccentricitySquared = flattening * (2 - flattening)
        let primeVerticalRadius = semiMajorAxisKilometres / (1 - eccentricitySquared * sin(latitude) * sin(latitude)).squareRoot()
        let p = (primeVerticalRadius + heightKilometres) * cos(latitude)
        let z = (primeVerticalRadius * (1 - eccentricitySquared) + heightKilometres) * sin(latitude)
        let radius = (p * p + z * z).squareRoot()
        let geocentricLatitude = asin(z / radius)

        let degree = 12
        let legendre = SchmidtLegendre(degree: degree, sine: sin(geocentricLatitude), cosine: cos(geocentricLatitude))
        let referenceRadiusKilometres = 6371.2
        let years = decimalYear - epochYear
        var north = 0.0, east = 0.0, down = 0.0
        for row in coefficients2025 {
            let n = row.degree, m = row.order
            let g = row.g + years * row.gRate
            let h = row.h + years * row.hRate
            let ratio = pow(referenceRadiusKilometres / radius, Double(n + 2))
            let cosine = cos(Double(m) * longitude), sine = sin(Double(m) * longitude)
            let value = legendre.value(n, m), derivative = legendre.derivative(n, m)
            north -= ratio * (g * cosine + h * sine) * derivative
            east += ratio * Double(m) * (g * sine - h * cosine) * value / cos(geocentricLatitude)
            down -= Double(n + 1) * ratio * (g * cosine + h * sine) * value
        }
        // Geocentric → geodetic north–east–down.
        let tilt = geocentricLatitude - latitude
        let geodeticNorth = north * cos(tilt) - down * sin(tilt)
        let geodeticDown = north * sin(tilt) + down * cos(tilt)
        return ReferenceMagneticField(
            northMicrotesla: geodeticNorth / 1000, eastMicrotesla: east / 1000, downMicrotesla: geodeticDown / 1000,
            isValid: decimalYear >= epochYear && decimalYear <= lastValidYear)
    }

    /// The decimal year of a date (2026.9 for late November 2026), UTC.
    public static func decimalYear(of date: Date) -> Double {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        let year = calendar.component(.year, from: date)
        guard let start = calendar.date(from: DateComponents(year: year, month: 1, day: 1)),
              let end = calendar.date(from: DateComponents(year: year + 1, month: 1, day: 1)) else { return Double(year) }
        return Double(year) + date.timeIntervalSince(start) / end.timeIntervalSince(start)
    }
}

/// Schmidt semi-normalised associated Legendre functions P̆ₙᵐ(sin φ′) and their
/// derivatives with respect to the geocentric latitude φ′, for n ≤ `degree`.
struct SchmidtLegendre {
    private var values: [[Double]]
    private var derivatives: [[Double]]

    init(degree: Int, sine x: Double, cosine c: Double) {
        // Unnormalised Pₙᵐ (no Condon–Shortley phase) by the standard recursions, then the
        // Schmidt factor √((2 − δₘ₀)(n − m)!/(n + m)!).
        var plain = [[Double]](repeating: [Double](repeating: 0, count: degree + 1), count: degree + 2)
        for m in 0...degree {
            var diagonal = 1.0
            if m > 0 { for k in 1...m { diagonal *= Double(2 * k - 1) * c } }
            plain[m][m] = diagonal
            if m + 1 <= degree { plain[m + 1][m] = x * Double(2 * m + 1) * diagonal }
            if m + 2 <= degree {
                for n in (m + 2)...degree {
                    plain[n][m] = (Double(2 * n - 1) * x * plain[n - 1][m] - Double(n + m - 1) * plain[n - 2][m]) / Double(n - m)
                }
            }
        }
        values = plain
        derivatives = plain
        for n in 0...degree {
            for m in 0...n {
                // cos φ′ · dPₙᵐ/dφ′ = (n + m) Pₙ₋₁ᵐ − n x Pₙᵐ (with Pₘ₋₁ᵐ = 0).
                let previous = n - 1 >= m ? plain[n - 1][m] : 0
                let derivative = (Double(n + m) * previous - Double(n) * x * plain[n][m]) / c
                var factorialRatio = 1.0   // (n − m)! / (n + m)!
                if m > 0 { for k in (n - m + 1)...(n + m) { factorialRatio /= Double(k) } }
                let schmidt = ((m == 0 ? 1.0 : 2.0) * factorialRatio).squareRoot()
                values[n][m] = schmidt * plain[n][m]
                derivatives[n][m] = schmidt * derivative
            }
        }
    }

    func value(_ n: Int, _ m: Int) -> Double { values[n][m] }
    func derivative(_ n: Int, _ m: Int) -> Double { derivatives[n][m] }
}
