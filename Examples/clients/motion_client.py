#!/usr/bin/env python3
"""Print the attitude that `inertia serve` shares on its motion socket.

    motion_client.py                      # the default socket, 100 Hz
    motion_client.py /run/inertia/motion.sock --rate 25
    motion_client.py --rate 0             # every sample the sensor produces
    motion_client.py --count 50           # stop after 50 samples
    motion_client.py --tcp 127.0.0.1:8765 # the TCP stream (serve --stream-port 8765)

One line per sample on stdout: the sample's sequence number, then roll, pitch and yaw in
degrees. The status line the server sends once a second goes to stderr with its drop
counts. Standard library only; the protocol is docs/motion-socket-protocol.md.

Exit status: 0 when --count samples arrived or the server closed the stream with its
final status line (it is stopping); 1 when the server cannot be reached, refuses the
subscription or closes the connection unannounced; 130 on Ctrl-C.
"""
import argparse
import json
import math
import os
import signal
import socket
import sys

PROGRAM = os.path.basename(sys.argv[0])


def default_socket_path():
    """The spec's default: $XDG_RUNTIME_DIR/inertia/motion.sock, else /tmp/inertia-UID/motion.sock."""
    runtime = os.environ.get("XDG_RUNTIME_DIR")
    if runtime:
        return os.path.join(runtime, "inertia", "motion.sock")
    return "/tmp/inertia-%d/motion.sock" % os.getuid()


def parse_arguments():
    parser = argparse.ArgumentParser(
        description="Print roll, pitch and yaw (degrees) from the inertia motion socket.")
    parser.add_argument("socket", nargs="?", default=None,
                        help="the Unix socket (default: %s)" % default_socket_path())
    parser.add_argument("--rate", type=float, default=100.0,
                        help="samples per second to ask for; 0 for every sample (default: 100)")
    parser.add_argument("--count", type=int, default=0,
                        help="stop after this many samples (default: run until stopped)")
    parser.add_argument("--tcp", metavar="HOST:PORT",
                        help="connect to the TCP stream (serve --stream-port) instead of the socket")
    parser.add_argument("--token", help="the control token, needed on TCP beyond loopback")
    arguments = parser.parse_args()
    if arguments.rate < 0 or not math.isfinite(arguments.rate):
        parser.error("--rate must be 0 (every sample) or a positive number")
    if arguments.count < 0:
        parser.error("--count must not be negative")
    if arguments.tcp and arguments.socket:
        parser.error("give either a socket path or --tcp, not both")
    return arguments


def fail(message):
    print("%s: %s" % (PROGRAM, message), file=sys.stderr)
    sys.exit(1)


def connect(arguments):
    if arguments.tcp:
        host, separator, port = arguments.tcp.rpartition(":")
        if not separator or not port.isdigit():
            fail("--tcp wants HOST:PORT, got %r" % arguments.tcp)
        where = arguments.tcp
        try:
            return socket.create_connection((host.strip("[]"), int(port)), timeout=10), where
        except OSError as error:
            fail("cannot connect to %s: %s (is inertia serve running with --stream-port?)"
                 % (where, error.strerror or error))
    path = arguments.socket or default_socket_path()
    connection = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    try:
        connection.connect(path)
    except OSError as error:
        connection.close()
        hint = " (is inertia serve running?)" if error.errno in (2, 111) else ""
        fail("cannot connect to %s: %s%s" % (path, error.strerror or error, hint))
    return connection, path


def status_text(status):
    rate = status.get("sample_rate_hz")
    return ("status: seq %s, sensor at %s Hz, dropped: %s by the sensor, %s by this client; %s client(s)"
            % ("-" if status.get("seq") is None else status["seq"],
               "%.1f" % rate if isinstance(rate, (int, float)) else "?", status.get("sensor_dropped_samples"),
               status.get("client_dropped_samples"), status.get("clients")))


def main():
    arguments = parse_arguments()
    # Quiet exits: Ctrl-C ends with 130 and no traceback; a closed stdout (| head) ends at once.
    signal.signal(signal.SIGPIPE, signal.SIG_DFL)
    connection, where = connect(arguments)
    connection.settimeout(None)

    request = {"subscribe": "device_motion"}
    if arguments.rate > 0:
        request["rate_hz"] = arguments.rate
    if arguments.token:
        request["token"] = arguments.token
    try:
        connection.sendall((json.dumps(request) + "\n").encode())
    except OSError as error:
        fail("cannot subscribe on %s: %s" % (where, error.strerror or error))

    received = 0
    stream = connection.makefile("rb")
    try:
        for raw in stream:
            try:
                line = json.loads(raw)
            except ValueError:
                print("%s: skipping a line that is not JSON: %r" % (PROGRAM, raw[:80]), file=sys.stderr)
                continue
            if not isinstance(line, dict):
                continue
            kind = line.get("type")
            if kind == "status":
                if line.get("final"):
                    print("%s (final: the server is stopping)" % status_text(line), file=sys.stderr)
                    return 0
                print(status_text(line), file=sys.stderr)
                continue
            if kind == "error":
                fail("the server said: %s" % line.get("message", raw.decode(errors="replace").strip()))
            if kind is not None:
                continue  # a line of a kind this client does not know
            try:
                roll, pitch, yaw = (math.degrees(line[key]) for key in ("roll_rad", "pitch_rad", "yaw_rad"))
            except (KeyError, TypeError):
                continue
            print("%8d  roll %+8.2f°  pitch %+8.2f°  yaw %+8.2f°" % (line.get("seq", -1), roll, pitch, yaw),
                  flush=True)
            received += 1
            if arguments.count and received >= arguments.count:
                return 0
    except KeyboardInterrupt:
        return 130
    except OSError as error:
        fail("the connection to %s failed: %s" % (where, error.strerror or error))
    finally:
        try:
            connection.close()
        except OSError:
            pass
    fail("the server closed the connection without a final status line")


if __name__ == "__main__":
    try:
        sys.exit(main())
    except KeyboardInterrupt:
        sys.exit(130)
