"""Where the offline 6D inclination error on BROAD comes from: Inertia's offline smoother
(`inertia replay --offline --no-magnetometer`, the default and each of its two inclination
estimates alone) and VQF's offlineVQF (PyPI `vqf`), each measured

- plain (the BROAD metric, as `inertia evaluate` and offline-accuracy.py compute it);
- with the output moved by the BROAD sensor's delay behind its optical reference (3.78 ms,
  `inertia measure-delay`);
- with that delay and, per trial, the one constant rotation of the sensor frame that fits the
  estimate best to the reference (a residual misalignment between the IMU and the optical
  body frame, a property of the reference, fitted against it for this analysis only);
- plain again after a perfect low-frequency correction: the alignment fitted (no delay) and
  the aligned error's content below 0.05, 0.1 and 0.2 Hz taken out of the plain error (the
  accelerometer's share; what no estimator that integrates the gyroscope above those
  frequencies can do better than).

    python offline-error-analysis.py INERTIA_BINARY BROAD_FOLDER

RMSE in degrees over the samples with movement == 1 and a known reference; the mean over the
trials last. numpy and vqf only (the venv of Benchmarks/compare).
"""
import glob, math, os, subprocess, sys, tempfile
import numpy as np
import vqf

from quaternion_arrays import quaternion_multiply

inertia, folder = sys.argv[1], sys.argv[2]
paths = sorted(glob.glob(os.path.join(folder, "*.csv")))
delay_seconds = 0.00378


def sensor_vertical(q):
    """The earth's z axis in the sensor frame, R(q)ᵀ z, for each attitude."""
    w, x, y, z = q.T
    return np.column_stack([2 * (x * z - w * y), 2 * (y * z + w * x), w * w - x * x - y * y + z * z])


def from_rotation_vector(v):
    angle = np.linalg.norm(v)
    if angle < 1e-15:
        return np.array([1.0, 0, 0, 0])
    return np.concatenate([[math.cos(angle / 2)], math.sin(angle / 2) * v / angle])


def error_vectors(estimates, references):
    """The inclination error of each sample as a vector (sensor frame, rad): the rotation
    taking the estimate's vertical to the reference's. Its length is the BROAD inclination
    error."""
    estimated = sensor_vertical(estimates / np.linalg.norm(estimates, axis=1, keepdims=True))
    reference = sensor_vertical(references)
    cross = np.cross(estimated, reference)
    sine = np.linalg.norm(cross, axis=1, keepdims=True)
    cosine = np.sum(estimated * reference, axis=1, keepdims=True)
    return cross * np.where(sine > 0, np.arctan2(sine, cosine) / np.maximum(sine, 1e-300), 1)


def rmse(vectors, counted):
    return math.degrees(math.sqrt(np.mean(np.sum(vectors[counted] ** 2, axis=1))))


def moved(estimates, times, seconds):
    """Each attitude replaced by the one at t + seconds (normalised linear interpolation)."""
    position = np.interp(times + seconds, times, np.arange(len(times)))
    before = np.clip(np.floor(position).astype(int), 0, len(times) - 2)
    fraction = (position - before)[:, None]
    first, second = estimates[before], estimates[before + 1]
    second = second * np.sign(np.sum(first * second, axis=1))[:, None]
    mixed = first * (1 - fraction) + second * fraction
    return mixed / np.linalg.norm(mixed, axis=1, keepdims=True)


def aligned(estimates, references, counted):
    """The estimates turned by the constant sensor-frame rotation that minimises their
    inclination error (Gauss–Newton on every fifth counted sample)."""
    chosen = np.flatnonzero(counted)[::5]
    rotation = np.zeros(3)
    for _ in range(6):
        turn = np.tile(from_rotation_vector(rotation), (len(chosen), 1))
        base = error_vectors(quaternion_multiply(estimates[chosen], turn), references[chosen]).ravel()
        jacobian = np.empty((base.size, 3))
        for axis in range(3):
            step = np.zeros(3)
            step[axis] = 1e-6
            turned = np.tile(from_rotation_vector(rotation + step), (len(chosen), 1))
            jacobian[:, axis] = (error_vectors(quaternion_multiply(estimates[chosen], turned), references[chosen]).ravel() - base) / 1e-6
        change = np.linalg.lstsq(jacobian, -base, rcond=None)[0]
        rotation += change
        if np.linalg.norm(change) < 1e-9:
            break
    return quaternion_multiply(estimates, np.tile(from_rotation_vector(rotation), (len(estimates), 1)))


