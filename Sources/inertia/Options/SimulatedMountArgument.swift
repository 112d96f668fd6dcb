import ArgumentParser
import IMUSimulator

/// `--sim-mount ROLL,PITCH,YAW`: how the simulated chip is turned inside the device,
/// degrees (CoreMotion-style angles: yaw about the device's z, pitch about x, roll about y).
struct SimulatedMountArgument: ExpressibleByArgument, Sendable, Equatable {
    /// Roll, degrees (about the device's y axis).
    let rollDegrees: Double
    /// Pitch, degrees (about the device's x axis).
    let pitchDegrees: Double
    /// Yaw, degrees (about the device's z axis).
    let yawDegrees: Double

    init?(argument: String) {
        let values = argument.split(separator: ",", omittingEmptySubsequences: false)
            .map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard values.count == 3, let roll = values[0], let pitch = values[1], let yaw = values[2],
              [roll, pitch, yaw].allSatisfy({ $0.isFinite && abs($0) <= 360 }) else { return nil }
        rollDegrees = roll
        pitchDegrees = pitch
        yawDegrees = yaw
    }

    /// The chip's motion when the device moves along `device`.
    func mounted(_ device: any MotionTrajectory) -> any MotionTrajectory {
        MountedTrajectory(device: device, rollDegrees: rollDegrees, pitchDegrees: pitchDegrees, yawDegrees: yawDegrees)
    }
}
