// The platform's C library, imported in one place: Glibc on Debian and Raspberry Pi OS,
// Musl on Alpine-style systems. Modules that make system calls (files, clocks, ioctls,
// terminals) import `Platform` instead of repeating the conditional import.
#if canImport(Glibc)
@_exported import Glibc
#elseif canImport(Musl)
@_exported import Musl
#else
#error("Inertia runs on Linux: it needs Glibc or Musl, <linux/i2c-dev.h> and the IIO sysfs interface.")
#endif
