"""The wheel carries the app's resources and migrations and runs from a fresh venv."""

from __future__ import annotations

import os
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from scorpion_qt import __version__
from scorpion_qt.engine import RULES
from tests.packaging.conftest import ROOT, assert_smoke_ok, run_app

pytestmark = pytest.mark.packaging


def test_wheel_holds_resources_migrations_and_entry_points(wheel: Path) -> None:
    with zipfile.ZipFile(wheel) as archive:
        names = set(archive.namelist())
        entry_points = archive.read(
            f"scorpion_qt-{__version__}.dist-info/entry_points.txt"
        ).decode()
    cards = [n for n in names if n.startswith("scorpion_qt/resources/cards/")]
    assert len(cards) >= 52 + 1
    assert "scorpion_qt/resources/fonts/DejaVuSans.ttf" in names
    icons = {n for n in names if n.startswith("scorpion_qt/resources/icons/")}
    assert "scorpion_qt/resources/icons/undo.svg" in icons and len(icons) >= 7
    for rules in RULES:  # the pinned daily deals
        assert f"scorpion_qt/resources/daily/{rules}.txt.gz" in names
    for language in ("tr", "de"):
        assert f"scorpion_qt/resources/translations/scorpion_qt_{language}.qm" in names
        assert f"scorpion_qt/resources/help/{language}/rules.html" in names
    assert "scorpion_qt/migrations/env.py" in names
    versions = {
        f"scorpion_qt/migrations/versions/{p.name}"
        for p in (ROOT / "migrations/versions").glob("*.py")
    }
    assert versions and versions <= names
    assert not [n for n in names if "__pycache__" in n or n.endswith(".pyc")]
    assert "[gui_scripts]\nscorpion-qt = scorpion_qt.app:main" in entry_points
    assert "[console_scripts]\nscorpion-qt-console = scorpion_qt.app:main" in entry_points
    assert "scorpion-qt-server = scorpion_qt.server.entry:main" in entry_points


@pytest.fixture(scope="module")
def venv(wheel: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A fresh virtual environment with the wheel installed (pip may use its cache)."""
    folder = tmp_path_factory.mktemp("venv") / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(folder)], check=True)
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    subprocess.run(
        [str(folder / "bin" / "python"), "-m", "pip", "install", "--quiet", str(wheel)],
        check=True,
        env=env,
        timeout=600,
    )
    return folder


def test_installed_wheel_prints_its_version(venv: Path, outside: Path) -> None:
    result = run_app([str(venv / "bin" / "scorpion-qt"), "--version"], outside)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == f"scorpion-qt {__version__}"
    module = run_app([str(venv / "bin" / "python"), "-m", "scorpion_qt", "--version"], outside)
    assert module.stdout.strip() == f"scorpion-qt {__version__}"


def test_installed_wheel_server_without_its_extra_says_how_to_install_it(
    venv: Path, outside: Path
) -> None:
    result = run_app([str(venv / "bin" / "scorpion-qt-server"), "--help"], outside)
    assert result.returncode == 2
    assert result.stdout == ""
    lines = result.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith("scorpion-qt-server: "), result.stderr
    assert lines[0].endswith("install it with: pip install 'scorpion-qt[server]'")


def test_installed_wheel_finds_everything_inside_the_venv(venv: Path, outside: Path) -> None:
    probe = (
        "import scorpion_qt; from scorpion_qt.package_files import migrations_dir, resources_dir;"
        "print(scorpion_qt.__file__); print(resources_dir()); print(migrations_dir())"
    )
    result = run_app([str(venv / "bin" / "python"), "-c", probe], outside)
    assert result.returncode == 0, result.stderr
    lines = result.stdout.split()
    assert len(lines) == 3
    for line in lines:
        path = Path(line).resolve()
        assert venv.resolve() in path.parents, path
        assert ROOT not in path.parents, path


def test_installed_wheel_smoke_plays_and_saves_a_move(venv: Path, outside: Path) -> None:
    data = outside / "data"
    result = run_app(
        [str(venv / "bin" / "scorpion-qt"), "--smoke", "--data-dir", str(data)], outside
    )
    assert_smoke_ok(result, data)


def test_installed_wheel_smoke_without_data_dir_leaves_no_trace(
    venv: Path, outside: Path, tmp_path: Path
) -> None:
    home = tmp_path / "home"
    home.mkdir()
    result = run_app(
        [str(venv / "bin" / "scorpion-qt-console"), "--smoke"],
        outside,
        HOME=str(home),
        XDG_DATA_HOME=str(home / "data"),
        XDG_CONFIG_HOME=str(home / "config"),
        TMPDIR=str(tmp_path),
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert "smoke: ok" in result.stdout
    assert not (home / "data" / "scorpion-qt").exists()
    assert not [p for p in tmp_path.iterdir() if p.name.startswith("scorpion-qt-smoke-")]
