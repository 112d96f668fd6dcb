/// Register addresses of the MPU-6050 family used by the model (reference §1).
enum MPURegister {
    static let selfTestX: UInt8 = 0x0D
    static let selfTestA: UInt8 = 0x10
    static let gyroOffsetX: UInt8 = 0x13
    static let sampleRateDivider: UInt8 = 0x19
    static let config: UInt8 = 0x1A
    static let gyroConfig: UInt8 = 0x1B
    static let accelConfig: UInt8 = 0x1C
    static let accelConfig2: UInt8 = 0x1D
    static let fifoEnable: UInt8 = 0x23
    static let interruptPinConfig: UInt8 = 0x37
    static let interruptEnable: UInt8 = 0x38
    static let interruptStatus: UInt8 = 0x3A
    static let accelXHigh: UInt8 = 0x3B
    static let temperatureHigh: UInt8 = 0x41
    static let gyroXHigh: UInt8 = 0x43
    static let externalSensorDataLast: UInt8 = 0x60
    static let signalPathReset: UInt8 = 0x68
    static let userControl: UInt8 = 0x6A
    static let powerManagement1: UInt8 = 0x6B
    static let powerManagement2: UInt8 = 0x6C
    static let fifoCountHigh: UInt8 = 0x72
    static let fifoCountLow: UInt8 = 0x73
    static let fifoReadWrite: UInt8 = 0x74
    static let whoAmI: UInt8 = 0x75

    // PWR_MGMT_1 bits
    static let deviceReset: UInt8 = 0x80
    static let sleep: UInt8 = 0x40
    // USER_CTRL bits
    static let userFIFOEnable: UInt8 = 0x40
    static let userFIFOReset: UInt8 = 0x04
    static let userSelfClearingBits: UInt8 = 0x0F
    // INT_STATUS bits
    static let fifoOverflow: UInt8 = 0x10
    static let dataReady: UInt8 = 0x01
    // FIFO_EN bits
    static let fifoTemperature: UInt8 = 0x80
    static let fifoGyroX: UInt8 = 0x40
    static let fifoGyroY: UInt8 = 0x20
    static let fifoGyroZ: UInt8 = 0x10
    static let fifoAccel: UInt8 = 0x08
}
