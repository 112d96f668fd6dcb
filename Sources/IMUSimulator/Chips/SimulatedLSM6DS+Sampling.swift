import MotionMath

extension SimulatedLSM6DS {
    /// Brings the chip up to the clock's present: ends software reset and boot, applies a
    /// scheduled power loss, and produces every sample due since the last transfer.
    func advance() {
        let now = settings.clock.nowSeconds
        if let resetAt = faults.resetAtHostSeconds, resetAt <= now {
            produceSamples(untilHostSeconds: resetAt)
            faults.resetAtHostSeconds = nil
            restoreDefaults()
            softwareResetEndsAtHostSeconds = nil
            bootEndsAtHostSeconds = nil
        }
        if let end = softwareResetEndsAtHostSeconds, end <= now {
            softwareResetEndsAtHostSeconds = nil
            registers[LSMRegister.control3] &= ~LSMRegister.softwareReset
        }
        if let end = bootEndsAtHostSeconds, end <= now {
            bootEndsAtHostSeconds = nil
            registers[LSMRegister.control3] &= ~LSMRegister.boot
        }
        produceSamples(untilHostSeconds: now)
    }

    private func produceSamples(untilHostSeconds hostSeconds: Double) {
        let target = timebase.sensorSeconds(atHostSeconds: hostSeconds)
        let accelPeriod = configuration.accelerometerPeriodSeconds ?? 0
        let gyroPeriod = configuration.gyroscopePeriodSeconds ?? 0
        let fifoPeriod = patternPeriodSeconds ?? 0
        // A sample due within rounding of `target` is due (see SensorTimebase).
        let shortest = [accelPeriod, gyroPeriod, fifoPeriod].filter { $0 > 0 }.min() ?? 0
        let dueBy = target + SensorTimebase.sameInstantTolerancePeriods * shortest
        skipUnobservableSamples(target: target)
        let isTagged = descriptor.fifoKind == .tagged
        let taggedFIFOActive = isTagged && TaggedFIFO.mode(registers) != 0
        while true {
            var accelTime = Double.infinity
            var gyroTime = Double.infinity
            var fifoTime = Double.infinity
            if let index = nextAccelerometerIndex, accelPeriod > 0 { accelTime = Double(index) * accelPeriod }
            if let index = nextGyroscopeIndex, gyroPeriod > 0 { gyroTime = Double(index) * gyroPeriod }
            if let index = patternFIFO.nextTickIndex, fifoPeriod > 0 { fifoTime = Double(index) * fifoPeriod }
            let time = min(accelTime, min(gyroTime, fifoTime))
            guard time <= dueBy else { return }
            var gyroSample: (Int16, Int16, Int16)?
            var accelSample: (Int16, Int16, Int16)?
            if gyroTime == time {
                gyroSample = gyroscopeSample(atSensorSeconds: time, periodSeconds: gyroPeriod)
                nextGyroscopeIndex? += 1
            }
            if accelTime == time {
                accelSample = accelerometerSample(atSensorSeconds: time, periodSeconds: accelPeriod)
                nextAccelerometerIndex? += 1
            }
            if gyroSample != nil || accelSample != nil {
                statistics.samples += 1
                updateTemperature(atSensorSeconds: time)
            }
            if isTagged {
                if taggedFIFOActive && (gyroSample != nil || accelSample != nil) {
                    statistics.fifoOverflows += taggedFIFO.timeSlot(
                        gyroscope: gyroSample, gyroscopeRateHertz: gyroPeriod > 0 ? 1 / gyroPeriod : 0,
                        accelerometer: accelSample, accelerometerRateHertz: accelPeriod > 0 ? 1 / accelPeriod : 0,
                        timestamp: configuration.timerEnabled ? timerCount(atSensorSeconds: time) : nil,
                        registers: registers
                    )
                }
            } else if fifoTime == time, let gridIndex = patternFIFO.nextTickIndex {
                statistics.fifoOverflows += patternFIFO.tick(
                    gridIndex: gridIndex, gyroscope: lastGyroscopeCounts, accelerometer: lastAccelerometerCounts,
                    timestamp: timerCount(atSensorSeconds: time), registers: registers
                )
                patternFIFO.nextTickIndex? += 1
            }
        }
    }

    /// After a long gap only the newest samples can still be seen (a FIFO holds a few
    /// thousand words at most): jump the schedules forward, counting the skipped samples
    /// as FIFO overflow.
    private func skipUnobservableSamples(target: Double) {
        var shortest = Double.infinity
        var earliest = Double.infinity
        if let period = configuration.accelerometerPeriodSeconds {
            shortest = min(shortest, period)
            if let index = nextAccelerometerIndex { earliest = min(earliest, Double(index) * period) }
        }
        if let period = configuration.gyroscopePeriodSeconds {
            shortest = min(shortest, period)
            if let index = nextGyroscopeIndex { earliest = min(earliest, Double(index) * period) }
        }
        if let period = patternPeriodSeconds { shortest = min(shortest, period) }
        let keep = Double(descriptor.fifoCapacityWords + 256)
        guard shortest.isFinite, earliest.isFinite, (target - earliest) / shortest > keep * 2 else { return }
        let restart = target - keep * shortest
        func index(_ period: Double?) -> Int64? {
            guard let period else { return nil }
            return Int64((restart / period).rounded(.down)) + 1
        }
        let skipped = Int((restart - earliest) / shortest)
        statistics.samples += skipped
        statistics.fifoOverflows += skipped
        if nextAccelerometerIndex != nil { nextAccelerometerIndex = index(configuration.accelerometerPeriodSeconds) }
        if nextGyroscopeIndex != nil { nextGyroscopeIndex = index(configuration.gyroscopePeriodSeconds) }
        if patternFIFO.nextTickIndex != nil { patternFIFO.nextTickIndex = index(patternPeriodSeconds) }
    }