def low_frequencies(vectors, step_seconds, known, hertz):
    """The content of `vectors` (taken as zero where the reference is unknown) below `hertz`."""
    spectrum = np.fft.rfft(np.where(known[:, None], vectors, 0), axis=0)
    spectrum[np.fft.rfftfreq(len(vectors), step_seconds) >= hertz] = 0
    return np.fft.irfft(spectrum, len(vectors), axis=0)


def smoother(path, weight):
    with tempfile.NamedTemporaryFile(suffix=".csv") as output:
        subprocess.check_call([
            inertia, "replay", path, "--filter", "vqf", "--offline", "--no-magnetometer",
            "--offline-zero-phase-inclination-weight", str(weight), "--output", output.name])
        return np.loadtxt(output.name, delimiter=",", skiprows=1)[:, 1:]


methods = ["offlineVQF", "inertia offline", "passes' midpoint alone (weight 0)", "zero-phase alone (weight 1)"]
correction_hertz = [0.05, 0.1, 0.2]
columns = ["plain", "delay 3.78 ms", "delay + alignment"] + [f"perfect below {f:g} Hz" for f in correction_hertz]
table = {method: [] for method in methods}
for path in paths:
    data = np.genfromtxt(path, delimiter=",", names=True)
    column = lambda *keys: np.ascontiguousarray(np.column_stack([data[k] for k in keys]))
    gyroscope = column("gyro_x_rad_s", "gyro_y_rad_s", "gyro_z_rad_s")
    accelerometer = column("accel_x_m_s2", "accel_y_m_s2", "accel_z_m_s2")
    references = column("ref_qw", "ref_qx", "ref_qy", "ref_qz")
    known = np.all(np.isfinite(references), axis=1)
    references[~known] = [1, 0, 0, 0]
    references /= np.linalg.norm(references, axis=1, keepdims=True)
    counted = (data["movement"] == 1) & known
    times = data["time_s"]
    step = float(np.median(np.diff(times)))
    estimates = {
        "offlineVQF": vqf.offlineVQF(gyroscope, accelerometer, None, step)["quat6D"],
        "inertia offline": smoother(path, 0.5),
        "passes' midpoint alone (weight 0)": smoother(path, 0),
        "zero-phase alone (weight 1)": smoother(path, 1),
    }
    for method, estimate in estimates.items():
        delayed = moved(estimate, times, delay_seconds)
        errors = error_vectors(estimate, references)
        aligned_errors = error_vectors(aligned(estimate, references, counted), references)
        table[method].append([
            rmse(errors, counted),
            rmse(error_vectors(delayed, references), counted),
            rmse(error_vectors(aligned(delayed, references, counted), references), counted),
        ] + [rmse(errors - low_frequencies(aligned_errors, step, known, hertz), counted) for hertz in correction_hertz])

names = [os.path.basename(p)[:2] for p in paths]
print("6D inclination RMSE, degrees, per trial (" + " · ".join(names) + ") and mean")
print("| method | " + " | ".join(columns) + " |")
print("|---|" + "---|" * len(columns))
for method in methods:
    values = np.array(table[method])
    print(f"| {method} | " + " | ".join(f"{m:.3f}" for m in values.mean(axis=0)) + " |")
print()
for method in methods:
    values = np.array(table[method])
    for index, label in enumerate(columns):
        print(f"{method}, {label}: " + " ".join(f"{v:.3f}" for v in values[:, index]))
