import MotionMath

/// Madgwick's gradient-descent orientation filter, 6D (gyroscope + accelerometer) and 9D
/// (with magnetometer).
///
/// S. O. H. Madgwick, A. J. L. Harrison, R. Vaidyanathan, "Estimation of IMU and MARG
/// orientation using a gradient descent algorithm", IEEE ICORR 2011. Each update
/// integrates q̇ = ½ q ⊗ ω − β ∇f/|∇f|, where f stacks the differences between the
/// measured and predicted unit gravity (and magnetic field, whose reference direction is
/// re-estimated each step from the measured inclination). The gradient is computed in its
/// closed vector form, ∇ = 2 Σ (1 − vᵢ·sᵢ) q + q ⊗ (0, 2 Σ vᵢ × sᵢ), identical to the
/// paper's Jacobian form. The earth frame is ENU.
///
/// Edge cases: the first usable sample (and the first after a gap longer than
/// `limits.maximumTimeStepSeconds`) sets the attitude from the accelerometer (and
/// magnetometer); see `AttitudeFilter` for rejected input.
public struct MadgwickFilter: AttitudeFilter {
    /// The settings in use.
    public var settings: Settings
    /// The evolving state.
    public var state: State
    /// What the last update did.
    @inlinable public var flags: FilterFlags { lastFlags }
    @usableFromInline var lastFlags: FilterFlags = []

    /// Creates a filter; it initialises from its first usable sample.
    public init(settings: Settings = Settings()) {
        self.settings = settings
        self.state = State()
    }

    /// The current attitude, sensor→ENU.
    @inlinable
    public var attitude: Quaternion { state.attitude }

    /// Madgwick's filter estimates no gyroscope bias: always zero.
    public var estimatedGyroscopeBias: Vector3 { .zero }

    /// Returns to the uninitialised state, keeping the settings.
    public mutating func reset() {
        state = State()
        lastFlags = []
    }

