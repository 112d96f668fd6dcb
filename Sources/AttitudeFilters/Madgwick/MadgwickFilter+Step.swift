import MotionMath

extension MadgwickFilter {
    /// One gradient-descent step in single precision, on the working attitude (x, y, z, w):
    /// q ← (q ⊗ (½Δt·ω, 1) − k·(e, radial) ⊗ q) / |…|, quaternions written as stored, the
    /// vector part first.
    ///
    /// The correction is taken in the earth frame. With b = R(q)·a (the accelerometer in
    /// ENU) and h = R(q)·m, the sensor-frame gradient parts of `MadgwickFilter`'s
    /// description are t = Rᵀ·e and radial, where e = e_z × b + (|a|/|m|²)·(r × h) and
    /// radial = (|a| − b_z) + (|a|/|m|²)(|m|² − r·h), r = (0, |h_xy|, h_z) the reference
    /// field; and q ⊗ (Rᵀe, 0) = (e, 0) ⊗ q for a unit q, so ∇ = 2 (e, radial) ⊗ q. k is
    /// Δt·β / (|q| √(|e|² + radial²)), |e| = |t| because a rotation keeps lengths. Both
    /// products are formed before k, so after k's square root and division only a multiply,
    /// a subtraction and the normalising multiply remain before the next attitude.
    ///
    /// - Parameters:
    ///   - halfRotation: ½Δt·ω, rad, lane 3 zero.
    ///   - accelerometer: m/s², lane 3 zero, with its length `accelerometerLength`; nil:
    ///     integrate the gyroscope only.
    ///   - magnetometer: µT, lane 3 zero, with its squared length `fieldLengthSquared`;
    ///     nil: a 6D step.
    ///   - gainStep: Δt·β, rad.
    @inlinable @inline(__always)
    mutating func step(
        halfRotation: SIMD4<Float>,
        accelerometer: SIMD4<Float>?,
        accelerometerLength: Float,
        magnetometer: SIMD4<Float>?,
        fieldLengthSquared: Float,
        gainStep: Float
    ) {
        let q = workingAttitude
        // (e, radial), both times |a|: e_z × b and |a| − b_z from the rotation of a, first,
        // as it leads to the gain; zero without an accelerometer (no correction).
        var error = SIMD4<Float>()
        if let accelerometer {
            if let magnetometer {
                // The two rotations share the rotation matrix's products.
                let rotation = q.rotationMatrix
                error = gravityError(rotated: rotation.rotate(accelerometer), length: accelerometerLength)
                    + fieldError(rotated: rotation.rotate(magnetometer), fieldLengthSquared: fieldLengthSquared,
                                 accelerometerLength: accelerometerLength)
            } else {
                error = gravityError(rotated: q.rotate(accelerometer), length: accelerometerLength)
            }
        }
        let errorLengthSquared = error.dot(error)
        let attitudeLengthSquared = q.dot(q)
        // q ⊗ (½Δt·ω, 1): the gyroscope's step, independent of the correction.
        let rotated = q.turned(by: halfRotation)
        // |q ⊗ (½Δt·ω, 1)|² − 1 + (Δt·β)² when corrected: the excess of the new length.
        var constantExcess = attitudeLengthSquared * (1 + halfRotation.dot3(halfRotation)) - 1
        var next = rotated
        if errorLengthSquared > 0 {
            // Δt·β/|q| with 1/|q| ≈ (3 − |q|²)/2 (|q|² is 1 within the rounding of the last
            // normalisation); Δt·β/√L as (Δt·β/L)·√L: division and root side by side.
            let scaledGainStep = gainStep * (1.5 - 0.5 * attitudeLengthSquared)
            let gain = (scaledGainStep / errorLengthSquared) * errorLengthSquared.squareRoot()
            // In 6D e = e_z × b is horizontal: its z lane is zero and drops out.
            let correction = magnetometer == nil ? error.horizontalProduct(q) : error.quaternionProduct(q)
            constantExcess += gainStep * gainStep
            // |rotated − k·correction|² = |rotated|² − 2k rotated·correction + (Δt·β)².
            let linearExcess = 2 * rotated.dot(correction)
            next = rotated - gain * correction
            constantExcess -= gain * linearExcess
        }
        // 1/√(1 + ε) ≈ 1 − ε/2: the neglected 3ε²/8 is below Float's rounding for |ε| < 3e-4
        // and at most 4e-7 at 1e-3, which the next step's ε corrects.
        if abs(constantExcess) < 1e-3 {
            setWorkingAttitude((1 - 0.5 * constantExcess) * next)
        } else {
            normaliseExactly(next)
        }
    }

    /// The accelerometer's part of (e, radial), times |a|, from b = R(q)·a:
    /// (e_z × b, |a| − b_z) = (−b_y, b_x, 0, |a| − b_z).
    @inlinable @inline(__always)
    func gravityError(rotated b: SIMD4<Float>, length: Float) -> SIMD4<Float> {
        SIMD4(-b.y, b.x, 0, length - b.z)
    }

    /// The magnetometer's part of (e, radial), times |a|, from h = R(q)·m:
    /// (|a|/|m|²)·(r × h, |m|² − r·h) with r = (0, |h_xy|, h_z). |h_xy| is one Newton step
    /// from the last 9D step's value (see `MadgwickFilter`); this step's exact value is kept
    /// for the next.
    @inlinable @inline(__always)
    mutating func fieldError(
        rotated field: SIMD4<Float>, fieldLengthSquared: Float, accelerometerLength: Float
    ) -> SIMD4<Float> {
        let northSquared = field.x * field.x + field.y * field.y
        let fieldScale = accelerometerLength / fieldLengthSquared
        // (|a|/|m|²)·|h_xy|, the Newton step's halves scaled before |h_xy|² is known.
        let scaledNorth: Float
        if lastInverseHorizontalField > 0 {
            let halfScale = 0.5 * fieldScale
            scaledNorth = halfScale * lastHorizontalField + (halfScale * lastInverseHorizontalField) * northSquared
        } else {
            scaledNorth = fieldScale * northSquared.squareRoot()
        }
        let exactNorth = northSquared.squareRoot()
        if northSquared > 0.01 * fieldLengthSquared {
            lastHorizontalField = exactNorth
            lastInverseHorizontalField = 1 / exactNorth
        } else {
            // A field within 5.7° of the vertical: a poor starting point for a field that
            // leaves the vertical; the next step takes the root itself.
            lastHorizontalField = 0
            lastInverseHorizontalField = 0
        }
        // r × h = (h_z(|h_xy| − h_y), h_z·h_x, −|h_xy|·h_x); |m|² − r·h = |m|² − h_z² − |h_xy|·h_y.
        let verticalScale = fieldScale * field.z
        let quadratic = SIMD4(-verticalScale * field.y, verticalScale * field.x, 0, accelerometerLength - verticalScale * field.z)
        let linear = SIMD4(field.z, 0, -field.x, -field.y)
        return quadratic + scaledNorth * linear
    }
}
