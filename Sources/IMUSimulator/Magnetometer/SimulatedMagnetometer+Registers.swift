import MotionMath

extension SimulatedMagnetometer {
    /// Power-on register values.
    func restoreDefaults() {
        registers = [UInt8](repeating: 0, count: 256)
        switch chip {
        case .ak8963:
            registers[0x00] = 0x48
            registers[0x01] = 0x9A
        case .qmc5883l:
            registers[0x0D] = 0xFF
        case .hmc5883l:
            registers[0x00] = 0x10
            registers[0x01] = 0x20
            registers[0x02] = 0x01
            registers[0x0A] = 0x48
            registers[0x0B] = 0x34
            registers[0x0C] = 0x33
        case .lis3mdl:
            registers[0x0F] = 0x3D
            registers[0x20] = 0x10
            registers[0x22] = 0x03
        }
        nextSampleHostSeconds = nil
        unreadSample = false
    }

    /// One register read with its side effects.
    func read(_ register: UInt8) -> UInt8 {
        switch (chip, register) {
        case (.ak8963, 0x10...0x12):
            // ASA is readable in fuse-ROM access mode only.
            return registers[0x0A] & 0x0F == 0x0F ? sensitivityAdjustment[Int(register - 0x10)] : 0
        case (.ak8963, 0x09):
            // Reading ST2 ends the sample: DRDY and DOR clear.
            registers[0x02] = 0
            return registers[0x09]
        case (.qmc5883l, 0x00), (.hmc5883l, 0x03), (.lis3mdl, 0x28):
            unreadSample = false
            let value = registers[Int(register)]
            clearReady()
            return value
        default:
            return registers[Int(register)]
        }
    }

    private func clearReady() {
        switch chip {
        case .ak8963: break
        case .qmc5883l: registers[0x06] &= ~0x01
        case .hmc5883l: registers[0x09] &= ~0x01
        case .lis3mdl: registers[0x27] = 0
        }
    }

    /// One register write with its side effects.
    func write(_ register: UInt8, _ value: UInt8) {
        switch (chip, register) {
        case (.ak8963, 0x0B) where value & 0x01 != 0,
             (.qmc5883l, 0x0A) where value & 0x80 != 0,
             (.lis3mdl, 0x21) where value & 0x04 != 0:
            restoreDefaults()
            return
        case (.ak8963, 0x00...0x09), (.ak8963, 0x10...0x12), (.qmc5883l, 0x00...0x08), (.qmc5883l, 0x0D),
             (.hmc5883l, 0x03...0x0C), (.lis3mdl, 0x0F), (.lis3mdl, 0x27...0x2F):
            return
        default:
            registers[Int(register)] = value
        }
        let period = samplePeriodSeconds
        nextSampleHostSeconds = period.map { settings.clock.nowSeconds + $0 }
    }

    /// The sample period in continuous mode, or nil when the chip does not measure.
    var samplePeriodSeconds: Double? {
        switch chip {
        case .ak8963:
            switch registers[0x0A] & 0x0F {
            case 0x02: return 1.0 / 8
            case 0x06: return 1.0 / 100
            default: return nil
            }
        case .qmc5883l:
            guard registers[0x09] & 0x03 == 0x01 else { return nil }
            return 1.0 / [10.0, 50, 100, 200][Int(registers[0x09] >> 2 & 0x03)]
        case .hmc5883l:
            guard registers[0x02] & 0x03 == 0x00 else { return nil }
            let rates = [0.75, 1.5, 3, 7.5, 15, 30, 75, 75]
            return 1.0 / rates[Int(registers[0x00] >> 2 & 0x07)]
        case .lis3mdl:
            guard registers[0x22] & 0x03 == 0x00 else { return nil }
            let rates = [0.625, 1.25, 2.5, 5, 10, 20, 40, 80]
            return 1.0 / rates[Int(registers[0x20] >> 2 & 0x07)]
        }
    }

    /// µT per count at the configured range (before AK8963 sensitivity adjustment), and
    /// the largest count magnitude the output holds.
    var scale: (microteslaPerCount: Double, limit: Double) {
        switch chip {
        case .ak8963:
            return registers[0x0A] & 0x10 != 0 ? (0.15, 32760) : (0.6, 8190)
        case .qmc5883l:
            return registers[0x09] & 0x30 == 0x10 ? (100.0 / 3000, 32767) : (100.0 / 12000, 32767)
        case .hmc5883l:
            let gains = [1370.0, 1090, 820, 660, 440, 390, 330, 230]
            return (100.0 / gains[Int(registers[0x01] >> 5)], 2047)
        case .lis3mdl:
            let gains = [6842.0, 3421, 2281, 1711]
            return (100.0 / gains[Int(registers[0x21] >> 5 & 0x03)], 32767)
        }
    }
}
