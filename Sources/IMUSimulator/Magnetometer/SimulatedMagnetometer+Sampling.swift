import MotionMath

extension SimulatedMagnetometer {
    /// Produces the newest sample due by now (older unread ones are overwritten: AK8963
    /// DOR, LIS3MDL ZYXOR).
    func advance() {
        guard let period = samplePeriodSeconds, var next = nextSampleHostSeconds else { return }
        let now = settings.clock.nowSeconds
        guard now >= next else { return }
        let due = Int(((now - next) / period).rounded(.down)) + 1
        next += Double(due - 1) * period
        let overrun = unreadSample || due > 1
        store(measure(atHostSeconds: next), overrun: overrun)
        nextSampleHostSeconds = next + period
    }

    private func measure(atHostSeconds hostSeconds: Double) -> Vector3 {
        let state = settings.trajectory.state(atSeconds: hostSeconds - originHostSeconds)
        var field = errors.apply(state.magneticField(in: settings.environment)) + hardIronShiftMicrotesla
        field = chip.chipFrame(field)
        if settings.addsNoise { field += random.normalVector(standardDeviation: chip.noiseMicrotesla) }
        return field
    }

    private func store(_ field: Vector3, overrun: Bool) {
        let (unit, limit) = scale
        var counts = [Int16](repeating: 0, count: 3)
        var overflow = false
        for axis in 0..<3 {
            var perCount = unit
            if chip == .ak8963 { perCount *= (Double(sensitivityAdjustment[axis]) - 128) * 0.5 / 128 + 1 }
            let value = (field[axis] / perCount).rounded()
            if abs(value) > limit { overflow = true }
            counts[axis] = Int16(max(-limit, min(limit, value)))
        }
        unreadSample = true
        switch chip {
        case .ak8963:
            storeLittleEndian(counts, at: 0x03)
            registers[0x02] = 0x01 | (overrun ? 0x02 : 0)
            registers[0x09] = (overflow ? 0x08 : 0) | (registers[0x0A] & 0x10)
        case .qmc5883l:
            storeLittleEndian(counts, at: 0x00)
            registers[0x06] = 0x01 | (overflow ? 0x02 : 0) | (overrun ? 0x04 : 0)
        case .hmc5883l:
            let ordered = overflow ? [Int16](repeating: -4096, count: 3) : [counts[0], counts[2], counts[1]]
            for (index, value) in ordered.enumerated() {
                let bits = UInt16(bitPattern: value)
                registers[0x03 + 2 * index] = UInt8(bits >> 8)
                registers[0x04 + 2 * index] = UInt8(bits & 0xFF)
            }
            registers[0x09] = 0x01
        case .lis3mdl:
            storeLittleEndian(counts, at: 0x28)
            registers[0x27] = 0x0F | (overrun ? 0xF0 : 0)
        }
    }

    private func storeLittleEndian(_ counts: [Int16], at start: Int) {
        for (index, value) in counts.enumerated() {
            let bits = UInt16(bitPattern: value)
            registers[start + 2 * index] = UInt8(bits & 0xFF)
            registers[start + 2 * index + 1] = UInt8(bits >> 8)
        }
    }
}
