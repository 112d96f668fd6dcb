// Tests for the I2C module live in this folder, one file per source file.
