"""Fixtures that build the wheel, the bundle and the .deb once per run, in temporary folders."""

from __future__ import annotations

import importlib.util
import os
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"
MAKE = PACKAGING / "make.py"
APP_ID = "io.github.scorpion_qt.ScorpionQt"


def load_packaging_module(name: str) -> ModuleType:
    """A module from packaging/ (not a package: the name would hide PyPI's ``packaging``)."""
    spec = importlib.util.spec_from_file_location(name, PACKAGING / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def require(available: bool, what: str) -> None:
    """Skip when a tool is missing, except in CI (CI=true), where that is a failure."""
    if available:
        return
    if os.environ.get("CI"):
        pytest.fail(f"{what} is missing: bash packaging/bootstrap.sh test installs it")
    pytest.skip(f"{what} is not installed (bash packaging/bootstrap.sh test installs it)")


def app_env(**extra: str) -> dict[str, str]:
    """The environment for running a built app: offscreen Qt, no source tree on the path."""
    env = {k: v for k, v in os.environ.items() if k not in {"PYTHONPATH", "VIRTUAL_ENV"}}
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    env.update(extra)
    return env


def run_app(
    command: list[str], cwd: Path, timeout: float = 120, /, **env: str
) -> subprocess.CompletedProcess[str]:
    """Run a built app in ``cwd`` in :func:`app_env` with ``env`` on top; the parameters
    before ``env`` are positional only, so no name in ``env`` is taken for one of them."""
    return subprocess.run(
        command,
        cwd=cwd,
        env=app_env(**env),
        capture_output=True,
        text=True,
        timeout=timeout,
        check=False,
    )


def assert_smoke_ok(result: subprocess.CompletedProcess[str], data_dir: Path) -> None:
    """``--smoke`` exited 0 after painting the board and saving one move in ``data_dir``."""
    assert result.returncode == 0, result.stdout + result.stderr
    (line,) = result.stdout.splitlines()  # one line on success
    assert line.startswith("smoke: ok (board painted at monotonic clock ")
    assert ", before the store loaded;" in line  # as any start
    assert f"data in {data_dir};" in line
    assert (data_dir / "scorpion.db").stat().st_size > 0


def make(*args: str, out: Path, work: Path) -> str:
    """Run packaging/make.py with this interpreter; returns its output."""
    result = subprocess.run(
        [sys.executable, str(MAKE), *args, "--out", str(out), "--work", str(work)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=900,
        check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    return result.stdout


@pytest.fixture(scope="session")
def build_dirs(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    base = tmp_path_factory.mktemp("packaging")
    return base / "dist", base / "build"


@pytest.fixture(scope="session")
def wheel(build_dirs: tuple[Path, Path]) -> Path:
    require(importlib.util.find_spec("build") is not None, "the 'build' package")
    out, work = build_dirs
    make("wheel", out=out, work=work)
    (path,) = out.glob("scorpion_qt-*.whl")
    return path


@pytest.fixture(scope="session")
def bundle(build_dirs: tuple[Path, Path]) -> Path:
    require(importlib.util.find_spec("PyInstaller") is not None, "PyInstaller")
    out, work = build_dirs
    make("bundle", out=out, work=work)
    return out / "scorpion-qt"


@pytest.fixture(scope="session")
def deb(bundle: Path, build_dirs: tuple[Path, Path]) -> Path:
    require(shutil.which("dpkg-deb") is not None, "dpkg-deb")
    out, work = build_dirs
    make("deb", "--bundle", str(bundle), out=out, work=work)
    (path,) = out.glob("scorpion-qt_*.deb")
    return path


@pytest.fixture(scope="session")
def deb_root(deb: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The .deb unpacked with ``dpkg-deb -x`` into a temporary root."""
    root = tmp_path_factory.mktemp("deb-root")
    subprocess.run(["dpkg-deb", "-x", str(deb), str(root)], check=True)
    return root


@pytest.fixture
def outside(tmp_path: Path) -> Iterator[Path]:
    """A working folder outside the source tree."""
    folder = tmp_path / "elsewhere"
    folder.mkdir()
    assert ROOT not in folder.resolve().parents
    yield folder
