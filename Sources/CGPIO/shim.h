// The Linux GPIO character device, uAPI v2 (<linux/gpio.h>, kernel 5.10 and later): line
// requests with edge detection and kernel-timestamped edge events. Header only; nothing
// to link.
#ifndef INERTIA_CGPIO_SHIM_H
#define INERTIA_CGPIO_SHIM_H
#include <linux/gpio.h>
#include <sys/ioctl.h>
#include <poll.h>
#include <fcntl.h>
#include <unistd.h>
#include <errno.h>

/// ioctl(chip, GPIO_GET_CHIPINFO_IOCTL, info): the chip's name, label and line count.
static inline int cgpio_chip_info(int chipDescriptor, struct gpiochip_info *info) {
    return ioctl(chipDescriptor, GPIO_GET_CHIPINFO_IOCTL, info);
}

/// ioctl(chip, GPIO_V2_GET_LINEINFO_IOCTL, info): one line's consumer and flags.
static inline int cgpio_line_info(int chipDescriptor, struct gpio_v2_line_info *info) {
    return ioctl(chipDescriptor, GPIO_V2_GET_LINEINFO_IOCTL, info);
}

/// ioctl(chip, GPIO_V2_GET_LINE_IOCTL, request): requests lines; on success
/// `request->fd` reads `struct gpio_v2_line_event` records.
static inline int cgpio_request_lines(int chipDescriptor, struct gpio_v2_line_request *request) {
    return ioctl(chipDescriptor, GPIO_V2_GET_LINE_IOCTL, request);
}

/// The calling thread's errno.
static inline int cgpio_errno(void) { return errno; }
#endif
