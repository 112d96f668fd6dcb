// Tests for the IMUDrivers module live in this folder, one file per source file.
