// Tests for the IMUSimulator module live in this folder, one file per source file.
