"""Starts Debian's Orca (run by the system's Python) for a test: as ``/usr/bin/orca`` does,
with its arguments, but not refused when another Orca of this user runs elsewhere on the
machine (Orca looks for one by process name, on every display)."""

from __future__ import annotations

import importlib.machinery
import importlib.util
import sys

ORCA = "/usr/bin/orca"


def main() -> int:
    loader = importlib.machinery.SourceFileLoader("orca_command", ORCA)
    spec = importlib.util.spec_from_loader("orca_command", loader)
    assert spec is not None
    command = importlib.util.module_from_spec(spec)
    loader.exec_module(command)
    setattr(command, "otherOrcas", list)  # noqa: B010 (the test's session is its own)
    sys.argv[0] = "orca"
    result: int = command.main()
    return result


if __name__ == "__main__":
    sys.exit(main())
