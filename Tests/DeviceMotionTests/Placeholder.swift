// Tests for the DeviceMotion module live in this folder, one file per source file.
