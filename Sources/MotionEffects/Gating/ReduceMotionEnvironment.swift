/// Reads the reduce-motion request from the environment.
///
/// `INERTIA_REDUCE_MOTION` set to `1`, `true`, `yes` or `on` (any case) turns motion effects
/// off; `0`, `false`, `no`, `off`, empty or unset leaves them on.
public enum ReduceMotionEnvironment {
    /// The variable's name: `INERTIA_REDUCE_MOTION`.
    public static let variableName = "INERTIA_REDUCE_MOTION"

    /// Whether `environment` asks for reduced motion.
    public static func isReduceMotionRequested(environment: [String: String]) -> Bool {
        guard let value = environment[variableName] else { return false }
        switch value.trimmingWhitespace().lowercased() {
        case "1", "true", "yes", "on": return true
        default: return false
        }
    }
}

extension String {
    func trimmingWhitespace() -> String {
        var scalars = Substring(self)
        while let first = scalars.first, first.isWhitespace { scalars.removeFirst() }
        while let last = scalars.last, last.isWhitespace { scalars.removeLast() }
        return String(scalars)
    }
}
