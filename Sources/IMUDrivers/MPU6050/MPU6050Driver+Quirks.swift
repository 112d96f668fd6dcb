// The few places where one part differs from its register layout, as a small switch on
// the part (the kernel's `switch (st->chip_type)` blocks).

extension MPU6050Driver {
    /// The gyroscope FS_SEL field: bits 4:3, except the ICM-20690's bits 3:2.
    var gyroscopeFullScaleField: RegisterField {
        switch chip.whoAmI {
        case 0x20: MPU6050Registers.gyroscopeFullScaleICM20690  // ICM-20690: shift 2
        default: MPU6050Registers.gyroscopeFullScale
        }
    }

    /// Bits OR-ed into ACCEL_CONFIG2 beside the low-pass setting.
    var accelerometerConfiguration2ExtraBits: UInt8 {
        switch chip.whoAmI {
        case 0x98: MPU6050Registers.icm20689FIFOSizeBits  // ICM-20689: select the 4 KiB FIFO
        default: 0
        }
    }
}
