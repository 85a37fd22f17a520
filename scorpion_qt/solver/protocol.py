"""What the window and the solver's worker say to each other: typed jobs and answers, one
JSON line each.

Standard library only, and independent of the search: the window's process reads and
writes these lines without loading it (the solver package's ``__init__`` imports nothing).

A request is ``{"id": 1, "job": "solve", "args": {"position": ..., "seconds": ...}}``:
each job is a frozen dataclass (:class:`SolveJob`, :class:`WinnableJob`,
:class:`AnalyseJob`, :class:`DailyJob`) whose fields are the keys of ``args``; each id is
used once. ``{"cancel": 1}`` cancels job 1. Each request is answered
``{"id": 1, "ok": true, "result": ...}`` (:class:`Answered`, its result the JSON of the
job's answer: :class:`SolveAnswer` and so on), ``{"id": 1, "ok": false, "error": "..."}``
(:class:`Failed`) or ``{"id": 1, "ok": false, "cancelled": true, "error": "cancelled"}``
(:class:`Cancelled`).
"""

from __future__ import annotations

import datetime
import json
import math
from dataclasses import Field, dataclass, fields
from typing import ClassVar, Protocol, TypeVar

from scorpion_qt.solver.json_fields import ProtocolError as ProtocolError  # noqa: PLC0414
from scorpion_qt.solver.json_fields import maybe_of, object_of, texts_of, value_of

#: the solver's verdicts on a position
STATUSES = ("won", "lost", "unknown")
#: the seconds a daily choice may take: it has no time limit but a node budget per
#: candidate, so that every machine picks the same deal; usually done at once, in 1.5 s at
#: worst over a year here
DAILY_SECONDS = 120.0
PAR_SECONDS = 120.0  #: the seconds a par may take: a node budget, a few seconds at most

AnswerT_co = TypeVar("AnswerT_co", covariant=True)


class BadRequest(ProtocolError):
    """A request line that cannot be run; ``job_id`` is its id when it has one (then it is
    answered with the reason), else None (then it can only be logged)."""

    def __init__(self, why: str, job_id: int | None = None) -> None:
        super().__init__(why)
        self.job_id = job_id


class Job(Protocol[AnswerT_co]):
    """What the window needs of a job: its request's JSON, how long it may run, and how
    its answer reads."""

    def to_json(self) -> dict[str, object]:
        """``{"job": name, "args": {...}}``."""
        ...

    def budget(self) -> float | None:
        """The seconds the job may run, by its own limits; None when it has none."""
        ...

    def read_answer(self, data: object) -> AnswerT_co:
        """The answer the JSON ``data`` of an :class:`Answered` describes;
        :class:`ProtocolError` if it describes none."""
        ...


# -- the answers ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class SolveAnswer:
    """A position's text, the solver's verdict and, for a win, the winning line and the
    ``keys`` (:mod:`scorpion_qt.solver.line_keys`) of the positions after each of its
    moves but the last, worked out where the line was found."""

    position_text: str
    status: str  # "won" | "lost" | "unknown"
    moves: tuple[str, ...]
    keys: tuple[str, ...] = ()

    def to_json(self) -> dict[str, object]:
        return _json_fields(self)

    @classmethod
    def from_json(cls, data: object) -> SolveAnswer:
        """The answer ``data`` describes; :class:`ProtocolError` if it is not one."""
        fields_ = object_of(data, "a solve's answer")
        status = value_of(fields_, "status", str)
        if status not in STATUSES:
            raise ProtocolError(f"not a solver's verdict: {status!r:.80}")
        moves, keys = texts_of(fields_, "moves"), texts_of(fields_, "keys")
        if len(keys) != max(len(moves) - 1, 0) * (status == "won"):
            raise ProtocolError(f"{len(keys)} keys for a line of {len(moves)} moves")
        return cls(value_of(fields_, "position_text", str), status, moves, keys)


@dataclass(frozen=True, slots=True)
class WinnableAnswer:
    """A deal the solver proved winnable: the search's ``detours`` to its first win, and
    the ``grade`` they give ("E", "M", "H"; None under rules whose deals are not graded)."""

    deal: int
    detours: int
    grade: str | None

    def to_json(self) -> dict[str, object]:
        return _json_fields(self)

    @classmethod
    def from_json(cls, data: object) -> WinnableAnswer:
        """The answer ``data`` describes; :class:`ProtocolError` if it is not one."""
        fields_ = object_of(data, "a winnable deal")
        return cls(
            value_of(fields_, "deal", int),
            value_of(fields_, "detours", int),
            maybe_of(fields_, "grade", str),
        )


