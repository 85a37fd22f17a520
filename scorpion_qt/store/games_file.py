"""The games file: every finished game with its moves, to take a history to another computer.

A JSON document (UTF-8), versioned on its own, apart from the database's schema::

    {"format": "scorpion-qt-games", "version": 1,
     "exported_at": "2026-12-04T21:57:14.123456+00:00", "app_version": "0.1.0",
     "game_count": 2,
     "games": [
       {"rules": "classic", "deal": 42, "daily_date": null,
        "layout": "rules: classic\\nscore: 0\\n...",
        "log": ["4:KH>1", "undo", "redo", "D"],
        "outcome": "lost", "started_at": "2025-06-01T12:00:00+00:00",
        "ended_at": "2025-06-01T12:09:30+00:00", "elapsed_seconds": 570.0,
        "score": 35, "moves": 3, "undos": 1, "hints": 0, "grade": "M", "par": null},
       ...]}

``format`` and ``version`` come before ``games``, which comes last. A game holds its rule
set's id, its deal number (null: a position pasted in), its daily date (a daily game),
its layout in the position notation of RULES.md §7, its action log (moves in notation,
``undo`` and ``redo``, in order), ``won`` or ``lost``, when it started and ended (ISO 8601
with a UTC offset), the active playing time in seconds, its score, moves, undos and
hints, its deal's grade (``E``, ``M``, ``H`` or null) and its par (null: not known; a
file without it reads as null). The game in progress and games kept as damaged are not
written.

Versions: a reader ignores the fields it does not know, and takes a missing optional one
(``grade``, ``par``) as null, so adding a field keeps the version; a change an older
reader must not read wrongly gives a new version, which older apps refuse ("written by a
newer version") and this module's :func:`read_game` converts. The version belongs to
the file, not to the database's schema: any app that reads version 1 imports a version 1
file into whatever schema it has.

Reading (:mod:`scorpion_qt.store.games_import`) replays every game from its layout; the
figures that follow from the moves (moves, undos, runs, cards turned up, how far it got)
are taken from the replay, the score of a won game from the file (it may carry the timed
bonus). A game is the same game, and is not added twice, when its rule set, start time
(to the microsecond), layout and log are the same.
"""

from __future__ import annotations

import datetime
import enum
import math
from dataclasses import dataclass
from typing import Any, TypeVar

from scorpion_qt.engine import RULES, Game
from scorpion_qt.store.grades import GRADES
from scorpion_qt.store.log_text import pack_log
from scorpion_qt.store.models import LOST, WON

T = TypeVar("T")

FORMAT = "scorpion-qt-games"
#: The version this app writes; it reads every version up to it.
VERSION = 1
#: A file larger than this is refused unread.
MAX_FILE_BYTES = 512 << 20
#: One game's text larger than this is refused (a real game is a few KiB).
MAX_GAME_CHARS = 4 << 20


class Refusal(enum.Enum):
    """Why a games file was refused (nothing was imported); the UI translates by this code."""

    NOT_FOUND = "there is no such file"
    NOT_A_FILE = "it is not a plain file"
    UNREADABLE = "it cannot be read"
    TOO_LARGE = "it is too large"
    NOT_JSON = "it is not a JSON document"
    TRUNCATED = "it ends too early: it was cut short"
    FOREIGN = "it is not a Scorpion Qt games file"
    NEWER = "it was written by a newer version of Scorpion Qt"
    BAD_GAME = "a game in it is not valid"
    DOES_NOT_REPLAY = "a game's moves do not replay"
    NOT_SAVING = "games are not being saved now"
    NOT_WRITTEN = "the games could not be saved"


class ImportRefused(Exception):
    """A games file refused, the database left as it was. ``game`` is the number of the
    game at fault (1 is the file's first), ``detail`` says more, in English."""

    def __init__(self, reason: Refusal, detail: str = "", game: int | None = None) -> None:
        self.reason = reason
        self.detail = detail
        self.game = game
        where = f" (game {game})" if game is not None else ""
        super().__init__(f"{reason.value}{where}{': ' + detail if detail else ''}")


class ImportCancelled(Exception):
    """The import was stopped before it was done (nothing was imported)."""


@dataclass(frozen=True, slots=True)
class ImportResult:
    """What an import did: games added, games already there (or twice in the file), and
    daily games added as ordinary games because their date had another deal here."""

    added: int
    already_here: int
    undated: int = 0


@dataclass(frozen=True, slots=True)
class FileGame:
    """One game of a file, checked and replayed; times are aware (UTC)."""

    rules: str
    deal: int | None
    daily_date: datetime.date | None
    layout: str
    log: tuple[str, ...]
    outcome: str
    started_at: datetime.datetime
    ended_at: datetime.datetime
    elapsed_seconds: float
    score: int
    hints: int
    grade: str | None
    par: int | None
    game: Game

    @property
    def packed_log(self) -> str:
        return pack_log(self.log)


def check_header(header: dict[str, Any]) -> int:
    """The file's version, once its header says it is a games file this app reads."""
    if header.get("format") != FORMAT:
        raise ImportRefused(Refusal.FOREIGN, f"its format is {header.get('format')!r}")
    version = header.get("version")
    if type(version) is not int or version < 1:
        raise ImportRefused(Refusal.FOREIGN, f"its version is {version!r}")
    if version > VERSION:
        raise ImportRefused(Refusal.NEWER, f"version {version}; this one reads {VERSION}")
    return version


