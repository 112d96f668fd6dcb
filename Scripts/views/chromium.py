"""Headless Chromium driven through the DevTools protocol, for the checks and screenshots."""
import base64
import json
import os
import shutil
import subprocess
import tempfile
import time
import urllib.request

from wsclient import DevTools


def executable():
    return shutil.which("chromium") or shutil.which("chromium-browser") or shutil.which("google-chrome")


class Browser:
    """One headless Chromium showing `url`; `page` is the DevTools session of its tab."""

    def __init__(self, url, width=1500, height=1180):
        self.profile = tempfile.mkdtemp(prefix="inertia-chromium-")
        self.process = subprocess.Popen(
            [executable(), "--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run",
             "--disable-extensions", "--hide-scrollbars", "--window-size=%d,%d" % (width, height),
             "--remote-debugging-port=0", "--user-data-dir=" + self.profile, url],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        self.page = DevTools(self._page_websocket(url))
        self.page.call("Page.enable")
        self.page.call("Runtime.enable")

    def _page_websocket(self, url):
        deadline = time.time() + 30
        port_file = os.path.join(self.profile, "DevToolsActivePort")
        while time.time() < deadline:
            if os.path.exists(port_file):
                with open(port_file) as handle:
                    port = handle.readline().strip()
                if port:
                    try:
                        with urllib.request.urlopen("http://127.0.0.1:%s/json/list" % port, timeout=5) as reply:
                            for target in json.load(reply):
                                if target.get("type") == "page" and target.get("url", "").startswith(url):
                                    return target["webSocketDebuggerUrl"]
                    except OSError:
                        pass
            time.sleep(0.2)
        raise RuntimeError("Chromium's DevTools did not come up")

    def wait_until(self, expression, seconds):
        deadline = time.time() + seconds
        while time.time() < deadline:
            if self.page.evaluate(expression):
                return True
            time.sleep(0.1)
        return False

    def screenshot(self, path):
        data = self.page.call("Page.captureScreenshot", format="png", captureBeyondViewport=False)["data"]
        with open(path, "wb") as handle:
            handle.write(base64.b64decode(data))
        return path

    def close(self):
        self.process.terminate()
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
        shutil.rmtree(self.profile, ignore_errors=True)


def render_file(html_path, png_path, width, height):
    """A screenshot of a local HTML file (no DevTools needed)."""
    subprocess.run(
        [executable(), "--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
         "--window-size=%d,%d" % (width, height), "--screenshot=" + png_path, "file://" + os.path.abspath(html_path)],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=120, check=False)
    return os.path.exists(png_path)
