"""What a damaged file's rows become: each value read back is checked, and a row is made
ready to insert with every value of the right kind (what an older revision lacks at the
value it would have had), or left out if it cannot be."""

from __future__ import annotations

import datetime

from scorpion_qt.engine import Game
from scorpion_qt.store.analyses import CHECKSUM_LENGTH
from scorpion_qt.store.checked import real, whole, whole_or_none
from scorpion_qt.store.daily import DAILY_RULES
from scorpion_qt.store.grades import GRADES
from scorpion_qt.store.models import OUTCOMES, WON

#: The games columns read as counts (0 where a row lacks one).
NUMBERS = (
    "score",
    "moves",
    "undos",
    "hints",
    "runs_completed",
    "cards_turned_up",
    "action_count",
)


def game_row(stored: dict[str, object]) -> dict[str, object] | None:
    """The row to insert, with every value of the right kind; None if it cannot be."""
    started = stored_moment(stored.get("started_at"))
    if not isinstance(stored.get("id"), int) or stored.get("outcome") not in OUTCOMES:
        return None
    if started is None or stored.get("rules") is None:
        return None
    what = f"game {stored['id']}"
    game: dict[str, object] = {
        "id": stored["id"],
        "rules": str(stored["rules"]),
        "deal": whole_or_none(stored.get("deal"), f"{what}'s deal"),
        "daily_date": stored_date(stored.get("daily_date")),
        "started_at": started,
        "ended_at": stored_moment(stored.get("ended_at")),
        "elapsed_seconds": real(stored.get("elapsed_seconds", 0.0), f"{what}'s time"),
        "outcome": stored["outcome"],
    }
    for name in NUMBERS:
        game[name] = whole(stored.get(name, 0), f"{what}'s {name}")
    if "percent_complete" in stored:
        game["percent_complete"] = real(stored["percent_complete"], f"{what}'s percent")
    else:  # a file from before revision 0002: the figure it would have had
        done = whole(game["runs_completed"]) * 13 + whole(game["cards_turned_up"])
        game["percent_complete"] = 100.0 if stored["outcome"] == WON else done * 100.0 / 64
    grade = stored.get("grade")  # none before revision 0005
    game["grade"] = grade if grade in GRADES else None
    par = stored.get("par")  # none before revision 0007
    game["par"] = par if isinstance(par, int) and not isinstance(par, bool) and par > 0 else None
    return game


def analysis_row(stored: dict[str, object]) -> dict[str, object] | None:
    """The analysis row to insert, with every value of the right kind; None if it
    cannot be."""
    checksum, data = stored["line_checksum"], stored["data"]
    analysed_at = stored_moment(stored["analysed_at"])
    complete = _flag(stored["complete"])
    winnable = stored.get("winnable_at_start")
    turning_point = stored.get("turning_point")
    if not isinstance(checksum, str) or len(checksum) > CHECKSUM_LENGTH:
        return None
    if not isinstance(data, str) or analysed_at is None or complete is None:
        return None
    if winnable is not None and _flag(winnable) is None:
        return None
    if turning_point is not None and not isinstance(turning_point, int):
        return None
    return {
        "game_id": stored["game_id"],
        "line_checksum": checksum,
        "winnable_at_start": None if winnable is None else _flag(winnable),
        "turning_point": turning_point,
        "complete": complete,
        "analysed_at": analysed_at,
        "data": data,
    }


def _flag(value: object) -> bool | None:
    """A boolean as SQLite stores it (0 or 1); None for anything else."""
    if isinstance(value, int) and value in (0, 1):
        return bool(value)
    return None


def stored_date(value: object) -> datetime.date | None:
    if isinstance(value, str):
        try:
            return datetime.date.fromisoformat(value[:10])
        except ValueError:
            return None
    return None


def stored_moment(value: object) -> datetime.datetime | None:
    if isinstance(value, str):
        try:
            return datetime.datetime.fromisoformat(value)
        except ValueError:
            return None
    return None


def daily_layout(deal: int, rules: str) -> str:
    try:
        return Game.new(deal, rules).start_text()
    except ValueError:  # a rule set this app does not know
        return Game.new(deal, DAILY_RULES).start_text()
