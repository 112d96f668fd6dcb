"""Starting and stopping `inertia serve` for the checks."""
import os
import re
import subprocess
import sys
import time

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
ARTIFACTS = os.path.join(ROOT, ".build", "test-artifacts")


def binary_path():
    if os.environ.get("INERTIA_BINARY"):
        return os.environ["INERTIA_BINARY"]
    swift = "swift"
    for candidate in ("/opt/swift/usr/bin/swift",):
        if os.path.exists(candidate) and not any(
            os.path.exists(os.path.join(p, "swift")) for p in os.environ.get("PATH", "").split(":")
        ):
            swift = candidate
    try:
        bin_dir = subprocess.run([swift, "build", "--show-bin-path"], cwd=ROOT, capture_output=True, text=True, timeout=120).stdout.strip()
    except (OSError, subprocess.TimeoutExpired):
        bin_dir = os.path.join(ROOT, ".build", "debug")
    return os.path.join(bin_dir or os.path.join(ROOT, ".build", "debug"), "inertia")


class Server:
    """`inertia serve … --port 0`; learns the port from the line it prints."""

    def __init__(self, *arguments):
        self.log_path = os.path.join(ARTIFACTS, "serve-%d.log" % os.getpid())
        os.makedirs(ARTIFACTS, exist_ok=True)
        self.log = open(self.log_path, "w")
        # The dashboard alone: no motion socket, so several servers can run at once.
        command = [binary_path(), "serve", "--port", "0", "--no-socket"] + list(arguments)
        self.process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=self.log, text=True)
        self.port = None
        self.url_line = None
        deadline = time.time() + 30
        while time.time() < deadline:
            line = self.process.stdout.readline()
            if not line:
                break
            match = re.search(r"http://[^:/]+:(\d+)/", line)
            if match:
                self.port = int(match.group(1))
                self.url_line = line.strip()
                break
        if self.port is None:
            self.stop()
            raise RuntimeError("inertia serve did not start; see %s" % self.log_path)

    @property
    def url(self):
        return "http://127.0.0.1:%d/" % self.port

    @property
    def websocket_url(self):
        return "ws://127.0.0.1:%d/ws" % self.port

    def is_running(self):
        return self.process.poll() is None

    def stop(self):
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
        self.log.close()


class Results:
    def __init__(self, name):
        self.name = name
        self.passed = 0
        self.failed = 0

    def check(self, description, condition, detail=""):
        if condition:
            self.passed += 1
            print("PASS " + description, flush=True)
        else:
            self.failed += 1
            print("FAIL " + description + (": " + str(detail) if detail else ""), flush=True)
        return condition

    def finish(self):
        print("%s: %d passed, %d failed" % (self.name, self.passed, self.failed), flush=True)
        sys.exit(0 if self.failed == 0 and self.passed > 0 else 1)
