"""The 6D heading after a start in motion: each BROAD trial cut into back-to-back pieces of 10,
20 and 40 s (`broad_metric.cut_pieces`, as `Benchmarks/offline-cuts.py` cuts them; all but a
few start in motion), each piece replayed from its first sample by each filter in 6D
(`inertia replay --no-magnetometer`), and the heading's change since the piece's first
sample with a reference against the truth's (the yaw of an arbitrary frame whose zero is the
start; what the 6D heading bound is held to), from 5 s in: the RMS over all pieces, and per
piece the median, 90th percentile and largest RMS and how many pieces are above 10°.

    python start-heading-change.py INERTIA_BINARY BROAD_FOLDER [FILTER ...]

Filters default to vqf madgwick mahony complementary. Needs NumPy only.
"""
import os, subprocess, sys, tempfile
import numpy as np

from broad_metric import cut_pieces
from quaternion_arrays import quaternion_multiply

inertia, folder = sys.argv[1], sys.argv[2]
filters = sys.argv[3:] or ["vqf", "madgwick", "mahony", "complementary"]
settle_seconds = 5

workspace = tempfile.mkdtemp(prefix="inertia-heading-")
pieces = cut_pieces(folder, workspace)
output = os.path.join(workspace, "replay.csv")
print(f"BROAD trials in {folder} cut into {len(pieces)} pieces, 6D, the heading's change since the first "
      f"sample against the truth's, from {settle_seconds} s in")
print("| filter | RMS, all pieces | per piece: median | 90th percentile | largest | pieces above 10° |")
print("|---|---|---|---|---|---|")
for name in filters:
    squares, count, per_piece = 0.0, 0, []
    for path, _, _, _ in pieces:
        data = np.genfromtxt(path, delimiter=",", names=True)
        references = np.column_stack([data[k] for k in ("ref_qw", "ref_qx", "ref_qy", "ref_qz")])
        referenced = np.all(np.isfinite(references), axis=1)
        seconds = data["time_s"] - data["time_s"][0]
        late = referenced & (seconds >= settle_seconds)
        if not late.any():
            continue
        subprocess.run([inertia, "replay", path, "--filter", name, "--no-magnetometer", "--output", output], check=True)
        replayed = np.genfromtxt(output, delimiter=",", names=True)
        estimates = np.column_stack([replayed[k] for k in ("qw", "qx", "qy", "qz")])
        estimates /= np.linalg.norm(estimates, axis=1, keepdims=True)
        errors = quaternion_multiply(estimates[referenced], references[referenced] * np.array([1, -1, -1, -1]))
        heading = 2 * np.arctan(errors[:, 3] / errors[:, 0])
        change = np.degrees(np.angle(np.exp(1j * (heading - heading[0]))))[late[referenced]]
        squares += np.sum(change ** 2)
        count += len(change)
        per_piece.append(np.sqrt(np.mean(change ** 2)))
    per_piece = np.array(per_piece)
    print(f"| {name} | {np.sqrt(squares / count):.2f}° | {np.median(per_piece):.2f}° | "
          f"{np.percentile(per_piece, 90):.2f}° | {per_piece.max():.2f}° | {(per_piece > 10).sum()} of {len(per_piece)} |")
for path, _, _, _ in pieces:
    os.remove(path)
if os.path.exists(output):
    os.remove(output)
os.rmdir(workspace)
