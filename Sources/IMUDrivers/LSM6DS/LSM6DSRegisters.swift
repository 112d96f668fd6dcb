// LSM6DS family register addresses shared by every layout, and the FIFO registers of the
// two FIFO kinds (ST's lsm6ds3_reg.h / lsm6dso_reg.h, Linux st_lsm6dsx).

/// Register addresses and values of the LSM6DS family.
public enum LSM6DSRegisters {
    /// CTRL1_XL: accelerometer ODR 7:4, FS 3:2.
    public static let accelerometerControl: UInt8 = 0x10
    /// CTRL2_G: gyroscope ODR 7:4, FS 3:1 (3:0 with FS_4000).
    public static let gyroscopeControl: UInt8 = 0x11
    /// CTRL3_C: BOOT 0x80, BDU 0x40, IF_INC 0x04, SW_RESET 0x01.
    public static let control3: UInt8 = 0x12
    /// CTRL4_C.
    public static let control4: UInt8 = 0x13
    /// CTRL5_C: self-test ST_G 3:2, ST_XL 1:0.
    public static let control5: UInt8 = 0x14
    /// OUT_TEMP_L: first of 14 data bytes (temperature 2, gyro 6, accel 6), little-endian.
    public static let temperatureLow: UInt8 = 0x20
    /// FIFO_STATUS1: unread count (with FIFO_STATUS2), then the pattern index (3/4).
    public static let fifoStatus1: UInt8 = 0x3A
    /// TIMESTAMP2_REG: writing 0xAA resets the 24-bit counter (pattern-FIFO layouts).
    public static let timestamp2: UInt8 = 0x42
    /// The value that resets the 24-bit timestamp counter.
    public static let timestampResetValue: UInt8 = 0xAA

    /// CTRL3_C SW_RESET.
    public static let softwareReset: UInt8 = 0x01
    /// CTRL3_C BOOT (reload trim).
    public static let boot: UInt8 = 0x80
    /// CTRL3_C BDU | IF_INC: block data update, register auto-increment.
    public static let blockDataUpdateAutoIncrement: UInt8 = 0x44

    /// Pattern FIFO (LSM6DS3/DSL): FIFO_CTRL2 (TIMER_PEDO_FIFO_EN 0x80).
    public static let patternFIFOControl2: UInt8 = 0x07
    /// Pattern FIFO: FIFO_CTRL3 (gyro decimation 5:3, accel 2:0).
    public static let patternFIFOControl3: UInt8 = 0x08
    /// Pattern FIFO: FIFO_CTRL4 (4th data set decimation 5:3: the timestamp).
    public static let patternFIFOControl4: UInt8 = 0x09
    /// Pattern FIFO: FIFO_CTRL5 (ODR_FIFO 6:3, FIFO_MODE 2:0).
    public static let patternFIFOControl5: UInt8 = 0x0A
    /// Pattern FIFO: FIFO_DATA_OUT_L.
    public static let patternFIFOData: UInt8 = 0x3E

    /// Tagged FIFO (DSO/DSR): FIFO_CTRL3 (BDR_GY 7:4, BDR_XL 3:0).
    public static let taggedFIFOControl3: UInt8 = 0x09
    /// Tagged FIFO: FIFO_CTRL4 (timestamp decimation 7:6, FIFO_MODE 2:0).
    public static let taggedFIFOControl4: UInt8 = 0x0A
    /// Tagged FIFO: FIFO_DATA_OUT_TAG, followed by 6 data bytes.
    public static let taggedFIFOData: UInt8 = 0x78

    /// FIFO_MODE continuous (new data overwrite the oldest).
    public static let fifoModeContinuous: UInt8 = 0x06
    /// Tagged-FIFO sensor tags.
    public static let tagGyroscope: UInt8 = 0x01
    public static let tagAccelerometer: UInt8 = 0x02
    public static let tagTemperature: UInt8 = 0x03
    public static let tagTimestamp: UInt8 = 0x04
}
