"""A synthetic game history for the store benchmarks: 100,000 games in a few seconds.

Run ``PYTHONPATH=. python tests/benchmarks/store_history.py DIR [GAMES]`` to make one by
hand; the benchmark calls :func:`generate_history`. Rows go in with ``executemany`` on
plain sqlite3 (bulk speed); the schema comes from the real migrations.
"""

from __future__ import annotations

import datetime
import random
import sqlite3
import sys
import time
from collections.abc import Iterator
from contextlib import closing
from pathlib import Path

from scorpion_qt.engine import Game
from scorpion_qt.package_files import migrations_dir
from scorpion_qt.store.log_text import pack_log
from scorpion_qt.store.migrate import upgrade_database
from scorpion_qt.store.paths import database_path

FIRST_DAY = datetime.datetime(2022, 1, 1, 8, 0)
DAYS = 1000
LAYOUTS = 500  # distinct layout texts (real deals), reused: the text is not queried
GAME_COLUMNS = (
    "id, rules, deal, daily_date, started_at, ended_at, elapsed_seconds, outcome, score,"
    " moves, undos, hints, runs_completed, cards_turned_up, percent_complete, action_count"
)
#: A row of ``games`` in the order of GAME_COLUMNS.
GameRow = tuple[
    int, str, int, str | None, str, str | None, float, str, int, int, int, int, int, int, float, int
]
#: Win rates: Classic about 1 in 9, Relaxed more often.
WIN_RATE = {"classic": 0.11, "relaxed": 0.3}


def generate_history(
    data_dir: Path, games: int = 100_000, seed: int = 2025, span_days: int = DAYS
) -> Path:
    """Create ``scorpion.db`` in ``data_dir`` at head with ``games`` finished games over
    ``span_days`` days (and
    their layouts, action logs and daily deals), and after them the game just dealt, not
    played yet, as a player's database always has; returns its path."""
    data_dir.mkdir(parents=True, exist_ok=True)
    path = database_path(data_dir)
    upgrade_database(path, migrations_dir())
    rng = random.Random(seed)
    layouts = [Game.new(deal).start_text() for deal in range(1, LAYOUTS + 1)]
    rows = list(_games(rng, games, span_days))
    last_ended = str(rows[-1][5]) if rows else FIRST_DAY.strftime("%Y-%m-%d %H:%M:%S.%f")
    rows.append(_dealt(games + 1, last_ended, rng))
    with closing(sqlite3.connect(path)) as db:
        db.execute("PRAGMA journal_mode = WAL")
        db.execute("PRAGMA synchronous = OFF")
        # each date's deal under each rule set: its first game's, as the app keeps it
        days: dict[tuple[str, str], int] = {}
        for row in rows:
            if row[3] is not None:
                days.setdefault((row[3], row[1]), row[2])
        db.executemany(
            "INSERT INTO daily_deals (date, rules, deal, layout, served_at, result, best_score)"
            " VALUES (?, ?, ?, ?, ?, NULL, NULL)",
            [
                (day, rules, deal, Game.new(deal, rules).start_text(), f"{day} 08:00:00.000000")
                for (day, rules), deal in sorted(days.items())
            ],
        )
        db.executemany(f"INSERT INTO games ({GAME_COLUMNS}) VALUES ({', '.join('?' * 16)})", rows)
        db.executemany(
            "INSERT INTO layouts (game_id, text) VALUES (?, ?)",
            ((row[0], layouts[row[0] % LAYOUTS]) for row in rows),
        )
        db.executemany("INSERT INTO logs (game_id, actions) VALUES (?, ?)", _logs(rng, rows))
        db.commit()
    return path


def _games(rng: random.Random, count: int, days: int = DAYS) -> Iterator[GameRow]:
    step = days * 86_400 / count
    for game_id in range(1, count + 1):
        rules = "classic" if rng.random() < 0.8 else "relaxed"
        won = rng.random() < WIN_RATE[rules]
        started = FIRST_DAY + datetime.timedelta(seconds=game_id * step)
        elapsed = rng.uniform(120, 900) if won else rng.uniform(30, 1800)
        ended = started + datetime.timedelta(seconds=elapsed + rng.uniform(0, 60))
        runs = 4 if won else rng.choice((0, 0, 0, 1, 1, 2, 3))
        turned = 12 if won else rng.randint(0, 12)
        moves = rng.randint(60, 160) if won else rng.randint(3, 120)
        score = runs * 100 + turned * 5 + 5 * rng.randint(0, moves // 2)
        daily = started.date().isoformat() if game_id % 100 == 0 else None
        yield (
            game_id,
            rules,
            rng.randint(1, 2**32 - 1),
            daily,
            started.strftime("%Y-%m-%d %H:%M:%S.%f"),
            ended.strftime("%Y-%m-%d %H:%M:%S.%f"),
            round(elapsed, 3),
            "won" if won else "lost",
            score,
            moves,
            rng.randint(0, 5),
            rng.randint(0, 3),
            runs,
            turned,
            100.0 if won else 100.0 * (runs * 13 + turned) / 64,
            moves,  # action_count: the synthetic log has one action per move
        )


def _dealt(game_id: int, started: str, rng: random.Random) -> GameRow:
    """The game in progress with no move yet: no history page or statistic counts it."""
    deal = rng.randint(1, 2**32 - 1)
    no_figures = (0, 0, 0, 0, 0, 0, 0.0, 0)  # score .. percent_complete, action_count
    return (game_id, "classic", deal, None, started, None, 0.0, "in_progress", *no_figures)


def _logs(rng: random.Random, rows: list[GameRow]) -> Iterator[tuple[int, str]]:
    """Each game's log: as many actions as its ``action_count`` (they do not replay)."""
    pool = [
        f"{s}:{r}{u}>{t}"
        for s in "1234567"
        for r in "A23456789TJQK"
        for u in "CDHS"
        for t in "1234567"
    ]
    for row in rows:
        yield row[0], pack_log(rng.choices(pool, k=row[15]))


if __name__ == "__main__":
    began = time.perf_counter()
    made = generate_history(Path(sys.argv[1]), int(sys.argv[2]) if len(sys.argv) > 2 else 100_000)
    print(f"wrote {made} in {time.perf_counter() - began:.1f} s")
