"""Another computer in a test: a Python module run as a process of its own, printing one
JSON object a line, which the test collects and waits for (every wait bounded)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]


class Process:
    """``python -m module *args`` with the JSON lines it printed (other lines, such as a
    library's banner, are passed over); ``stdin``: the test may type lines to it."""

    def __init__(self, module: str, *args: str, stdin: bool = True) -> None:
        self.errors = tempfile.TemporaryFile()
        self.process = subprocess.Popen(
            [sys.executable, "-m", module, *args],
            cwd=ROOT,
            stdin=subprocess.PIPE if stdin else subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=self.errors,
            text=True,
            env=dict(os.environ, PYTHONPATH=str(ROOT)),
        )
        self.events: list[dict[str, Any]] = []
        self.changed = threading.Condition()
        self.reader = threading.Thread(target=self._read, daemon=True)
        self.reader.start()

    def _read(self) -> None:
        assert self.process.stdout is not None
        for line in self.process.stdout:
            if not line.startswith("{"):
                continue  # (a library's banner)
            with self.changed:
                self.events.append(json.loads(line))
                self.changed.notify_all()
        with self.changed:
            self.events.append({"ended": self.process.wait()})
            self.changed.notify_all()

    def wait_for(self, test: Callable[[dict[str, Any]], bool], timeout: float) -> dict[str, Any]:
        """The first line that passes ``test``; fails, with what was seen, after
        ``timeout`` seconds or when the process ended without it."""
        deadline = time.monotonic() + timeout
        with self.changed:
            while True:
                for event in self.events:
                    if test(event):
                        return event
                left = deadline - time.monotonic()
                if left <= 0 or any("ended" in e for e in self.events):
                    self.errors.seek(0)
                    stderr = self.errors.read().decode(errors="replace")[-3000:]
                    raise AssertionError(f"never happened; saw {self.events[-30:]}\n{stderr}")
                self.changed.wait(min(left, 1.0))

    def seen(self, key: str) -> list[dict[str, Any]]:
        with self.changed:
            return [e for e in self.events if key in e]

    def type(self, line: str) -> None:
        assert self.process.stdin is not None
        self.process.stdin.write(line + "\n")
        self.process.stdin.flush()

    def finish(self, timeout: float = 20) -> int:
        try:
            return self.process.wait(timeout)
        finally:
            self.kill()

    def kill(self) -> None:
        if self.process.poll() is None:
            self.process.kill()
            self.process.wait(10)
        self.reader.join(5)
        if self.process.stdin is not None:
            self.process.stdin.close()
        self.errors.close()
