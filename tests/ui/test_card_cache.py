"""The card sheet is a cache: it is kept in the user's cache folder, never beside the
player's games, and the sheets an earlier version left in the data folder go."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from scorpion_qt.ui.window.main_window import MainWindow
from tests.ui.conftest import open_window


@pytest.fixture
def cache_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    home = tmp_path / "cache-home"
    monkeypatch.setenv("XDG_CACHE_HOME", str(home))
    return home


def play_and_quit(qtbot: QtBot, data_dir: Path) -> MainWindow:
    window = open_window(qtbot, ["--deal", "5", "--data-dir", str(data_dir)])
    controller = window.controller
    assert controller.play(next(m for m in controller.game.legal_moves() if str(m) != "deal"))
    window.close()
    return window


def test_the_sheet_goes_to_the_users_cache_folder(
    qtbot: QtBot, data_dir: Path, cache_home: Path
) -> None:
    play_and_quit(qtbot, data_dir)
    sheets = list(cache_home.rglob("cards-*.sheet"))
    assert len(sheets) == 1, sorted(cache_home.rglob("*"))
    assert sheets[0].parent == cache_home / "scorpion-qt" / "Scorpion Qt"
    # beside the games: the database and the settings, no cache, and after a clean quit
    # no WAL side files
    assert sorted(p.name for p in data_dir.iterdir()) == ["scorpion.db", "settings.ini"]


def test_the_next_start_draws_no_card_anew(qtbot: QtBot, data_dir: Path, cache_home: Path) -> None:
    play_and_quit(qtbot, data_dir)
    window = open_window(qtbot, ["--data-dir", str(data_dir)])
    art = window.scene.art
    assert art.from_disk, "the sheet kept in the cache folder was not used"
    window.close()


def test_an_old_card_cache_in_the_data_folder_goes(
    qtbot: QtBot, data_dir: Path, cache_home: Path
) -> None:
    old = data_dir / "cache"
    old.mkdir()
    (old / "cards-0.18.0-2-70x95@1.sheet").write_bytes(b"old sheet")
    (old / "cards-0.9.0-2-70x95@1.png").write_bytes(b"older sheet")
    play_and_quit(qtbot, data_dir)
    assert not old.exists()


def test_a_players_file_in_the_old_cache_folder_stays(
    qtbot: QtBot, data_dir: Path, cache_home: Path
) -> None:
    old = data_dir / "cache"
    old.mkdir()
    (old / "cards-0.18.0-2-70x95@1.sheet").write_bytes(b"old sheet")
    (old / "notes.txt").write_text("mine", encoding="utf-8")
    play_and_quit(qtbot, data_dir)
    assert sorted(p.name for p in old.iterdir()) == ["notes.txt"]
