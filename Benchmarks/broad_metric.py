"""The BROAD metric on NumPy arrays of attitudes, as FilterEvaluation.BroadMetric computes it,
for the Benchmarks scripts that score estimates outside `inertia evaluate`."""
import math
import numpy as np

from quaternion_arrays import quaternion_multiply


def wrap(angle):
    return (angle + math.pi) % (2 * math.pi) - math.pi


def broad_errors(estimates, references, counted, six_d):
    """(total, inclination) RMSE in degrees, as FilterEvaluation.BroadMetric computes them."""
    estimates = estimates / np.linalg.norm(estimates, axis=1, keepdims=True)
    conjugate = references * np.array([1, -1, -1, -1])
    errors = quaternion_multiply(estimates[counted], conjugate[counted])
    if six_d:
        headings = 2 * np.arctan(errors[:, 3] / errors[:, 0])
        best, best_cost = 0.0, math.inf
        for step in range(72):
            delta = -math.pi + step * math.pi / 36
            cost = np.sum(((headings - delta + math.pi) % (2 * math.pi) - math.pi) ** 2)
            if cost < best_cost:
                best, best_cost = delta, cost
        for _ in range(50):
            shift = np.mean((headings - best + math.pi) % (2 * math.pi) - math.pi)
            best = wrap(best + shift)
            if abs(shift) < 1e-12:
                break
        turn = np.array([[math.cos(-best / 2), 0, 0, math.sin(-best / 2)]])
        errors = quaternion_multiply(np.repeat(turn, len(errors), axis=0), errors)
    w, z = np.abs(errors[:, 0]), errors[:, 3]
    total = 2 * np.arccos(np.minimum(1, w))
    inclination = 2 * np.arccos(np.minimum(1, np.sqrt(errors[:, 0] ** 2 + z ** 2)))
    rmse = lambda values: math.degrees(math.sqrt(np.mean(values ** 2)))
    return rmse(total), rmse(inclination)


def read_trial(path):
    """A BROAD trial's arrays: gyroscope (rad/s), accelerometer (m/s²), magnetometer (µT),
    reference quaternions, the counted samples (movement == 1 with a reference) and the
    median sample period (s)."""
    data = np.genfromtxt(path, delimiter=",", names=True)
    column = lambda *keys: np.ascontiguousarray(np.column_stack([data[k] for k in keys]))
    references = column("ref_qw", "ref_qx", "ref_qy", "ref_qz")
    return (column("gyro_x_rad_s", "gyro_y_rad_s", "gyro_z_rad_s"),
            column("accel_x_m_s2", "accel_y_m_s2", "accel_z_m_s2"),
            column("mag_x_uT", "mag_y_uT", "mag_z_uT"),
            references,
            (data["movement"] == 1) & np.all(np.isfinite(references), axis=1),
            float(np.median(np.diff(data["time_s"]))))
