extension SimulatedLSM6DS {
    /// One register read with its side effects.
    func read(_ register: UInt8) -> UInt8 {
        switch register {
        case LSMRegister.temperatureLow...LSMRegister.accelerometerZHigh:
            return readOutput(register)
        case LSMRegister.fifoStatus1...LSMRegister.fifoStatus4:
            switch descriptor.fifoKind {
            case .pattern: return patternFIFO.status(register, registers: registers)
            case .tagged: return register <= LSMRegister.fifoStatus2 ? taggedFIFO.status(register, registers: registers) : 0
            }
        case LSMRegister.patternFIFODataLow where descriptor.fifoKind == .pattern:
            return patternFIFO.readLowByte()
        case LSMRegister.patternFIFODataHigh where descriptor.fifoKind == .pattern:
            return patternFIFO.readHighByte()
        case LSMRegister.taggedFIFODataTag...LSMRegister.taggedFIFODataLast where descriptor.fifoKind == .tagged:
            return taggedFIFO.read(register)
        case LSMRegister.timestamp0...LSMRegister.timestamp3:
            let bytes = descriptor.timestampBits / 8
            let index = Int(register - LSMRegister.timestamp0)
            guard index < bytes else { return 0 }
            return UInt8((timerCount(atSensorSeconds: sensorNow()) >> (8 * UInt32(index))) & 0xFF)
        default:
            return registers[register]
        }
    }

    private func readOutput(_ register: UInt8) -> UInt8 {
        switch register {
        case 0x20...0x21: registers[LSMRegister.status] &= ~LSMRegister.temperatureDataAvailable
        case 0x22...0x27: registers[LSMRegister.status] &= ~LSMRegister.gyroscopeDataAvailable
        default: registers[LSMRegister.status] &= ~LSMRegister.accelerometerDataAvailable
        }
        if register & 1 == 0 {
            heldLowRegister = register
        } else if heldLowRegister == register - 1 {
            heldLowRegister = nil
        }
        return registers[register]
    }

    /// Block transfers advance only with CTRL3_C.IF_INC and wrap inside the FIFO data
    /// registers.
    func nextAddress(after register: UInt8) -> UInt8 {
        guard configuration.autoIncrements else { return register }
        switch (descriptor.fifoKind, register) {
        case (.pattern, LSMRegister.patternFIFODataHigh): return LSMRegister.patternFIFODataLow
        case (.tagged, LSMRegister.taggedFIFODataLast): return LSMRegister.taggedFIFODataTag
        default: return register &+ 1
        }
    }

    /// After a read transfer: a block read is a drain, which takes the FIFO below its
    /// threshold (INT1 low until the threshold is reached again).
    func finishRead(block: Bool) {
        if block { thresholdLoweredHostSeconds = settings.clock.nowSeconds }
    }

    /// One register write with its side effects.
    func write(_ register: UInt8, _ value: UInt8) {
        guard softwareResetEndsAtHostSeconds == nil else { return }
        switch register {
        case LSMRegister.whoAmI, LSMRegister.status, LSMRegister.fifoStatus1...LSMRegister.fifoStatus4,
             LSMRegister.temperatureLow...LSMRegister.accelerometerZHigh:
            return
        case 0x0D where value & 0x08 != 0 && registers[0x0D] & 0x08 == 0:
            // INT1_CTRL: the FIFO-threshold interrupt turned on (the pin starts low).
            interruptEnabledHostSeconds = settings.clock.nowSeconds
            registers[register] = value
        case LSMRegister.control3:
            if value & LSMRegister.softwareReset != 0 {
                restoreDefaults()
                registers[register] = LSMRegister.autoIncrement | LSMRegister.softwareReset
                softwareResetEndsAtHostSeconds = settings.clock.nowSeconds + descriptor.softwareResetSeconds
                return
            }
            if value & LSMRegister.boot != 0 {
                bootEndsAtHostSeconds = settings.clock.nowSeconds + descriptor.bootSeconds
            }
            registers[register] = value
        case LSMRegister.timestamp2 where value == LSMRegister.timestampResetValue:
            timerOriginSensorSeconds = sensorNow()
            return
        case LSMRegister.timestamp0...LSMRegister.timestamp3:
            return
        default:
            registers[register] = value
        }
        applyConfiguration()
    }

    /// Recomputes the derived configuration and reschedules samples after a write.
    func applyConfiguration() {
        let previous = configuration
        configuration = LSMConfiguration(registers: registers, descriptor: descriptor)
        let now = sensorNow()
        func nextIndex(_ period: Double?) -> Int64? {
            guard let period else { return nil }
            return Int64((now / period).rounded(.down)) + 1
        }
        if configuration.accelerometerPeriodSeconds != previous.accelerometerPeriodSeconds {
            nextAccelerometerIndex = nextIndex(configuration.accelerometerPeriodSeconds)
        }
        if configuration.gyroscopePeriodSeconds != previous.gyroscopePeriodSeconds {
            nextGyroscopeIndex = nextIndex(configuration.gyroscopePeriodSeconds)
        }
        if configuration.timerEnabled && !previous.timerEnabled {
            timerOriginSensorSeconds = now
        }
        switch descriptor.fifoKind {
        case .pattern:
            let period = PatternFIFO.periodSeconds(registers)
            if PatternFIFO.mode(registers) == 0 {
                patternFIFO.clear()
                thresholdLoweredHostSeconds = settings.clock.nowSeconds
                patternFIFO.nextTickIndex = nil
            } else if patternFIFO.nextTickIndex == nil || period != patternPeriodSeconds {
                patternFIFO.nextTickIndex = nextIndex(period)
            }
            patternPeriodSeconds = period
        case .tagged:
            if TaggedFIFO.mode(registers) == 0 {
                taggedFIFO.clear()
                thresholdLoweredHostSeconds = settings.clock.nowSeconds
            }
        }
    }

    /// Every register to its default, FIFO empty, sensors powered down.
    func restoreDefaults() {
        registers.reset()
        patternFIFO.clear()
        patternFIFO.nextTickIndex = nil
        patternPeriodSeconds = nil
        taggedFIFO.clear()
        gyroscopeChannel.reset()
        accelerometerChannel.reset()
        heldLowRegister = nil
        configuration = LSMConfiguration(registers: registers, descriptor: descriptor)
        nextAccelerometerIndex = nil
        nextGyroscopeIndex = nil
        statistics.resets += 1
    }

    /// The hardware timer's count at a sensor time (0 while the timer is off).
    func timerCount(atSensorSeconds sensorSeconds: Double) -> UInt32 {
        guard configuration.timerEnabled else { return 0 }
        let ticks = UInt64(max(0, (sensorSeconds - timerOriginSensorSeconds) / configuration.timerSecondsPerCount))
        let mask: UInt64 = descriptor.timestampBits >= 32 ? 0xFFFF_FFFF : (1 << UInt64(descriptor.timestampBits)) - 1
        return UInt32(ticks & mask)
    }

    /// Sensor seconds now.
    func sensorNow() -> Double {
        timebase.sensorSeconds(atHostSeconds: settings.clock.nowSeconds)
    }
}
