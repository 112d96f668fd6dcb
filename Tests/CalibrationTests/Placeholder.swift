// Tests for the Calibration module live in this folder, one file per source file.
