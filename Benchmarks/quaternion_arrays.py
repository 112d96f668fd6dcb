"""Quaternion arithmetic on NumPy arrays of rows (w, x, y, z), scalar first, for the
Benchmarks scripts that score attitudes against the BROAD reference."""
import numpy as np


def quaternion_multiply(a, b):
    """The Hamilton product a ⊗ b, row by row."""
    w1, x1, y1, z1 = a.T
    w2, x2, y2, z2 = b.T
    return np.column_stack([
        w1 * w2 - x1 * x2 - y1 * y2 - z1 * z2, w1 * x2 + x1 * w2 + y1 * z2 - z1 * y2,
        w1 * y2 - x1 * z2 + y1 * w2 + z1 * x2, w1 * z2 + x1 * y2 - y1 * x2 + z1 * w2])



def rotation_matrices(q):
    """The rotation matrix R(q) of each unit quaternion (sensor to earth frame), shape (n, 3, 3)."""
    w, x, y, z = q.T
    return np.stack([
        np.stack([1 - 2 * (y * y + z * z), 2 * (x * y - w * z), 2 * (x * z + w * y)], -1),
        np.stack([2 * (x * y + w * z), 1 - 2 * (x * x + z * z), 2 * (y * z - w * x)], -1),
        np.stack([2 * (x * z - w * y), 2 * (y * z + w * x), 1 - 2 * (x * x + y * y)], -1)], -2)
