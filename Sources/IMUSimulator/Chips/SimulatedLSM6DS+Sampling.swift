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
        let accelPeriod = configuration.accelerometerPeriodSeconds
        let gyroPeriod = configuration.gyroscopePeriodSeconds
        let fifoPeriod = patternPeriodSeconds
        skipUnobservableSamples(target: target)
        while true {
            let accelTime = nextAccelerometerIndex.flatMap { index in accelPeriod.map { Double(index) * $0 } } ?? .infinity
            let gyroTime = nextGyroscopeIndex.flatMap { index in gyroPeriod.map { Double(index) * $0 } } ?? .infinity
            let fifoTime = patternFIFO.nextTickIndex.flatMap { index in fifoPeriod.map { Double(index) * $0 } } ?? .infinity
            let time = min(accelTime, gyroTime, fifoTime)
            guard time <= target, time.isFinite else { return }
            var gyroSample: (Int16, Int16, Int16)?
            var accelSample: (Int16, Int16, Int16)?
            if gyroTime == time, let period = gyroPeriod {
                gyroSample = gyroscopeSample(atSensorSeconds: time, periodSeconds: period)
                nextGyroscopeIndex? += 1
            }
            if accelTime == time, let period = accelPeriod {
                accelSample = accelerometerSample(atSensorSeconds: time, periodSeconds: period)
                nextAccelerometerIndex? += 1
            }
            if gyroSample != nil || accelSample != nil {
                statistics.samples += 1
                updateTemperature(atSensorSeconds: time)
            }
            switch descriptor.fifoKind {
            case .pattern:
                if fifoTime == time, let gridIndex = patternFIFO.nextTickIndex {
                    let lost = patternFIFO.tick(
                        gridIndex: gridIndex, gyroscope: lastGyroscopeCounts, accelerometer: lastAccelerometerCounts,
                        timestamp: timerCount(atSensorSeconds: time), registers: registers
                    )
                    statistics.fifoOverflows += lost
                    patternFIFO.nextTickIndex? += 1
                }
            case .tagged:
                if TaggedFIFO.mode(registers) != 0, gyroSample != nil || accelSample != nil {
                    statistics.fifoOverflows += taggedFIFO.timeSlot(
                        gyroscope: gyroSample, gyroscopeRateHertz: 1 / (gyroPeriod ?? 1),
                        accelerometer: accelSample, accelerometerRateHertz: 1 / (accelPeriod ?? 1),
                        timestamp: configuration.timerEnabled ? timerCount(atSensorSeconds: time) : nil,
                        registers: registers
                    )
                }
            }
        }
    }

    /// After a long gap only the newest samples can still be seen (a FIFO holds a few
    /// thousand words at most): jump the schedules forward, marking the FIFO overrun.
    private func skipUnobservableSamples(target: Double) {
        let periods = [configuration.accelerometerPeriodSeconds, configuration.gyroscopePeriodSeconds, patternPeriodSeconds].compactMap { $0 }
        guard let shortest = periods.min() else { return }
        let keep = Double(descriptor.fifoCapacityWords + 256)
        let earliest = [
            nextAccelerometerIndex.flatMap { index in configuration.accelerometerPeriodSeconds.map { Double(index) * $0 } },
            nextGyroscopeIndex.flatMap { index in configuration.gyroscopePeriodSeconds.map { Double(index) * $0 } },
        ].compactMap { $0 }.min() ?? target
        guard (target - earliest) / shortest > keep * 2 else { return }
        let restart = target - keep * shortest
        func index(_ period: Double?) -> Int64? {
            period.map { Int64((restart / $0).rounded(.down)) + 1 }
        }
        let skipped = Int((restart - earliest) / shortest)
        statistics.samples += skipped
        if nextAccelerometerIndex != nil { nextAccelerometerIndex = index(configuration.accelerometerPeriodSeconds) }
        if nextGyroscopeIndex != nil { nextGyroscopeIndex = index(configuration.gyroscopePeriodSeconds) }
        if patternFIFO.nextTickIndex != nil { patternFIFO.nextTickIndex = index(patternPeriodSeconds) }
        statistics.fifoOverflows += skipped
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
                noiseDensity: settings.addsNoise ? descriptor.gyroscopeNoiseDensityMilliDegreesPerSecond * 1e-3 * degree : 0,
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
            force += accelerometerSelfTestG * (configuration.accelerometerSelfTestSign * LSMConfiguration.standardGravity)
            force = accelerometerChannel.measure(
                force, bandwidthHertz: configuration.accelerometerBandwidthHertz, periodSeconds: periodSeconds,
                noiseDensity: settings.addsNoise ? descriptor.accelerometerNoiseDensityMicroG * 1e-6 * LSMConfiguration.standardGravity : 0,
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
