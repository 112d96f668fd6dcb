"""The BROAD metric on NumPy arrays of attitudes, as FilterEvaluation.BroadMetric computes it,
for the Benchmarks scripts that score estimates outside `inertia evaluate`."""
import glob, math, os
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


HALF_A = {"01", "06", "15", "24", "28"}
"""The first half of the trials for cross-validation; the second is 04 10 21 26 32."""


def cut_pieces(folder, workspace, lengths_seconds=(10, 20, 40)):
    """Each BROAD trial in `folder` cut into back-to-back pieces of each length (pieces with
    fewer than 100 samples of movement dropped), written to `workspace` as CSV files.
    Returns [(path, name, trial number, length)]; names are TRIAL_LENGTHs_INDEX."""
    pieces = []
    for path in sorted(glob.glob(os.path.join(folder, "*.csv"))):
        lines = open(path).read().splitlines()
        header, rows = lines[0], lines[1:]
        movement = header.split(",").index("movement")
        times = np.array([float(row.split(",", 1)[0]) for row in rows])
        period = float(np.median(np.diff(times)))
        trial = os.path.basename(path)[:2]
        for length in lengths_seconds:
            count = int(round(length / period))
            for index, start in enumerate(range(0, len(rows) - count + 1, count)):
                piece = rows[start:start + count]
                if sum(row.split(",")[movement] == "1" for row in piece) < 100:
                    continue
                name = f"{trial}_{length:02d}s_{index:02d}"
                piece_path = os.path.join(workspace, name + ".csv")
                with open(piece_path, "w") as file:
                    file.write(header + "\n" + "\n".join(piece) + "\n")
                pieces.append((piece_path, name, trial, length))
    return pieces
