"""The shipped files are found from the package's folder: inside the package (a wheel,
the bundle), else beside it (a checkout), and the build puts them where they are looked
for. (tests/packaging installs the wheel and builds the bundle and runs them.)"""

from __future__ import annotations

import ast
import importlib.resources
import sys
import tomllib
from pathlib import Path

import pytest

import scorpion_qt
from scorpion_qt import package_files
from scorpion_qt.engine import RULES
from scorpion_qt.package_files import (
    MIGRATIONS,
    RESOURCES,
    candidate_dirs,
    daily_table_file,
    find_folder,
    migrations_dir,
    package_dir,
    resource,
    resources_dir,
)

ROOT = Path(__file__).resolve().parents[1]
MARKERS = package_files.MARKERS


def shipped(folder: Path, name: str) -> Path:
    """A stand-in for a shipped folder ``name`` at ``folder``."""
    (folder / package_files.MARKERS[name]).mkdir(parents=True)
    return folder


def test_the_package_folder_is_the_one_importlib_resources_gives() -> None:
    assert package_dir() == importlib.resources.files("scorpion_qt")
    assert package_dir() == Path(scorpion_qt.__file__).parent


def test_this_checkout_finds_its_own_top_level_folders() -> None:
    # an editable install runs the checkout's package, so its files are the checkout's
    assert resources_dir() == ROOT / "resources"
    assert migrations_dir() == ROOT / "migrations"
    assert resource("fonts", "DejaVuSans-Bold.ttf").is_file()
    assert (migrations_dir() / "env.py").is_file()


@pytest.mark.parametrize("name", [RESOURCES, MIGRATIONS])
def test_a_wheel_or_bundle_keeps_the_folders_inside_the_package(tmp_path: Path, name: str) -> None:
    package = tmp_path / "site-packages" / "scorpion_qt"
    inside = shipped(package / name, name)
    assert find_folder(name, package) == inside


@pytest.mark.parametrize("name", [RESOURCES, MIGRATIONS])
def test_a_checkout_keeps_them_beside_the_package(tmp_path: Path, name: str) -> None:
    package = tmp_path / "checkout" / "scorpion_qt"
    package.mkdir(parents=True)
    beside = shipped(tmp_path / "checkout" / name, name)
    assert find_folder(name, package) == beside


def test_the_installed_folders_win_over_a_checkout_and_strays_do_not_count(
    tmp_path: Path,
) -> None:
    package = tmp_path / "scorpion_qt"
    for folder in candidate_dirs(RESOURCES, package):
        shipped(folder, RESOURCES)
    assert find_folder(RESOURCES, package) == package / RESOURCES
    (tmp_path / "other" / "scorpion_qt" / RESOURCES).mkdir(parents=True)  # empty: a stray
    with pytest.raises(FileNotFoundError, match="searched"):
        find_folder(RESOURCES, tmp_path / "other" / "scorpion_qt")


def test_every_rule_set_has_its_daily_table() -> None:
    for rules in RULES:
        assert daily_table_file(rules).is_file(), rules
    assert daily_table_file("classic", Path("elsewhere")) == Path("elsewhere/classic.txt.gz")


def test_the_builds_ship_the_folders_where_they_are_looked_for() -> None:
    """The wheel's force-include and the bundle's data files put both folders inside the
    package: the first place looked."""
    inside = {name: candidate_dirs(name, Path("scorpion_qt"))[0].as_posix() for name in MARKERS}
    pyproject = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))
    force = pyproject["tool"]["hatch"]["build"]["targets"]["wheel"]["force-include"]
    assert {name: force[name] for name in MARKERS} == inside
    assert bundle_data_files() == {(f"ROOT / {name!r}", inside[name]) for name in MARKERS}


def bundle_data_files() -> set[tuple[str, str]]:
    """The spec's ``datas``: (source as written, destination in the bundle)."""
    spec = ast.parse((ROOT / "packaging" / "scorpion-qt.spec").read_text("utf-8"))
    for node in ast.walk(spec):
        if isinstance(node, ast.keyword) and node.arg == "datas":
            assert isinstance(node.value, ast.List)
            pairs = set()
            for item in node.value.elts:
                assert isinstance(item, ast.Tuple)
                source, destination = item.elts
                assert isinstance(source, ast.Call) and isinstance(destination, ast.Constant)
                pairs.add((ast.unparse(source.args[0]), str(destination.value)))
            return pairs
    raise AssertionError("the spec gives no datas")


def test_the_module_stands_on_the_standard_library_alone() -> None:
    """The UI, the store, the solver and the server all use it: it imports none of them,
    and nothing outside the standard library."""
    tree = ast.parse(Path(package_files.__file__).read_text("utf-8"))
    imported = {
        alias.name.split(".")[0]
        for node in ast.walk(tree)
        if isinstance(node, ast.Import)
        for alias in node.names
    } | {
        node.module.split(".")[0]
        for node in ast.walk(tree)
        if isinstance(node, ast.ImportFrom) and node.module
    }
    assert imported <= set(sys.stdlib_module_names) | {"__future__"}
