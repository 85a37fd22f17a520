"""The games file: 3,000 played games exported and imported into an empty and a populated
data folder with exact counts, nothing counted twice, and every bad or foreign file
refused with its reason and the database unchanged (its whole dump compared)."""

from __future__ import annotations

import datetime
import json
import os
import shutil
import sqlite3
from collections.abc import Iterator
from contextlib import closing
from pathlib import Path

import pytest

from scorpion_qt.store.export import ExportCancelled, ExportError
from scorpion_qt.store.games_export import export_games
from scorpion_qt.store.games_file import (
    MAX_FILE_BYTES,
    VERSION,
    ImportCancelled,
    ImportRefused,
    ImportResult,
    Refusal,
)
from scorpion_qt.store.games_import import import_games
from scorpion_qt.store.service import Store
from tests.played_history import FIRST, generate_played

FIXTURES = Path(__file__).parent / "fixtures"
HALF_HOUR = datetime.timedelta(minutes=30)
#: What makes a game, compared between folders (ids differ).
GAME = (
    "SELECT g.rules, g.deal, g.daily_date, g.started_at, g.ended_at, g.elapsed_seconds,"
    " g.outcome, g.score, g.moves, g.undos, g.hints, g.runs_completed, g.cards_turned_up,"
    " g.percent_complete, g.action_count, g.grade, y.text, l.actions FROM games g"
    " JOIN layouts y ON y.game_id = g.id JOIN logs l ON l.game_id = g.id"
)


def games(path: Path) -> list[tuple[object, ...]]:
    with closing(sqlite3.connect(path)) as db:
        return sorted(db.execute(GAME).fetchall(), key=repr)


def dump(path: Path) -> list[str]:
    with closing(sqlite3.connect(path)) as db:
        return list(db.iterdump())


def empty_folder(tmp_path: Path, name: str) -> Path:
    """A data folder whose database the store made (at head, no game)."""
    with Store.open(tmp_path / name) as store:
        return store.path


@pytest.fixture(scope="module")
def exported(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Path, Path]]:
    """3,000 played games (their database, kept as it was) and their games file."""
    root = tmp_path_factory.mktemp("history")
    database = generate_played(root / "source", 3000)
    target = root / "games.json"
    assert export_games(database, target) == 3000
    yield database, target


def copy_of(database: Path, tmp_path: Path, name: str) -> Path:
    folder = tmp_path / name
    folder.mkdir()
    shutil.copy(database, folder / database.name)
    return folder / database.name


def test_three_thousand_games_import_into_an_empty_folder(
    exported: tuple[Path, Path], tmp_path: Path
) -> None:
    source, file = exported
    target = empty_folder(tmp_path, "empty")
    assert import_games(target, file) == ImportResult(added=3000, already_here=0)
    assert games(target) == games(source)
    before = dump(target)
    assert import_games(target, file) == ImportResult(added=0, already_here=3000)
    assert dump(target) == before
    with Store.open(target.parent) as store:
        assert store.history_page().total == 3000
        assert store.statistics().played == 3000


def test_importing_into_the_folder_it_came_from_adds_nothing(
    exported: tuple[Path, Path], tmp_path: Path
) -> None:
    source, file = exported
    database = copy_of(source, tmp_path, "same")
    before = dump(database)
    assert import_games(database, file) == ImportResult(added=0, already_here=3000)
    assert dump(database) == before


def test_two_computers_histories_merge(exported: tuple[Path, Path], tmp_path: Path) -> None:
    source, file = exported
    # the other computer's games started at other times (a game's start is part of it)
    other = generate_played(tmp_path / "other", 500, seed=7, first=FIRST + HALF_HOUR)
    mine = games(other)
    assert import_games(other, file) == ImportResult(added=3000, already_here=0)
    assert len(games(other)) == 3500
    assert games(other) == sorted(mine + games(source), key=repr)
    # and back: the other computer's 500 join the first one's 3,000
    back = tmp_path / "back.json"
    assert export_games(other, back) == 3500
    first = copy_of(source, tmp_path, "first")
    assert import_games(first, back) == ImportResult(added=500, already_here=3000)
    assert games(first) == games(other)


def test_a_game_twice_in_a_file_is_added_once(tmp_path: Path) -> None:
    source = generate_played(tmp_path / "source", 3)
    file = tmp_path / "games.json"
    export_games(source, file)
    document = json.loads(file.read_text(encoding="utf-8"))
    document["games"].append(document["games"][0])
    file.write_text(json.dumps(document), encoding="utf-8")
    target = empty_folder(tmp_path, "target")
    assert import_games(target, file) == ImportResult(added=3, already_here=1)


