import MotionMath

/// One sample of an MPU model, as register counts.
struct MPUSampleCounts: Sendable {
    var accelerometer: (Int16, Int16, Int16)
    var temperature: Int16
    var gyroscope: (Int16, Int16, Int16)
}

extension SimulatedMPU {
    /// Sensor seconds now.
    func sensorNow() -> Double {
        timebase.sensorSeconds(atHostSeconds: settings.clock.nowSeconds)
    }

    /// Brings the chip up to the clock's present: finishes a running reset, applies a
    /// scheduled power loss, and produces every sample due since the last transfer.
    func advance() {
        let now = settings.clock.nowSeconds
        if let resetAt = faults.resetAtHostSeconds, resetAt <= now {
            produceSamples(untilHostSeconds: resetAt)
            faults.resetAtHostSeconds = nil
            restoreDefaults()
        }
        if let end = resetEndsAtHostSeconds {
            guard end <= now else { return }
            resetEndsAtHostSeconds = nil
            registers[MPURegister.powerManagement1] &= ~MPURegister.deviceReset
        }
        produceSamples(untilHostSeconds: now)
    }

    private func produceSamples(untilHostSeconds hostSeconds: Double) {
        guard resetEndsAtHostSeconds == nil, !isAsleep, var next = nextSampleSensorSeconds else { return }
        let period = configuration.samplePeriodSeconds
        let sensorTarget = timebase.sensorSeconds(atHostSeconds: hostSeconds)
        let tolerance = SensorTimebase.sameInstantTolerancePeriods
        guard sensorTarget + tolerance * period >= next else { return }
        var due = Int(((sensorTarget - next) / period + tolerance).rounded(.down)) + 1
        // Beyond a full FIFO's worth, older samples cannot be seen any more: skip them
        // (a FIFO that drops its oldest bytes ends with the newest bytes either way).
        let recordBytes = max(configuration.fifoRecordBytes, 1)
        let useful = descriptor.fifoSizeBytes / recordBytes + 64
        let fifoActive = configuration.fifoEnabled && configuration.fifoSources != 0
        if due > useful {
            let skipped = due - useful
            if fifoActive && configuration.keepsOldFIFOData {
                for _ in 0..<(useful - 1) {
                    sample(atSensorSeconds: next, periodSeconds: period)
                    next += period
                }
                due = 1
            } else if fifoActive {
                fifo.removeAll()
                recordAges.forgetWaiting()
                due = useful
            } else {
                due = useful
            }
            if fifoActive {
                statistics.fifoOverflows += skipped
                registers[MPURegister.interruptStatus] |= MPURegister.fifoOverflow
            }
            statistics.samples += skipped
            next += Double(skipped) * period
        }
        for _ in 0..<due {
            sample(atSensorSeconds: next, periodSeconds: period)
            next += period
        }
        nextSampleSensorSeconds = next
    }

    /// Produces one sample: data registers, DATA_RDY, FIFO record.
    private func sample(atSensorSeconds sensorSeconds: Double, periodSeconds: Double) {
        statistics.samples += 1
        let counts: MPUSampleCounts
        if faults.stuckData, let last = lastCounts {
            counts = last
        } else {
            counts = measure(atSensorSeconds: sensorSeconds, periodSeconds: periodSeconds)
        }
        lastCounts = counts
        registers.storeBigEndian(counts.accelerometer.0, at: 0x3B)
        registers.storeBigEndian(counts.accelerometer.1, at: 0x3D)
        registers.storeBigEndian(counts.accelerometer.2, at: 0x3F)
        registers.storeBigEndian(counts.temperature, at: 0x41)
        registers.storeBigEndian(counts.gyroscope.0, at: 0x43)
        registers.storeBigEndian(counts.gyroscope.1, at: 0x45)
        registers.storeBigEndian(counts.gyroscope.2, at: 0x47)
        registers[MPURegister.interruptStatus] |= MPURegister.dataReady
        if configuration.fifoEnabled && configuration.fifoSources != 0 {
            pushFIFORecord(counts, readyHostSeconds: originHostSeconds + timebase.elapsedTrueSeconds(atSensorSeconds: sensorSeconds))
        }
    }

