/// The relation between the host clock (true time) and a chip's own oscillator.
///
/// The chip's clock runs `offsetPartsPerMillion` fast (negative: slow):
/// sensor seconds = (host seconds − origin) · (1 + ppm · 10⁻⁶). The chip's output data
/// rate ticks on sensor seconds, so a chip set to 1 kHz with +250 ppm delivers 1000.25
/// samples per host second. Drivers that time samples by counting them (sensor clock) see
/// exactly the configured spacing; those that use host time see jitter and drift.
struct SensorTimebase: Sendable {
    /// Host time of sensor time 0, seconds.
    let originHostSeconds: Double
    /// Oscillator offset, ppm.
    let offsetPartsPerMillion: Double

    /// How close, in sample periods, two times may be and still be one sample's instant:
    /// 0.001. Host times of days carry picoseconds of rounding through the conversions,
    /// so an edge's time handed back, or a read at the very instant a sample is due, must
    /// match that sample.
    static let sameInstantTolerancePeriods = 1e-3

    private var factor: Double { 1 + offsetPartsPerMillion * 1e-6 }

    /// Sensor seconds at host time `hostSeconds`.
    func sensorSeconds(atHostSeconds hostSeconds: Double) -> Double {
        (hostSeconds - originHostSeconds) * factor
    }

    /// Seconds since the origin (true time) at sensor time `sensorSeconds`.
    func elapsedTrueSeconds(atSensorSeconds sensorSeconds: Double) -> Double {
        sensorSeconds / factor
    }
}
