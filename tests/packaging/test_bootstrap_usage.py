"""The set-up script's usage comes before it installs or creates anything, and the CI entry
point runs it with ``CI=true``. Both scripts run from a copy in a folder of the test's own
(where the set-up would create its ``.venv``)."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest

from tests.packaging.conftest import ROOT

USAGE = "usage: bash packaging/bootstrap.sh play|test [arguments]\n"


def files_under(folder: Path) -> list[str]:
    return sorted(p.relative_to(folder).as_posix() for p in folder.rglob("*"))


@pytest.mark.parametrize("argv", [["tests"], [], ["Play"], ["--help"], ["", "test"]])
def test_a_mistyped_mode_prints_the_usage_before_anything_else(
    tmp_path: Path, argv: list[str]
) -> None:
    (tmp_path / "packaging").mkdir()
    shutil.copy(ROOT / "packaging" / "bootstrap.sh", tmp_path / "packaging")
    run = subprocess.run(
        ["bash", str(tmp_path / "packaging" / "bootstrap.sh"), *argv],
        capture_output=True,
        text=True,
        # a Python that is not there: looking for one would install python3 with apt-get
        env=dict(os.environ, PYTHON=str(tmp_path / "no-python")),
        timeout=60,
        check=False,
    )
    assert (run.returncode, run.stdout, run.stderr) == (2, "", USAGE)
    assert files_under(tmp_path) == ["packaging", "packaging/bootstrap.sh"]  # no .venv


def test_the_ci_entry_point_runs_the_test_command_with_ci_set(tmp_path: Path) -> None:
    (tmp_path / ".ci").mkdir()
    (tmp_path / "packaging").mkdir()
    shutil.copy(ROOT / ".ci" / "run", tmp_path / ".ci" / "run")
    # in the copy, a set-up script that tells what it was given
    (tmp_path / "packaging" / "bootstrap.sh").write_text(
        'echo "CI=${CI:-unset} $*"\n', encoding="utf-8"
    )
    env = {k: v for k, v in os.environ.items() if k != "CI"}
    run = subprocess.run(
        ["bash", str(tmp_path / ".ci" / "run")],
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
        check=False,
    )
    assert (run.returncode, run.stdout) == (0, "CI=true test\n"), run.stderr
