"""A minimal Language Server Protocol client over a child process's standard input and output,
for Scripts/lsp-benchmark.py and for trying `archlint lsp` by hand."""
import json
import os
import queue
import subprocess
import threading
import time


def uri(path):
    from urllib.parse import quote
    return "file://" + quote(os.path.abspath(path))


class Client:
    def __init__(self, command, cwd=None):
        self.process = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, cwd=cwd)
        self.messages = queue.Queue()
        self.next_id = 1
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self):
        stream = self.process.stdout
        while True:
            length = None
            while True:
                line = stream.readline()
                if not line:
                    self.messages.put(None)
                    return
                line = line.strip()
                if not line:
                    break
                name, _, value = line.partition(b":")
                if name.lower() == b"content-length":
                    length = int(value)
            body = stream.read(length)
            self.messages.put((time.perf_counter(), json.loads(body)))

    def send(self, message):
        body = json.dumps(message).encode()
        self.process.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.process.stdin.flush()

    def notify(self, method, params):
        self.send({"jsonrpc": "2.0", "method": method, "params": params})

    def request(self, method, params):
        ident = self.next_id
        self.next_id += 1
        self.send({"jsonrpc": "2.0", "id": ident, "method": method, "params": params})
        return ident

    def wait(self, predicate, timeout=60):
        """The first message (arrival time, message) matching `predicate`; others are dropped."""
        deadline = time.time() + timeout
        while True:
            item = self.messages.get(timeout=max(deadline - time.time(), 0.001))
            if item is None:
                raise EOFError("the server closed its output")
            if predicate(item[1]):
                return item

    def call(self, method, params, timeout=60):
        ident = self.request(method, params)
        return self.wait(lambda m: m.get("id") == ident and "method" not in m, timeout)[1]

    def initialize(self, folders, encodings=("utf-16",), options=None, watch=False):
        """With `watch`, says it reports files created, changed and deleted (as editors do), so
        the server keeps its file list between lints."""
        capabilities = {"general": {"positionEncodings": list(encodings)}}
        if watch:
            capabilities["workspace"] = {"didChangeWatchedFiles": {"dynamicRegistration": True}}
        result = self.call("initialize", {
            "processId": os.getpid(),
            "workspaceFolders": [{"uri": uri(f), "name": os.path.basename(f)} for f in folders],
            "capabilities": capabilities,
            "initializationOptions": options or {},
        })
        self.notify("initialized", {})
        return result

    def close(self):
        try:
            self.call("shutdown", None, timeout=10)
            self.notify("exit", None)
        except (EOFError, queue.Empty, BrokenPipeError):
            pass
        return self.process.wait(timeout=10)
