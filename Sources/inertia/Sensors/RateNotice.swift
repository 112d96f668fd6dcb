/// The one warning `--rate` gives when the chip cannot run that fast: the help promises
/// "at or above" the request, so a capped rate is said, never silent.
enum RateNotice {
    /// Prints one `inertia: warning:` line when `appliedHertz` is below `requestedHertz`
    /// (by more than rounding: 1 %). Nothing when no rate was requested.
    /// - Parameters:
    ///   - requestedHertz: `--rate`, Hz; nil when not given.
    ///   - appliedHertz: the rate the chip or device runs at, Hz.
    ///   - chip: the chip's name, for the message.
    static func report(requestedHertz: Double?, appliedHertz: Double, chip: String) {
        guard let requestedHertz, appliedHertz.isFinite, appliedHertz < requestedHertz * 0.99 else { return }
        printWarning("--rate \(SampleFormatter.fixed(requestedHertz, 0)) Hz: the \(chip) runs at \(SampleFormatter.fixed(appliedHertz, 1)) Hz, the nearest rate it supports")
    }
}
