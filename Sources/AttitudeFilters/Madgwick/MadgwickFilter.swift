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
/// One deviation from the paper, for speed: the reference field's horizontal magnitude
/// |h_xy| (h = R(q)·m, the measured field in the earth frame) is not taken by a square root
/// of the current h but by one Newton step, (n + |h_xy|²/n)/2, from the previous 9D
/// update's exact value n, so that no square root lies between one attitude and the next.
/// The step overestimates |h_xy| by (ρ − 1)²/2 relative, ρ being the ratio of the current
/// to the previous value: 5e-4 on average and at most 1.5 % on BROAD trial 01 (the
/// magnetometer's noise moves h by about 2 % a reading), which changed the BROAD 9D mean
/// total error from 5.0832° to 5.0817°. The first 9D update (after creation or `reset()`)
/// and one after a field within 5.7° of the vertical take the square root. Setting `state`
/// from outside leaves the previous value in place: the next 9D update starts from it.
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
    /// |h_xy| of the last 9D update, µT, and its reciprocal: the starting point of the next
    /// update's Newton step for |h_xy|. Zero until a 9D update has set them.
    @usableFromInline var lastHorizontalField = 0.0
    @usableFromInline var lastInverseHorizontalField = 0.0

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
        lastHorizontalField = 0
        lastInverseHorizontalField = 0
    }

    /// Feeds one sample: gyroscope rad/s, accelerometer m/s², magnetometer µT or nil for a
    /// 6D update, time step s.
    ///
    /// The step is q ← q + Δt·q̇ = q ⊗ p with p = (1 − k·radial, ½Δt·ω − k·t): q̇ = ½ q ⊗ (0, ω)
    /// − β ∇/|∇| and ∇ = 2 (radial·q + q ⊗ (0, t)), so with k = Δt·β / (|q| √(radial² + |t|²))
    /// (|∇|² = 4 |q|² (radial² + |t|²), the two parts of ∇ being orthogonal) the whole update
    /// is one quaternion product. The new length needs no sum over the product either:
    /// |q ⊗ p|² = |q|² |p|² = |q|² (1 + |½Δt·ω|²) + (Δt·β)² − 2k |q|² (radial + ½Δt·ω·t), known
    /// as soon as k is, so the normalising factor is ready when the product is. radial and t
    /// are computed times |a| (a common positive factor of the gradient, which k absorbs), so
    /// the accelerometer is not divided by its length.
    @inlinable
    public mutating func update(
        gyroscope: Vector3,
        accelerometer: Vector3,
        magnetometer: Vector3?,
        deltaTimeSeconds: Double
    ) {
        guard let (usableAccelerometer, usableMagnetometer) = admit(
            gyroscope: gyroscope, accelerometer: accelerometer, magnetometer: magnetometer,
            deltaTimeSeconds: deltaTimeSeconds, limits: settings.limits,
            attitude: &state.attitude, isInitialised: &state.isInitialised, flags: &lastFlags
        ) else { return }
        // ½Δt·ω, rad: the gyroscope's part of p.
        let halfStep = 0.5 * deltaTimeSeconds
        let rateX = halfStep * gyroscope.x, rateY = halfStep * gyroscope.y, rateZ = halfStep * gyroscope.z
        let q = state.attitude
        let (w, x, y, z) = (q.w, q.x, q.y, q.z)
        // |q|², off the critical path (q is unit up to the last normalisation's rounding).
        let attitudeLengthSquared = (w * w + x * x) + (y * y + z * z)
        var stepW = 1.0, stepX = rateX, stepY = rateY, stepZ = rateZ
        // |q ⊗ p|² − 1 = constantExcess − gain · linearExcess (see above).
        var constantExcess = attitudeLengthSquared * (1 + ((rateX * rateX + rateY * rateY) + rateZ * rateZ)) - 1
        var gain = 0.0, linearExcess = 0.0
        // The screened vectors are the arguments themselves; only whether each is usable
        // is taken from them (their payloads would travel through integer registers).
        if usableAccelerometer != nil {
            // radial and t are computed times |a|: a positive factor common to the whole
            // gradient cancels in ∇/|∇| (k absorbs it), so the accelerometer needs no
            // division, and its length (a square root of the input alone) enters only the
            // last sum. Twice the accelerometer: the factors 2 of the rotation matrix's
            // entries are folded into the vectors (scaling by 2 is exact), so the
            // quaternion's products enter the sums directly.
            let accelerometerLength = accelerometer.lengthSquared.squareRoot()
            let a = accelerometer + accelerometer
            let xx = x * x, yy = y * y
            let tiltSquared = xx + yy
            // Half the predicted up in the sensor frame (third row of R(q)).
            let halfUpX = x * z - w * y, halfUpY = y * z + w * x, halfUpZ = 0.5 - tiltSquared
            // |a|·(1 − up·â), with up_z·a_z = a_z − 2(x² + y²)·a_z split so that no term waits
            // for up_z.
            var radial = accelerometerLength - 0.5 * a.z + tiltSquared * a.z - (halfUpX * a.x + halfUpY * a.y)
            var tx = halfUpY * a.z - halfUpZ * a.y
            var ty = halfUpZ * a.x - halfUpX * a.z
            var tz = halfUpX * a.y - halfUpY * a.x
            if usableMagnetometer != nil, let m = magnetometer {
                // The field in ENU (h = R·m), and its reference direction: same
                // inclination, horizontal part pointing north; predicted in the sensor
                // frame as Rᵀ·(0, |h_xy|, h_z) = |h_xy|·row1 + h_z·row2. With the raw
                // field, v·m = |h_xy|·h_y + h_z² and |m|² = |h|², so only the sum needs
                // dividing: 1 − v̂·m̂ and v̂ × m̂ are the raw values over |m|² (here times
                // |a|, as above), which does not depend on q and so stays off the critical
                // path.
                let fieldLengthSquared = m.lengthSquared
                // |a|/|m|² as a product: the division need not wait for the square root.
                let fieldScale = accelerometerLength * (1 / fieldLengthSquared)
                let doubleField = m + m
                let scaledField = doubleField * fieldScale
                let zz = z * z, xy = x * y, wz = w * z
                let halfRow0X = 0.5 - (yy + zz), halfRow0Y = xy - wz, halfRow0Z = x * z + w * y
                let halfRow1X = xy + wz, halfRow1Y = 0.5 - (xx + zz), halfRow1Z = y * z - w * x
                let hX = halfRow0X * doubleField.x + (halfRow0Y * doubleField.y + halfRow0Z * doubleField.z)
                let hY = halfRow1Y * doubleField.y + (halfRow1X * doubleField.x + halfRow1Z * doubleField.z)
                let hZ = halfUpZ * doubleField.z + (halfUpX * doubleField.x + halfUpY * doubleField.y)
                // |h_xy| by one Newton step from the last 9D update's value n:
                // √s ≈ (n + s/n)/2, relative error (ρ − 1)²/2 for ρ = √s/n, so no square
                // root waits on the attitude. The exact root, for the next update, runs
                // beside the rest of this one.
                let northSquared = hX * hX + hY * hY
                let north: Double
                if lastInverseHorizontalField > 0 {
                    north = 0.5 * lastHorizontalField + (0.5 * lastInverseHorizontalField) * northSquared
                } else {
                    north = northSquared.squareRoot()
                }
                let exactNorth = northSquared.squareRoot()
                if northSquared > 0.01 * fieldLengthSquared {
                    lastHorizontalField = exactNorth
                    lastInverseHorizontalField = 1 / exactNorth
                } else {
                    // A field within 5.7° of the vertical: a poor starting point for a
                    // field that leaves the vertical; the next update takes the root itself.
                    lastHorizontalField = 0
                    lastInverseHorizontalField = 0
                }
                // v × m = |h_xy|·(row1 × m) + h_z·(up × m), over |m|².
                let verticalScale = hZ * fieldScale
                let northDot = hY * fieldScale
                radial += (accelerometerLength - hZ * verticalScale) - north * northDot
                tx += north * (halfRow1Y * scaledField.z - halfRow1Z * scaledField.y)
                    + (halfUpY * doubleField.z - halfUpZ * doubleField.y) * verticalScale
                ty += north * (halfRow1Z * scaledField.x - halfRow1X * scaledField.z)
                    + (halfUpZ * doubleField.x - halfUpX * doubleField.z) * verticalScale
                tz += north * (halfRow1X * scaledField.y - halfRow1Y * scaledField.x)
                    + (halfUpX * doubleField.y - halfUpY * doubleField.x) * verticalScale
            }
            // |∇|² / 4.
            let lengthSquared = attitudeLengthSquared * ((radial * radial + tx * tx) + (ty * ty + tz * tz))
            if lengthSquared > 0 && lengthSquared <= .greatestFiniteMagnitude {
                let gainStep = deltaTimeSeconds * settings.gain
                // Δt·β / √L as (Δt·β / L)·√L: the division and the square root run side by side.
                gain = (gainStep / lengthSquared) * lengthSquared.squareRoot()
                constantExcess += gainStep * gainStep
                linearExcess = 2 * attitudeLengthSquared * (radial + ((rateX * tx + rateY * ty) + rateZ * tz))
                stepW = 1 - gain * radial
                stepX = rateX - gain * tx
                stepY = rateY - gain * ty
                stepZ = rateZ - gain * tz
            }
        }
        let next = Quaternion(
            w: (w * stepW - x * stepX) - (y * stepY + z * stepZ),
            x: (w * stepX + x * stepW) + (y * stepZ - z * stepY),
            y: (w * stepY + y * stepW) + (z * stepX - x * stepZ),
            z: (w * stepZ + z * stepW) + (x * stepY - y * stepX))
        let excess = constantExcess - gain * linearExcess
        if abs(excess) < 1e-3 {
            // One Newton step for 1/√(1 + ε): leaves |q| − 1 below 1e-6 without a
            // square root or division on the critical path.
            state.attitude = ((1 - 0.5 * excess) + (0.375 * excess) * excess) * next
        } else {
            normaliseExactly(next)
        }
    }

    /// Sets the attitude to `next` normalised by its own length (a step that moved the
    /// length by 1e-3 or more, which the update's Newton step does not cover), or flags the
    /// sample when that length is zero or not finite.
    @usableFromInline @inline(never)
    mutating func normaliseExactly(_ next: Quaternion) {
        let lengthSquared = (next.w * next.w + next.x * next.x) + (next.y * next.y + next.z * next.z)
        if lengthSquared > 0 && lengthSquared <= .greatestFiniteMagnitude {
            state.attitude = (1 / lengthSquared.squareRoot()) * next
        } else {
            lastFlags.insert(.rejectedNonFiniteSample)
        }
    }
}
