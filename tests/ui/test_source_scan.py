"""PySide6's check of every later import: same answers, read once, nothing kept."""

from __future__ import annotations

import linecache
import sys
from pathlib import Path

import pytest

import scorpion_qt.store.service  # SQLAlchemy's modules are checked too
import scorpion_qt.ui.window.main_window
from scorpion_qt.ui import source_scan


def test_the_cheap_check_is_in_place() -> None:
    # if a PySide6 release drops or renames its check, this says the start-up lost the gain
    assert source_scan.install()
    feature = sys.modules["shibokensupport.feature"]
    assert feature._mod_uses_pyside is not source_scan.original_check()


# in a pytest-xdist worker ``__main__`` is execnet's, loaded by the built-in importer, and
# Python 3.11 warns when such a module's repr is asked for (both checks may ask)
@pytest.mark.filterwarnings("ignore:BuiltinImporter.module_repr:DeprecationWarning")
def test_same_answers_as_pyside_for_every_loaded_module() -> None:
    original = source_scan.original_check()
    assert original is not None
    modules = [m for m in list(sys.modules.values()) if m is not None]
    assert len(modules) > 300
    differing = [
        m.__name__ for m in modules if source_scan.mentions_pyside(m, original) != original(m)
    ]
    assert differing == []
    assert source_scan.mentions_pyside(scorpion_qt.ui.window.main_window, original)
    assert not source_scan.mentions_pyside(sys.modules["scorpion_qt.engine.game"], original)


def test_a_module_imported_later_is_not_kept_in_linecache(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "late_module_for_scan.py").write_text("VALUE = 'PySide6 is named here'\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    module = __import__("late_module_for_scan")  # the import statement's way, hooked
    try:
        assert module.VALUE.startswith("PySide6")
        assert str(tmp_path / "late_module_for_scan.py") not in linecache.cache
        feature = sys.modules["shibokensupport.feature"]
        assert feature.pyside_feature_dict["late_module_for_scan"] == 0  # "uses PySide6"
    finally:
        sys.modules.pop("late_module_for_scan", None)
