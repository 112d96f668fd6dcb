/// Standard gravity, m/s² (9.80665, by definition): one g. Accelerometer full scales are
/// in g, CoreMotion reports `gravity` and `userAcceleration` in g, and the simulator's
/// world pulls with it.
public let standardGravityMetersPerSecondSquared = 9.80665
