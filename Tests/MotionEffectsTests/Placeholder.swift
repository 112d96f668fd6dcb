// Tests for the MotionEffects module live in this folder, one file per source file.
