// The Linux I²C userspace interface: the i2c-dev ioctls and libi2c's SMBus helpers.
// Debian package: libi2c-dev. libi2c functions return a negative errno on failure.
#ifndef INERTIA_CI2C_SHIM_H
#define INERTIA_CI2C_SHIM_H
#include <linux/i2c-dev.h>
#include <linux/i2c.h>
#include <i2c/smbus.h>
#include <sys/ioctl.h>
#include <fcntl.h>
#include <unistd.h>
#include <errno.h>

/// ioctl(fd, I2C_SLAVE, address) without variadic arguments, so Swift can call it.
static inline int ci2c_select_address(int fileDescriptor, long address) {
    return ioctl(fileDescriptor, I2C_SLAVE, address);
}

/// ioctl(fd, I2C_FUNCS, &functionality): the adapter's functionality bit mask.
static inline int ci2c_functionality(int fileDescriptor, unsigned long *functionality) {
    return ioctl(fileDescriptor, I2C_FUNCS, functionality);
}

/// ioctl(fd, I2C_TIMEOUT, tensOfMilliseconds).
static inline int ci2c_set_timeout(int fileDescriptor, long tensOfMilliseconds) {
    return ioctl(fileDescriptor, I2C_TIMEOUT, tensOfMilliseconds);
}

/// ioctl(fd, I2C_RETRIES, count).
static inline int ci2c_set_retries(int fileDescriptor, long count) {
    return ioctl(fileDescriptor, I2C_RETRIES, count);
}

/// One combined transfer: write `reg`, then a repeated-start read of `length` bytes into
/// `buffer`, one STOP at the end. Returns the ioctl result (-1 with errno on failure).
/// The corresponding ioctl is `I2C_RDWR`.
static inline int ci2c_read_combined(int fileDescriptor, unsigned short address, unsigned char reg,
                                     unsigned char *buffer, unsigned short length) {
    struct i2c_msg messages[2] = {
        { .addr = address, .flags = 0, .len = 1, .buf = &reg },
        { .addr = address, .flags = I2C_M_RD, .len = length, .buf = buffer },
    };
    struct i2c_rdwr_ioctl_data data = { .msgs = messages, .nmsgs = 2 };
    return ioctl(fileDescriptor, I2C_RDWR, &data);
}

/// The calling thread's errno.
static inline int ci2c_errno(void) { return errno; }
#endif