    private func trueState(atSensorSeconds sensorSeconds: Double) -> MotionState {
        let time = timebase.elapsedTrueSeconds(atSensorSeconds: sensorSeconds)
        if let cached = cachedState, cached.timeSeconds == time { return cached }
        let state = settings.trajectory.state(atSeconds: time)
        cachedState = state
        return state
    }

    private func gyroscopeSample(atSensorSeconds time: Double, periodSeconds: Double) -> (Int16, Int16, Int16) {
        if !faults.stuckData {
            let state = trueState(atSensorSeconds: time)
            let degree = Double.pi / 180
            let celsius = settings.temperature.celsius(afterSeconds: state.timeSeconds)
            var rate = errors.gyroscope.apply(state.angularVelocityRadiansPerSecond)
                + errors.gyroscopeBiasPerDegreeCelsius * (celsius - 25)
            rate += gyroscopeSelfTestDegreesPerSecond * (configuration.gyroscopeSelfTestSign * degree)
            rate = gyroscopeChannel.measure(
                rate, bandwidthHertz: configuration.gyroscopeBandwidthHertz, periodSeconds: periodSeconds,
                noise: (settings.noise ?? SensorNoise()).gyroscope(
                    datasheetDensity: descriptor.gyroscopeNoiseDensityMilliDegreesPerSecond * 1e-3 * degree, enabled: settings.addsNoise),
                random: &random
            )
            lastGyroscopeCounts = Quantizer.counts(rate, unitPerCount: configuration.gyroscopeRadiansPerSecondPerCount)
        }
        if !(configuration.blockDataUpdate && heldLowRegister.map { (0x22...0x27).contains($0) } == true) {
            registers.storeLittleEndian(lastGyroscopeCounts.0, at: 0x22)
            registers.storeLittleEndian(lastGyroscopeCounts.1, at: 0x24)
            registers.storeLittleEndian(lastGyroscopeCounts.2, at: 0x26)
        }
        registers[LSMRegister.status] |= LSMRegister.gyroscopeDataAvailable
        return lastGyroscopeCounts
    }

    private func accelerometerSample(atSensorSeconds time: Double, periodSeconds: Double) -> (Int16, Int16, Int16) {
        if !faults.stuckData {
            let state = trueState(atSensorSeconds: time)
            var force = errors.accelerometer.apply(state.specificForce(in: settings.environment))
            force += accelerometerSelfTestG * (configuration.accelerometerSelfTestSign * standardGravityMetersPerSecondSquared)
            force = accelerometerChannel.measure(
                force, bandwidthHertz: configuration.accelerometerBandwidthHertz, periodSeconds: periodSeconds,
                noise: (settings.noise ?? SensorNoise()).accelerometer(
                    datasheetDensity: descriptor.accelerometerNoiseDensityMicroG * 1e-6 * standardGravityMetersPerSecondSquared,
                    enabled: settings.addsNoise),
                random: &random
            )
            lastAccelerometerCounts = Quantizer.counts(force, unitPerCount: configuration.accelerometerMetersPerSecondSquaredPerCount)
        }
        if !(configuration.blockDataUpdate && heldLowRegister.map { (0x28...0x2D).contains($0) } == true) {
            registers.storeLittleEndian(lastAccelerometerCounts.0, at: 0x28)
            registers.storeLittleEndian(lastAccelerometerCounts.1, at: 0x2A)
            registers.storeLittleEndian(lastAccelerometerCounts.2, at: 0x2C)
        }
        registers[LSMRegister.status] |= LSMRegister.accelerometerDataAvailable
        return lastAccelerometerCounts
    }

    private func updateTemperature(atSensorSeconds time: Double) {
        guard !faults.stuckData else { return }
        let seconds = timebase.elapsedTrueSeconds(atSensorSeconds: time)
        let celsius = settings.temperature.celsius(afterSeconds: seconds) + (settings.addsNoise ? 0.02 * random.normal() : 0)
        if !(configuration.blockDataUpdate && heldLowRegister == 0x20) {
            registers.storeLittleEndian(Quantizer.counts((celsius - 25) * descriptor.temperatureCountsPerCelsius, unitPerCount: 1), at: 0x20)
        }
        registers[LSMRegister.status] |= LSMRegister.temperatureDataAvailable
    }
}
