"""Salvaging a damaged database: every game and daily deal that can still be read, row by
row, is copied into a fresh database at head.

The damaged file is only read (a read-only connection; it was set aside first). Its
tables are scanned in key order; where a damaged page stops the scan, the scan skips to
the first key it can read again, so only the rows on that page are lost. Games whose row
cannot be read are rebuilt from the history's indexes, which hold every column of a game
with its id (its action count comes from its log). Each game's layout and log are read
on their own, so a damaged page of those loses only its games' replays. Games keep their
grades, and the analyses of the games kept are kept too (a damaged page of those loses
only its analyses), as are the results for online leaderboards, sent or waiting to be
(one whose game is lost keeps its result, naming no game). The schema may be older than
head (a file damaged before its upgrade) or lack tables and columns: what is missing is
left at its default. A game in progress whose layout or log is lost is kept as damaged;
finished games keep their results. The scans are :mod:`~scorpion_qt.store.damaged_scan`'s,
the checks of each row :mod:`~scorpion_qt.store.salvaged_rows`'.
"""

from __future__ import annotations

import datetime
import logging
import sqlite3
from collections.abc import Callable, Iterator
from contextlib import closing
from dataclasses import dataclass, field
from pathlib import Path

from sqlalchemy import insert, text
from sqlalchemy.orm import Session

from scorpion_qt.store.daily import DAILY_RULES, DailyRepository
from scorpion_qt.store.damaged_scan import (
    declared_tables,
    games_sequence,
    index_columns,
    index_entries,
    open_read_only,
    rows_by_key,
)
from scorpion_qt.store.database import make_engine
from scorpion_qt.store.log_text import pack_log, unpack_log
from scorpion_qt.store.models import (
    DAMAGED,
    DONE,
    IN_PROGRESS,
    PENDING,
    REFUSED,
    SORT_INDEXES,
    DailyDealRow,
    GameAnalysisRow,
    GameRow,
    LayoutRow,
    LogRow,
    OnlineSubmissionRow,
)
from scorpion_qt.store.salvaged_rows import (
    analysis_row,
    daily_layout,
    game_row,
    stored_date,
    stored_moment,
)
from scorpion_qt.store.schema_repair import mended, schema_statements

log = logging.getLogger(__name__)

#: Rows inserted at a time.
CHUNK = 1000
#: Columns a games row cannot do without; the others have defaults.
GAME_NEEDS = ("id", "rules", "started_at", "outcome")
DAILY_NEEDS = ("date", "deal")
#: The analysis columns read, and those it cannot do without.
ANALYSIS_COLUMNS = tuple(c.name for c in GameAnalysisRow.__table__.columns)
ANALYSIS_NEEDS = ("game_id", "line_checksum", "complete", "analysed_at", "data")
#: The online submissions' columns read, and those one cannot do without.
SUBMISSION_COLUMNS = tuple(c.name for c in OnlineSubmissionRow.__table__.columns)
SUBMISSION_NEEDS = ("id", "server", "payload", "state")


@dataclass
class Salvaged:
    """What was read from the damaged file."""

    games: list[dict[str, object]] = field(default_factory=list)
    layouts: list[dict[str, object]] = field(default_factory=list)
    logs: list[dict[str, object]] = field(default_factory=list)
    analyses: list[dict[str, object]] = field(default_factory=list)
    submissions: list[dict[str, object]] = field(default_factory=list)
    days: dict[str, dict[str, object]] = field(default_factory=dict)
    highest_id: int = 0

    @property
    def played(self) -> int:
        """The games the history shows: all but a game dealt and never played."""
        return sum(1 for g in self.games if g["action_count"] or g["outcome"] != IN_PROGRESS)


def salvage(damaged: Path, fresh: Path) -> int:
    """Copy what can be read of ``damaged`` into ``fresh`` (a new, empty database at
    head); returns how many played games were recovered."""
    with mended(damaged, schema_statements(fresh)) as readable:
        found = read_damaged(readable)
    write_salvaged(found, fresh)
    log.warning(
        "salvaged %d games and %d daily deals from %s", len(found.games), len(found.days), damaged
    )
    return found.played


def read_damaged(path: Path) -> Salvaged:
    """Everything of ``path`` that can still be read; nothing raises for its damage."""
    found = Salvaged()
    try:
        with closing(open_read_only(path)) as db:
            tables = declared_tables(db)
            if "daily_deals" in tables:
                for day in _daily_deals(db, tables["daily_deals"]):
                    found.days[_day_key(day["date"], day["rules"])] = day
            if "games" in tables:
                _read_games(db, tables, found)
            if "game_analyses" in tables:
                _read_analyses(db, tables["game_analyses"], found)
            if "online_submissions" in tables:
                _read_submissions(db, tables["online_submissions"], found)
            found.highest_id = max(found.highest_id, games_sequence(db))
    except (sqlite3.DatabaseError, UnicodeDecodeError) as error:
        log.warning("reading the damaged database %s stopped: %s", path, error, exc_info=True)
    return found


