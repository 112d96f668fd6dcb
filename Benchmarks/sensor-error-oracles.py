"""Two sensor errors a filter could model, sized against BROAD's optical reference and tried
as oracles: does removing them bring the 6D inclination down?

- The gyroscope's scale and cross-axis errors: one 3 × 3 matrix M per trial with
  reference rotation ≈ M × integrated gyroscope over windows of 20 samples (70 ms), the
  reference read 3.78 ms later (the sensor's delay, `inertia measure-delay`), plus a bias.
- The accelerometer's lever arm: the sensor sits r away from the point the hand turns it
  about, so it also measures ω × (ω × r) + α × r. One r per trial (sensor frame) fitted so
  that the specific force with that taken out, turned into the earth frame by the
  reference, is closest to gravity.

Each correction is applied to a copy of every trial (the gyroscope columns multiplied by M,
or the lever arm's acceleration taken from the accelerometer columns), and the copies are
scored with `inertia evaluate --filter vqf --no-magnetometer`, online and `--offline`.
Both corrections are fitted against the reference: an upper bound on what estimating them
from the IMU data alone could give.

    python sensor-error-oracles.py INERTIA_BINARY BROAD_FOLDER

numpy only (the venv of Benchmarks/compare).
"""
import glob, os, re, shutil, subprocess, sys, tempfile
import numpy as np

from quaternion_arrays import quaternion_multiply, rotation_matrices

inertia, folder = sys.argv[1], sys.argv[2]
paths = sorted(glob.glob(os.path.join(folder, "*.csv")))
delay_seconds = 0.00378
window_samples = 20
gravity = np.array([0.0, 0.0, 9.81])


def columns(data, *names):
    return np.column_stack([data[name] for name in names])


def rotation_vectors(q):
    q = q * np.where(q[:, :1] < 0, -1.0, 1.0)
    vector = q[:, 1:]
    norm = np.linalg.norm(vector, axis=1)
    angle = 2 * np.arctan2(norm, q[:, 0])
    return vector * (angle / np.maximum(norm, 1e-12))[:, None]


def skew(v):
    zero = np.zeros(len(v))
    return np.stack([np.stack([zero, -v[:, 2], v[:, 1]], -1),
                     np.stack([v[:, 2], zero, -v[:, 0]], -1),
                     np.stack([-v[:, 1], v[:, 0], zero], -1)], -2)


def gyroscope_matrix(time, gyroscope, reference, known):
    """M with reference rotation over each window ≈ M × the gyroscope's integral over it + bias × window."""
    period = np.median(np.diff(time))
    count = len(time)
    shifted = np.column_stack([np.interp(np.arange(count) + delay_seconds / period, np.arange(count), reference[:, k])
                               for k in range(4)])
    shifted /= np.linalg.norm(shifted, axis=1, keepdims=True)
    starts = np.arange(0, count - window_samples - 2, window_samples)
    usable = np.array([known[start:start + window_samples + 2].all() for start in starts])
    relative = quaternion_multiply(shifted[starts] * np.array([1, -1, -1, -1]), shifted[starts + window_samples])
    measured = rotation_vectors(relative)
    integral = np.vstack([np.zeros(3), np.cumsum(gyroscope * period, axis=0)])
    integrated = integral[starts + window_samples] - integral[starts]
    usable &= np.linalg.norm(measured, axis=1) < 0.5
    design = np.hstack([integrated[usable], np.full((usable.sum(), 1), window_samples * period)])
    solution = np.linalg.lstsq(design, measured[usable], rcond=None)[0]
    return solution[:3].T


def lever_arm(time, gyroscope, accelerometer, reference, known):
    """r (m, sensor frame) minimising |R (a − (ω×ω×r + α×r)) − g| over the samples with a reference."""
    period = np.median(np.diff(time))
    smoothed = np.column_stack([np.convolve(gyroscope[:, k], np.ones(9) / 9, "same") for k in range(3)])
    angular_acceleration = np.gradient(smoothed, period, axis=0)
    lever = skew(gyroscope) @ skew(gyroscope) + skew(angular_acceleration)
    rotation = rotation_matrices(reference[known])
    residual = (rotation @ accelerometer[known][:, :, None])[:, :, 0] - gravity
    design = (rotation @ lever[known]).reshape(-1, 3)
    arm = np.linalg.lstsq(design, residual.reshape(-1), rcond=None)[0]
    remainder = residual.reshape(-1) - design @ arm
    spread = (np.sqrt(np.mean(residual ** 2)), np.sqrt(np.mean(remainder ** 2)))
    return arm, spread, accelerometer - (lever @ arm[:, None])[:, :, 0]


