"""Qt that cannot load for want of system libraries: one line naming them, status 1.

The app runs in a child process with a PySide6 stub first on its path that raises the
ImportError the dynamic loader gives for a missing library, as a bundle does on a system
without them (tests/packaging/test_clean_root.py runs the real bundle on a bare Debian)."""

from __future__ import annotations

import ctypes
import os
import subprocess
import sys
from pathlib import Path

import pytest

from scorpion_qt import __version__
from scorpion_qt.missing_libraries import (
    ADVICE,
    OPTIONAL_LIBRARIES,
    PREFIX,
    SYSTEM_LIBRARIES,
    missing,
)
from tests.packaging.conftest import load_packaging_module

ROOT = Path(__file__).resolve().parents[1]
ABSENT = "libscorpion-qt-absent.so.7"  # a library no system has
LOADER_SAYS = "{}: cannot open shared object file: No such file or directory"

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Linux's loader")


def run_with_broken_qt(tmp_path: Path, error: str, *argv: str) -> subprocess.CompletedProcess[str]:
    """``python -m scorpion_qt ARGV`` where importing PySide6 raises ImportError(error)."""
    stub = tmp_path / "stub" / "PySide6"
    stub.mkdir(parents=True, exist_ok=True)
    (stub / "__init__.py").write_text(f"raise ImportError({error!r})\n", encoding="utf-8")
    path = os.pathsep.join([str(stub.parent), str(ROOT)])
    return subprocess.run(
        [sys.executable, "-m", "scorpion_qt", *argv],
        capture_output=True,
        text=True,
        cwd=tmp_path,
        env=dict(os.environ, PYTHONPATH=path, QT_QPA_PLATFORM="offscreen"),
        timeout=60,
        check=False,
    )


def loadable(name: str) -> bool:
    try:
        ctypes.CDLL(name)
    except OSError:
        return False
    return True


def require_every_library() -> None:
    absent = [name for name, _package in SYSTEM_LIBRARIES if not loadable(name)]
    if absent:
        pytest.skip(f"this system lacks {absent} (bash packaging/bootstrap.sh test installs them)")


def test_a_missing_library_gives_one_line_and_status_1(tmp_path: Path) -> None:
    require_every_library()
    data = tmp_path / "data"
    for argv in (["--deal", "5", "--data-dir", str(data)], ["--smoke"], []):
        result = run_with_broken_qt(tmp_path, LOADER_SAYS.format(ABSENT), *argv)
        assert result.returncode == 1, result.stderr
        assert result.stdout == ""
        assert result.stderr == f"{PREFIX}{ABSENT}{ADVICE}\n"  # no traceback
    assert not data.exists()


def test_a_library_that_loads_after_all_leaves_the_error_as_it_is(tmp_path: Path) -> None:
    """The loader named libglib, which this system has: something else is wrong, and the
    traceback says what."""
    require_every_library()
    result = run_with_broken_qt(tmp_path, LOADER_SAYS.format("libglib-2.0.so.0"), "--smoke")
    assert result.returncode == 1
    assert "Traceback" in result.stderr
    assert PREFIX not in result.stderr
    assert result.stderr.rstrip().endswith(f"ImportError: {LOADER_SAYS.format('libglib-2.0.so.0')}")


def test_an_import_error_of_another_kind_is_left_as_it_is(tmp_path: Path) -> None:
    result = run_with_broken_qt(tmp_path, "No module named 'shiboken6'", "--smoke")
    assert result.returncode == 1
    assert "Traceback" in result.stderr
    assert result.stderr.rstrip().endswith("ImportError: No module named 'shiboken6'")
    assert PREFIX not in result.stderr


def test_version_and_bad_arguments_answer_without_qt(tmp_path: Path) -> None:
    result = run_with_broken_qt(tmp_path, LOADER_SAYS.format(ABSENT), "--version")
    assert (result.returncode, result.stdout) == (0, f"scorpion-qt {__version__}\n")
    result = run_with_broken_qt(tmp_path, LOADER_SAYS.format(ABSENT), "--deal", "0")
    assert result.returncode == 2
    assert "deal number must be from 1" in result.stderr


def test_missing_tries_each_library_with_the_loader() -> None:
    assert missing(["libc.so.6", ABSENT, "libm.so.6", "libscorpion-qt-absent.so.8"]) == [
        ABSENT,
        "libscorpion-qt-absent.so.8",
    ]


def test_each_library_has_the_package_the_deb_depends_on() -> None:
    deb_package = load_packaging_module("deb_package")
    names = [name for name, _package in SYSTEM_LIBRARIES + OPTIONAL_LIBRARIES]
    assert len(set(names)) == len(names)
    for name, package in SYSTEM_LIBRARIES + OPTIONAL_LIBRARIES:
        assert deb_package.SYSTEM_LIBRARIES[name].split(" (")[0] == package, name


def test_the_readme_lists_every_package_the_bundle_needs() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    start = readme.index("sudo apt install libglib2.0-0")
    command = readme[start : readme.index("\n\n", start)].replace("\\\n", " ")
    listed = command.split()[3:]  # after "sudo apt install"
    assert sorted(listed) == sorted({package for _soname, package in SYSTEM_LIBRARIES})
