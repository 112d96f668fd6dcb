"""Offline accuracy side by side: Inertia's offline smoother (`inertia evaluate --offline`)
against VQF's offlineVQF (PyPI `vqf`, C++ core), and both online filters for context, on
the BROAD trials in a folder, per BROAD category (trials.json groups) and overall; the
overall table adds the smoother with its output moved by the BROAD sensor's measured delay
(3.78 ms, `inertia measure-delay`).

    python offline-accuracy.py INERTIA_BINARY BROAD_FOLDER

Metric: the BROAD RMSE over samples with movement == 1 and a known reference (README
"Accuracy"); 6D figures are after removing one constant heading offset per trial, as
`inertia evaluate` does. Run by Benchmarks/compare in its venv.
"""
import glob, json, os, subprocess, sys
import numpy as np
import vqf

from broad_metric import broad_errors, read_trial

inertia, folder = sys.argv[1], sys.argv[2]
paths = sorted(glob.glob(os.path.join(folder, "*.csv")))
names = [os.path.basename(p)[:-4] for p in paths]
trials = json.load(open(os.path.join(folder, "trials.json")))


results = {}  # (method, mode) -> {trial: (total, inclination)}
for path, name in zip(paths, names):
    gyr, acc, mag, references, counted, ts = read_trial(path)
    output = vqf.offlineVQF(gyr, acc, mag, ts)
    results.setdefault(("offlineVQF", "9D"), {})[name] = broad_errors(output["quat9D"], references, counted, False)
    results.setdefault(("offlineVQF", "6D"), {})[name] = broad_errors(output["quat6D"], references, counted, True)

runs = [("inertia offline", ["--offline"]), ("inertia offline, delay 3.78 ms", ["--offline", "--sensor-delay-ms", "3.78"]),
        ("inertia online", [])]
for label, options in runs:
    for mode, flag in [("9D", "--magnetometer"), ("6D", "--no-magnetometer")]:
        report = json.loads(subprocess.check_output(
            [inertia, "evaluate", "--filter", "vqf", flag, "--format", "json", *options, *paths]))
        results[(label, mode)] = {t["trial"]: (t["total_degrees"], t["inclination_degrees"]) for t in report["trials"]}

groups = [g["name"] for g in trials["groups"]]
groups = [g for g in groups if any(g in trials["trials"][n]["groups"] for n in names)]
methods = ["inertia offline", "offlineVQF", "inertia online"]
summary_methods = ["inertia offline", "inertia offline, delay 3.78 ms", "offlineVQF", "inertia online"]
print(f"BROAD trials in {folder} ({len(names)}): RMSE in degrees, mean over the trials of each category")
print("| category | trials | " + " | ".join(f"{m} 9D total | {m} 6D inclination" for m in methods) + " |")
print("|---|---|" + "---|---|" * len(methods))
for group in groups:
    members = [n for n in names if group in trials["trials"][n]["groups"]]
    cells = []
    for method in methods:
        total = np.mean([results[(method, "9D")][n][0] for n in members])
        inclination = np.mean([results[(method, "6D")][n][1] for n in members])
        cells += [f"{total:.2f}", f"{inclination:.3f}"]
    print(f"| {group} | {len(members)} | " + " | ".join(cells) + " |")
print()
print("| method | 9D total | 9D inclination | 6D total (aligned) | 6D inclination |")
print("|---|---|---|---|---|")
for method in summary_methods:
    mean = lambda mode, index: np.mean([results[(method, mode)][n][index] for n in names])
    print(f"| {method} | {mean('9D', 0):.3f} | {mean('9D', 1):.3f} | {mean('6D', 0):.3f} | {mean('6D', 1):.3f} |")
