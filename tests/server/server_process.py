"""A real ``python -m scorpion_qt.server`` on loopback, its log kept in a file."""

from __future__ import annotations

import datetime
import subprocess
import sys
import time
from pathlib import Path

import httpx2

from tests.server.postgres import free_port

ROOT = Path(__file__).resolve().parents[2]
#: the server on a clock of the test's (:mod:`tests.server.clocked_server`)
CLOCKED = "tests.server.clocked_server"


class ServerProcess:
    """Started by :meth:`start` (which waits for ``/healthz``), ended by :meth:`stop`."""

    def __init__(
        self, database: str, log: Path, *options: str, at: datetime.datetime | None = None
    ) -> None:
        """``at``: the server's clock starts there and runs on (default: the real time)."""
        self.port = free_port()
        self.log = log
        runner = ["scorpion_qt.server"] if at is None else [CLOCKED, at.isoformat()]
        self.command = [
            sys.executable,
            "-m",
            *runner,
            "--database",
            database,
            "--port",
            str(self.port),
            *options,
        ]
        self.process: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self, timeout: float = 30.0) -> ServerProcess:
        with self.log.open("ab") as out:
            self.process = subprocess.Popen(
                self.command, cwd=ROOT, stdout=out, stderr=subprocess.STDOUT
            )
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            assert self.process.poll() is None, f"the server ended: {self.log.read_text()}"
            try:
                if httpx2.get(f"{self.url}/healthz", timeout=1).status_code == 200:
                    return self
            except httpx2.TransportError:
                pass
            time.sleep(0.05)
        raise AssertionError(f"the server did not answer: {self.log.read_text()}")

    def stop(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=15)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
