"""What Orca (Debian 12's 43.1) really speaks: Orca started on a private desktop session
(tests/ui/atspi_session.py), its debug log written line by line to a pseudo-terminal
(a file would hold the last lines back in its buffer), each ``SPEECH OUTPUT`` line read as
it comes (the words it sends to the speech synthesizer)."""

from __future__ import annotations

import os
import pty
import re
import shutil
import subprocess
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from tests.ui.atspi_session import SYSTEM_PYTHON

LAUNCHER = Path(__file__).with_name("orca_launcher.py")
SPOKEN = re.compile(r"SPEECH OUTPUT: '(.*?)' ?\{")
#: how long Orca may take to start, and to speak after a key
START_SECONDS, SPEAK_SECONDS = 30, 10


def require_orca() -> None:
    """Fail in CI (where packaging/bootstrap.sh installs Orca), else skip, without Orca."""
    if shutil.which("orca") is None:
        message = "missing orca: bash packaging/bootstrap.sh test installs it"
        if os.environ.get("CI"):
            pytest.fail(message)
        pytest.skip(message)


class Orca:
    """Orca running, and what it has spoken so far."""

    def __init__(self, log: int) -> None:
        self.spoken: list[str] = []
        self._lines = threading.Condition()
        self._thread = threading.Thread(target=self._read, args=(log,), daemon=True)
        self._thread.start()

    def _read(self, log: int) -> None:
        rest = b""
        while True:
            try:
                chunk = os.read(log, 65536)
            except OSError:
                chunk = b""
            if not chunk:
                return
            rest += chunk
            *lines, rest = rest.split(b"\n")
            said = [SPOKEN.search(line.decode(errors="replace")) for line in lines]
            with self._lines:
                self.spoken += [found.group(1) for found in said if found]
                self._lines.notify_all()

    def wait_for(self, text: str, since: int = 0, seconds: float = SPEAK_SECONDS) -> int:
        """Wait until Orca has said ``text`` (after its first ``since`` utterances); the
        index of that utterance."""
        deadline = time.monotonic() + seconds
        with self._lines:
            while True:
                found = [i for i, said in enumerate(self.spoken) if i >= since and said == text]
                if found:
                    return found[0]
                left = deadline - time.monotonic()
                assert left > 0, f"Orca did not say {text!r}; it said {self.spoken[since:]}"
                self._lines.wait(left)


@contextmanager
def orca(env: dict[str, str], folder: Path) -> Iterator[Orca]:
    """Orca on the session of ``env``, its settings in ``folder``, once it has said it is on."""
    require_orca()
    env = dict(
        env,
        HOME=str(folder),
        XDG_CONFIG_HOME=str(folder / "config"),
        XDG_DATA_HOME=str(folder / "data"),
        XDG_RUNTIME_DIR=str(folder),
    )
    reading, writing = pty.openpty()
    command = [SYSTEM_PYTHON, str(LAUNCHER), "--debug-file", os.ttyname(writing)]
    command += ["-u", str(folder / "orca")]
    quiet = subprocess.DEVNULL
    process = subprocess.Popen(command, env=env, stdout=quiet, stderr=quiet)
    try:
        heard = Orca(reading)
        heard.wait_for("Screen reader on.", seconds=START_SECONDS)
        yield heard
    finally:
        process.kill()  # it would say "Screen reader off" and wait for its speech
        process.wait()
        os.close(writing)
        os.close(reading)
