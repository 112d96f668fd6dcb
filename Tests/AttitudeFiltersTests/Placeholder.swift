// Tests for the AttitudeFilters module live in this folder, one file per source file.
