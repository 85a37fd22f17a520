"""A history of games that were really played: every log replays (random legal moves with
undos and redos, some games won from a position one move from the end), for the games
file's export and import. 3,000 games take a few seconds.

Rows go in with plain sqlite3 (bulk speed), as the store writes them: the schema comes
from the real migrations, the figures from the engine (``converters.figures``).
"""

from __future__ import annotations

import datetime
import random
import sqlite3
from contextlib import closing
from pathlib import Path

from scorpion_qt.engine import Game
from scorpion_qt.package_files import migrations_dir
from scorpion_qt.store.converters import figures
from scorpion_qt.store.log_text import pack_log
from scorpion_qt.store.migrate import upgrade_database
from scorpion_qt.store.paths import database_path

FIRST = datetime.datetime(2025, 1, 1, 8, 0)
RULE_SETS = ("classic", "classic", "relaxed", "scorpion-ii", "wasp", "three-blind-mice")
#: One move (``2:AC>1``) from a win.
NEAR_WIN = """\
rules: classic
score: 300
reserve: -
foundations: S H D
1: KC QC JC TC 9C 8C 7C 6C 5C 4C 3C 2C
2: AC
3:
4:
5:
6:
7:
"""
_TIME = "%Y-%m-%d %H:%M:%S.%f"
_COLUMNS = (
    "rules, deal, daily_date, started_at, ended_at, elapsed_seconds, outcome, score, moves,"
    " undos, hints, runs_completed, cards_turned_up, percent_complete, action_count, grade"
)


def played_game(rng: random.Random) -> tuple[Game, str]:
    """A game and its outcome: one in twenty won (a near win), the others lost after up
    to 60 random legal moves with an undo (and a redo) now and then."""
    if rng.random() < 0.05:
        game = Game.from_text(NEAR_WIN)
        game.play("2:AC>1")
        return game, "won"
    game = Game.new(rng.randint(1, 2**32 - 1), rng.choice(RULE_SETS))
    game.play(game.legal_moves()[0])  # every deal has a first move
    for _ in range(rng.randint(0, 60)):
        moves = game.legal_moves()
        if not moves:
            break
        game.play(rng.choice(moves))
        if rng.random() < 0.08:
            game.undo()
            if rng.random() < 0.5:
                game.redo()
    return game, "won" if game.is_won else "lost"


def generate_played(
    data_dir: Path, games: int, seed: int = 34, first: datetime.datetime = FIRST
) -> Path:
    """Create ``scorpion.db`` in ``data_dir`` at head holding ``games`` finished games that
    replay, one every 2 hours 55 minutes from ``first`` (every 50th a daily game of its
    date); returns its path."""
    data_dir.mkdir(parents=True, exist_ok=True)
    path = database_path(data_dir)
    upgrade_database(path, migrations_dir())
    rng = random.Random(seed)
    with closing(sqlite3.connect(path)) as db:
        db.execute("PRAGMA foreign_keys = ON")
        for number in range(1, games + 1):
            _insert(db, rng, number, first + datetime.timedelta(minutes=175 * number))
        db.commit()
    return path


def _insert(
    db: sqlite3.Connection, rng: random.Random, number: int, started: datetime.datetime
) -> None:
    game, outcome = played_game(rng)
    daily = None
    if number % 50 == 0 and game.deal is not None:
        daily = started.date().isoformat()
        db.execute(
            "INSERT OR IGNORE INTO daily_deals (date, rules, deal, layout, served_at)"
            " VALUES (?, ?, ?, ?, ?)",
            (daily, game.rules, game.deal, game.start_text(), started.strftime(_TIME)),
        )
        if (
            db.execute(
                "SELECT deal FROM daily_deals WHERE date = ? AND rules = ?", (daily, game.rules)
            ).fetchone()[0]
            != game.deal
        ):
            daily = None
    shown = figures(game)
    elapsed = round(rng.uniform(20, 1800), 3)
    values = (
        game.rules,
        game.deal,
        daily,
        started.strftime(_TIME),
        (started + datetime.timedelta(seconds=elapsed + 5)).strftime(_TIME),
        elapsed,
        outcome,
        shown.score + (rng.randint(0, 300) if outcome == "won" else 0),
        shown.moves,
        game.log.count("undo"),
        rng.randint(0, 3),
        shown.runs_completed,
        shown.cards_turned_up,
        shown.percent_complete,
        len(game.log),
        rng.choice(("E", "M", "H", None)),
    )
    cursor = db.execute(f"INSERT INTO games ({_COLUMNS}) VALUES ({', '.join('?' * 16)})", values)
    db.execute(
        "INSERT INTO layouts (game_id, text) VALUES (?, ?)", (cursor.lastrowid, game.start_text())
    )
    db.execute(
        "INSERT INTO logs (game_id, actions) VALUES (?, ?)", (cursor.lastrowid, pack_log(game.log))
    )
