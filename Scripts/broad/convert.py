#!/usr/bin/env python3
"""Converts BROAD trials (the dataset's HDF5 files) to Inertia's CSV recordings.

  convert.py TRIAL.hdf5 [-o OUT.csv]                 one trial (default OUT: ./TRIAL.csv)
  convert.py INPUT... --output-dir DIR [--trials-json SRC] [--skip-up-to-date]
                                                     files and directories of *.hdf5
  convert.py --roundtrip CSV                         parses a CSV recording and writes it
                                                     back with this formatter; says how
                                                     many lines came out byte-identical

A BROAD trial file (https://github.com/dlaidig/broad, folder data_hdf5/, one
NN_name.hdf5 per trial) holds the datasets imu_gyr (N x 3, rad/s), imu_acc (N x 3, m/s^2),
imu_mag (N x 3, uT), opt_quat (N x 4, w x y z, NaN where the optical system lost the
sensor) and movement (N, 0/1), and the sampling rate in Hz as the file's attribute
sampling_rate (a scalar dataset of that name is accepted too). Other datasets (opt_pos)
are not used.

The CSV has one row per sample:
  time_s,gyro_x_rad_s,...,mag_z_uT,ref_qw,ref_qx,ref_qy,ref_qz,movement
time_s = index / sampling_rate written with 6 decimals, the measurements with 9
significant digits (%.9g: NaN is written "nan"), movement as 0 or 1.

--trials-json SRC writes DIR/trials.json from the dataset's trials.json (groups, and the
description and groups of each converted trial), in the layout of the shared one.

Needs numpy and h5py (Scripts/broad/venv makes a virtual environment with them). Errors
are one line, "convert: error: ...", and exit status 1; an output is written to a
temporary name and renamed, so a failed conversion leaves no partial CSV.
"""
import argparse
import json
import os
import sys

try:
    import h5py
    import numpy as np
except ImportError as missing:
    h5py = np = None
    MISSING = missing.name

HEADER = ("time_s,gyro_x_rad_s,gyro_y_rad_s,gyro_z_rad_s,"
          "accel_x_m_s2,accel_y_m_s2,accel_z_m_s2,"
          "mag_x_uT,mag_y_uT,mag_z_uT,"
          "ref_qw,ref_qx,ref_qy,ref_qz,movement")

# (dataset, columns) in CSV order, after time_s.
SIGNALS = (("imu_gyr", 3), ("imu_acc", 3), ("imu_mag", 3), ("opt_quat", 4))
REQUIRED = "imu_gyr, imu_acc, imu_mag, opt_quat, movement and the sampling_rate attribute"

TIME_FORMAT = "%.6f"
VALUE_FORMAT = "%.9g"
ROW_FORMAT = ",".join([TIME_FORMAT] + [VALUE_FORMAT] * 13 + ["%d"]) + "\n"


class ConversionError(Exception):
    pass


def fail(message):
    print(f"convert: error: {message}", file=sys.stderr)
    sys.exit(1)


def format_rows(time_s, values, movement):
    """The CSV lines (with newlines) for the rows; values is N x 13, movement N of 0/1."""
    table = np.column_stack([time_s, values, movement]).tolist()
    return [ROW_FORMAT % tuple(row) for row in table]


