"""Settings → Sound: off by default; the dialog turns sound on and sets its volume, kept for
the next start; with sound on, moves, refusals, turned cards, completed runs and wins each
ask for their sound; QtMultimedia loads only once sound is on, and a machine that cannot
play sounds stays silent and playable."""

from __future__ import annotations

import ast
import logging
import os
import subprocess
import sys
import time
import wave
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox
from pytestqt.qtbot import QtBot

from scorpion_qt.package_files import resource
from scorpion_qt.ui.dialogs.sound_dialog import SoundDialog
from scorpion_qt.ui.services.settings import Settings
from scorpion_qt.ui.services.sound import NAMES
from scorpion_qt.ui.window.main_window import MainWindow
from tests.positions import NEARLY_WON
from tests.rule_book import RULE_BOOK_DEAL
from tests.ui.conftest import Board, open_window, when_modal
from tests.ui.test_grades import press
from tests.ui.test_playing import COVERED_RUN
from tests.ui.test_view_menu import click_in_menu

ROOT = Path(__file__).resolve().parents[2]
# the spades face-down under 5H: moving 5H turns the ace of spades up
FACE_DOWN_SPADES = COVERED_RUN.replace(
    "1: KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S AS 5H", "1: [KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S AS] 5H"
)


def settings_of(data_dir: Path) -> Settings:
    """The settings as the next start reads them from the data folder."""
    return Settings(data_dir / "settings.ini")


def window_with_sound(qtbot: QtBot, data_dir: Path, position: str) -> tuple[MainWindow, Board]:
    """The window on ``position``, sound switched on at an earlier start."""
    settings_of(data_dir).sound = True
    path = data_dir / "position.txt"
    path.write_text(position, encoding="utf-8")
    window = open_window(qtbot, ["--position", str(path), "--data-dir", str(data_dir)])
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.waitUntil(lambda: window.sounds.enabled)  # switched on after the first paint
    return window, Board(window, qtbot)


def asked(window: MainWindow) -> list[str]:
    """The sounds asked for from now on."""
    names: list[str] = []
    window.sounds.requested.connect(names.append)
    return names


def open_sound_dialog(
    qtbot: QtBot, window: MainWindow, answer: Callable[[SoundDialog], None]
) -> None:
    done: list[bool] = []

    def answered(dialog: SoundDialog) -> None:
        try:
            qtbot.waitUntil(dialog.isActiveWindow)  # its keys reach it
            answer(dialog)
        finally:  # a failed check leaves no dialog open behind
            if dialog.isVisible():
                dialog.reject()
            done.append(True)

    when_modal(qtbot, answered)
    click_in_menu(qtbot, window, window.menus.settings_menu, "Sound…")
    qtbot.waitUntil(lambda: bool(done))


def test_the_sounds_are_short_gentle_and_small() -> None:
    total = 0
    for name in NAMES:
        path = resource("sounds", f"{name}.wav")
        total += path.stat().st_size
        with wave.open(str(path)) as file:
            assert (file.getnchannels(), file.getsampwidth(), file.getframerate()) == (1, 2, 44100)
            assert 0.03 < file.getnframes() / 44100 <= 1.0
            frames = file.readframes(file.getnframes())
        samples = [int.from_bytes(frames[i : i + 2], "little", signed=True) for i in (0, -2)]
        assert samples == [0, 0]  # faded in and out: no click
    assert total < 200_000


def test_the_script_makes_the_same_sounds(tmp_path: Path) -> None:
    subprocess.run(
        [sys.executable, str(ROOT / "packaging" / "make_sounds.py"), str(tmp_path)],
        check=True,
        capture_output=True,
        timeout=120,
    )
    for name in NAMES:
        assert (tmp_path / f"{name}.wav").read_bytes() == resource(
            "sounds", f"{name}.wav"
        ).read_bytes(), name


def test_sound_is_off_by_default(qtbot: QtBot, window: MainWindow) -> None:
    assert not window.settings.sound
    assert window.settings.sound_volume == 70
    assert not window.sounds.enabled
    names = asked(window)
    board = Board(window, qtbot)
    board.drag("4H", board.visible_point("5H"))
    board.settle()
    assert window.controller.game.moves == ["2:4H>7"]
    assert names == []


def test_a_bad_volume_in_the_file_is_put_in_range(data_dir: Path) -> None:
    path = data_dir / "settings.ini"
    for written, read in (("250", 100), ("-3", 0), ("loud", 70), ("35", 35)):
        path.write_text(f"[sound]\nvolume={written}\n", encoding="utf-8")
        assert Settings(path).sound_volume == read, written
    settings = Settings(path)
    settings.sound_volume = 140
    assert settings_of(data_dir).sound_volume == 100