@dataclass(frozen=True, slots=True)
class AnalysisAnswer:
    """Where a game slipped away, as ``scorpion_qt.solver.analysis.Analysis.to_json``
    writes it: ``statuses`` one mark a position ("W" won, "L" lost, "?" not known)."""

    rules: str
    statuses: str
    turning_point: int | None
    better_line: tuple[str, ...]
    complete: bool
    start_detours: int | None
    grade: str | None
    seconds: float
    calls: int

    def to_json(self) -> dict[str, object]:
        """The analysis's own JSON, as the store keeps it."""
        return _json_fields(self)

    @classmethod
    def from_json(cls, data: object) -> AnalysisAnswer:
        """The answer ``data`` describes; :class:`ProtocolError` if it is not one."""
        fields_ = object_of(data, "an analysis")
        return cls(
            rules=value_of(fields_, "rules", str),
            statuses=value_of(fields_, "statuses", str),
            turning_point=maybe_of(fields_, "turning_point", int),
            better_line=texts_of(fields_, "better_line"),
            complete=value_of(fields_, "complete", bool),
            start_detours=maybe_of(fields_, "start_detours", int),
            grade=maybe_of(fields_, "grade", str),
            seconds=value_of(fields_, "seconds", float),
            calls=value_of(fields_, "calls", int),
        )


@dataclass(frozen=True, slots=True)
class DailyAnswer:
    """A date's daily deal and its grade (None under rules whose deals are not graded):
    the pinned table's (``pinned``) or the search's; ``error`` says why the table could
    not be read (then the search chose)."""

    deal: int
    grade: str | None
    pinned: bool
    error: str | None

    def to_json(self) -> dict[str, object]:
        return _json_fields(self)

    @classmethod
    def from_json(cls, data: object) -> DailyAnswer:
        """The answer ``data`` describes; :class:`ProtocolError` if it is not one."""
        fields_ = object_of(data, "a daily choice")
        return cls(
            value_of(fields_, "deal", int),
            maybe_of(fields_, "grade", str),
            value_of(fields_, "pinned", bool),
            maybe_of(fields_, "error", str),
        )


@dataclass(frozen=True, slots=True)
class ParAnswer:
    """A position's par (:func:`scorpion_qt.solver.par.find_par`): ``moves``, None when no
    winning line was found within the node budget; ``proven`` when no line is shorter."""

    moves: int | None
    proven: bool

    def to_json(self) -> dict[str, object]:
        return _json_fields(self)

    @classmethod
    def from_json(cls, data: object) -> ParAnswer:
        fields_ = object_of(data, "a par")
        return cls(maybe_of(fields_, "moves", int), value_of(fields_, "proven", bool))


#: a job's answer; None is the winnable-deal search's when no try found a deal
Answer = SolveAnswer | WinnableAnswer | AnalysisAnswer | DailyAnswer | ParAnswer | None


# -- the jobs ------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class SolveJob:
    """Solve the position written in ``position`` within ``seconds`` (None: no limit)."""

    NAME: ClassVar[str] = "solve"
    position: str
    seconds: float | None

    @classmethod
    def from_args(cls, args: dict[str, object]) -> SolveJob:
        return cls(value_of(args, "position", str), maybe_of(args, "seconds", float))

    def to_json(self) -> dict[str, object]:
        return _job_json(self)

    def budget(self) -> float | None:
        return _limit(self.seconds)

    def read_answer(self, data: object) -> SolveAnswer:
        return SolveAnswer.from_json(data)


