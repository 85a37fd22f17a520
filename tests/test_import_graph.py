"""The package's import graph: no circle, and only the wiring imports the main window's
module (its parts are given what they use)."""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "scorpion_qt"
MAIN_WINDOW = "scorpion_qt.ui.window.main_window"
#: the modules that build the window and run it
WIRING = {"app.py", "ui/startup.py"}


def module_name(path: Path, package: Path = PACKAGE) -> str:
    parts = path.relative_to(package.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imported_modules(path: Path, package: Path = PACKAGE) -> set[str]:
    """Every module a source file imports, wherever the import stands (under
    ``TYPE_CHECKING`` and inside functions too): ``from a import b`` names ``a`` and
    ``a.b``, since ``b`` may be a module; relative imports are resolved."""
    here = module_name(path, package).split(".")
    if path.name != "__init__.py":
        here = here[:-1]  # a module's relative imports start from its package
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = here[: len(here) - node.level + 1] if node.level else []
            module = ".".join([*base, *([node.module] if node.module else [])])
            found.add(module)
            found.update(f"{module}.{alias.name}" for alias in node.names)
    return found


def importers_of(module: str, package: Path = PACKAGE) -> set[str]:
    """The package's source files (relative to it) that import ``module``."""
    return {
        path.relative_to(package).as_posix()
        for path in package.rglob("*.py")
        if module in imported_modules(path, package)
    }


def import_graph(package: Path = PACKAGE) -> dict[str, set[str]]:
    """Each of the package's modules and the package's modules it imports."""
    paths = {module_name(path, package): path for path in package.rglob("*.py")}
    return {
        name: (imported_modules(path, package) & paths.keys()) - {name}
        for name, path in paths.items()
    }


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The graph's circles: its strongly connected groups of more than one module."""
    order: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(module: str) -> None:
        order[module] = low[module] = len(order)
        stack.append(module)
        for other in sorted(graph[module]):
            if other not in order:
                visit(other)
                low[module] = min(low[module], low[other])
            elif other in stack:
                low[module] = min(low[module], order[other])
        if low[module] == order[module]:
            group = stack[stack.index(module) :]
            del stack[stack.index(module) :]
            if len(group) > 1:
                found.append(sorted(group))

    for module in sorted(graph):
        if module not in order:
            visit(module)
    return found


def test_no_module_imports_itself_round_a_circle() -> None:
    assert circles(import_graph()) == []


def test_a_circle_is_found() -> None:
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}, "e": set()}
    assert circles(graph) == [["a", "b", "c"]]
    assert circles({"a": {"b"}, "b": set()}) == []


def test_only_the_wiring_imports_the_main_window() -> None:
    assert importers_of(MAIN_WINDOW) - WIRING == set()


def test_the_main_window_is_found_however_it_is_imported(tmp_path: Path) -> None:
    package = tmp_path / "scorpion_qt"
    window = package / "ui" / "window"
    window.mkdir(parents=True)
    for folder in (package, package / "ui", window):
        (folder / "__init__.py").write_text("")
    (window / "main_window.py").write_text("class MainWindow: ...\n")
    (window / "part.py").write_text(
        "from typing import TYPE_CHECKING\n"
        "if TYPE_CHECKING:\n"
        "    from scorpion_qt.ui.window.main_window import MainWindow\n"
    )
    (window / "relative.py").write_text("def f():\n    from .main_window import MainWindow\n")
    (window / "sibling.py").write_text("from scorpion_qt.ui.window import main_window\n")
    (package / "ui" / "plain.py").write_text("import scorpion_qt.ui.window.main_window\n")
    (package / "ui" / "other.py").write_text("from scorpion_qt.ui.window import part\n")
    assert importers_of(MAIN_WINDOW, package) == {
        "ui/window/part.py",
        "ui/window/relative.py",
        "ui/window/sibling.py",
        "ui/plain.py",
    }
