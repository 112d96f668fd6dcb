// The built-in copy of the board files in Boards/, one entry per file.
// Do not edit: run Scripts/generate-boards after changing Boards/ (BoardsTests checks they agree).

/// The board files compiled into the binary: file name and exact JSON text.
let builtInBoardFiles: [(fileName: String, json: String)] = [
    (
        "beaglebone-black.json",
        #"""
{
  "format": 1,
  "identifier": "beaglebone-black",
  "name": "BeagleBone Black",
  "model_strings": ["TI AM335x BeagleBone Black"],
  "default_i2c_bus": 2,
  "imus": [
    { "chip": "mpu6050", "addresses": ["0x68", "0x69"] },
    { "chip": "lsm6ds3", "addresses": ["0x6a", "0x6b"] }
  ],
  "mount_matrix": [
    [1, 0, 0],
    [0, 1, 0],
    [0, 0, 1]
  ],
  "display_rotation_degrees": 0,
  "notes": "I²C2 on P9_20 (SDA) and P9_19 (SCL) is /dev/i2c-2."
}
"""#
    ),
    (
        "generic-linux.json",
        #"""
{
  "format": 1,
  "identifier": "generic-linux",
  "name": "Generic Linux board",
  "model_strings": [],
  "default_i2c_bus": 1,
  "imus": [
    { "chip": "mpu6050", "addresses": ["0x68", "0x69"] },
    { "chip": "lsm6ds3", "addresses": ["0x6a", "0x6b"] }
  ],
  "mount_matrix": [
    [1, 0, 0],
    [0, 1, 0],
    [0, 0, 1]
  ],
  "display_rotation_degrees": 0,
  "notes": "Fallback when /proc/device-tree/model matches no board file; pass --bus to choose the bus."
}
"""#
    ),
    (
        "nvidia-jetson-nano.json",
        #"""
{
  "format": 1,
  "identifier": "nvidia-jetson-nano",
  "name": "NVIDIA Jetson Nano",
  "model_strings": ["NVIDIA Jetson Nano Developer Kit", "NVIDIA Jetson Nano 2GB Developer Kit"],
  "default_i2c_bus": 1,
  "imus": [
    { "chip": "mpu6050", "addresses": ["0x68", "0x69"] },
    { "chip": "lsm6ds3", "addresses": ["0x6a", "0x6b"] }
  ],
  "mount_matrix": [
    [1, 0, 0],
    [0, 1, 0],
    [0, 0, 1]
  ],
  "display_rotation_degrees": 0,
  "notes": "Header pins 3 (SDA) and 5 (SCL) are /dev/i2c-1; pins 27/28 are /dev/i2c-0."
}
"""#
    ),
    (
        "nvidia-jetson-orin-nano.json",
        #"""
{
  "format": 1,
  "identifier": "nvidia-jetson-orin-nano",
  "name": "NVIDIA Jetson Orin Nano",
  "model_strings": ["NVIDIA Jetson Orin Nano"],
  "default_i2c_bus": 7,
  "imus": [
    { "chip": "mpu6050", "addresses": ["0x68", "0x69"] },
    { "chip": "lsm6ds3", "addresses": ["0x6a", "0x6b"] }
  ],
  "mount_matrix": [
    [1, 0, 0],
    [0, 1, 0],
    [0, 0, 1]
  ],
  "display_rotation_degrees": 0,
  "notes": "Header pins 3 (SDA) and 5 (SCL) are /dev/i2c-7; pins 27/28 are /dev/i2c-1."
}
"""#
    ),
    (
        "raspberry-pi-3-b.json",
        #"""
{
  "format": 1,
  "identifier": "raspberry-pi-3-b",
  "name": "Raspberry Pi 3 Model B / B+",
  "model_strings": ["Raspberry Pi 3 Model B Plus", "Raspberry Pi 3 Model B"],
  "default_i2c_bus": 1,
  "imus": [
    { "chip": "mpu6050", "addresses": ["0x68", "0x69"] },
    { "chip": "lsm6ds3", "addresses": ["0x6a", "0x6b"] }
  ],
  "mount_matrix": [
    [1, 0, 0],
    [0, 1, 0],
    [0, 0, 1]
  ],
  "display_rotation_degrees": 0,
  "notes": "I²C on header pins 3 (SDA) and 5 (SCL); enable with dtparam=i2c_arm=on."
}
"""#
    ),
    (
        "raspberry-pi-4-b.json",
        #"""
{
  "format": 1,
  "identifier": "raspberry-pi-4-b",
  "name": "Raspberry Pi 4 Model B",
  "model_strings": ["Raspberry Pi 4 Model B"],
  "default_i2c_bus": 1,
  "imus": [
    { "chip": "mpu6050", "addresses": ["0x68", "0x69"] },
    { "chip": "lsm6ds3", "addresses": ["0x6a", "0x6b"] }
  ],
  "mount_matrix": [
    [1, 0, 0],
    [0, 1, 0],
    [0, 0, 1]
  ],
  "display_rotation_degrees": 0,
  "notes": "I²C on header pins 3 (SDA) and 5 (SCL); enable with dtparam=i2c_arm=on."
}
"""#
    ),
    (
        "raspberry-pi-400.json",
        #"""
{
  "format": 1,
  "identifier": "raspberry-pi-400",
  "name": "Raspberry Pi 400",
  "model_strings": ["Raspberry Pi 400"],
  "default_i2c_bus": 1,
  "imus": [
    { "chip": "mpu6050", "addresses": ["0x68", "0x69"] },
    { "chip": "lsm6ds3", "addresses": ["0x6a", "0x6b"] }
  ],
  "mount_matrix": [
    [1, 0, 0],
    [0, 1, 0],
    [0, 0, 1]
  ],
  "display_rotation_degrees": 0,
  "notes": "I²C on the rear GPIO header pins 3 (SDA) and 5 (SCL); enable with dtparam=i2c_arm=on."
}
"""#
    ),
    (
        "raspberry-pi-5.json",
        #"""
{
  "format": 1,
  "identifier": "raspberry-pi-5",
  "name": "Raspberry Pi 5",
  "model_strings": ["Raspberry Pi 5 Model B"],
  "default_i2c_bus": 1,
  "imus": [
    { "chip": "mpu6050", "addresses": ["0x68", "0x69"] },
    { "chip": "lsm6ds3", "addresses": ["0x6a", "0x6b"] }
  ],
  "mount_matrix": [
    [1, 0, 0],
    [0, 1, 0],
    [0, 0, 1]
  ],
  "display_rotation_degrees": 0,
  "notes": "I²C on header pins 3 (SDA) and 5 (SCL) through the RP1; enable with dtparam=i2c_arm=on."
}
"""#
    ),
    (
        "raspberry-pi-cm4.json",
        #"""
{
  "format": 1,
  "identifier": "raspberry-pi-cm4",
  "name": "Raspberry Pi Compute Module 4",
  "model_strings": ["Raspberry Pi Compute Module 4"],
  "default_i2c_bus": 1,
  "imus": [
    { "chip": "mpu6050", "addresses": ["0x68", "0x69"] },
    { "chip": "lsm6ds3", "addresses": ["0x6a", "0x6b"] }
  ],
  "mount_matrix": [
    [1, 0, 0],
    [0, 1, 0],
    [0, 0, 1]
  ],
  "display_rotation_degrees": 0,
  "notes": "On the CM4 IO board, I²C on the 40-pin header pins 3 (SDA) and 5 (SCL); enable with dtparam=i2c_arm=on."
}
"""#
    ),
    (
        "raspberry-pi-zero-2-w.json",
        #"""
{
  "format": 1,
  "identifier": "raspberry-pi-zero-2-w",
  "name": "Raspberry Pi Zero 2 W",
  "model_strings": ["Raspberry Pi Zero 2 W"],
  "default_i2c_bus": 1,
  "imus": [
    { "chip": "mpu6050", "addresses": ["0x68", "0x69"] },
    { "chip": "lsm6ds3", "addresses": ["0x6a", "0x6b"] }
  ],
  "mount_matrix": [
    [1, 0, 0],
    [0, 1, 0],
    [0, 0, 1]
  ],
  "display_rotation_degrees": 0,
  "notes": "I²C on header pins 3 (SDA) and 5 (SCL); enable with dtparam=i2c_arm=on."
}
"""#
    ),
]