def test_the_dialog_turns_sound_on_sets_the_volume_and_ok_keeps_them(
    qtbot: QtBot, data_dir: Path
) -> None:
    window = open_window(qtbot, ["--deal", "5", "--data-dir", str(data_dir)])
    names = asked(window)
    seen: dict[str, object] = {}

    def answer(dialog: SoundDialog) -> None:
        box, slider = dialog.play_box, dialog.volume_slider
        assert box.accessibleName() and slider.accessibleName()
        assert dialog.volume_label.buddy() is slider
        assert not box.isChecked() and not slider.isEnabled()
        assert slider.value() == 70
        qtbot.keyClick(dialog, Qt.Key.Key_P, Qt.KeyboardModifier.AltModifier)  # &Play sounds
        qtbot.waitUntil(box.isChecked)
        assert slider.isEnabled()
        seen["on"] = window.sounds.enabled  # applied before OK
        qtbot.keyClick(dialog, Qt.Key.Key_V, Qt.KeyboardModifier.AltModifier)  # &Volume
        qtbot.waitUntil(slider.hasFocus)
        for _ in range(3):
            qtbot.keyClick(slider, Qt.Key.Key_PageDown)  # 70 → 40, heard at each step
        assert slider.value() == 40
        ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
        qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)

    open_sound_dialog(qtbot, window, answer)
    assert seen["on"] is True
    assert names == ["place"] * 4  # switched on, and each new volume: a preview
    assert window.sounds.enabled and window.sounds.volume == 40
    assert (window.settings.sound, window.settings.sound_volume) == (True, 40)
    window.close()
    assert (settings_of(data_dir).sound, settings_of(data_dir).sound_volume) == (True, 40)
    again = open_window(qtbot, ["--deal", "5", "--data-dir", str(data_dir)])
    qtbot.waitUntil(lambda: again.sounds.enabled)
    assert again.sounds.volume == 40
    again.close()


def test_a_volume_dragged_is_heard_when_let_go(qtbot: QtBot, data_dir: Path) -> None:
    settings_of(data_dir).sound = True
    window = open_window(qtbot, ["--deal", "5", "--data-dir", str(data_dir)])
    qtbot.waitUntil(lambda: window.sounds.enabled)
    names = asked(window)
    heard: dict[str, list[str]] = {}

    def answer(dialog: SoundDialog) -> None:
        slider = dialog.volume_slider
        handle = slider.rect().center()  # 70 of 100: the handle is right of the middle
        handle.setX(round(slider.width() * 0.7))
        qtbot.mousePress(slider, Qt.MouseButton.LeftButton, pos=handle)
        for x in range(handle.x(), slider.width(), 4):
            handle.setX(x)
            qtbot.mouseMove(slider, handle)
        heard["dragging"] = list(names)
        qtbot.mouseRelease(slider, Qt.MouseButton.LeftButton, pos=handle)
        heard["let go"] = list(names)
        assert slider.value() > 70
        qtbot.keyClick(dialog, Qt.Key.Key_Return)  # OK

    open_sound_dialog(qtbot, window, answer)
    assert heard == {"dragging": [], "let go": ["place"]}
    assert window.settings.sound_volume > 70 and window.sounds.volume > 70
    window.close()


def test_cancel_puts_sound_back(qtbot: QtBot, data_dir: Path) -> None:
    window = open_window(qtbot, ["--deal", "5", "--data-dir", str(data_dir)])

    def answer(dialog: SoundDialog) -> None:
        qtbot.keyClick(dialog, Qt.Key.Key_P, Qt.KeyboardModifier.AltModifier)
        qtbot.waitUntil(dialog.play_box.isChecked)
        dialog.volume_slider.setFocus()
        qtbot.keyClick(dialog.volume_slider, Qt.Key.Key_End)
        assert window.sounds.enabled and window.sounds.volume == 100
        qtbot.keyClick(dialog, Qt.Key.Key_Escape)

    open_sound_dialog(qtbot, window, answer)
    assert not window.sounds.enabled and window.sounds.volume == 70
    assert (window.settings.sound, window.settings.sound_volume) == (False, 70)
    names = asked(window)
    press(qtbot, window, Qt.Key.Key_D)  # a move: silent
    assert window.controller.game.moves == ["deal"] and names == []
    window.close()


