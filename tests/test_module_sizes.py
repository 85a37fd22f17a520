"""A target of the package's shape (issue 30): no module is over 500 lines, since modules
past ~500 lines want splitting (see the house style). It describes where the code is to
be, so it names every module over the limit at once."""

from __future__ import annotations

from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "scorpion_qt"
MOST_LINES = 500


def long_modules(package: Path = PACKAGE, most: int = MOST_LINES) -> dict[str, int]:
    """The package's modules over ``most`` lines, and their lengths."""
    lengths = {
        path.relative_to(package).as_posix(): len(path.read_text(encoding="utf-8").splitlines())
        for path in package.rglob("*.py")
    }
    return {name: lines for name, lines in sorted(lengths.items()) if lines > most}


def test_target_no_module_is_over_500_lines() -> None:
    assert long_modules() == {}


def test_a_long_module_is_named(tmp_path: Path) -> None:
    (tmp_path / "short.py").write_text("x = 1\n" * 3)
    (tmp_path / "sub").mkdir()
    (tmp_path / "sub" / "long.py").write_text("x = 1\n" * 4)
    assert long_modules(tmp_path, most=3) == {"sub/long.py": 4}