def write_salvaged(found: Salvaged, fresh: Path) -> None:
    """Insert what was salvaged, the dates' results recomputed, ids never reused."""
    _complete_days(found)
    engine = make_engine(fresh)
    try:
        with Session(engine) as session, session.begin():
            for table, rows in (
                (DailyDealRow, list(found.days.values())),
                (GameRow, found.games),
                (LayoutRow, found.layouts),
                (LogRow, found.logs),
                (GameAnalysisRow, found.analyses),
                (OnlineSubmissionRow, found.submissions),
            ):
                for start in range(0, len(rows), CHUNK):
                    session.execute(insert(table), rows[start : start + CHUNK])
            DailyRepository(session).refresh_results()
            if found.highest_id:
                session.execute(
                    text("UPDATE sqlite_sequence SET seq = max(seq, :id) WHERE name = 'games'"),
                    {"id": found.highest_id},
                )
    finally:
        engine.dispose()


def _daily_deals(db: sqlite3.Connection, columns: set[str]) -> Iterator[dict[str, object]]:
    if not set(DAILY_NEEDS) <= columns:
        return
    wanted = [c for c in ("date", "rules", "deal", "layout", "served_at") if c in columns]
    for row in rows_by_key(db, "daily_deals", wanted):
        day = dict(zip(wanted, row, strict=True))
        date = stored_date(day["date"])
        if date is None or not isinstance(day["deal"], int):
            continue
        layout = day.get("layout")
        served = stored_moment(day.get("served_at"))
        rules = day.get("rules", DAILY_RULES)  # a file from before rule sets had their own
        if not isinstance(rules, str):
            continue
        yield {
            "date": date,
            "rules": rules,
            "deal": day["deal"],
            "layout": layout if isinstance(layout, str) else daily_layout(day["deal"], rules),
            "served_at": served or datetime.datetime.combine(date, datetime.time()),
        }


def _read_games(db: sqlite3.Connection, tables: dict[str, set[str]], found: Salvaged) -> None:
    columns = tables["games"]
    if not set(GAME_NEEDS) <= columns:
        log.warning("the damaged games table lacks %s", set(GAME_NEEDS) - columns)
        return
    wanted = [c.name for c in GameRow.__table__.columns if c.name in columns]
    layouts = _reader(db, tables, "layouts", "text")
    logs = _log_reader(db, tables)
    rows = [dict(zip(wanted, row, strict=True)) for row in rows_by_key(db, "games", wanted)]
    rows += _rows_from_indexes(db, {row["id"] for row in rows})
    for stored in rows:
        game_id = stored["id"]
        if not isinstance(game_id, int):
            continue
        layout, actions = layouts(game_id), logs(game_id)
        if "action_count" not in stored:  # rebuilt from the indexes, which lack it
            stored["action_count"] = len(actions) if actions is not None else 1
        game = game_row(stored)
        if game is None:
            log.warning("a games row that cannot be kept: %r", stored)
            continue
        if isinstance(layout, str):
            found.layouts.append({"game_id": game_id, "text": layout})
        if actions is not None:
            found.logs.append({"game_id": game_id, "actions": pack_log(actions)})
        replayable = isinstance(layout, str) and actions is not None
        if game["outcome"] == IN_PROGRESS and game["action_count"] and not replayable:
            game["outcome"] = DAMAGED
        found.games.append(game)
        found.highest_id = max(found.highest_id, game_id)


def _rows_from_indexes(db: sqlite3.Connection, known: set[object]) -> list[dict[str, object]]:
    """The games rows missing from ``known`` rebuilt from the sort indexes (each holds a
    column and the id; ``started_at``'s holds the rules, outcome and grade too). Each index
    is read with the columns the file declares for it (an older revision's hold fewer)."""
    indexes = {row[0] for row in db.execute("SELECT name FROM sqlite_master WHERE type = 'index'")}
    rebuilt: dict[int, dict[str, object]] = {}
    for name in SORT_INDEXES:
        index = f"ix_games_by_{name}"
        if index not in indexes:
            continue
        columns = index_columns(db, index)
        if "id" not in columns:
            continue
        wanted = ("id", *(c for c in columns if c != "id"))
        for row in index_entries(db, index, columns, wanted):
            values = dict(zip(wanted, row, strict=True))
            game_id = values["id"]
            if isinstance(game_id, int) and game_id not in known:
                rebuilt.setdefault(game_id, {"id": game_id}).update(values)
    if rebuilt:
        log.warning("%d games rebuilt from the indexes", len(rebuilt))
    return list(rebuilt.values())


