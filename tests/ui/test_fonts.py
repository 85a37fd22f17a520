"""Text uses the system's fonts; a system with none gets the bundled DejaVu Sans."""

from __future__ import annotations

from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import QApplication

from scorpion_qt.ui.startup import load_fonts


def test_a_system_with_fonts_keeps_its_own(qapp: QApplication) -> None:
    before = qapp.font()
    assert not load_fonts(qapp, ["Some System Sans"])
    assert qapp.font() == before


def test_a_system_without_fonts_gets_the_bundled_ones(qapp: QApplication) -> None:
    before = qapp.font()
    try:
        assert load_fonts(qapp, [])
        assert qapp.font().family() == "DejaVu Sans"
        assert qapp.font().pointSizeF() == before.pointSizeF()
        assert "DejaVu Sans" in QFontDatabase.families()
    finally:
        qapp.setFont(before)
