/// Register addresses of the LSM6DS family used by the model (reference §2).
enum LSMRegister {
    static let whoAmI: UInt8 = 0x0F
    static let control1Accelerometer: UInt8 = 0x10
    static let control2Gyroscope: UInt8 = 0x11
    static let control3: UInt8 = 0x12
    static let control4: UInt8 = 0x13
    static let control5: UInt8 = 0x14
    static let control10: UInt8 = 0x19
    static let status: UInt8 = 0x1E
    static let temperatureLow: UInt8 = 0x20
    static let gyroscopeXLow: UInt8 = 0x22
    static let accelerometerXLow: UInt8 = 0x28
    static let accelerometerZHigh: UInt8 = 0x2D
    static let fifoStatus1: UInt8 = 0x3A
    static let fifoStatus2: UInt8 = 0x3B
    static let fifoStatus3: UInt8 = 0x3C
    static let fifoStatus4: UInt8 = 0x3D
    static let timestamp0: UInt8 = 0x40
    static let timestamp2: UInt8 = 0x42
    static let timestamp3: UInt8 = 0x43
    static let tapConfig: UInt8 = 0x58
    static let wakeUpDuration: UInt8 = 0x5C
    static let internalFrequencyFine: UInt8 = 0x63

    // Pattern FIFO (LSM6DS3)
    static let patternFIFOControl1: UInt8 = 0x06
    static let patternFIFOControl2: UInt8 = 0x07
    static let patternFIFOControl3: UInt8 = 0x08
    static let patternFIFOControl4: UInt8 = 0x09
    static let patternFIFOControl5: UInt8 = 0x0A
    static let patternFIFODataLow: UInt8 = 0x3E
    static let patternFIFODataHigh: UInt8 = 0x3F

    // Tagged FIFO (LSM6DSO)
    static let taggedFIFOControl1: UInt8 = 0x07
    static let taggedFIFOControl2: UInt8 = 0x08
    static let taggedFIFOControl3: UInt8 = 0x09
    static let taggedFIFOControl4: UInt8 = 0x0A
    static let taggedFIFODataTag: UInt8 = 0x78
    static let taggedFIFODataLast: UInt8 = 0x7E

    // CTRL3_C bits
    static let boot: UInt8 = 0x80
    static let blockDataUpdate: UInt8 = 0x40
    static let autoIncrement: UInt8 = 0x04
    static let softwareReset: UInt8 = 0x01
    // STATUS_REG bits
    static let accelerometerDataAvailable: UInt8 = 0x01
    static let gyroscopeDataAvailable: UInt8 = 0x02
    static let temperatureDataAvailable: UInt8 = 0x04
    /// Writing this to TIMESTAMP2 resets the timer.
    static let timestampResetValue: UInt8 = 0xAA

    /// Output data rates for ODR codes 1…10, Hz (code 0 = power-down; 11 = 1.6 Hz accel).
    static let rateHertz: [Double] = [0, 12.5, 26, 52, 104, 208, 416, 833, 1660, 3330, 6660, 1.6]
}