    /// Feeds one sample: gyroscope rad/s, accelerometer m/s², magnetometer µT or nil for a
    /// 6D update, time step s.
    @inlinable
    public mutating func update(
        gyroscope: Vector3,
        accelerometer: Vector3,
        magnetometer: Vector3?,
        deltaTimeSeconds: Double
    ) {
        guard let (accelerometer, magnetometer) = admit(
            gyroscope: gyroscope, accelerometer: accelerometer, magnetometer: magnetometer,
            deltaTimeSeconds: deltaTimeSeconds, limits: settings.limits,
            attitude: &state.attitude, isInitialised: &state.isInitialised, flags: &lastFlags
        ) else { return }
        let q = state.attitude
        let (w, x, y, z) = (q.w, q.x, q.y, q.z)
        // |q|², off the critical path (q is unit up to the last normalisation's rounding).
        let attitudeLengthSquared = w * w + x * x + y * y + z * z
        // The step is q ← q + Δt·q̇ = q ⊗ p with p = (1 − Δt·k·radial, Δt·(½ω − k·t)):
        // q̇ = ½ q ⊗ (0, ω) − β ∇/|∇| and ∇ = 2 (radial·q + q ⊗ (0, t)) below, so with
        // k = β / (|q| √(radial² + |t|²)) (|∇|² = 4 |q|² (radial² + |t|²), the two parts of
        // ∇ being orthogonal) the whole update is one quaternion product, and
        // |q ⊗ p|² = |q|² |p|² is known before the product is.
        let halfStep = 0.5 * deltaTimeSeconds
        var stepW = 1.0
        var stepX = halfStep * gyroscope.x
        var stepY = halfStep * gyroscope.y
        var stepZ = halfStep * gyroscope.z
        if let rawAccelerometer = accelerometer {
            let a = rawAccelerometer * (1 / rawAccelerometer.lengthSquared.squareRoot())
            // Predicted up in the sensor frame (third row of R(q)).
            let upX = 2 * (x * z - w * y)
            let upY = 2 * (y * z + w * x)
            let upZ = 1 - 2 * (x * x + y * y)
            var radial = 1 - (upX * a.x + upY * a.y + upZ * a.z)
            var tx = upY * a.z - upZ * a.y
            var ty = upZ * a.x - upX * a.z
            var tz = upX * a.y - upY * a.x
            if let m = magnetometer {
                // The field in ENU (h = R·m), and its reference direction: same
                // inclination, horizontal part pointing north; predicted in the sensor
                // frame as Rᵀ·(0, |h_xy|, h_z) = |h_xy|·row1 + h_z·row2. With the raw
                // field, v·m = |h_xy|·h_y + h_z² and |m|² = |h|², so only the sum needs
                // dividing: 1 − v̂·m̂ and v̂ × m̂ are the raw values over |m|², which does
                // not depend on q and so stays off the critical path.
                let inverseLengthSquared = 1 / m.lengthSquared
                let row0X = 1 - 2 * (y * y + z * z), row0Y = 2 * (x * y - w * z), row0Z = 2 * (x * z + w * y)
                let row1X = 2 * (x * y + w * z), row1Y = 1 - 2 * (x * x + z * z), row1Z = 2 * (y * z - w * x)
                let hX = row0X * m.x + row0Y * m.y + row0Z * m.z
                let hY = row1X * m.x + row1Y * m.y + row1Z * m.z
                let hZ = upX * m.x + upY * m.y + upZ * m.z
                let horizontalSquared = hX * hX + hY * hY
                // v × m = |h_xy|·(row1 × m) + h_z·(up × m): everything but the factor
                // |h_xy| is computed while its square root is still running.
                let northCrossX = (row1Y * m.z - row1Z * m.y) * inverseLengthSquared
                let northCrossY = (row1Z * m.x - row1X * m.z) * inverseLengthSquared
                let northCrossZ = (row1X * m.y - row1Y * m.x) * inverseLengthSquared
                let verticalScale = hZ * inverseLengthSquared
                let verticalCrossX = (upY * m.z - upZ * m.y) * verticalScale
                let verticalCrossY = (upZ * m.x - upX * m.z) * verticalScale
                let verticalCrossZ = (upX * m.y - upY * m.x) * verticalScale
                let radialBase = 1 - hZ * verticalScale
                let northDot = hY * inverseLengthSquared
                let north = horizontalSquared.squareRoot()
                radial += radialBase - north * northDot
                tx += north * northCrossX + verticalCrossX
                ty += north * northCrossY + verticalCrossY
                tz += north * northCrossZ + verticalCrossZ
            }
            // |∇|² / (4 |q|²).
            let gradientSquared = radial * radial + tx * tx + ty * ty + tz * tz
            let lengthSquared = attitudeLengthSquared * gradientSquared
            if lengthSquared > 0 && lengthSquared.isFinite {
                let gain = deltaTimeSeconds * settings.gain / lengthSquared.squareRoot()
                stepW -= gain * radial
                stepX -= gain * tx
                stepY -= gain * ty
                stepZ -= gain * tz
            }
        }
        let stepLengthSquared = stepW * stepW + stepX * stepX + stepY * stepY + stepZ * stepZ
        let next = Quaternion(
            w: w * stepW - x * stepX - y * stepY - z * stepZ,
            x: w * stepX + x * stepW + y * stepZ - z * stepY,
            y: w * stepY - x * stepZ + y * stepW + z * stepX,
            z: w * stepZ + x * stepY - y * stepX + z * stepW)
        let lengthSquared = attitudeLengthSquared * stepLengthSquared
        let excess = lengthSquared - 1
        if abs(excess) < 1e-3 {
            // One Newton step for 1/√(1 + ε): leaves |q| − 1 below 1e-6 without a
            // square root or division on the critical path.
            state.attitude = (1 - 0.5 * excess + 0.375 * excess * excess) * next
        } else if lengthSquared > 0 && lengthSquared.isFinite {
            state.attitude = (1 / lengthSquared.squareRoot()) * next
        } else {
            self.lastFlags.insert(.rejectedNonFiniteSample)
        }
    }
}