@dataclass(frozen=True, slots=True)
class WinnableJob:
    """Find a deal under ``rules`` the solver proves winnable within ``seconds_each``, of
    ``grade`` ("E", "M", "H"; None: any), trying up to ``tries`` deals in random steps from
    ``first``. Its answer is None when no try found one."""

    NAME: ClassVar[str] = "winnable"
    rules: str
    first: int
    seconds_each: float
    tries: int = 400
    grade: str | None = None

    @classmethod
    def from_args(cls, args: dict[str, object]) -> WinnableJob:
        return cls(
            value_of(args, "rules", str),
            value_of(args, "first", int),
            value_of(args, "seconds_each", float),
            value_of(args, "tries", int),
            maybe_of(args, "grade", str),
        )

    def to_json(self) -> dict[str, object]:
        return _job_json(self)

    def budget(self) -> float | None:
        each = _limit(self.seconds_each)
        if each is None or self.tries < 0:
            return None
        return self.tries * each * 1.1  # one solve a try, and a tenth more: dealing, setting up

    def read_answer(self, data: object) -> WinnableAnswer | None:
        return None if data is None else WinnableAnswer.from_json(data)


@dataclass(frozen=True, slots=True)
class AnalyseJob:
    """Find where the game from the position ``start`` along ``moves`` slipped away,
    within ``seconds`` (None: no limit) for all the solver's calls together."""

    NAME: ClassVar[str] = "analyse"
    start: str
    moves: tuple[str, ...]
    seconds: float | None

    @classmethod
    def from_args(cls, args: dict[str, object]) -> AnalyseJob:
        return cls(
            value_of(args, "start", str), texts_of(args, "moves"), maybe_of(args, "seconds", float)
        )

    def to_json(self) -> dict[str, object]:
        return _job_json(self)

    def budget(self) -> float | None:
        return _limit(self.seconds)

    def read_answer(self, data: object) -> AnalysisAnswer:
        return AnalysisAnswer.from_json(data)


@dataclass(frozen=True, slots=True)
class DailyJob:
    """Choose the daily deal of ``day`` under ``rules`` (a rule set id): the pinned
    table's in the folder ``table`` when it covers the date, else the solver's."""

    NAME: ClassVar[str] = "daily"
    day: datetime.date
    rules: str = "classic"
    table: str | None = None

    @classmethod
    def from_args(cls, args: dict[str, object]) -> DailyJob:
        day = value_of(args, "day", str)
        try:
            date = datetime.date.fromisoformat(day)
        except ValueError:
            raise ProtocolError(f"not a date: {day!r:.80}") from None
        return cls(date, value_of(args, "rules", str), maybe_of(args, "table", str))

    def to_json(self) -> dict[str, object]:
        return _job_json(self)

    def budget(self) -> float | None:
        return DAILY_SECONDS

    def read_answer(self, data: object) -> DailyAnswer:
        return DailyAnswer.from_json(data)


@dataclass(frozen=True, slots=True)
class ParJob:
    """The par of the position written in ``position`` (a deal's start), within the
    solver's fixed node budget (:data:`scorpion_qt.solver.par.PAR_NODES`)."""

    NAME: ClassVar[str] = "par"
    position: str

    @classmethod
    def from_args(cls, args: dict[str, object]) -> ParJob:
        return cls(value_of(args, "position", str))

    def to_json(self) -> dict[str, object]:
        return _job_json(self)

    def budget(self) -> float | None:
        return PAR_SECONDS

    def read_answer(self, data: object) -> ParAnswer:
        return ParAnswer.from_json(data)


#: every job the worker runs
AnyJob = SolveJob | WinnableJob | AnalyseJob | DailyJob | ParJob
#: the job types by the name their requests give
JOB_TYPES: dict[str, type[AnyJob]] = {
    job.NAME: job for job in (SolveJob, WinnableJob, AnalyseJob, DailyJob, ParJob)
}


# -- the lines -----------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Request:
    """Run ``job``, answering with the id ``job_id``."""

    job_id: int
    job: AnyJob


@dataclass(frozen=True, slots=True)
class Cancel:
    """Cancel the job ``job_id``: drop it if it waits, stop it if it runs."""

    job_id: int


@dataclass(frozen=True, slots=True)
class Answered:
    """The job ``job_id`` is done: ``result`` is the JSON of its answer."""

    job_id: int
    result: object


@dataclass(frozen=True, slots=True)
class Failed:
    """The job ``job_id`` failed, or could not be run, for the reason ``error``."""

    job_id: int
    error: str


@dataclass(frozen=True, slots=True)
class Cancelled:
    """The job ``job_id`` was cancelled before it started, or stopped part-way."""

    job_id: int


