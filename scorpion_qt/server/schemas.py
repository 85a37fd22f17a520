"""The API's request and response bodies (Pydantic), kept apart from the database models."""

from __future__ import annotations

import datetime
from typing import Annotated

from pydantic import BaseModel, ConfigDict, Field, WithJsonSchema

from scorpion_qt.engine.rules import RULES

#: A rule set's id, e.g. ``classic`` (the schema lists them; an unknown one is refused by
#: the route with reason ``unknown_rules``).
RulesId = Annotated[
    str,
    Field(max_length=32),
    WithJsonSchema({"type": "string", "enum": list(RULES)}),
]
#: One action of a game's log: a move in the game's notation (``3:AS>2``, ``deal``, …),
#: ``undo`` or ``redo``. Never empty and never with whitespace (no action of the notation
#: has any): the log is kept as its actions joined by spaces.
Action = Annotated[str, Field(min_length=1, max_length=32, pattern=r"^\S+$")]


class Frozen(BaseModel):
    model_config = ConfigDict(frozen=True)


class NewPlayer(Frozen):
    name: Annotated[str, Field(max_length=200, examples=["Ayşe"])]


class PlayerCreated(Frozen):
    player: int
    token: str


#: The most hints a result may claim (more is no count a person could be shown).
MAX_HINTS = 1_000_000


class NewResult(Frozen):
    """A finished daily game: its log, the client's time and the hints the player was
    shown (0 when none: a result sent without ``hints``, as an older client's, claims none).
    ``gave_up``: the player gave the game up (Give Up) before it was won or stuck, so a log
    that does not finish is taken, as a loss."""

    date: datetime.date
    rules: RulesId
    deal: int
    actions: list[Action]
    seconds: Annotated[float, Field(ge=0, allow_inf_nan=False)]
    hints: Annotated[int, Field(ge=0, le=MAX_HINTS)] = 0
    gave_up: bool = False


class ResultAccepted(Frozen):
    result: int
    won: bool
    score: int
    moves: int
    rank: int


class BoardLine(Frozen):
    """A place on a day's board; ``hints``: the hints its player was shown (0: none);
    ``result``: the result's id (its log and replay page, once the day is over)."""

    result: int
    rank: int
    name: str
    won: bool
    score: int
    moves: int
    seconds: float
    hints: int


class ClubRef(Frozen):
    """A club as its board names it: its slug (the club in URLs) and its name."""

    club: str
    name: str


class Board(Frozen):
    deal: int
    #: the deal's starting position in the position notation (RULES.md §7)
    start: str
    total: int
    results: list[BoardLine]
    #: the club whose members' results these are (``?club=``); null: the whole board
    club: ClubRef | None = None


#: The longest club name (characters, after NFKC)
CLUB_NAME_LENGTH = 40


class NewClub(Frozen):
    name: Annotated[str, Field(max_length=200, examples=["Friday Solitaire"])]


class JoinClub(Frozen):
    """An invite code as a member passed it on (case, dashes and spaces do not matter;
    anything else wrong with it is the same 404 as a wrong code)."""

    code: Annotated[str, Field(examples=["7KQ2-M9XD-H4TA"])]


class ClubInfo(Frozen):
    """A club the caller is in: its slug, name, invite code (``XXXX-XXXX-XXXX``), its
    number of members, and whether the caller may renew the code (``creator``)."""

    club: str
    name: str
    code: str
    members: int
    creator: bool


class ClubList(Frozen):
    clubs: list[ClubInfo]


class ResultLog(Frozen):
    """A result with its log, served once its date is over everywhere: its board line
    (``result`` its id, ``rank`` its place), the deal and its start in the position
    notation, and ``actions`` as sent (moves, ``undo``, ``redo``); null for a result
    stored before logs were kept."""

    result: int
    name: str
    rank: int
    won: bool
    score: int
    moves: int
    seconds: float
    hints: int
    deal: int
    start: str
    actions: list[str] | None


class Health(Frozen):
    status: str


class ErrorBody(Frozen):
    """Every refusal's body: the reason in English, and a code (``Reason``)."""

    detail: str
    reason: str
