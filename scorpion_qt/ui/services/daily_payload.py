"""What the app sends of a finished daily game to the online leaderboard: its JSON payload,
as written (:func:`payload_of`) and as read back from the queue (its date and rules)."""

from __future__ import annotations

import datetime
import json
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from scorpion_qt.engine import Game


def payload_of(
    game: Game, day: datetime.date, seconds: float, hints: int = 0, gave_up: bool = False
) -> str:
    """The JSON text sent for a finished daily game: its date, rules, deal, whole action
    log (moves in notation, ``undo``, ``redo``), playing time and the hints shown; and
    ``gave_up`` when the player gave it up before it was won or stuck."""
    body: dict[str, object] = {
        "date": day.isoformat(),
        "rules": game.rules,
        "deal": game.deal,
        "actions": list(game.log),
        "seconds": round(seconds, 1),
        "hints": hints,
    }
    if gave_up:
        body["gave_up"] = True
    return json.dumps(body, ensure_ascii=False, separators=(",", ":"))


def payload_day(payload: str) -> datetime.date:
    """The date of a result to send (its JSON ``payload``)."""
    return datetime.date.fromisoformat(str(json.loads(payload)["date"]))


def day_and_rules(payload: str) -> tuple[str, str]:
    """The date (ISO text) and the rules' id of a result to send, as a board is asked for."""
    body = json.loads(payload)
    return str(body["date"]), str(body["rules"])
