"""Shared fixtures for the store tests: a store in a temporary folder, a settable clock,
quick ways to play moves and to seed game rows with chosen figures, and a small real disk
that can be filled up."""

from __future__ import annotations

import datetime
import errno
import os
import shutil
import subprocess
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from sqlalchemy.orm import Session

from scorpion_qt.engine import Game
from scorpion_qt.store.database import make_engine
from scorpion_qt.store.log_text import pack_log
from scorpion_qt.store.models import DailyDealRow, GameRow, LayoutRow, LogRow
from scorpion_qt.store.service import Store

START = datetime.datetime(2025, 6, 1, 12, 0, tzinfo=datetime.UTC)

#: One move (``2:AC>1``) from a win: three runs removed, the clubs on the board.
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


@dataclass
class Clock:
    """A clock the test moves by hand."""

    current: datetime.datetime = START

    def __call__(self) -> datetime.datetime:
        return self.current

    def advance(self, **delta: float) -> None:
        self.current += datetime.timedelta(**delta)


@pytest.fixture
def clock() -> Clock:
    return Clock()


@pytest.fixture
def data_dir(tmp_path: Path) -> Path:
    return tmp_path / "data"


@pytest.fixture
def store(data_dir: Path, clock: Clock) -> Iterator[Store]:
    opened = Store.open(data_dir, now=clock)
    yield opened
    opened.close()


def play(game: Game, count: int) -> Game:
    """Play the first listed legal move ``count`` times."""
    for _ in range(count):
        game.play(game.legal_moves()[0])
    return game


def winning_game() -> Game:
    """A game one move from a win (play ``2:AC>1`` to win it)."""
    return Game.from_text(NEAR_WIN)


@dataclass
class Row:
    """A game row to seed, with test-friendly defaults."""

    outcome: str = "lost"
    rules: str = "classic"
    score: int = 0
    moves: int = 10
    elapsed: float = 100.0
    percent: float = 0.0
    started: datetime.datetime = START
    ended: datetime.datetime | None = None
    deal: int | None = 1
    daily: datetime.date | None = None
    actions: int = 1
    extra: dict[str, object] = field(default_factory=dict)


def seed(path: Path, rows: list[Row]) -> list[int]:
    """Insert rows into the database file directly (ids in order); the daily dates they
    name get a deal row under each rule set they are played under. Times are naive UTC as
    stored; ``ended`` defaults to the start. A game in progress gets a layout and a log
    that replays (its first ``actions`` legal moves), as the store writes them; finished
    rows have neither."""
    engine = make_engine(path)
    ids = []
    with Session(engine) as session, session.begin():
        for day, rules in sorted({(r.daily, r.rules) for r in rows if r.daily is not None}):
            if session.get(DailyDealRow, (day, rules)) is None:
                served = START.replace(tzinfo=None)
                session.add(
                    DailyDealRow(date=day, rules=rules, deal=1, layout="-", served_at=served)
                )
        session.flush()
        for r in rows:
            ended = r.ended or r.started
            values: dict[str, object] = {
                "rules": r.rules,
                "deal": r.deal,
                "daily_date": r.daily,
                "started_at": r.started.astimezone(datetime.UTC).replace(tzinfo=None),
                "ended_at": None
                if r.outcome == "in_progress"
                else ended.astimezone(datetime.UTC).replace(tzinfo=None),
                "elapsed_seconds": r.elapsed,
                "outcome": r.outcome,
                "score": r.score,
                "moves": r.moves,
                "undos": 0,
                "hints": 0,
                "runs_completed": 0,
                "cards_turned_up": 0,
                "percent_complete": r.percent,
                "action_count": r.actions,
            }
            game = GameRow(**(values | r.extra))
            session.add(game)
            session.flush()
            ids.append(game.id)
            if r.outcome == "in_progress":
                played = play(Game.new(r.deal or 1, r.rules), r.actions)
                session.add(LayoutRow(game_id=game.id, text=played.start_text()))
                session.add(LogRow(game_id=game.id, actions=pack_log(played.log)))
    engine.dispose()
    return ids


@dataclass
class SmallDisk:
    """A small tmpfs mounted for one test: :meth:`fill` it up, :meth:`free` it again."""

    root: Path

    @property
    def filler(self) -> Path:
        return self.root / "filler"

    def available(self) -> int:
        found = os.statvfs(self.root)
        return found.f_bavail * found.f_frsize

    def fill(self, leave: int = 0) -> None:
        """Take all the free space but ``leave`` bytes (what tmpfs counts in pages)."""
        size = max(self.available() - leave, 0)
        with self.filler.open("ab") as handle:
            try:
                handle.write(b"\0" * size)
                handle.flush()
            except OSError as error:
                if error.errno != errno.ENOSPC:
                    raise

    def free(self) -> None:
        self.filler.unlink(missing_ok=True)


@pytest.fixture
def small_disk(tmp_path: Path) -> Iterator[Callable[[int], SmallDisk]]:
    """Mounts a tmpfs of the given size in KiB (needs root; the test is skipped otherwise)
    and unmounts it afterwards, lazily if a file on it is still open."""
    mounted: list[Path] = []

    def mount(kib: int) -> SmallDisk:
        root = tmp_path / f"disk{len(mounted)}"
        root.mkdir()
        if shutil.which("mount") is None or os.geteuid() != 0:
            pytest.skip("mounting a tmpfs needs root")
        done = subprocess.run(
            ["mount", "-t", "tmpfs", "-o", f"size={kib}k", "tmpfs", str(root)],
            capture_output=True,
            text=True,
            check=False,
        )
        if done.returncode != 0:
            pytest.skip(f"cannot mount a tmpfs: {done.stderr.strip()}")
        mounted.append(root)
        return SmallDisk(root)

    yield mount
    for root in mounted:
        if subprocess.run(["umount", str(root)], capture_output=True, check=False).returncode:
            subprocess.run(["umount", "-l", str(root)], capture_output=True, check=False)
