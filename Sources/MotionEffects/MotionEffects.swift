// The MotionEffects module. See DESIGN in README.md for what it holds and what it may import.
