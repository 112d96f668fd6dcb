"""Offline smoothing on recordings that start and end in motion: each BROAD trial cut into
back-to-back pieces of 10, 20 and 40 s (pieces with fewer than 100 samples of movement
dropped), scored like the whole trials (`Benchmarks/offline-accuracy.py`): Inertia's
offline smoother (`inertia evaluate --offline`), VQF's offlineVQF (PyPI `vqf`) and the
online filter, 9D and 6D, mean over the pieces of each length and over all; then the two
halves of the trials (01 06 15 24 28 and 04 10 21 26 32) for cross-validation.

    python offline-cuts.py INERTIA_BINARY BROAD_FOLDER [-- EXTRA EVALUATE OPTIONS]

The whole trials start and end at rest; logs cut from a longer stream do not, and there a
smoother's passes start in motion.
"""
import glob, json, os, subprocess, sys, tempfile
import numpy as np
import vqf

from broad_metric import HALF_A, broad_errors, cut_pieces, read_trial

inertia, folder = sys.argv[1], sys.argv[2]
extra = sys.argv[sys.argv.index("--") + 1:] if "--" in sys.argv else []
lengths_seconds = [10, 20, 40]

workspace = tempfile.mkdtemp(prefix="inertia-cuts-")
cut = cut_pieces(folder, workspace, lengths_seconds)
pieces = [(name, trial, length) for _, name, trial, length in cut]  # (name, trial number, length)
paths = [path for path, _, _, _ in cut]

results = {}  # (method, mode) -> {piece: (total, inclination)}
for path, (name, _, _) in zip(paths, pieces):
    gyr, acc, mag, references, counted, ts = read_trial(path)
    output = vqf.offlineVQF(gyr, acc, mag, ts)
    results.setdefault(("offlineVQF", "9D"), {})[name] = broad_errors(output["quat9D"], references, counted, False)
    results.setdefault(("offlineVQF", "6D"), {})[name] = broad_errors(output["quat6D"], references, counted, True)
for label, options in [("inertia offline", ["--offline", *extra]), ("inertia online", [])]:
    for mode, flag in [("9D", "--magnetometer"), ("6D", "--no-magnetometer")]:
        report = json.loads(subprocess.check_output(
            [inertia, "evaluate", "--filter", "vqf", flag, "--format", "json", *options, *paths]))
        results[(label, mode)] = {t["trial"]: (t["total_degrees"], t["inclination_degrees"]) for t in report["trials"]}

methods = ["inertia offline", "offlineVQF", "inertia online"]
print(f"BROAD trials in {folder} cut into {len(pieces)} pieces: RMSE in degrees, mean over the pieces")
print("| pieces | count | " + " | ".join(f"{m} 9D total | {m} 6D inclination" for m in methods) + " |")
print("|---|---|" + "---|---|" * len(methods))
selections = [(f"{length} s", lambda p, length=length: p[2] == length) for length in lengths_seconds]
selections += [("all", lambda p: True), ("trials 01 06 15 24 28", lambda p: p[1] in HALF_A),
               ("trials 04 10 21 26 32", lambda p: p[1] not in HALF_A)]
for label, chosen in selections:
    members = [p[0] for p in pieces if chosen(p)]
    cells = []
    for method in methods:
        cells += [f"{np.mean([results[(method, '9D')][n][0] for n in members]):.3f}",
                  f"{np.mean([results[(method, '6D')][n][1] for n in members]):.3f}"]
    print(f"| {label} | {len(members)} | " + " | ".join(cells) + " |")
for path in paths:
    os.remove(path)
os.rmdir(workspace)
