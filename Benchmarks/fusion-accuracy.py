"""Online accuracy side by side: x-io Fusion's AHRS (PyPI `imufusion`, its C core, one
Python call per sample) against Inertia's four filters (`inertia evaluate`), on the BROAD
trials in a folder, 9D and 6D.

    python fusion-accuracy.py INERTIA_BINARY BROAD_FOLDER

Fusion runs as its README recommends for most applications: gain 0.5, acceleration and
magnetic rejection 10°, rejection timeout 5 s, gyroscope range 2000 °/s (the BROAD sensor's),
the ENU convention, each sample's own period, and its gyroscope bias algorithm (FusionBias,
default settings) in front, as in Fusion's advanced example. Inertia's filters run with their
defaults. Metric: the BROAD RMSE over samples with movement == 1 and a known reference
(README "Accuracy"); 6D figures after one constant heading offset per trial, as `inertia
evaluate` does. Run by Benchmarks/compare in its venv.
"""
import glob, json, os, subprocess, sys
import numpy as np
import imufusion

from broad_metric import HALF_A, broad_errors, read_trial

inertia, folder = sys.argv[1], sys.argv[2]
paths = sorted(glob.glob(os.path.join(folder, "*.csv")))
names = [os.path.basename(p)[:-4] for p in paths]


def fusion(trial, times, magnetic):
    gyroscope, accelerometer, magnetometer, references, counted, period = trial
    settings = imufusion.AhrsSettings(sample_rate=1 / period, gain=0.5, gyroscope_range=2000.0,
                                      acceleration_rejection=10.0, magnetic_rejection=10.0, rejection_timeout=5.0)
    settings.convention = imufusion.CONVENTION_ENU  # (the constructor's keyword is not taken)
    ahrs = imufusion.Ahrs()
    ahrs.set_settings(settings)
    bias = imufusion.Bias()
    bias.set_settings(imufusion.BiasSettings(sample_rate=1 / period))
    degrees = np.ascontiguousarray(np.degrees(gyroscope))
    g = np.ascontiguousarray(accelerometer / 9.80665)
    attitudes = np.empty((len(degrees), 4))
    for index in range(len(degrees)):
        if index > 0:
            ahrs.set_sample_period(float(times[index] - times[index - 1]))
        rate = bias.update(degrees[index])
        if magnetic and np.all(np.isfinite(magnetometer[index])):
            ahrs.update(rate, g[index], np.ascontiguousarray(magnetometer[index]))
        else:
            ahrs.update_no_magnetometer(rate, g[index])
        attitudes[index] = ahrs.get_quaternion()
    return broad_errors(attitudes, references, counted, not magnetic)


results = {}  # (method, mode) -> {trial: (total, inclination)}
for path, name in zip(paths, names):
    trial = read_trial(path)
    times = np.genfromtxt(path, delimiter=",", names=True)["time_s"]
    for mode, magnetic in (("9D", True), ("6D", False)):
        results.setdefault(("x-io Fusion AHRS + bias", mode), {})[name] = fusion(trial, times, magnetic)
methods = ["x-io Fusion AHRS + bias"]
for filter_name in ("vqf", "madgwick", "mahony", "complementary"):
    method = f"inertia {filter_name}"
    methods.append(method)
    for mode, flag in (("9D", "--magnetometer"), ("6D", "--no-magnetometer")):
        report = json.loads(subprocess.check_output(
            [inertia, "evaluate", "--filter", filter_name, flag, "--format", "json", *paths]))
        results[(method, mode)] = {t["trial"]: (t["total_degrees"], t["inclination_degrees"]) for t in report["trials"]}

print(f"BROAD trials in {folder} ({len(names)}): RMSE in degrees, mean over the trials"
      " (halves: 01 06 15 24 28 / 04 10 21 26 32)")
print("| method | 9D total | 9D inclination | 6D total (aligned) | 6D inclination | 9D total, halves | 6D total, halves |")
print("|---|---|---|---|---|---|---|")
for method in methods:
    def mean(mode, index, members=names):
        return np.mean([results[(method, mode)][n][index] for n in members])
    first = [n for n in names if n[:2] in HALF_A]
    second = [n for n in names if n[:2] not in HALF_A]
    print(f"| {method} | {mean('9D', 0):.2f} | {mean('9D', 1):.2f} | {mean('6D', 0):.2f} | {mean('6D', 1):.2f} | "
          f"{mean('9D', 0, first):.2f} / {mean('9D', 0, second):.2f} | {mean('6D', 0, first):.2f} / {mean('6D', 0, second):.2f} |")
