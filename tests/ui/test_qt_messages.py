"""Qt's own messages go into the log, and a test's capture of them still sees them."""

from __future__ import annotations

import logging

import pytest
from PySide6.QtCore import qWarning
from pytestqt.qtbot import QtBot

from scorpion_qt.ui.services.qt_messages import logger_of, qt_messages_logged


@pytest.mark.qt_log_level_fail("NO")  # the warning below is this test's own
def test_a_qt_warning_is_logged_and_still_captured(
    qtbot: QtBot, qtlog: object, caplog: pytest.LogCaptureFixture
) -> None:
    with caplog.at_level(logging.INFO), qt_messages_logged():
        qWarning("a warning from Qt")
    assert [(r.name, r.levelno, r.getMessage()) for r in caplog.records if r.name == "qt"] == [
        ("qt", logging.WARNING, "a warning from Qt")
    ]
    assert [r.message for r in qtlog.records] == ["a warning from Qt"]  # type: ignore[attr-defined]


def test_a_category_names_the_logger() -> None:
    assert logger_of("qt.qpa.xcb").name == "qt.qpa.xcb"
    assert logger_of("default").name == logger_of(None).name == "qt"
    assert logger_of("kf.notifications").name == "qt.kf.notifications"


@pytest.mark.qt_log_level_fail("NO")  # the platform's words below are this test's own
@pytest.mark.parametrize(
    "said", ["propagateSizeHints()", "raise()", "grabbing the keyboard", "something else"]
)
def test_a_platform_without_a_window_manager_saying_so_is_not_a_warning(
    qtbot: QtBot, caplog: pytest.LogCaptureFixture, said: str
) -> None:
    with caplog.at_level(logging.INFO), qt_messages_logged():
        qWarning(f"This plugin does not support {said}")
    (record,) = [r for r in caplog.records if r.name == "qt"]
    expected = logging.WARNING if said == "something else" else logging.INFO
    assert (record.levelno, record.getMessage()) == (
        expected,
        f"This plugin does not support {said}",
    )
