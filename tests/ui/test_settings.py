"""The preferences: defaults, changes kept, files of earlier versions and other values."""

from __future__ import annotations

import os
import resource
import stat
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication, QMainWindow
from pytestqt.qtbot import QtBot

from scorpion_qt.ui.services.settings import MAX_FILE_BYTES, Settings, StoredValue
from tests.ui.conftest import open_window

ROOT = Path(__file__).resolve().parents[2]


def test_a_missing_file_gives_every_default(tmp_path: Path) -> None:
    settings = Settings(tmp_path / "settings.ini")
    assert settings.interactive_rules and settings.animations and settings.winnability
    assert not settings.timed_scoring and not settings.four_colour and not settings.large_index
    assert (settings.new_game_rules, settings.new_game_mode) == ("classic", "random")
    assert settings.new_game_number == 1 and settings.new_game_winnable_only  # on by default
    assert settings.geometry is None and settings.language == ""
    assert not (tmp_path / "settings.ini").exists()  # reading writes nothing


def test_changes_are_seen_at_once_and_by_the_next_start(qapp: QApplication, tmp_path: Path) -> None:
    path = tmp_path / "settings.ini"
    settings = Settings(path)
    settings.animations = False
    settings.timed_scoring = True
    settings.four_colour = True
    settings.language = "de"
    settings.remember_new_game("relaxed", "number", 4294967295, winnable_only=False)
    window = QMainWindow()
    window.resize(640, 480)
    settings.geometry = window.saveGeometry()
    for seen in (settings, Settings(path)):
        assert not seen.animations and seen.timed_scoring and seen.four_colour
        assert seen.interactive_rules  # never set: still the default
        assert seen.language == "de"
        assert (seen.new_game_rules, seen.new_game_mode) == ("relaxed", "number")
        assert seen.new_game_number == 4294967295 and not seen.new_game_winnable_only
        assert seen.geometry == bytes(window.saveGeometry().data())


def test_a_file_written_by_qsettings_alone_is_read_whole(
    qapp: QApplication, tmp_path: Path
) -> None:
    # as every earlier version of the app kept its preferences
    path = tmp_path / "settings.ini"
    old = QSettings(str(path), QSettings.Format.IniFormat)
    window = QMainWindow()
    window.setGeometry(53, 61, 401, 302)  # within the offscreen screen
    geometry = window.saveGeometry()
    for key, value in {
        "play/interactive_rules": False,
        "play/winnability": False,
        "look/large_index": True,
        "look/language": "tr",
        "new_game/rules": "relaxed",
        "new_game/mode": "daily",
        "new_game/number": 31337,
        "window/geometry": geometry,
    }.items():
        old.setValue(key, value)
    old.sync()
    settings = Settings(path)
    assert not settings.interactive_rules and not settings.winnability
    assert settings.large_index and settings.language == "tr"
    assert (settings.new_game_rules, settings.new_game_mode) == ("relaxed", "daily")
    assert settings.new_game_number == 31337
    assert settings.geometry == bytes(geometry.data())
    restored = QMainWindow()
    assert restored.restoreGeometry(settings.geometry)
    assert restored.geometry() == window.geometry()


def test_values_the_app_does_not_know_fall_back_to_defaults(tmp_path: Path) -> None:
    path = tmp_path / "settings.ini"
    path.write_text(
        "[look]\nlanguage=xx\nfour_colour=maybe\n"
        "[new_game]\nrules=spider\nmode=\nnumber=seven\n"
        "[window]\ngeometry=not bytes\n",
        encoding="utf-8",
    )
    settings = Settings(path)
    assert settings.language == "" and not settings.four_colour
    assert (settings.new_game_rules, settings.new_game_mode) == ("classic", "random")
    assert settings.new_game_number == 1 and settings.geometry is None


def test_every_preference_has_a_key_of_its_own() -> None:
    keys = [value.key for value in vars(Settings).values() if isinstance(value, StoredValue)]
    assert len(keys) == len(set(keys)) > 20


def test_values_written_by_hand_are_read_as_the_app_reads_them(tmp_path: Path) -> None:
    path = tmp_path / "settings.ini"
    path.write_text(
        "[play]\nanimations=0\ntimed_scoring=Yes\n[sound]\nvolume=250\n"
        '[online]\nserver="  https://example.org  "\nplayer=seven\n',
        encoding="utf-8",
    )
    settings = Settings(path)
    assert not settings.animations and settings.timed_scoring
    assert settings.sound_volume == 100  # within 0 to 100
    assert settings.online_server == "https://example.org" and settings.online_player is None


def test_a_value_kept_with_others_is_not_set_alone(tmp_path: Path) -> None:
    settings = Settings(tmp_path / "settings.ini")
    with pytest.raises(AttributeError):
        settings.new_game_rules = "relaxed"  # type: ignore[misc]  # remember_new_game's
    assert settings.new_game_rules == "classic"


