import ArgumentParser

/// The options the two views (`demo`, `serve`) share: where the motion comes from, its
/// calibration, the magnetometer, the prediction ahead by the sensor's delay and the
/// filter's time constants.
struct ViewOptions: ParsableArguments {
    @OptionGroup(title: "Source")
    var source: SourceOptions

    @OptionGroup(title: "Calibration")
    var calibration: CalibrationOptions

    @OptionGroup(title: "Magnetometer")
    var magnetometer: MagnetometerOptions

    @OptionGroup(title: "Prediction")
    var latency: LatencyOptions

    @OptionGroup(title: "Filter tuning")
    var tuning: FilterTuningOptions

    func validate() throws {
        try magnetometer.validate(with: source)
    }
}
