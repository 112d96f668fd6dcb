#!/usr/bin/env python3
"""How the inclination and 9D heading constants of a filter's bounds
(`AttitudeUncertainty.Settings.madgwick`, `.mahony`, `.complementary`) were fitted, and
checked by leaving each BROAD trial out in turn.

For each trial, `inertia replay TRIAL --filter NAME [--no-magnetometer]` gives the attitude.
From 5 s in, with a reference: the inclination error, the heading error (9D), and, per
sample as `AttitudeUncertainty` keeps them, the angular rate and the angle between the
accelerometer and the estimated vertical, each smoothed with a 1 s time constant (the
bias-free rate: none of these filters' bias estimates is large). The bound model:
  6D inclination  sqrt(F² + (R·rate)² + (D·disagreement)²)
  9D inclination  the same with M² added (the magnetometer step's tilt)
  9D heading      sqrt(H² + (Rh·rate)²)
D is fixed (0.2; 0 for none); F, M and H are found by bisection so that 95 % of all samples
of the trials in the fit lie within the bound, R and Rh picked from a grid for the smallest
mean bound. Prints the fit on all 10 trials and the share within the bounds over the ten
trials when each is left out of the fit and judged. (The 6D heading is left to the assumed
bias σ: these filters keep no bias uncertainty.) The exact bounds of the code are what
`Benchmarks/uncertainty-coverage --filter NAME` measures.
Usage: Benchmarks/uncertainty-fit.py NAME [D]   (NAME: madgwick, mahony or complementary)
  INERTIA_BINARY (default: the release build), INERTIA_SHARED_DIR (default: ../shared).
"""
import glob, os, subprocess, sys, tempfile
import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from quaternion_arrays import quaternion_multiply

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
binary = os.environ.get("INERTIA_BINARY") or os.path.join(root, ".build", "release", "inertia")
shared = os.environ.get("INERTIA_SHARED_DIR", os.path.join(root, "..", "shared"))
name = sys.argv[1]
disagreement_factor = float(sys.argv[2]) if len(sys.argv) > 2 else 0.2
trials = sorted(glob.glob(os.path.join(shared, "data", "broad", "[0-9]*.csv")))


def smoothed(values, steps, time_constant=1.0):
    out, level = np.empty_like(values), 0.0
    for index, (value, step) in enumerate(zip(values, steps)):
        if np.isfinite(value):
            level += min(step / time_constant, 1) * (value - level)
        out[index] = level
    return out


def series(trial, magnetic):
    data = np.genfromtxt(trial, delimiter=",", names=True)
    with tempfile.TemporaryDirectory() as folder:
        output = os.path.join(folder, "attitude.csv")
        subprocess.run([binary, "replay", trial, "--filter", name, "--magnetometer" if magnetic else "--no-magnetometer",
                        "--output", output], check=True, stderr=subprocess.DEVNULL)
        estimate = np.genfromtxt(output, delimiter=",", names=True)
    q = np.column_stack([estimate[k] for k in ("qw", "qx", "qy", "qz")])
    reference = np.column_stack([data[k] for k in ("ref_qw", "ref_qx", "ref_qy", "ref_qz")])
    time = data["time_s"]
    steps = np.diff(time, prepend=time[0])
    gyroscope = np.column_stack([data[k] for k in ("gyro_x_rad_s", "gyro_y_rad_s", "gyro_z_rad_s")])
    accelerometer = np.column_stack([data[k] for k in ("accel_x_m_s2", "accel_y_m_s2", "accel_z_m_s2")])
    w, x, y, z = q.T
    vertical = np.column_stack([2 * (x * z - w * y), 2 * (y * z + w * x), 1 - 2 * (x * x + y * y)])
    across = np.linalg.norm(np.cross(accelerometer, vertical), axis=1)
    disagreement = np.degrees(np.arctan2(across, np.sum(accelerometer * vertical, axis=1)))
    error = quaternion_multiply(q, reference * np.array([1, -1, -1, -1]))
    inclination = np.degrees(2 * np.arccos(np.minimum(1, np.hypot(error[:, 0], error[:, 3]))))
    heading = np.degrees(np.abs(2 * np.arctan(error[:, 3] / error[:, 0])))
    counted = np.all(np.isfinite(reference), axis=1) & (time - time[0] >= 5)
    rate = smoothed(np.degrees(np.linalg.norm(gyroscope, axis=1)), steps)
    return {"inclination": inclination[counted], "heading": heading[counted], "rate": rate[counted],
            "disagreement": smoothed(disagreement, steps)[counted]}


