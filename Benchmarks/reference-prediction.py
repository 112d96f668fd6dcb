"""VQF's own C++ filter (PyPI `vqf`, `VQF.updateBatch`) predicted ahead the way Inertia
predicts (`--sensor-delay-ms`), on the BROAD trials in a folder: each attitude turned by the
bias-corrected rate over a lead, q ⊗ exp((ω − b)·lead/2), with the lead the sensor's delay
(3.78 ms, `inertia measure-delay`) and that less half the trial's sample period (as Inertia
does since 0.24.0: the filter integrates each step with the reading at its end, half a step
ahead already).

    python reference-prediction.py BROAD_FOLDER [DELAY_MS]

Prints the mean over the trials of the BROAD 9D total and inclination and the 6D
(heading-aligned) total and inclination RMSE, degrees, for no prediction and each lead.
Run in the venv Benchmarks/compare makes (.build/bench-venv).
"""
import glob, os, sys
import numpy as np
import vqf

from broad_metric import broad_errors, read_trial
from quaternion_arrays import quaternion_multiply

folder = sys.argv[1]
delay = float(sys.argv[2]) / 1000 if len(sys.argv) > 2 else 0.00378
paths = sorted(glob.glob(os.path.join(folder, "*.csv")))


def predicted(attitudes, rates, lead):
    """Each attitude turned by its rate (sensor frame) over `lead` seconds."""
    if lead <= 0:
        return attitudes
    norms = np.linalg.norm(rates, axis=1)
    half = norms * lead / 2
    axes = rates / np.maximum(norms, 1e-300)[:, None]
    turns = np.column_stack([np.cos(half), axes * np.sin(half)[:, None]])
    return quaternion_multiply(attitudes, turns)


rules = [("none", lambda period: 0.0), (f"{delay * 1000:.2f} ms", lambda period: delay),
         (f"{delay * 1000:.2f} ms less half a sample period", lambda period: delay - period / 2)]
sums = {label: [] for label, _ in rules}
for path in paths:
    gyroscope, accelerometer, magnetometer, references, counted, period = read_trial(path)
    output = vqf.VQF(period).updateBatch(gyroscope, accelerometer, magnetometer)
    rates = gyroscope - output["bias"]
    for label, lead in rules:
        nine = broad_errors(predicted(output["quat9D"], rates, lead(period)), references, counted, False)
        six = broad_errors(predicted(output["quat6D"], rates, lead(period)), references, counted, True)
        sums[label].append(nine + six)

print(f"VQF C++ on {len(paths)} BROAD trials in {folder}, mean RMSE, degrees")
print("| prediction | 9D total | 9D inclination | 6D total (aligned) | 6D inclination |")
print("|---|---|---|---|---|")
for label, _ in rules:
    mean = np.mean(sums[label], axis=0)
    print(f"| {label} | {mean[0]:.3f} | {mean[1]:.3f} | {mean[2]:.3f} | {mean[3]:.3f} |")