def read_trial(path):
    """Returns (time_s, values N x 13, movement N) of one trial file, or raises ConversionError."""
    if not os.path.isfile(path):
        raise ConversionError(f"{path}: no such file")
    with open(path, "rb") as handle:
        start = handle.read(64)
    if start.startswith(b"version https://git-lfs"):
        raise ConversionError(f"{path}: a Git LFS pointer, not the data (run 'git lfs pull' in the clone)")
    try:
        trial = h5py.File(path, "r")
    except OSError as error:
        raise ConversionError(f"{path}: not a readable HDF5 file ({str(error).splitlines()[0]})")
    with trial:
        columns = []
        count = None
        for name, width in SIGNALS:
            data = dataset(trial, path, name)
            if data.ndim != 2 or data.shape[1] != width:
                raise ConversionError(f"{path}: dataset '{name}' has shape {data.shape}, expected (N, {width})")
            if count is None:
                count = data.shape[0]
            elif data.shape[0] != count:
                raise ConversionError(f"{path}: dataset '{name}' has {data.shape[0]} samples, imu_gyr has {count}")
            columns.append(data.astype(np.float64))
        movement = dataset(trial, path, "movement")
        if movement.ndim == 2 and 1 in movement.shape:
            movement = movement.reshape(-1)
        if movement.ndim != 1 or movement.shape[0] != count:
            raise ConversionError(f"{path}: dataset 'movement' has shape {movement.shape}, expected ({count},)")
        movement = movement.astype(np.float64)
        if not np.all((movement == 0) | (movement == 1)):
            raise ConversionError(f"{path}: dataset 'movement' holds values other than 0 and 1")
        rate = sampling_rate(trial, path)
    if count == 0:
        raise ConversionError(f"{path}: the trial has no samples")
    time_s = np.arange(count, dtype=np.float64) / rate
    return time_s, np.hstack(columns), movement


def dataset(trial, path, name):
    item = trial.get(name)
    if item is None:
        raise ConversionError(f"{path}: missing dataset '{name}' (a BROAD trial holds {REQUIRED})")
    if not isinstance(item, h5py.Dataset):
        raise ConversionError(f"{path}: '{name}' is not a dataset")
    data = np.asarray(item[()])
    if data.dtype.kind not in "biuf":
        raise ConversionError(f"{path}: dataset '{name}' is not numeric ({data.dtype})")
    return data


def sampling_rate(trial, path):
    if "sampling_rate" in trial.attrs:
        value = trial.attrs["sampling_rate"]
    elif isinstance(trial.get("sampling_rate"), h5py.Dataset):
        value = trial["sampling_rate"][()]
    else:
        raise ConversionError(f"{path}: missing attribute 'sampling_rate' (a BROAD trial holds {REQUIRED})")
    value = np.asarray(value)
    if value.size != 1 or value.dtype.kind not in "iuf":
        raise ConversionError(f"{path}: 'sampling_rate' is not one number ({value!r})")
    rate = float(value.reshape(-1)[0])
    if not (rate > 0 and np.isfinite(rate)):
        raise ConversionError(f"{path}: 'sampling_rate' is {rate}, expected a positive rate in Hz")
    return rate


def write_atomically(path, lines):
    directory = os.path.dirname(os.path.abspath(path))
    temporary = os.path.join(directory, f".{os.path.basename(path)}.{os.getpid()}.tmp")
    try:
        with open(temporary, "w", encoding="utf-8", newline="") as out:
            out.writelines(lines)
        os.replace(temporary, path)
    except OSError as error:
        try:
            os.unlink(temporary)
        except OSError:
            pass
        raise ConversionError(f"{path}: cannot write ({error.strerror})")


def convert(source, destination):
    """Converts one trial file; returns its sample count."""
    time_s, values, movement = read_trial(source)
    write_atomically(destination, [HEADER + "\n"] + format_rows(time_s, values, movement))
    return len(time_s)


def trial_files(inputs):
    files = []
    for item in inputs:
        if os.path.isdir(item):
            found = sorted(os.path.join(item, name) for name in os.listdir(item)
                           if name.endswith((".hdf5", ".h5")) and not name.startswith("."))
            if not found:
                fail(f"{item}: no .hdf5 trial files in this directory")
            files.extend(found)
        elif os.path.exists(item):
            files.append(item)
        else:
            fail(f"{item}: no such file or directory")
    return files


def stem(path):
    return os.path.splitext(os.path.basename(path))[0]


def write_trials_json(source, destination, names):
    """DIR/trials.json: the dataset's groups, and its entry for each converted trial."""
    try:
        with open(source, encoding="utf-8") as handle:
            info = json.load(handle)
        groups, known = info["groups"], info["trials"]
    except (OSError, ValueError, KeyError, TypeError) as error:
        raise ConversionError(f"{source}: not the dataset's trials.json ({error})")
    trials = {}
    for name in sorted(names):
        entry = known.get(name, {})
        trials[name] = {"description": entry.get("description", ""), "groups": entry.get("groups", [])}
    text = json.dumps({"groups": groups, "trials": trials}, indent=1, ensure_ascii=False)
    write_atomically(destination, [text])
    return [name for name in names if name not in known]


