// Tests for the IMUSamples module live in this folder, one file per source file.
