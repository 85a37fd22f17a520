"""Daily games for the server's tests, played by the solver and the engine: winning lines
(with undos and redos mixed in), lost games (stuck), and logs that stop half-way."""

from __future__ import annotations

import datetime
import functools
from typing import Any

from fastapi.testclient import TestClient

from scorpion_qt.engine.game import Game
from scorpion_qt.engine.moves import legal_moves
from scorpion_qt.engine.play import apply
from scorpion_qt.engine.position import Position
from scorpion_qt.server.daily_deal import pinned_deal
from scorpion_qt.solver.solve import WON, solve

#: The day most tests play: a fixed day, so that its deal, lines, scores and move counts
#: are the same whenever the tests run. The in-process app's clock stands at noon (UTC) of
#: this day (:mod:`tests.server.settable_clock`), when its results are still taken (a day
#: is over everywhere at noon UTC of the next). Tests of the clock itself (tomorrow, the
#: front page) use ``today()``; a server in a process of its own runs on real time, and
#: its tests play ``utc_today()``.
DAY = datetime.date(2026, 12, 1)


def today() -> datetime.date:
    """The in-process app's today: the date of its clock (``DAY``), unless a test sets it."""
    return DAY


def utc_today() -> datetime.date:
    """Today's date at UTC: the day of a server running on real time."""
    return datetime.datetime.now(datetime.UTC).date()


def daily_deal(day: datetime.date, rules: str = "classic") -> int:
    return pinned_deal(day, rules)


@functools.cache
def winning_line(deal: int, rules: str = "classic") -> tuple[str, ...]:
    found = solve(Game.new(deal, rules), time_limit=30)
    assert found.status == WON, (deal, rules)
    return found.moves


def with_undos(line: tuple[str, ...]) -> list[str]:
    """``line`` with undo/redo pairs and an undone-and-replayed move mixed in: the same
    game, a longer log."""
    # two moves undone and redone, then one taken back and played again
    return [*line[:5], "undo", "undo", "redo", "redo", *line[5:10], "undo", line[9], *line[10:]]


@functools.cache
def lost_line(deal: int, rules: str = "classic") -> tuple[str, ...]:
    """Moves that leave no legal move (a lost, finished game), by a depth-first search
    that goes first where the fewest moves are left."""
    start = Game.new(deal, rules).position
    seen: set[Any] = set()
    stack: list[tuple[Position, tuple[str, ...]]] = [(start, ())]
    while stack:
        position, line = stack.pop()
        moves = legal_moves(position)
        if not moves and not position.is_won:
            return line
        key = (position.columns, position.reserve, position.cells)
        if key in seen or len(seen) > 50_000:
            continue
        seen.add(key)
        after = [(apply(position, m)[0], (*line, str(m))) for m in moves]
        after.sort(key=lambda pair: -len(legal_moves(pair[0])))
        stack.extend(after)
    raise AssertionError(f"no dead end found for deal {deal}")


def result_body(
    day: datetime.date | None = None,
    rules: str = "classic",
    actions: list[str] | None = None,
    seconds: float = 300.0,
    deal: int | None = None,
) -> dict[str, Any]:
    """A submission of ``day``'s daily game (``DAY``'s by default), by default won."""
    day = day or DAY
    real = daily_deal(day, rules)
    return {
        "date": day.isoformat(),
        "rules": rules,
        "deal": real if deal is None else deal,
        "actions": list(winning_line(real, rules)) if actions is None else actions,
        "seconds": seconds,
    }


def register(client: TestClient, name: str) -> str:
    """Register ``name``; its token."""
    answer = client.post("/api/v1/players", json={"name": name})
    assert answer.status_code == 201, answer.text
    token: str = answer.json()["token"]
    return token


def bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}
