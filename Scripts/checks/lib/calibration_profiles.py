#!/usr/bin/env python3
"""Random error profiles for the calibrate check, and their comparison with a recovered one.

  calibration_profiles.py make SEED FILE      writes a random profile (the simulated errors)
  calibration_profiles.py compare TRUE FOUND  prints the recovered-versus-true figures and
                                              exits 1 when a tolerance is missed
Ranges: gyro bias up to 5 deg/s, accel offsets up to 0.5 m/s2, scale up to 5 %,
misalignment up to 2 deg, hard iron up to 100 uT, soft-iron axis ratios up to 1.3.
"""
import json, math, random, sys


def matmul(a, b):
    return [[sum(a[i][k] * b[k][j] for k in range(3)) for j in range(3)] for i in range(3)]


def transpose(a):
    return [list(row) for row in zip(*a)]


def rotation(rng):
    q = [rng.gauss(0, 1) for _ in range(4)]
    n = math.sqrt(sum(v * v for v in q))
    w, x, y, z = (v / n for v in q)
    return [[1 - 2 * (y * y + z * z), 2 * (x * y - w * z), 2 * (x * z + w * y)],
            [2 * (x * y + w * z), 1 - 2 * (x * x + z * z), 2 * (y * z - w * x)],
            [2 * (x * z - w * y), 2 * (y * z + w * x), 1 - 2 * (x * x + y * y)]]


def make(seed, path):
    rng = random.Random(seed)
    u = lambda limit: rng.uniform(-limit, limit)
    deg = math.pi / 180
    bias = [u(5 * deg) for _ in range(3)]
    offset = [u(0.5) for _ in range(3)]
    scale = [1 + u(0.05) for _ in range(3)]
    skew = [u(2 * deg) for _ in range(6)]
    accel = [[scale[0], skew[0], skew[1]], [skew[2], scale[1], skew[3]], [skew[4], skew[5], scale[2]]]
    hard = [u(100) for _ in range(3)]
    axes = sorted(rng.uniform(1, 1.3) for _ in range(3))
    axes = [a / axes[0] for a in axes]  # ratio largest/smallest <= 1.3
    r = rotation(rng)
    soft = matmul(matmul(r, [[axes[0], 0, 0], [0, axes[1], 0], [0, 0, axes[2]]]), transpose(r))
    profile = {
        "version": 1,
        "created": "2026-11-22T00:00:00Z",
        "sensor": {"chip": "simulated", "bus": "simulated", "address": 104},
        "gyroscope": {"bias_rad_s": bias},
        "accelerometer": {"offset_m_s2": offset, "matrix": accel},
        "magnetometer": {"hard_iron_uT": hard, "soft_iron": soft, "field_strength_uT": 44.72},
    }
    with open(path, "w") as f:
        json.dump(profile, f, indent=2)


def compare(true_path, found_path):
    t = json.load(open(true_path))
    f = json.load(open(found_path))
    deg = 180 / math.pi
    gyro = max(abs(a - b) * deg for a, b in zip(t["gyroscope"]["bias_rad_s"], f["gyroscope"]["bias_rad_s"]))
    offset = max(abs(a - b) for a, b in zip(t["accelerometer"]["offset_m_s2"], f["accelerometer"]["offset_m_s2"]))
    matrix = max(abs(a - b) / max(abs(a), 1e-9) if i == j else abs(a - b)
                 for i, (ra, rb) in enumerate(zip(t["accelerometer"]["matrix"], f["accelerometer"]["matrix"]))
                 for j, (a, b) in enumerate(zip(ra, rb)))
    hard = max(abs(a - b) for a, b in zip(t["magnetometer"]["hard_iron_uT"], f["magnetometer"]["hard_iron_uT"]))
    spread = f.get("quality", {}).get("magnetometer_field_strength_spread", float("inf"))
    print(f"gyro_bias_err_dps={gyro:.4f} accel_offset_err_m_s2={offset:.4f} "
          f"accel_matrix_err_pct={matrix * 100:.3f} hard_iron_err_uT={hard:.3f} mag_spread_pct={spread * 100:.3f}")
    ok = gyro < 0.05 and offset < 0.02 and matrix < 0.003 and spread < 0.01
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    if sys.argv[1] == "make":
        make(int(sys.argv[2]), sys.argv[3])
    else:
        compare(sys.argv[2], sys.argv[3])