#: the worker's answer to a request
Reply = Answered | Failed | Cancelled


def request_line(job_id: int, job: Job[object]) -> bytes:
    """The line that asks the worker to run ``job`` as ``job_id``."""
    return _line({"id": job_id, **job.to_json()})


def cancel_line(job_id: int) -> bytes:
    """The line that cancels the job ``job_id``."""
    return _line({"cancel": job_id})


def read_request(line: bytes) -> Request | Cancel:
    """The request or cancel ``line`` holds; :class:`BadRequest` when it holds none, with
    its id when it has one."""
    message = _read_object(line, BadRequest)
    if "cancel" in message:
        return Cancel(_job_id(message["cancel"], "a cancel without an id"))
    job_id = _job_id(message.get("id"), "a request without an id")
    name, args = message.get("job"), message.get("args")
    job_type = JOB_TYPES.get(name) if isinstance(name, str) else None
    if job_type is None:
        raise BadRequest(f"no solver job is called {name!r:.80}", job_id)
    if not isinstance(args, dict):
        raise BadRequest("a request needs a job name and an object of arguments", job_id)
    try:
        return Request(job_id, job_type.from_args(args))
    except ProtocolError as error:
        raise BadRequest(f"the arguments of a {name} job: {error}", job_id) from None


def reply_line(reply: Reply) -> bytes:
    """The line that gives ``reply``."""
    match reply:
        case Answered(job_id, result):
            return _line({"id": job_id, "ok": True, "result": result})
        case Failed(job_id, error):
            return _line({"id": job_id, "ok": False, "error": error})
        case Cancelled(job_id):
            return _line({"id": job_id, "ok": False, "cancelled": True, "error": "cancelled"})


def read_reply(line: bytes) -> Reply:
    """The reply ``line`` holds; :class:`ProtocolError` when it holds none."""
    message = _read_object(line, ProtocolError)
    job_id = _job_id(message.get("id"), "an answer without an id")
    if message.get("ok") is True:
        return Answered(job_id, message.get("result"))
    if message.get("cancelled") is True:
        return Cancelled(job_id)
    return Failed(job_id, str(message.get("error")))


def answer_json(answer: Answer) -> object:
    """The JSON of a job's answer, as :class:`Answered` carries it."""
    return None if answer is None else answer.to_json()


# -- reading and writing JSON --------------------------------------------------------------


def _line(message: dict[str, object]) -> bytes:
    return json.dumps(message).encode() + b"\n"


def _read_object(line: bytes, error: type[ProtocolError]) -> dict[str, object]:
    """The JSON object ``line`` holds; ``error`` when it holds none."""
    try:
        message = json.loads(line)
    except RecursionError:  # json's decoder recurses once per level of nesting
        raise error("the line is nested too deeply to read") from None
    except ValueError as exc:  # JSON and UTF-8 decoding errors
        raise error(f"the line is not JSON ({exc})") from None
    if not isinstance(message, dict):
        raise error("the line is no JSON object")
    return message


class _Dataclass(Protocol):
    """Any dataclass instance, as :func:`dataclasses.fields` takes it."""

    __dataclass_fields__: ClassVar[dict[str, Field[object]]]


def _job_id(value: object, why: str) -> int:
    """``value`` if it is a job's id (an int, not a bool); :class:`BadRequest` if not."""
    if isinstance(value, int) and not isinstance(value, bool):
        return value
    raise BadRequest(why)


def _json_fields(value: _Dataclass) -> dict[str, object]:
    """The fields of the dataclass ``value`` by name, as JSON values (a date in ISO)."""
    return {field.name: _json_value(getattr(value, field.name)) for field in fields(value)}


def _job_json(job: AnyJob) -> dict[str, object]:
    """The request JSON of ``job``: its name and its fields as ``args``."""
    return {"job": job.NAME, "args": _json_fields(job)}


def _json_value(value: object) -> object:
    if isinstance(value, datetime.date):
        return value.isoformat()
    return list(value) if isinstance(value, tuple) else value


def _limit(seconds: float | None) -> float | None:
    """``seconds`` if it is a time limit (finite, >= 0), else None."""
    return seconds if seconds is not None and math.isfinite(seconds) and seconds >= 0 else None