def test_a_change_keeps_what_another_version_wrote(qapp: QApplication, tmp_path: Path) -> None:
    path = tmp_path / "settings.ini"
    path.write_text("[future]\nsomething=kept\n[play]\nanimations=false\n", encoding="utf-8")
    settings = Settings(path)
    settings.timed_scoring = True
    text = path.read_text(encoding="utf-8")
    assert "[future]\nsomething=kept" in text
    assert Settings(path).timed_scoring and not Settings(path).animations


# a start-up's use of the preferences, in a process of its own: a settings file that is a
# FIFO hung it for good (QSettings waited for a writer), so it must end within the timeout
SESSION = """
import sys
from pathlib import Path
from scorpion_qt.ui.services.settings import Settings

settings = Settings(Path(sys.argv[1]))
before = (settings.animations, settings.language, settings.new_game_number)
settings.animations = False
settings.language = "de"
settings.remember_new_game("relaxed", "number", 77)
after = (settings.animations, settings.language, settings.new_game_number)
print(before, after, settings.problem, sep="\\n")
"""


def run_session(path: Path) -> list[str]:
    """The session's output after the values it read and set, which must be the defaults
    and the changes, within 30 s and 1 GiB of memory (reading /dev/zero would take all)."""

    def limit_memory() -> None:
        resource.setrlimit(resource.RLIMIT_AS, (1 << 30, 1 << 30))

    done = subprocess.run(
        [sys.executable, "-c", SESSION, str(path)],
        capture_output=True,
        text=True,
        env=dict(os.environ, PYTHONPATH=str(ROOT)),
        timeout=30,
        preexec_fn=limit_memory,
        check=True,
    )
    lines = done.stdout.splitlines()
    assert lines[:2] == ["(True, '', 1)", "(False, 'de', 77)"]  # defaults; then the changes
    assert "the defaults hold and changes last until the app quits" in done.stderr
    return lines[2:]


def test_a_fifo_is_neither_read_nor_replaced(tmp_path: Path) -> None:
    fifo = tmp_path / "settings.ini"
    os.mkfifo(fifo)
    assert run_session(fifo) == ["is not a regular file"]
    assert stat.S_ISFIFO(fifo.stat().st_mode)  # a write would have put a file in its place


def test_a_link_to_a_device_is_neither_read_nor_replaced(tmp_path: Path) -> None:
    # a device of its own, like /dev/zero: a write through the link would replace the
    # device itself (QSettings writes a new file and renames it over the link's target)
    zero = tmp_path / "zero"
    try:
        os.mknod(zero, stat.S_IFCHR | 0o666, os.makedev(1, 5))
    except PermissionError:
        pytest.skip("making a device needs root")
    link = tmp_path / "settings.ini"
    link.symlink_to(zero)  # read whole, it never ends
    assert run_session(link) == ["is not a regular file"]
    assert link.is_symlink() and stat.S_ISCHR(zero.stat().st_mode)


def test_a_folder_in_its_place_is_left_alone(tmp_path: Path) -> None:
    folder = tmp_path / "settings.ini"
    folder.mkdir()
    (folder / "a player's file").write_text("kept", encoding="utf-8")
    settings = Settings(folder)
    settings.four_colour = True
    assert settings.four_colour and settings.problem == "is not a regular file"
    assert [p.name for p in folder.iterdir()] == ["a player's file"]


def test_a_file_too_large_for_preferences_is_neither_read_nor_rewritten(
    tmp_path: Path,
) -> None:
    path = tmp_path / "settings.ini"
    # QSettings would read it whole at the start and rewrite it whole at every change
    with path.open("w", encoding="utf-8") as file:
        file.write("[play]\nanimations=false\n[look]\nlanguage=tr\n[junk]\n")
        for number in range(700_000):  # 20 MB
            file.write(f"key{number}=a value nobody needs\n")
    before = path.stat()
    settings = Settings(path)
    assert settings.animations and settings.language == ""  # the defaults, not the file's
    assert settings.problem is not None and "larger than 256 KiB" in settings.problem
    settings.timed_scoring = True
    assert settings.timed_scoring
    after = path.stat()
    assert (after.st_size, after.st_mtime_ns, after.st_ino) == (
        before.st_size,
        before.st_mtime_ns,
        before.st_ino,
    )


def test_a_file_of_256_kib_is_still_read(qapp: QApplication, tmp_path: Path) -> None:
    path = tmp_path / "settings.ini"
    text = "[play]\nanimations=false\n[future]\nnotes=" + "n" * MAX_FILE_BYTES
    path.write_text(text[: MAX_FILE_BYTES - 1] + "\n", encoding="utf-8")
    assert path.stat().st_size == MAX_FILE_BYTES
    settings = Settings(path)
    assert settings.problem is None and not settings.animations


def test_the_player_is_told_when_the_preferences_cannot_be_read(
    qtbot: QtBot, data_dir: Path
) -> None:
    os.mkfifo(data_dir / "settings.ini")
    window = open_window(qtbot, ["--deal", "5", "--data-dir", str(data_dir)])
    assert "preferences could not be read" in window.statusBar().currentMessage()
    window.close()