def bound(trial, floor, rate_factor, extra=0.0, heading=False):
    d = trial
    if heading:
        return np.sqrt(floor ** 2 + (rate_factor * d["rate"]) ** 2)
    return np.sqrt(floor ** 2 + extra ** 2 + (rate_factor * d["rate"]) ** 2 + (disagreement_factor * d["disagreement"]) ** 2)


def share(trials, error, **terms):
    inside = sum(np.sum(t[error] <= bound(t, **terms)) for t in trials)
    return inside / sum(len(t[error]) for t in trials), np.mean(np.concatenate([bound(t, **terms) for t in trials]))


def bisect(trials, error, key, terms):
    low, high = 0.0, 90.0
    for _ in range(30):
        middle = (low + high) / 2
        low, high = (low, middle) if share(trials, error, **{**terms, key: middle})[0] >= 0.95 else (middle, high)
    return high


def fit(six, nine):
    """(F, R, M, H, Rh) fitted on the given trials' 6D and 9D series."""
    best = None
    for rate_factor in (0, 0.005, 0.01, 0.02, 0.03):
        floor = bisect(six, "inclination", "floor", {"rate_factor": rate_factor})
        mean = share(six, "inclination", floor=floor, rate_factor=rate_factor)[1]
        if best is None or mean < best[0]:
            best = (mean, floor, rate_factor)
    _, floor, rate_factor = best
    extra = 0.0 if name == "complementary" else bisect(nine, "inclination", "extra", {"floor": floor, "rate_factor": rate_factor})
    best = None
    for heading_rate in (0, 0.01, 0.02, 0.03, 0.05):
        heading_floor = bisect(nine, "heading", "floor", {"rate_factor": heading_rate, "heading": True})
        mean = share(nine, "heading", floor=heading_floor, rate_factor=heading_rate, heading=True)[1]
        if best is None or mean < best[0]:
            best = (mean, heading_floor, heading_rate)
    return floor, rate_factor, extra, best[1], best[2]


six = [series(t, False) for t in trials]
nine = [series(t, True) for t in trials]
floor, rate_factor, extra, heading_floor, heading_rate = fit(six, nine)
print(f"{name}, D {disagreement_factor}: fitted on all {len(trials)} trials: inclination floor {floor:.2f}°, "
      f"{rate_factor}° per °/s, 9D {extra:.2f}°; 9D heading {heading_floor:.2f}°, {heading_rate}° per °/s")
print("  mean bounds: 6D inclination %.2f°, 9D inclination %.2f°, 9D heading %.2f°" % (
    share(six, "inclination", floor=floor, rate_factor=rate_factor)[1],
    share(nine, "inclination", floor=floor, rate_factor=rate_factor, extra=extra)[1],
    share(nine, "heading", floor=heading_floor, rate_factor=heading_rate, heading=True)[1]))
left_out = {"6D inclination": [0, 0], "9D inclination": [0, 0], "9D heading": [0, 0]}
for index in range(len(trials)):
    kept = [t for k, t in enumerate(six) if k != index], [t for k, t in enumerate(nine) if k != index]
    f, r, m, h, rh = fit(*kept)
    for label, series_list, error, terms in (
            ("6D inclination", six, "inclination", {"floor": f, "rate_factor": r}),
            ("9D inclination", nine, "inclination", {"floor": f, "rate_factor": r, "extra": m}),
            ("9D heading", nine, "heading", {"floor": h, "rate_factor": rh, "heading": True})):
        trial = series_list[index]
        left_out[label][0] += np.sum(trial[error] <= bound(trial, **terms))
        left_out[label][1] += len(trial[error])
print("  each trial left out in turn, judged on it: " + ", ".join(
    f"{label} {100 * inside / total:.1f} %" for label, (inside, total) in left_out.items()))
