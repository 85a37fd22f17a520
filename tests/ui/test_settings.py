"""The preferences: defaults, changes kept, files of earlier versions and other values."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication, QMainWindow

from scorpion_qt.ui.settings import Settings


def test_a_missing_file_gives_every_default(tmp_path: Path) -> None:
    settings = Settings(tmp_path / "settings.ini")
    assert settings.interactive_rules and settings.animations and settings.winnability
    assert not settings.timed_scoring and not settings.four_colour and not settings.large_index
    assert (settings.new_game_rules, settings.new_game_mode) == ("classic", "random")
    assert settings.new_game_number == 1 and not settings.new_game_winnable_only
    assert settings.geometry is None and settings.language == ""
    assert not (tmp_path / "settings.ini").exists()  # reading writes nothing


def test_changes_are_seen_at_once_and_by_the_next_start(qapp: QApplication, tmp_path: Path) -> None:
    path = tmp_path / "settings.ini"
    settings = Settings(path)
    settings.animations = False
    settings.timed_scoring = True
    settings.four_colour = True
    settings.language = "de"
    settings.remember_new_game("relaxed", "number", 4294967295, winnable_only=True)
    window = QMainWindow()
    window.resize(640, 480)
    settings.geometry = window.saveGeometry()
    for seen in (settings, Settings(path)):
        assert not seen.animations and seen.timed_scoring and seen.four_colour
        assert seen.interactive_rules  # never set: still the default
        assert seen.language == "de"
        assert (seen.new_game_rules, seen.new_game_mode) == ("relaxed", "number")
        assert seen.new_game_number == 4294967295 and seen.new_game_winnable_only
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


def test_a_change_keeps_what_another_version_wrote(qapp: QApplication, tmp_path: Path) -> None:
    path = tmp_path / "settings.ini"
    path.write_text("[future]\nsomething=kept\n[play]\nanimations=false\n", encoding="utf-8")
    settings = Settings(path)
    settings.timed_scoring = True
    text = path.read_text(encoding="utf-8")
    assert "[future]\nsomething=kept" in text
    assert Settings(path).timed_scoring and not Settings(path).animations
