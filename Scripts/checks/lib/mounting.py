#!/usr/bin/env python3
"""Mounting checks for Scripts/checks/calibrate.

  mounting.py errors PROFILE ROLL,PITCH,YAW
      prints the angle, degrees, between each device axis of the profile's
      mounting.matrix and the true one for --sim-mount ROLL,PITCH,YAW
      (Rz(yaw) * Rx(pitch) * Ry(roll)); exits 1 when one exceeds 1 degree.
  mounting.py level STREAM.jsonl ROLL,PITCH
      the last device-motion line's roll and pitch, degrees; exits 1 unless
      they are within 1 degree of ROLL and PITCH.
"""
import json
import math
import sys


def rotation(roll, pitch, yaw):
    r, p, y = (math.radians(v) for v in (roll, pitch, yaw))

    def multiply(a, b):
        return [[sum(a[i][k] * b[k][j] for k in range(3)) for j in range(3)] for i in range(3)]

    about_z = [[math.cos(y), -math.sin(y), 0], [math.sin(y), math.cos(y), 0], [0, 0, 1]]
    about_x = [[1, 0, 0], [0, math.cos(p), -math.sin(p)], [0, math.sin(p), math.cos(p)]]
    about_y = [[math.cos(r), 0, math.sin(r)], [0, 1, 0], [-math.sin(r), 0, math.cos(r)]]
    return multiply(multiply(about_z, about_x), about_y)


def errors(profile_path, angles):
    found = json.load(open(profile_path))["mounting"]["matrix"]
    truth = rotation(*(float(v) for v in angles.split(",")))
    result = []
    for row, true_row in zip(found, truth):
        cosine = sum(a * b for a, b in zip(row, true_row)) / math.sqrt(sum(a * a for a in row))
        result.append(math.degrees(math.acos(max(-1.0, min(1.0, cosine)))))
    print("x %.3f°, y %.3f°, z %.3f°" % tuple(result))
    return 0 if max(result) <= 1 else 1


def level(stream_path, angles):
    lines = [line for line in open(stream_path) if line.startswith("{")]
    last = json.loads(lines[-1])
    roll, pitch = math.degrees(last["roll_rad"]), math.degrees(last["pitch_rad"])
    expected_roll, expected_pitch = (float(v) for v in angles.split(","))
    print("roll %.2f°, pitch %.2f°" % (roll, pitch))
    return 0 if abs(roll - expected_roll) <= 1 and abs(pitch - expected_pitch) <= 1 else 1


if __name__ == "__main__":
    command, path, angles = sys.argv[1:4]
    sys.exit(errors(path, angles) if command == "errors" else level(path, angles))
