import Platform
import Testing
@testable import I2C

@Suite struct I2CErrorTests {
    let transfer = I2CErrorContext(busPath: "/dev/i2c-1", address: 0x68, operation: "i2c_smbus_read_byte_data(0x75)")
    let opening = I2CErrorContext(busPath: "/dev/i2c-7", operation: "open(/dev/i2c-7)")

    @Test func errnoValuesMapToTheKernelVocabulary() {
        #expect(I2CError(errno: ENXIO, context: transfer) == .noAcknowledge(address: 0x68, errno: ENXIO))
        #expect(I2CError(errno: -EREMOTEIO, context: transfer) == .noAcknowledge(address: 0x68, errno: EREMOTEIO))
        #expect(I2CError(errno: ENODEV, context: transfer) == .noAcknowledge(address: 0x68, errno: ENODEV))
        #expect(I2CError(errno: ETIMEDOUT, context: transfer) == .timeout(address: 0x68))
        #expect(I2CError(errno: EAGAIN, context: transfer) == .arbitrationLost(address: 0x68))
        #expect(I2CError(errno: EOPNOTSUPP, context: transfer) == .unsupported(operation: "i2c_smbus_read_byte_data(0x75)"))
        #expect(I2CError(errno: EIO, context: transfer) == .system(operation: "i2c_smbus_read_byte_data(0x75)", errno: EIO))
        var busy = transfer
        busy.kernelDriver = "st_lsm6dsx_i2c"
        #expect(I2CError(errno: EBUSY, context: busy) == .busyKernelDriver(bus: "/dev/i2c-1", address: 0x68, driver: "st_lsm6dsx_i2c"))
        #expect(I2CError(errno: ENOENT, context: opening) == .busNotFound(path: "/dev/i2c-7"))
        #expect(I2CError(errno: ENODEV, context: opening) == .busNotFound(path: "/dev/i2c-7"))
        #expect(I2CError(errno: EACCES, context: opening) == .permissionDenied(path: "/dev/i2c-7"))
        #expect(I2CError(errno: EPERM, context: opening) == .permissionDenied(path: "/dev/i2c-7"))
    }

    @Test func errnoRoundTrips() {
        for code in [ENXIO, EREMOTEIO, ETIMEDOUT, EAGAIN, EBUSY, EOPNOTSUPP, EIO, EPROTO, EINVAL] {
            #expect(I2CError(errno: code, context: transfer).errno == code)
        }
    }

    @Test func transientErrors() {
        #expect(I2CError(errno: EAGAIN, context: transfer).isTransient)
        #expect(I2CError(errno: ETIMEDOUT, context: transfer).isTransient)
        #expect(I2CError(errno: EREMOTEIO, context: transfer).isTransient)
        #expect(I2CError(errno: EIO, context: transfer).isTransient)
        #expect(!I2CError(errno: ENXIO, context: transfer).isTransient)
        #expect(!I2CError(errno: EBUSY, context: transfer).isTransient)
        #expect(!I2CError(errno: EOPNOTSUPP, context: transfer).isTransient)
        #expect(!I2CError(errno: EACCES, context: opening).isTransient)
    }

    /// Each message is one line, names the errno, and says what to do.
    @Test(arguments: [
        (ENXIO, ["0x68", "ENXIO", "wiring", "inertia scan"]),
        (EREMOTEIO, ["0x68", "EREMOTEIO", "wiring", "address"]),
        (ENODEV, ["0x68", "ENODEV", "wiring"]),
        (ETIMEDOUT, ["0x68", "ETIMEDOUT", "pull-ups"]),
        (EAGAIN, ["0x68", "EAGAIN", "arbitration"]),
        (EOPNOTSUPP, ["EOPNOTSUPP", "i2c_smbus_read_byte_data(0x75)", "i2cdetect -F"]),
        (EIO, ["EIO", "Input/output error", "wiring"]),
        (EPROTO, ["EPROTO"]),
        (ENOTTY, ["ENOTTY", "not an I²C bus"]),
    ])
    func transferMessages(code: Int32, needles: [String]) {
        let message = I2CError(errno: code, context: transfer).message(presentBuses: [])
        for needle in needles { #expect(message.contains(needle), "\(needle) missing from: \(message)") }
        #expect(!message.contains("\n"))
    }

    @Test func busyMessageNamesTheDriverHowToUnbindAndTheIIOPath() {
        let message = I2CError.busyKernelDriver(bus: "/dev/i2c-1", address: 0x68, driver: "inv-mpu6050-i2c").message
        #expect(message.contains("inv-mpu6050-i2c"))
        #expect(message.contains("echo 1-0068 | sudo tee /sys/bus/i2c/drivers/inv-mpu6050-i2c/unbind"))
        #expect(message.contains("inertia stream --iio"))
        #expect(message.contains("EBUSY"))
        let unknown = I2CError.busyKernelDriver(bus: "/dev/i2c-1", address: 0x6A, driver: nil).message
        #expect(unknown.contains("/sys/bus/i2c/devices/1-006a/driver/unbind"))
    }

    @Test func busNotFoundMessageExplainsHowToEnableI2COnAPi() {
        let error = I2CError.busNotFound(path: "/dev/i2c-1")
        let none = error.message(presentBuses: [])
        #expect(none.contains("raspi-config"))
        #expect(none.contains("Interface Options → I2C"))
        #expect(none.contains("dtparam=i2c_arm=on"))
        #expect(none.contains("/boot/firmware/config.txt"))
        #expect(none.contains("reboot"))
        #expect(none.contains("no /dev/i2c-* buses are present"))
        #expect(none.contains("--simulate"))
        let some = error.message(presentBuses: ["/dev/i2c-20", "/dev/i2c-21"])
        #expect(some.contains("present: /dev/i2c-20, /dev/i2c-21"))
    }

    @Test func permissionMessageSaysToJoinGroupI2C() {
        let message = I2CError.permissionDenied(path: "/dev/i2c-1").message
        #expect(message.contains("sudo usermod -aG i2c $USER"))
        #expect(message.contains("log out and in again"))
        #expect(message.contains("/dev/i2c-1"))
    }

    @Test func descriptionIsTheMessage() {
        let error = I2CError.timeout(address: 0x6A)
        #expect(error.description == error.message)
        #expect("\(error)".contains("0x6a"))
    }
}