def test_daily_games_keep_their_date_or_join_as_ordinary_games(tmp_path: Path) -> None:
    source = generate_played(tmp_path / "source", 100)
    file = tmp_path / "games.json"
    export_games(source, file)
    daily = [g for g in json.loads(file.read_text())["games"] if g["daily_date"] is not None]
    assert len(daily) == 2
    target = empty_folder(tmp_path, "target")
    first = daily[0]
    with closing(sqlite3.connect(target)) as db, db:  # the first date has another deal here
        db.execute(
            "INSERT INTO daily_deals (date, rules, deal, layout, served_at)"
            " VALUES (?, ?, ?, '-', '2025-01-01 00:00:00.000000')",
            (first["daily_date"], first["rules"], first["deal"] + 1),
        )
    assert import_games(target, file) == ImportResult(added=100, already_here=0, undated=1)
    with closing(sqlite3.connect(target)) as db:
        dated = db.execute("SELECT daily_date FROM games WHERE daily_date IS NOT NULL").fetchall()
        assert dated == [(daily[1]["daily_date"],)]
        result = db.execute(
            "SELECT deal, result FROM daily_deals WHERE date = ?", (daily[1]["daily_date"],)
        ).fetchone()
    assert result == (daily[1]["deal"], daily[1]["outcome"])


def test_an_upgraded_old_database_exports_its_games(tmp_path: Path) -> None:
    """A database made by the first schema revision, upgraded at start-up: its finished
    games go out and come in again whole."""
    folder = tmp_path / "old"
    folder.mkdir()
    shutil.copy(FIXTURES / "rev0001.sqlite3", folder / "scorpion.db")
    with Store.open(folder) as store:
        finished = store.statistics().won + store.statistics().lost
    file = tmp_path / "games.json"
    assert export_games(folder / "scorpion.db", file) == finished > 0
    target = empty_folder(tmp_path, "new")
    assert import_games(target, file).added == finished


def test_a_version_1_file_kept_from_the_first_release_still_imports(tmp_path: Path) -> None:
    target = empty_folder(tmp_path, "target")
    assert import_games(target, FIXTURES / "games-v1.json") == ImportResult(3, 0)
    with closing(sqlite3.connect(target)) as db:
        rows = db.execute("SELECT outcome, moves, undos FROM games ORDER BY started_at").fetchall()
    assert rows == [("won", 1, 0), ("lost", 4, 1), ("lost", 2, 0)]


def test_par_goes_along_when_the_database_keeps_it(tmp_path: Path) -> None:
    source = generate_played(tmp_path / "source", 5)
    with closing(sqlite3.connect(source)) as db, db:
        if "par" not in {row[1] for row in db.execute("PRAGMA table_info(games)")}:
            pytest.skip("this schema keeps no par")
        db.execute("UPDATE games SET par = 52 WHERE id = 2")
    file = tmp_path / "games.json"
    export_games(source, file)
    target = empty_folder(tmp_path, "target")
    import_games(target, file)
    with closing(sqlite3.connect(target)) as db:
        assert db.execute("SELECT count(*) FROM games WHERE par = 52").fetchone() == (1,)


# -- refused files ---------------------------------------------------------------------


@pytest.fixture
def small(tmp_path: Path) -> tuple[Path, dict[str, object]]:
    """A folder with 5 games and the document of 3 others."""
    source = generate_played(tmp_path / "source", 3, seed=1)
    file = tmp_path / "games.json"
    export_games(source, file)
    target = generate_played(tmp_path / "target", 5, seed=2)
    return target, json.loads(file.read_text(encoding="utf-8"))


def refused(target: Path, file: Path) -> ImportRefused:
    before = dump(target)
    with pytest.raises(ImportRefused) as raised:
        import_games(target, file)
    assert dump(target) == before
    return raised.value


def written(tmp_path: Path, document: object) -> Path:
    file = tmp_path / "refused.json"
    file.write_text(json.dumps(document), encoding="utf-8")
    return file


def test_a_game_that_does_not_replay_refuses_the_whole_file(
    small: tuple[Path, dict[str, object]], tmp_path: Path
) -> None:
    target, document = small
    played = document["games"]
    assert isinstance(played, list)
    played[2]["log"][0] = "7:AS>1"
    error = refused(target, written(tmp_path, document))
    assert error.reason is Refusal.DOES_NOT_REPLAY and error.game == 3