def write_copy(source, destination, first_column, values):
    with open(source) as reader, open(destination, "w") as writer:
        writer.write(reader.readline())
        for line, row in zip(reader, values):
            fields = line.rstrip("\n").split(",")
            fields[first_column:first_column + 3] = ["%.9g" % value for value in row]
            writer.write(",".join(fields) + "\n")


def inclination_per_trial(directory, offline):
    command = [inertia, "evaluate", "--filter", "vqf", "--no-magnetometer"] + (["--offline"] if offline else [])
    output = subprocess.run(command + sorted(glob.glob(os.path.join(directory, "*.csv"))),
                            check=True, capture_output=True, text=True).stdout
    rows = [line.split() for line in output.splitlines() if re.match(r"^\d\d_", line)]
    return {row[0][:2]: float(row[3]) for row in rows}


work = tempfile.mkdtemp()
variants = {"as recorded": folder, "gyroscope × M": os.path.join(work, "gyroscope"),
            "lever arm out": os.path.join(work, "lever")}
os.makedirs(variants["gyroscope × M"])
os.makedirs(variants["lever arm out"])
print("| trial | M − I diagonal (%) | largest cross-axis term (%) | lever arm r (cm) | specific force − g in the earth frame, RMS of its components (m/s²): as recorded → lever arm out |")
print("|---|---|---|---|---|")
for path in paths:
    data = np.genfromtxt(path, delimiter=",", names=True)
    time = data["time_s"]
    gyroscope = columns(data, "gyro_x_rad_s", "gyro_y_rad_s", "gyro_z_rad_s")
    accelerometer = columns(data, "accel_x_m_s2", "accel_y_m_s2", "accel_z_m_s2")
    reference = columns(data, "ref_qw", "ref_qx", "ref_qy", "ref_qz")
    known = np.all(np.isfinite(reference), axis=1)
    reference = np.where(known[:, None], reference, np.array([1.0, 0, 0, 0]))
    matrix = gyroscope_matrix(time, gyroscope, reference, known)
    arm, spread, corrected = lever_arm(time, gyroscope, accelerometer, reference, known)
    name = os.path.basename(path)
    write_copy(path, os.path.join(variants["gyroscope × M"], name), 1, gyroscope @ matrix.T)
    write_copy(path, os.path.join(variants["lever arm out"], name), 4, corrected)
    cross = matrix - np.diag(np.diag(matrix))
    print("| %s | %s | %.2f | %s | %.2f → %.2f |" % (
        name[:-4], " ".join("%+.2f" % (100 * (value - 1)) for value in np.diag(matrix)), 100 * np.abs(cross).max(),
        " ".join("%+.1f" % (100 * value) for value in arm), spread[0], spread[1]))
for directory in variants.values():
    if os.path.exists(os.path.join(folder, "trials.json")) and directory != folder:
        shutil.copy(os.path.join(folder, "trials.json"), directory)

print()
print("6D inclination RMSE (degrees), online / offline, per trial and mean:")
print()
results = {label: (inclination_per_trial(directory, False), inclination_per_trial(directory, True))
           for label, directory in variants.items()}
trials = sorted(results["as recorded"][0])
print("| variant | " + " | ".join(trials) + " | mean |")
print("|---|" + "---|" * (len(trials) + 1))
for label, (online, offline) in results.items():
    cells = ["%.2f / %.2f" % (online[trial], offline[trial]) for trial in trials]
    means = "%.3f / %.3f" % (np.mean(list(online.values())), np.mean(list(offline.values())))
    print("| %s | %s | %s |" % (label, " | ".join(cells), means))
shutil.rmtree(work)