    private func measure(atSensorSeconds sensorSeconds: Double, periodSeconds: Double) -> MPUSampleCounts {
        let time = timebase.elapsedTrueSeconds(atSensorSeconds: sensorSeconds)
        // Each low-pass filter's datasheet delay: the motion as it was that long ago.
        let gyroscopeTime = max(time - configuration.gyroscopeSignalDelaySeconds, 0)
        let accelerometerTime = max(time - configuration.accelerometerSignalDelaySeconds, 0)
        let state = settings.trajectory.state(atSeconds: gyroscopeTime)
        let accelerometerState = accelerometerTime == gyroscopeTime ? state : settings.trajectory.state(atSeconds: accelerometerTime)
        let celsius = settings.temperature.celsius(afterSeconds: time)
        let degree = Double.pi / 180
        var gyro = errors.gyroscope.apply(state.angularVelocityRadiansPerSecond)
            + errors.gyroscopeBiasPerDegreeCelsius * (celsius - 25)
        gyro += trim.gyroscopeResponseDegreesPerSecond * configuration.gyroscopeSelfTestAxes * degree
        gyro += userGyroscopeOffset() * degree
        var accel = errors.accelerometer.apply(accelerometerState.specificForce(in: settings.environment))
        accel += trim.accelerometerResponseG * configuration.accelerometerSelfTestAxes * standardGravityMetersPerSecondSquared
        let noise = settings.addsNoise ? 1.0 : 0.0
        let model = settings.noise ?? SensorNoise()
        gyro = gyroscopeChannel.measure(
            gyro, bandwidthHertz: configuration.gyroscopeBandwidthHertz, periodSeconds: periodSeconds,
            noise: model.gyroscope(datasheetDensity: descriptor.gyroscopeNoiseDensityDegreesPerSecond * degree, enabled: settings.addsNoise),
            random: &random
        )
        accel = accelerometerChannel.measure(
            accel, bandwidthHertz: configuration.accelerometerBandwidthHertz, periodSeconds: periodSeconds,
            noise: model.accelerometer(
                datasheetDensity: descriptor.accelerometerNoiseDensityMicroG * 1e-6 * standardGravityMetersPerSecondSquared,
                enabled: settings.addsNoise),
            random: &random
        )
        let temperatureCounts = (celsius + noise * 0.02 * random.normal()) * 1000
            / descriptor.temperatureScaleMilliCelsiusPerCount - descriptor.temperatureOffsetCounts
        return MPUSampleCounts(
            accelerometer: Quantizer.counts(accel, unitPerCount: configuration.accelerometerMetersPerSecondSquaredPerCount),
            temperature: Quantizer.counts(temperatureCounts, unitPerCount: 1),
            gyroscope: Quantizer.counts(gyro, unitPerCount: configuration.gyroscopeRadiansPerSecondPerCount)
        )
    }

    /// XG/YG/ZG_OFFS_USR (0x13–0x18, big-endian, 32.8 counts per °/s), °/s.
    private func userGyroscopeOffset() -> Vector3 {
        func value(_ register: UInt8) -> Double {
            Double(Int16(bitPattern: UInt16(registers[register]) << 8 | UInt16(registers[register &+ 1])))
        }
        let base = MPURegister.gyroOffsetX
        return Vector3(value(base), value(base &+ 2), value(base &+ 4)) / 32.8
    }

    private func pushFIFORecord(_ counts: MPUSampleCounts, readyHostSeconds: Double) {
        let sources = configuration.fifoSources
        var record = [Int16]()
        record.reserveCapacity(7)
        if sources & MPURegister.fifoAccel != 0 {
            record.append(counts.accelerometer.0)
            record.append(counts.accelerometer.1)
            record.append(counts.accelerometer.2)
        }
        if sources & MPURegister.fifoTemperature != 0 { record.append(counts.temperature) }
        if sources & MPURegister.fifoGyroX != 0 { record.append(counts.gyroscope.0) }
        if sources & MPURegister.fifoGyroY != 0 { record.append(counts.gyroscope.1) }
        if sources & MPURegister.fifoGyroZ != 0 { record.append(counts.gyroscope.2) }
        if configuration.keepsOldFIFOData && fifo.count + record.count * 2 > fifo.capacity {
            statistics.fifoOverflows += 1
            registers[MPURegister.interruptStatus] |= MPURegister.fifoOverflow
            return
        }
        var overflowed = false
        for value in record {
            let bits = UInt16(bitPattern: value)
            overflowed = fifo.pushOverwriting(UInt8(bits >> 8)) || overflowed
            overflowed = fifo.pushOverwriting(UInt8(bits & 0xFF)) || overflowed
        }
        if overflowed {
            recordAges.forgetWaiting()
        } else {
            recordAges.pushed(readyHostSeconds: readyHostSeconds)
        }
        if overflowed {
            statistics.fifoOverflows += 1
            registers[MPURegister.interruptStatus] |= MPURegister.fifoOverflow
        }
    }
}
