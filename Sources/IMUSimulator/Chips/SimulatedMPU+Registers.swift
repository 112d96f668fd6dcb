extension SimulatedMPU {
    /// One register read with its side effects (INT_STATUS clears, FIFO_R_W pops).
    func read(_ register: UInt8) -> UInt8 {
        switch register {
        case MPURegister.interruptStatus:
            let value = registers[register]
            registers[register] = 0
            interruptClearedHostSeconds = settings.clock.nowSeconds
            return value
        case MPURegister.fifoCountHigh:
            return UInt8((fifo.count >> 8) & 0x1F)
        case MPURegister.fifoCountLow:
            return UInt8(fifo.count & 0xFF)
        case MPURegister.fifoReadWrite:
            guard let byte = fifo.pop() else { return 0xFF }
            recordAges.poppedByte(atHostSeconds: settings.clock.nowSeconds, recordBytes: configuration.fifoRecordBytes)
            return byte
        default:
            return registers[register]
        }
    }

    /// FIFO_R_W reads pop bytes without advancing the address; every other register
    /// auto-increments.
    func nextAddress(after register: UInt8) -> UInt8 {
        register == MPURegister.fifoReadWrite ? register : register &+ 1
    }

    /// After a read transfer (byte or block): INT_PIN_CFG.INT_RD_CLEAR clears INT_STATUS
    /// on any read.
    func finishRead(block: Bool) {
        if registers[MPURegister.interruptPinConfig] & 0x10 != 0 {
            registers[MPURegister.interruptStatus] = 0
            interruptClearedHostSeconds = settings.clock.nowSeconds
        }
    }

    /// One register write with its side effects.
    func write(_ register: UInt8, _ value: UInt8) {
        guard resetEndsAtHostSeconds == nil else { return }
        switch register {
        case MPURegister.powerManagement1:
            if value & MPURegister.deviceReset != 0 {
                beginDeviceReset()
                return
            }
            let wasAsleep = isAsleep
            registers[register] = value
            if wasAsleep && !isAsleep {
                nextSampleSensorSeconds = sensorNow() + configuration.samplePeriodSeconds
            } else if isAsleep {
                nextSampleSensorSeconds = nil
            }
        case MPURegister.userControl:
            if value & MPURegister.userFIFOReset != 0 {
                fifo.removeAll()
                recordAges.forgetWaiting()
            }
            if value & 0x01 != 0 { clearSignalPaths(0x07) }
            registers[register] = value & ~MPURegister.userSelfClearingBits
        case MPURegister.interruptEnable:
            if value & MPURegister.dataReady != 0 && registers[register] & MPURegister.dataReady == 0 {
                interruptEnabledHostSeconds = settings.clock.nowSeconds
            }
            registers[register] = value
        case MPURegister.signalPathReset:
            clearSignalPaths(value & 0x07)
        case MPURegister.whoAmI, MPURegister.interruptStatus, MPURegister.fifoCountHigh,
             MPURegister.fifoCountLow, MPURegister.fifoReadWrite:
            return
        case MPURegister.accelXHigh...MPURegister.externalSensorDataLast:
            return
        default:
            registers[register] = value
        }
        let previousPeriod = configuration.samplePeriodSeconds
        configuration = MPUConfiguration(registers: registers, registerSet: descriptor.registerSet)
        if configuration.samplePeriodSeconds != previousPeriod, let next = nextSampleSensorSeconds {
            nextSampleSensorSeconds = next - previousPeriod + configuration.samplePeriodSeconds
        }
    }

    /// PWR_MGMT_1.SLEEP.
    var isAsleep: Bool {
        registers[MPURegister.powerManagement1] & MPURegister.sleep != 0
    }

    /// SIGNAL_PATH_RESET: bit 2 gyro, bit 1 accel, bit 0 temperature.
    private func clearSignalPaths(_ paths: UInt8) {
        if paths & 0x04 != 0 {
            for offset in 0..<6 { registers[MPURegister.gyroXHigh &+ UInt8(offset)] = 0 }
            gyroscopeChannel.reset()
        }
        if paths & 0x02 != 0 {
            for offset in 0..<6 { registers[MPURegister.accelXHigh &+ UInt8(offset)] = 0 }
            accelerometerChannel.reset()
        }
        if paths & 0x01 != 0 {
            registers[MPURegister.temperatureHigh] = 0
            registers[MPURegister.temperatureHigh &+ 1] = 0
        }
    }

    /// DEVICE_RESET: every register to its default, FIFO empty, asleep; the reset bit reads
    /// 1 until `resetDurationSeconds` have passed.
    private func beginDeviceReset() {
        restoreDefaults()
        registers[MPURegister.powerManagement1] = MPURegister.deviceReset | MPURegister.sleep
        resetEndsAtHostSeconds = settings.clock.nowSeconds + descriptor.resetDurationSeconds
    }

    /// Registers to defaults, FIFO and filters emptied, asleep.
    func restoreDefaults() {
        registers.reset()
        fifo.removeAll()
        recordAges.forgetWaiting()
        gyroscopeChannel.reset()
        accelerometerChannel.reset()
        lastCounts = nil
        nextSampleSensorSeconds = nil
        configuration = MPUConfiguration(registers: registers, registerSet: descriptor.registerSet)
        statistics.resets += 1
    }
}
