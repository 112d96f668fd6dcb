"""A small WebSocket client (RFC 6455) on the standard library, for the checks: talks to
Chromium's DevTools protocol and to `inertia serve`."""
import base64
import json
import os
import socket
import struct
import urllib.parse


class WebSocketClosed(Exception):
    pass


class WebSocket:
    def __init__(self, url, timeout=10.0, receive_buffer=None, headers=None):
        parts = urllib.parse.urlparse(url)
        self.sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        if receive_buffer:
            self.sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, receive_buffer)
        self.sock.settimeout(timeout)
        self.sock.connect((parts.hostname, parts.port or 80))
        key = base64.b64encode(os.urandom(16)).decode()
        path = parts.path or "/"
        if parts.query:
            path += "?" + parts.query
        fields = {"Host": "%s:%d" % (parts.hostname, parts.port or 80)}
        fields.update(headers or {})
        request = "GET %s HTTP/1.1\r\n" % path + "".join("%s: %s\r\n" % item for item in fields.items()) + (
            "Upgrade: websocket\r\nConnection: Upgrade\r\n"
            "Sec-WebSocket-Key: %s\r\nSec-WebSocket-Version: 13\r\n\r\n" % key
        )
        self.sock.sendall(request.encode())
        self.buffer = b""
        while b"\r\n\r\n" not in self.buffer:
            chunk = self.sock.recv(4096)
            if not chunk:
                raise WebSocketClosed("closed during handshake")
            self.buffer += chunk
        head, self.buffer = self.buffer.split(b"\r\n\r\n", 1)
        status = head.split(b"\r\n", 1)[0]
        self.status = int(status.split(b" ")[1]) if len(status.split(b" ")) > 1 and status.split(b" ")[1].isdigit() else None
        self.close_code = None
        if b" 101 " not in status:
            raise WebSocketClosed("handshake refused: %r" % status)

    def send_frame(self, opcode, payload, fin=True, mask=True):
        header = bytes([(0x80 if fin else 0) | opcode])
        length = len(payload)
        mask_bit = 0x80 if mask else 0
        if length < 126:
            header += bytes([mask_bit | length])
        elif length < 65536:
            header += bytes([mask_bit | 126]) + struct.pack(">H", length)
        else:
            header += bytes([mask_bit | 127]) + struct.pack(">Q", length)
        if mask:
            key = os.urandom(4)
            payload = bytes(b ^ key[i % 4] for i, b in enumerate(payload))
            header += key
        self.sock.sendall(header + payload)

    def send_text(self, text):
        self.send_frame(0x1, text.encode())

    def send_json(self, value):
        self.send_text(json.dumps(value))

    def _read(self, count):
        while len(self.buffer) < count:
            chunk = self.sock.recv(max(65536, count - len(self.buffer)))
            if not chunk:
                raise WebSocketClosed("connection closed")
            self.buffer += chunk
        data, self.buffer = self.buffer[:count], self.buffer[count:]
        return data

    def receive(self):
        """The next text or binary message (str or bytes); answers pings."""
        message = b""
        while True:
            first, second = self._read(2)
            opcode = first & 0x0F
            length = second & 0x7F
            if length == 126:
                length = struct.unpack(">H", self._read(2))[0]
            elif length == 127:
                length = struct.unpack(">Q", self._read(8))[0]
            key = self._read(4) if second & 0x80 else None
            payload = self._read(length)
            if key:
                payload = bytes(b ^ key[i % 4] for i, b in enumerate(payload))
            if opcode == 0x8:
                self.close_code = struct.unpack(">H", payload[:2])[0] if len(payload) >= 2 else None
                raise WebSocketClosed("close frame %s" % self.close_code)
            if opcode == 0x9:
                self.send_frame(0xA, payload)
                continue
            if opcode == 0xA:
                continue
            message += payload
            if first & 0x80:
                return message.decode("utf-8", "replace") if opcode in (0x1, 0x0) else message

    def close(self):
        try:
            self.send_frame(0x8, struct.pack(">H", 1000))
        except OSError:
            pass
        self.sock.close()


class DevTools:
    """Just enough of the Chrome DevTools protocol: commands with ids, events skipped."""

    def __init__(self, url):
        self.socket = WebSocket(url, timeout=30)
        self.next_id = 0

    def call(self, method, **params):
        self.next_id += 1
        self.socket.send_json({"id": self.next_id, "method": method, "params": params})
        while True:
            reply = json.loads(self.socket.receive())
            if reply.get("id") == self.next_id:
                if "error" in reply:
                    raise RuntimeError("%s: %s" % (method, reply["error"]))
                return reply.get("result", {})

    def evaluate(self, expression):
        result = self.call("Runtime.evaluate", expression=expression, returnByValue=True, awaitPromise=True)
        if "exceptionDetails" in result:
            raise RuntimeError("page error: %s" % result["exceptionDetails"].get("text"))
        return result.get("result", {}).get("value")
