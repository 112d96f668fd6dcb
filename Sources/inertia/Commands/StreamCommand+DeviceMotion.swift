extension StreamCommand {
    /// The device-motion stream (attitude, rotation rate, gravity, user acceleration).
    func runDeviceMotion() async throws {
        try reportingFailures {
            throw CommandFailure("the device-motion stream is not in this build yet; use 'inertia stream --raw'")
        }
    }
}