def test_a_move_a_refusal_an_undo_and_a_redo_ask_for_their_sounds(
    qtbot: QtBot, data_dir: Path
) -> None:
    window, board = window_with_sound(qtbot, data_dir, RULE_BOOK_DEAL)
    names = asked(window)
    board.drag("4H", board.visible_point("5C"))  # another suit: refused
    board.settle()
    assert names == ["refuse"]
    board.drag("4H", board.visible_point("5H"))
    board.settle()
    assert names == ["refuse", "place"]
    press(qtbot, window, Qt.Key.Key_D)  # the reserve dealt, with the keyboard
    assert names == ["refuse", "place", "place"]
    press(qtbot, window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    press(qtbot, window, Qt.Key.Key_Y, Qt.KeyboardModifier.ControlModifier)
    assert window.controller.game.moves == ["2:4H>7", "deal"]
    assert names == ["refuse", "place", "place", "place", "place"]
    window.close()


def test_a_card_turned_up_a_run_completed_and_a_win_each_have_their_sound(
    qtbot: QtBot, data_dir: Path
) -> None:
    window, board = window_with_sound(qtbot, data_dir, FACE_DOWN_SPADES)
    names = asked(window)
    board.drag("5H", board.visible_point("6H"))  # the ace of spades turns up
    board.settle()
    assert names == ["turn"]
    window.close()

    window, board = window_with_sound(qtbot, data_dir, COVERED_RUN)
    names = asked(window)
    board.drag("5H", board.visible_point("6H"))
    board.settle()
    qtbot.mouseDClick(
        board.view.viewport(), Qt.MouseButton.LeftButton, pos=board.visible_point("KS")
    )
    board.settle()
    assert window.controller.game.moves[-1] == "1:KS>F"
    assert names == ["place", "run"]
    window.close()

    window, board = window_with_sound(qtbot, data_dir, NEARLY_WON)
    names = asked(window)
    board.drag("AS", board.visible_point("2S"))  # the last run: the game is won
    qtbot.waitUntil(lambda: window.controller.game.is_won)
    assert names == ["win"]  # one sound for the winning move
    window.close()


def test_a_system_without_qt_multimedia_is_silent_and_says_so_once(
    qtbot: QtBot,
    window: MainWindow,
    monkeypatch: pytest.MonkeyPatch,
    caplog: pytest.LogCaptureFixture,
) -> None:
    """As on Linux without libpulse: the import fails; the game goes on, silent."""
    monkeypatch.setitem(sys.modules, "PySide6.QtMultimedia", None)  # import raises
    caplog.set_level(logging.INFO, logger="scorpion_qt.ui.services.sound")
    names = asked(window)
    window.sounds.set_enabled(True)
    board = Board(window, qtbot)
    board.drag("4H", board.visible_point("5C"))
    board.settle()
    board.drag("4H", board.visible_point("5H"))
    board.settle()
    assert window.controller.game.moves == ["2:4H>7"]
    assert names == ["refuse", "place"]
    told = [r for r in caplog.records if r.name == "scorpion_qt.ui.services.sound"]
    assert len(told) == 1 and told[0].levelno == logging.INFO


def test_sound_on_this_machine_neither_raises_nor_blocks(
    qtbot: QtBot, data_dir: Path, caplog: pytest.LogCaptureFixture
) -> None:
    """Whatever this machine has (the tests usually run with no audio device, or no sound
    library): switching sound on and playing returns at once, and play goes on."""
    caplog.set_level(logging.INFO, logger="scorpion_qt.ui.services.sound")
    window = open_window(qtbot, ["--deal", "5", "--data-dir", str(data_dir)])
    started = time.monotonic()
    window.sounds.set_enabled(True)
    for name in NAMES:
        window.sounds.play(name)
    assert time.monotonic() - started < 2.0
    press(qtbot, window, Qt.Key.Key_D)
    press(qtbot, window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.controller.game.moves == []
    assert len([r for r in caplog.records if r.name == "scorpion_qt.ui.services.sound"]) <= 1
    window.close()


#: starts the window as main() does and reports, once the store is open (after the first
#: paint), whether anything tried to import QtMultimedia (an import hook sees the attempt
#: even where the import fails for want of a sound library)
SCRIPT = """
import importlib.abc
import sys

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from scorpion_qt.options import parse_args
from scorpion_qt.ui.startup import build_window

tried = []

class Watch(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path=None, target=None):
        if name == "PySide6.QtMultimedia":
            tried.append(name)
        return None

sys.meta_path.insert(0, Watch())
window = build_window(parse_args(sys.argv[1:]))

def store_ready():
    print(repr({"tried": bool(tried), "loaded": "PySide6.QtMultimedia" in sys.modules}))
    QApplication.instance().exit(0)

window.store_ready.connect(store_ready)
window.show()
QTimer.singleShot(20_000, lambda: QApplication.instance().exit(1))
sys.exit(QApplication.instance().exec())
"""


def start_up_report(data_dir: Path) -> dict[str, bool]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    args = [sys.executable, "-c", SCRIPT, "--deal", "5", "--data-dir", str(data_dir)]
    out = subprocess.run(args, capture_output=True, text=True, env=env, timeout=60, check=True)
    report: dict[str, bool] = ast.literal_eval(out.stdout.strip().splitlines()[-1])
    return report


def test_qt_multimedia_loads_only_once_sound_is_on(data_dir: Path) -> None:
    assert start_up_report(data_dir) == {"tried": False, "loaded": False}
    settings_of(data_dir).sound = True
    assert start_up_report(data_dir)["tried"]  # the watch does see it
