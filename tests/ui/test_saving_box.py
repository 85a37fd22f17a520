"""The "not saving" box closes itself when saving resumes: on a real small disk, filled by
moves played in the window and freed again."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from scorpion_qt.store.saving_state import RETRY_SECONDS
from tests.store import conftest as store_conftest
from tests.store.conftest import SmallDisk
from tests.ui.conftest import notice_box, open_window, saved

small_disk = store_conftest.small_disk  # a real tmpfs (needs root; skipped otherwise)

#: Undos and redos tried before the full disk must have stopped saving.
PRESSES_TO_FILL = 400


def test_the_full_disk_box_closes_itself_when_saving_resumes(
    qtbot: QtBot, small_disk: Callable[[int], SmallDisk]
) -> None:
    disk = small_disk(1024)
    data_dir: Path = disk.root / "data"
    window = open_window(qtbot, ["--deal", "5", "--data-dir", str(data_dir)])
    controller = window.controller
    for _ in range(2):  # an undo leaves a move: the clock of the game goes on being kept
        assert controller.play(next(m for m in controller.game.legal_moves() if str(m) != "deal"))
    saved(window, qtbot)
    disk.fill()
    view = window.board_view
    for press in range(PRESSES_TO_FILL):  # undo, redo, ... until a write fails
        key = Qt.Key.Key_Z if press % 2 == 0 else Qt.Key.Key_Y
        qtbot.keyClick(view, key, Qt.KeyboardModifier.ControlModifier)
        saved(window, qtbot)
        if window.saving_reports.box is not None:
            break
    box = notice_box(window)
    assert isinstance(box, QMessageBox) and box.isVisible()
    assert "the disk is full" in box.text()
    assert window.status_bar.saving_label.isVisible()
    closed: list[bool] = []
    box.destroyed.connect(lambda: closed.append(True))

    disk.free()
    # the box is in front: the clock stands, so nothing the player does writes; what the
    # window's clock keeper calls every few seconds while it runs is called here instead,
    # until the store's next try (RETRY_SECONDS after the failure) finds room again
    keeper = QTimer()
    keeper.timeout.connect(controller.keep_clock)
    keeper.start(200)
    try:
        qtbot.waitUntil(lambda: bool(closed), timeout=int(RETRY_SECONDS * 1000) + 10_000)
    finally:
        keeper.stop()
    assert window.store is not None and window.store.saving
    assert not window.status_bar.saving_label.isVisible()
    assert "saved again" in window.status_bar.currentMessage()
    visible = [b for b in window.findChildren(QMessageBox) if b.isVisible()]
    assert visible == []
    window.close()
