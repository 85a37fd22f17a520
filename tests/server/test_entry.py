"""``scorpion-qt-server`` without the ``[server]`` extra: one line that says how to install
it, and status 2; with it, the server's own command. The installed wheel's command, in a
venv with the game's dependencies only, is tried by tests/packaging/test_wheel.py."""

from __future__ import annotations

import ast
import os
import subprocess
import sys
import tomllib
import venv
from pathlib import Path

import pytest

from scorpion_qt.server import entry

ROOT = Path(__file__).resolve().parents[2]
SERVER = ROOT / "scorpion_qt" / "server"


def imported_modules(package: Path) -> set[str]:
    """The top-level names of the modules ``package``'s files import."""
    names: set[str] = set()
    for path in package.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                names.update(alias.name.split(".")[0] for alias in node.names)
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                names.add(node.module.split(".")[0])
    return names


def test_the_modules_checked_are_every_library_the_server_imports() -> None:
    libraries = imported_modules(SERVER) - set(sys.stdlib_module_names) - {"__future__"}
    the_games = {"scorpion_qt", "sqlalchemy", "alembic", "platformdirs"}  # the plain wheel's
    assert libraries - the_games == set(entry.NEEDED)


def test_the_distributions_named_are_the_extras() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    scripts = project["scripts"]
    assert scripts["scorpion-qt-server"] == "scorpion_qt.server.entry:main"
    extra = {
        requirement.split(">")[0].split("[")[0].split("<")[0].strip().lower()
        for requirement in project["optional-dependencies"]["server"]
    }
    assert {name.lower() for name in entry.NEEDED.values()} <= extra


@pytest.fixture(scope="module")
def bare_python(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A venv's Python with the standard library only: none of the extra's libraries."""
    folder = tmp_path_factory.mktemp("bare") / "venv"
    venv.create(folder, with_pip=False)
    return folder / "bin" / "python"


@pytest.mark.parametrize("argv", [[], ["--help"], ["--port", "8000"]])
def test_without_the_extra_one_line_says_how_to_install_it(
    bare_python: Path, argv: list[str]
) -> None:
    run = subprocess.run(
        [str(bare_python), "-m", "scorpion_qt.server", *argv],
        capture_output=True,
        text=True,
        env=dict(os.environ, PYTHONPATH=str(ROOT)),
        timeout=60,
        check=False,
    )
    assert run.returncode == 2
    assert run.stdout == ""
    assert run.stderr == (
        "scorpion-qt-server: the leaderboard server needs the [server] extra (missing: "
        "fastapi, starlette, pydantic, pydantic-core, pydantic-settings, annotated-types, "
        "uvicorn, jinja2, PyICU, fastapi-offline); "
        "install it with: pip install 'scorpion-qt[server]'\n"
    )


def test_with_the_extra_the_servers_own_command_answers() -> None:
    run = subprocess.run(
        [sys.executable, "-m", "scorpion_qt.server", "--help"],
        capture_output=True,
        text=True,
        env=dict(os.environ, PYTHONPATH=str(ROOT)),
        timeout=60,
        check=False,
    )
    assert run.returncode == 0, run.stderr
    assert run.stdout.startswith("usage: scorpion-qt-server")
    assert entry.missing() == []
