"""Time a build's start-up to the painted board, and its size on disk.

    python packaging/measure.py dist/scorpion-qt/scorpion-qt [--runs 9]
    python packaging/measure.py .venv/bin/scorpion-qt

Each run is ``COMMAND --smoke --deal 7 --data-dir DIR`` (offscreen Qt unless
QT_QPA_PLATFORM is set), after one warm-up run that creates the database. The start-up
time is from just before the process is spawned to the moment the app reports the
board's first paint: both sides read the same system-wide monotonic clock.
"""

from __future__ import annotations

import argparse
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

PAINTED = re.compile(r"board painted at monotonic clock ([0-9.]+) s")


def start_up_seconds(command: str, data_dir: Path) -> float:
    env = dict(os.environ)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    args = [command, "--smoke", "--deal", "7", "--data-dir", str(data_dir)]
    started = time.monotonic()
    result = subprocess.run(args, capture_output=True, text=True, env=env, check=False)
    match = PAINTED.search(result.stdout)
    if result.returncode != 0 or match is None:
        raise RuntimeError(f"{command} --smoke failed:\n{result.stdout}{result.stderr}")
    return float(match.group(1)) - started


def folder_size(folder: Path) -> int:
    return sum(p.lstat().st_size for p in folder.rglob("*") if not p.is_dir())


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description="Start-up time to the painted board, and size.")
    p.add_argument("command", help="the app's executable (a bundle's, or a venv's script)")
    p.add_argument("--runs", type=int, default=9)
    args = p.parse_args(argv)
    command = str(Path(args.command).resolve())
    with tempfile.TemporaryDirectory(prefix="scorpion-qt-measure-") as scratch:
        data = Path(scratch)
        start_up_seconds(command, data)  # warm-up: database created, files in the page cache
        times = sorted(start_up_seconds(command, data) for _ in range(args.runs))
    median = statistics.median(times) * 1000
    print(f"start-up to painted board over {args.runs} runs: median {median:.0f} ms")
    print(f"  (min {times[0] * 1000:.0f} ms, max {times[-1] * 1000:.0f} ms)")
    bundle = Path(command).parent
    if (bundle / "_internal").is_dir():
        print(f"bundle {bundle}: {folder_size(bundle) / 2**20:.1f} MiB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
