"""The heading after a start in motion: each BROAD trial cut into back-to-back pieces of 10,
20 and 40 s (`broad_metric.cut_pieces`, as `Benchmarks/offline-cuts.py` cuts them; all but a
few start in motion), each piece replayed from its first sample by each filter in 9D
(`inertia replay --magnetometer --uncertainty`), and by the time since the piece's start:
the RMS heading error on the trials without magnets and on the two with (28, 32), and the
share of heading errors within the 95 % heading bound (mean bound), all pieces.

    python start-in-motion.py INERTIA_BINARY BROAD_FOLDER [FILTER ...]

Filters default to vqf madgwick mahony complementary. Needs NumPy only.
"""
import os, subprocess, sys, tempfile
import numpy as np

from broad_metric import cut_pieces
from quaternion_arrays import quaternion_multiply

inertia, folder = sys.argv[1], sys.argv[2]
filters = sys.argv[3:] or ["vqf", "madgwick", "mahony", "complementary"]
edges = [0, 1, 2, 3, 5, 10, 20, 40.5]
labels = [f"{edges[i]:g}–{min(edges[i + 1], 40):g} s" for i in range(len(edges) - 1)]
magnet_trials = {"28", "32"}

workspace = tempfile.mkdtemp(prefix="inertia-start-")
pieces = cut_pieces(folder, workspace)
output = os.path.join(workspace, "replay.csv")
print(f"BROAD trials in {folder} cut into {len(pieces)} pieces, 9D, by the time since the piece's start")
print("| filter | measure | " + " | ".join(labels) + " |")
print("|---|---|" + "---|" * len(labels))
for name in filters:
    squares = {group: np.zeros(len(labels)) for group in ("clean", "magnet")}
    counts = {group: np.zeros(len(labels)) for group in ("clean", "magnet")}
    inside, total, bound_sums = np.zeros(len(labels)), np.zeros(len(labels)), np.zeros(len(labels))
    for path, _, trial, _ in pieces:
        data = np.genfromtxt(path, delimiter=",", names=True)
        references = np.column_stack([data[k] for k in ("ref_qw", "ref_qx", "ref_qy", "ref_qz")])
        counted = np.all(np.isfinite(references), axis=1) & (data["movement"] == 1)
        seconds = data["time_s"] - data["time_s"][0]
        subprocess.run([inertia, "replay", path, "--filter", name, "--magnetometer", "--uncertainty",
                        "--output", output], check=True)
        replayed = np.genfromtxt(output, delimiter=",", names=True)
        estimates = np.column_stack([replayed[k] for k in ("qw", "qx", "qy", "qz")])
        estimates /= np.linalg.norm(estimates, axis=1, keepdims=True)
        errors = quaternion_multiply(estimates, references * np.array([1, -1, -1, -1]))
        heading = np.degrees(2 * np.arctan2(np.abs(errors[:, 3]), np.abs(errors[:, 0])))
        bound = replayed["heading_error_bound_deg"]
        group = "magnet" if trial in magnet_trials else "clean"
        bins = np.digitize(seconds, edges) - 1
        for index in range(len(labels)):
            chosen = counted & (bins == index)
            squares[group][index] += np.sum(heading[chosen] ** 2)
            counts[group][index] += np.sum(chosen)
            inside[index] += np.sum(heading[chosen] <= bound[chosen])
            total[index] += np.sum(chosen)
            bound_sums[index] += np.sum(bound[chosen])
    for group, title in (("clean", "heading RMS, trials without magnets"), ("magnet", "heading RMS, trials 28 and 32")):
        cells = [f"{np.sqrt(s / c):.2f}°" if c else "—" for s, c in zip(squares[group], counts[group])]
        print(f"| {name} | {title} | " + " | ".join(cells) + " |")
    cells = [f"{100 * i / t:.1f} % ({b / t:.1f}°)" if t else "—" for i, t, b in zip(inside, total, bound_sums)]
    print(f"| {name} | within the heading bound (mean bound) | " + " | ".join(cells) + " |")
for path, _, _, _ in pieces:
    os.remove(path)
if os.path.exists(output):
    os.remove(output)
os.rmdir(workspace)