def roundtrip(path):
    """Parses a CSV recording as numbers and writes it back; counts the identical lines."""
    with open(path, encoding="utf-8", newline="") as handle:
        lines = handle.read().split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    header, rows = lines[0], lines[1:]
    table = np.array([[float(field) for field in row.split(",")] for row in rows], dtype=np.float64)
    written = [HEADER] + [line.rstrip("\n") for line in format_rows(table[:, 0], table[:, 1:14], table[:, 14])]
    same = sum(1 for a, b in zip([header] + rows, written) if a == b)
    total = len(rows) + 1
    print(f"{path}: {same} of {total} lines identical after parse and re-format "
          f"(header {'identical' if header == HEADER else 'differs'})")
    for a, b in zip([header] + rows, written):
        if a != b:
            print(f"  first difference:\n    read    {a}\n    written {b}")
            break
    return same == total


def main():
    parser = argparse.ArgumentParser(
        prog="convert.py", description="Converts BROAD trials (HDF5) to Inertia's CSV recordings.")
    parser.add_argument("inputs", nargs="*", metavar="INPUT", help="trial .hdf5 files or directories of them")
    parser.add_argument("-o", "--output", help="the CSV to write (one input file only)")
    parser.add_argument("--output-dir", default=".", help="where NAME.csv goes for each NAME.hdf5 (default: .)")
    parser.add_argument("--trials-json", metavar="SRC", help="the dataset's trials.json; writes OUTPUT_DIR/trials.json")
    parser.add_argument("--skip-up-to-date", action="store_true",
                        help="leave a CSV newer than its trial file and this script")
    parser.add_argument("--roundtrip", metavar="CSV", help="parse CSV and write it back; count identical lines")
    parser.add_argument("-q", "--quiet", action="store_true", help="print nothing but errors")
    args = parser.parse_args()
    if np is None:
        fail(f"needs numpy and h5py ({MISSING} is missing); "
             "run it with .build/broad-venv/bin/python (Scripts/broad/venv makes it)")

    if args.roundtrip:
        try:
            sys.exit(0 if roundtrip(args.roundtrip) else 1)
        except (OSError, ValueError, IndexError) as error:
            fail(f"{args.roundtrip}: not a CSV recording ({error})")
    if not args.inputs:
        parser.error("give a trial file or a directory of them")
    files = trial_files(args.inputs)
    if args.output and (len(files) != 1 or os.path.isdir(args.inputs[0])):
        fail("--output takes exactly one trial file; use --output-dir for several")
    if not args.output:
        try:
            os.makedirs(args.output_dir, exist_ok=True)
        except OSError as error:
            fail(f"{args.output_dir}: cannot create the directory ({error.strerror})")
    script_time = os.path.getmtime(__file__)
    try:
        for source in files:
            destination = args.output or os.path.join(args.output_dir, stem(source) + ".csv")
            if args.skip_up_to_date and os.path.exists(destination):
                written = os.path.getmtime(destination)
                if written >= os.path.getmtime(source) and written >= script_time:
                    if not args.quiet:
                        print(f"{destination}: up to date")
                    continue
            count = convert(source, destination)
            if not args.quiet:
                print(f"{destination}: {count} samples")
        if args.trials_json:
            destination = os.path.join(os.path.dirname(args.output) if args.output else args.output_dir, "trials.json")
            unknown = write_trials_json(args.trials_json, destination, [stem(f) for f in files])
            if not args.quiet:
                print(f"{destination}: {len(files)} trials" +
                      (f" ({len(unknown)} not in {args.trials_json}: {', '.join(unknown)})" if unknown else ""))
    except ConversionError as error:
        fail(str(error))


if __name__ == "__main__":
    main()