def _read_analyses(db: sqlite3.Connection, columns: set[str], found: Salvaged) -> None:
    """The analyses of the games salvaged, each checked; one that cannot be kept whole is
    left out (it can be made again)."""
    if not set(ANALYSIS_NEEDS) <= columns:
        log.warning("the damaged analyses table lacks %s", set(ANALYSIS_NEEDS) - columns)
        return
    games = {game["id"] for game in found.games}
    wanted = [c for c in ANALYSIS_COLUMNS if c in columns]
    for row in rows_by_key(db, "game_analyses", wanted):
        stored = dict(zip(wanted, row, strict=True))
        if stored["game_id"] not in games:
            continue
        analysis = analysis_row(stored)
        if analysis is None:
            log.warning("game %s: an analysis that cannot be kept", stored["game_id"])
            continue
        found.analyses.append(analysis)


def _read_submissions(db: sqlite3.Connection, columns: set[str], found: Salvaged) -> None:
    """The results for online leaderboards: each one whose text can be read is kept (a
    pending one is sent later), naming its game only if that game was salvaged."""
    if not set(SUBMISSION_NEEDS) <= columns:
        log.warning("the damaged submissions table lacks %s", set(SUBMISSION_NEEDS) - columns)
        return
    games = {game["id"] for game in found.games}
    wanted = [c for c in SUBMISSION_COLUMNS if c in columns]
    for row in rows_by_key(db, "online_submissions", wanted):
        stored = dict(zip(wanted, row, strict=True))
        server, payload, state = stored["server"], stored["payload"], stored["state"]
        if not (isinstance(server, str) and isinstance(payload, str)) or state not in (
            PENDING,
            DONE,
            REFUSED,
        ):
            log.warning("online submission %s cannot be kept", stored["id"])
            continue
        created = stored_moment(stored.get("created_at")) or datetime.datetime.now(datetime.UTC)
        numbers = {
            name: value if isinstance(value := stored.get(name), int) else None
            for name in ("rank", "total")
        }
        error = stored.get("last_error")
        attempts = stored.get("attempts")
        found.submissions.append(
            {
                "id": stored["id"],
                "game_id": stored.get("game_id") if stored.get("game_id") in games else None,
                "server": server,
                "payload": payload,
                "state": state,
                "attempts": attempts if isinstance(attempts, int) else 0,
                "next_try_at": None,  # sent again at once
                "last_error": error if isinstance(error, str) else None,
                "created_at": created.replace(tzinfo=None),
                "updated_at": stored_moment(stored.get("updated_at"))
                or created.replace(tzinfo=None),
                **numbers,
            }
        )


def _reader(
    db: sqlite3.Connection, tables: dict[str, set[str]], table: str, column: str
) -> Callable[[int], object]:
    """Reads one game's ``column`` of ``table``; None where it is missing or damaged."""
    if column not in tables.get(table, set()):
        return lambda _game_id: None

    def read(game_id: int) -> object:
        try:
            row = db.execute(f"SELECT {column} FROM {table} WHERE game_id = ?", (game_id,))
            found = row.fetchone()
        except sqlite3.DatabaseError:
            log.warning("game %s: its %s cannot be read", game_id, table)
            return None
        return None if found is None else found[0]

    return read


def _log_reader(
    db: sqlite3.Connection, tables: dict[str, set[str]]
) -> Callable[[int], list[str] | None]:
    """Reads one game's actions: from ``logs`` (revision 0003 on) or ``actions``."""
    if "actions" in tables.get("logs", set()):
        packed = _reader(db, tables, "logs", "actions")

        def from_logs(game_id: int) -> list[str] | None:
            try:
                return unpack_log(packed(game_id))
            except ValueError:
                return None

        return from_logs
    if {"game_id", "seq", "action"} <= tables.get("actions", set()):

        def from_actions(game_id: int) -> list[str] | None:
            query = "SELECT seq, action FROM actions WHERE game_id = ? ORDER BY seq"
            try:
                rows = db.execute(query, (game_id,)).fetchall()
            except sqlite3.DatabaseError:
                return None
            if [seq for seq, _action in rows] != list(range(1, len(rows) + 1)):
                return None
            return [str(action) for _seq, action in rows]

        return from_actions
    return lambda _game_id: None


def _complete_days(found: Salvaged) -> None:
    """Every daily date a game names gets its date's row under the game's rule set
    (rebuilt from the game's deal if it was lost); a game whose date cannot be rebuilt is
    no longer a daily game."""
    for game in found.games:
        day, rules = game["daily_date"], game["rules"]
        if not isinstance(day, datetime.date) or _day_key(day, rules) in found.days:
            continue
        deal = game["deal"]
        if isinstance(deal, int) and deal > 0 and isinstance(rules, str):
            found.days[_day_key(day, rules)] = {
                "date": day,
                "rules": rules,
                "deal": deal,
                "layout": daily_layout(deal, rules),
                "served_at": game["started_at"],
            }
        else:
            game["daily_date"] = None


def _day_key(day: object, rules: object) -> str:
    """A daily deal's key in :attr:`Salvaged.days`: its date and rule set."""
    return f"{day} {rules}"