def read_game(value: object, version: int, number: int) -> FileGame:
    """A game of a file of ``version`` (every version so far reads as version 1), checked
    and replayed; ``number`` names it in a refusal."""
    del version  # a later version converts its games here
    if not isinstance(value, dict):
        raise ImportRefused(Refusal.BAD_GAME, "it is not an object", number)
    fields = _Fields(value, number)
    rules = fields.text("rules")
    if rules not in RULES:
        raise ImportRefused(Refusal.BAD_GAME, f"unknown rules {rules!r}", number)
    outcome = fields.text("outcome")
    if outcome not in (WON, LOST):
        raise ImportRefused(Refusal.BAD_GAME, f"its outcome is {outcome!r}", number)
    grade = fields.optional("grade", str)
    if grade is not None and grade not in GRADES:
        raise ImportRefused(Refusal.BAD_GAME, f"its grade is {grade!r}", number)
    log = fields.log()
    daily = fields.optional("daily_date", str)
    deal = fields.whole_or_none("deal")
    if daily is not None and deal is None:
        raise ImportRefused(Refusal.BAD_GAME, "a daily game without a deal number", number)
    layout = fields.text("layout")
    score = fields.whole("score")
    game = _replay(rules, deal, layout, log, number)
    if game.is_won != (outcome == WON):
        said = "won, but its moves do not win it" if outcome == WON else "lost, but it was won"
        raise ImportRefused(Refusal.DOES_NOT_REPLAY, f"it is marked {said}", number)
    return FileGame(
        rules=rules,
        deal=deal,
        daily_date=fields.date(daily),
        layout=layout,
        log=log,
        outcome=outcome,
        started_at=fields.moment("started_at"),
        ended_at=fields.moment("ended_at"),
        elapsed_seconds=fields.seconds("elapsed_seconds"),
        score=score if outcome == WON else game.score,
        hints=fields.whole("hints"),
        grade=grade,
        par=fields.whole_or_none("par"),
        game=game,
    )


def _replay(rules: str, deal: int | None, layout: str, log: tuple[str, ...], number: int) -> Game:
    try:
        game = Game.replay(log, deal=deal, start_text=layout)
    except ValueError as error:
        raise ImportRefused(Refusal.DOES_NOT_REPLAY, str(error), number) from error
    if game.rules != rules:
        raise ImportRefused(Refusal.BAD_GAME, f"its layout is {game.rules}, not {rules}", number)
    return game


class _Fields:
    """Reads a game's fields, refusing the file for one that is missing or of a wrong kind."""

    def __init__(self, value: dict[str, Any], number: int) -> None:
        self.value = value
        self.number = number

    def refuse(self, name: str, what: str) -> ImportRefused:
        return ImportRefused(Refusal.BAD_GAME, f"its {name} is {what}", self.number)

    def get(self, name: str) -> object:
        if name not in self.value:
            raise ImportRefused(Refusal.BAD_GAME, f"it has no {name}", self.number)
        return self.value[name]

    def text(self, name: str) -> str:
        found = self.get(name)
        if not isinstance(found, str):
            raise self.refuse(name, f"not text: {found!r}"[:80])
        return found

    def optional(self, name: str, kind: type[T]) -> T | None:
        found = self.value.get(name)
        if found is not None and not isinstance(found, kind):
            raise self.refuse(name, f"{found!r}"[:80])
        return found

    def whole(self, name: str) -> int:
        found = self.get(name)
        if type(found) is not int or found < 0:
            raise self.refuse(name, f"{found!r}"[:80])
        return found

    def whole_or_none(self, name: str) -> int | None:
        return None if self.value.get(name) is None else self.whole(name)

    def seconds(self, name: str) -> float:
        found = self.get(name)
        if isinstance(found, bool) or not isinstance(found, int | float):
            raise self.refuse(name, f"{found!r}"[:80])
        if not math.isfinite(found) or found < 0:
            raise self.refuse(name, f"{found!r}"[:80])
        return float(found)

    def log(self) -> tuple[str, ...]:
        found = self.get("log")
        if not isinstance(found, list) or not all(isinstance(a, str) for a in found):
            raise self.refuse("log", "not a list of actions")
        if not found:
            raise self.refuse("log", "empty: the game was never played")
        if any(not action or " " in action for action in found):
            raise self.refuse("log", "holding an action with a space or none")
        return tuple(found)

    def date(self, text: str | None) -> datetime.date | None:
        if text is None:
            return None
        try:
            return datetime.date.fromisoformat(text)
        except ValueError:
            raise self.refuse("daily date", repr(text)[:80]) from None

    def moment(self, name: str) -> datetime.datetime:
        text = self.text(name)
        try:
            found = datetime.datetime.fromisoformat(text)
        except ValueError:
            raise self.refuse(name, repr(text)[:80]) from None
        if found.tzinfo is None:
            raise self.refuse(name, f"{text!r} without a UTC offset"[:80])
        return found.astimezone(datetime.UTC)