@pytest.mark.parametrize(
    ("change", "reason"),
    [
        ({"outcome": "won"}, Refusal.DOES_NOT_REPLAY),
        ({"log": []}, Refusal.BAD_GAME),
        ({"rules": "spider"}, Refusal.BAD_GAME),
        ({"rules": "wasp-ii"}, Refusal.BAD_GAME),
        ({"started_at": "2025-01-01 08:00"}, Refusal.BAD_GAME),
        ({"score": -5}, Refusal.BAD_GAME),
        ({"elapsed_seconds": "long"}, Refusal.BAD_GAME),
        ({"grade": "X"}, Refusal.BAD_GAME),
        ({"outcome": "in_progress"}, Refusal.BAD_GAME),
    ],
)
def test_a_game_with_a_wrong_field_is_refused(
    small: tuple[Path, dict[str, object]],
    tmp_path: Path,
    change: dict[str, object],
    reason: Refusal,
) -> None:
    target, document = small
    played = document["games"]
    assert isinstance(played, list)
    lost = next(number for number, game in enumerate(played) if game["outcome"] == "lost")
    played[lost].update(change)
    error = refused(target, written(tmp_path, document))
    assert (error.reason, error.game) == (reason, lost + 1)


def test_foreign_and_newer_files_are_refused(
    small: tuple[Path, dict[str, object]], tmp_path: Path
) -> None:
    target, document = small
    foreign = refused(target, written(tmp_path, {"format": "other", "games": []}))
    assert foreign.reason is Refusal.FOREIGN
    assert refused(target, written(tmp_path, [1, 2])).reason is Refusal.NOT_JSON
    assert refused(target, written(tmp_path, {"version": 1})).reason is Refusal.FOREIGN
    newer = refused(target, written(tmp_path, document | {"version": VERSION + 1}))
    assert newer.reason is Refusal.NEWER and f"version {VERSION + 1}" in str(newer)


def test_broken_text_is_refused(small: tuple[Path, dict[str, object]], tmp_path: Path) -> None:
    target, document = small
    text = json.dumps(document)
    file = tmp_path / "broken.json"
    file.write_text(text[: len(text) // 2], encoding="utf-8")
    assert refused(target, file).reason is Refusal.TRUNCATED
    file.write_text(text.replace('"games"', "'games'"), encoding="utf-8")
    assert refused(target, file).reason is Refusal.NOT_JSON
    file.write_bytes(b'{"format": "\xff\xfe"}')
    assert refused(target, file).reason is Refusal.NOT_JSON
    file.write_text("")
    assert refused(target, file).reason is Refusal.NOT_JSON
    file.write_text(text + "\n{}")
    assert refused(target, file).reason is Refusal.NOT_JSON


def test_what_is_not_a_plain_file_or_too_large_is_refused(
    small: tuple[Path, dict[str, object]], tmp_path: Path
) -> None:
    target, _document = small
    assert refused(target, tmp_path / "missing.json").reason is Refusal.NOT_FOUND
    assert refused(target, tmp_path).reason is Refusal.NOT_A_FILE
    pipe = tmp_path / "pipe.json"
    os.mkfifo(pipe)
    assert refused(target, pipe).reason is Refusal.NOT_A_FILE  # at once, without a writer
    large = tmp_path / "large.json"
    with large.open("wb") as handle:
        handle.truncate(MAX_FILE_BYTES + 1)  # sparse: no disk taken
    assert refused(target, large).reason is Refusal.TOO_LARGE


def test_a_cancelled_import_changes_nothing(exported: tuple[Path, Path], tmp_path: Path) -> None:
    _source, file = exported
    target = generate_played(tmp_path / "target", 5, seed=2)
    before = dump(target)
    seen: list[tuple[int, int]] = []

    def progress(done: int, size: int) -> bool:
        seen.append((done, size))
        return done < size // 2

    with pytest.raises(ImportCancelled):
        import_games(target, file, progress)
    assert dump(target) == before
    assert seen[-1][1] == file.stat().st_size and len(seen) >= 2


def test_a_cancelled_or_failed_export_writes_nothing(tmp_path: Path) -> None:
    source = generate_played(tmp_path / "source", 600)
    target = tmp_path / "games.json"
    with pytest.raises(ExportCancelled):
        export_games(source, target, lambda count: count < 500)
    assert sorted(os.listdir(tmp_path)) == ["source"]
    with pytest.raises(ExportError, match="its folder does not exist"):
        export_games(source, tmp_path / "missing" / "games.json")
    pipe = tmp_path / "pipe.json"
    os.mkfifo(pipe)
    with pytest.raises(ExportError, match="not a plain file"):
        export_games(source, pipe)
