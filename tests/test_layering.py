"""The engine imports only the standard library and itself."""

import ast
import sys
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "scorpion_qt"


def imported_roots(path: Path) -> set[str]:
    """Top-level module names a source file imports (absolute imports only)."""
    roots: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            roots.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            roots.add(node.module.split(".")[0])
    return roots


def outside_stdlib(layer: str) -> dict[str, set[str]]:
    found: dict[str, set[str]] = {}
    for path in sorted((PACKAGE / layer).rglob("*.py")):
        names = imported_roots(path) - set(sys.stdlib_module_names) - {"__future__"}
        bad = {n for n in names if n != "scorpion_qt"}
        if bad:
            found[str(path.relative_to(PACKAGE))] = bad
    return found


@pytest.mark.parametrize("layer", ["engine", "solver"])
def test_layer_uses_only_the_standard_library(layer: str) -> None:
    assert list((PACKAGE / layer).rglob("*.py")), f"scorpion_qt/{layer} has no modules"
    assert outside_stdlib(layer) == {}


def test_engine_imports_no_other_layer() -> None:
    for path in (PACKAGE / "engine").rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.module:
                assert not node.module.startswith(
                    ("scorpion_qt.ui", "scorpion_qt.store", "scorpion_qt.solver")
                ), path


def test_detector_sees_a_forbidden_import(tmp_path: Path) -> None:
    sample = tmp_path / "sample.py"
    sample.write_text("import os\nfrom PySide6.QtCore import QObject\nimport sqlalchemy.orm\n")
    assert imported_roots(sample) - set(sys.stdlib_module_names) == {"PySide6", "sqlalchemy"}


#: the app's packages the leaderboard server may import (it runs without Qt, the store or
#: the solver; package_files finds its shipped files), and the outside libraries it is
#: built on
SERVER_MAY_IMPORT = ("scorpion_qt.engine", "scorpion_qt.server", "scorpion_qt.package_files")
SERVER_LIBRARIES = {
    "fastapi",
    "starlette",
    "uvicorn",
    "pydantic",
    "pydantic_settings",
    "pydantic_core",
    "annotated_types",
    "sqlalchemy",
    "alembic",
    "jinja2",
    "platformdirs",
    "icu",  # PyICU: the names' UTS #39 skeletons
    "fastapi_offline",  # /docs' files served from a package
}


def app_imports(path: Path) -> set[str]:
    """The ``scorpion_qt`` modules a source file imports (absolute imports only)."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(a.name for a in node.names if a.name.startswith("scorpion_qt"))
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            found.update([node.module] if node.module.startswith("scorpion_qt") else [])
    return found


def test_server_imports_only_the_engine_and_its_libraries() -> None:
    modules = sorted((PACKAGE / "server").rglob("*.py"))
    assert modules, "scorpion_qt/server has no modules"
    for path in modules:
        wrong = {
            m
            for m in app_imports(path)
            if m != "scorpion_qt" and not m.startswith(SERVER_MAY_IMPORT)
        }
        assert not wrong, f"{path.relative_to(PACKAGE)} imports {wrong}"
        outside = imported_roots(path) - set(sys.stdlib_module_names) - {"__future__"}
        assert outside - {"scorpion_qt"} <= SERVER_LIBRARIES, path


def test_nothing_in_the_game_imports_the_server() -> None:
    game = [p for p in PACKAGE.rglob("*.py") if "server" not in p.relative_to(PACKAGE).parts]
    assert len(game) > 50
    for path in game:
        server = {m for m in app_imports(path) if m.startswith("scorpion_qt.server")}
        assert not server, f"{path.relative_to(PACKAGE)} imports {server}"
