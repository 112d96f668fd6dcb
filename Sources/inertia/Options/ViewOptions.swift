import ArgumentParser

/// The options the two views (`demo`, `serve`) share: where the motion comes from, its
/// calibration, the magnetometer and the prediction ahead by the sensor's delay.
struct ViewOptions: ParsableArguments {
    @OptionGroup(title: "Source")
    var source: SourceOptions

    @OptionGroup(title: "Calibration")
    var calibration: CalibrationOptions

    @OptionGroup(title: "Magnetometer")
    var magnetometer: MagnetometerOptions

    @OptionGroup(title: "Prediction")
    var latency: LatencyOptions

    func validate() throws {
        try magnetometer.validate(with: source)
    }
}
