"""The README's benchmark command (``pytest -m benchmark -s tests/benchmarks``) finds every
benchmark file's measurements, and the default run (``-m 'not benchmark'``) runs none, nor
does a run with another ``-m`` (which replaces the default's)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
BENCHMARKS = ROOT / "tests" / "benchmarks"


def collected(*args: str) -> subprocess.CompletedProcess[str]:
    """pytest's collection only (nothing runs) in the project's folder, as the README runs it."""
    return subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "--collect-only", *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        env=dict(os.environ, QT_QPA_PLATFORM="offscreen"),
        timeout=120,
        check=False,
    )


def test_the_benchmark_command_collects_every_benchmark_file() -> None:
    run = collected("-m", "benchmark", "tests/benchmarks")
    assert run.returncode == 0, run.stdout + run.stderr
    files = {line.split("::")[0] for line in run.stdout.splitlines() if "::" in line}
    expected = {f"tests/benchmarks/{path.name}" for path in BENCHMARKS.glob("bench_*.py")}
    assert len(expected) >= 15
    assert files == expected


@pytest.mark.parametrize("chosen", [[], ["-m", "not packaging"]])
def test_the_default_run_and_other_choices_deselect_every_benchmark(chosen: list[str]) -> None:
    run = collected(*chosen, "tests/benchmarks")
    assert run.returncode == 5, run.stdout + run.stderr  # pytest's "no tests collected"
    assert "::" not in run.stdout
    assert " deselected" in run.stdout.splitlines()[-1]
