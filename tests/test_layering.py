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
