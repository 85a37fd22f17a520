"""Which deal a date's daily game was, from the engine's pinned table, its starting
position, and which dates a result may be submitted for.

Each rule set has daily deals of its own (numbers past New Game's, see
:mod:`scorpion_qt.engine.deals`). The table runs to :data:`LAST_DATE`: a later date has
no daily deal here (422), so its results are refused rather than checked against a deal
the server cannot know without the solver."""

from __future__ import annotations

import datetime
import functools
import logging

from scorpion_qt.engine.daily_table import (
    FIRST_DATE,
    LAST_DATE,
    DailyTable,
    DailyTableError,
    PinnedRow,
    decode_table,
)
from scorpion_qt.engine.deals import deal_position
from scorpion_qt.engine.notation import to_text
from scorpion_qt.engine.rules import RULES, get_rules
from scorpion_qt.package_files import daily_table_file
from scorpion_qt.server.refused import Reason, Refused

log = logging.getLogger(__name__)


def check_rules(rules: str) -> str:
    if rules not in RULES:
        known = ", ".join(RULES)
        raise Refused(422, Reason.UNKNOWN_RULES, f"unknown rules {rules!r} (known: {known})")
    return rules


def pinned_deal(day: datetime.date, rules: str) -> int:
    """The daily deal of ``day`` under ``rules``; refuses dates outside the table (422)
    and answers 503 if the table itself is missing or damaged (an installation fault)."""
    check_rules(rules)
    try:
        row = _pinned_row(day, rules)
    except DailyTableError as exc:
        log.error("the table of daily deals does not read: %s", exc)
        raise Refused(503, Reason.UNAVAILABLE, "the table of daily deals is unavailable") from None
    if row is None:
        raise Refused(
            422,
            Reason.BAD_DATE,
            f"{day} has no daily deal: the table of daily deals runs from {FIRST_DATE} "
            f"to {LAST_DATE}",
        )
    return row.deal


def pinned_par(day: datetime.date, rules: str) -> int | None:
    """The par of ``day``'s daily deal under ``rules`` (the fewest moves the par search
    found), None where the table holds none for it."""
    try:
        row = _pinned_row(day, rules)
    except DailyTableError:
        return None
    return None if row is None else row.par


@functools.lru_cache(maxsize=256)
def start_text(deal: int, rules: str) -> str:
    """The starting position of ``deal`` under ``rules`` in the position notation
    (RULES.md §7), which any client can deal from."""
    return to_text(deal_position(deal, get_rules(rules)))


@functools.lru_cache(maxsize=4096)
def _pinned_row(day: datetime.date, rules: str) -> PinnedRow | None:
    """The table's row, kept: the table is pinned (a date's deal never changes)."""
    return _table(rules).row(day)


@functools.cache
def _table(rules: str) -> DailyTable:
    """The table of ``rules`` shipped with the package, read once."""
    path = daily_table_file(rules)
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise DailyTableError(f"{path} does not read: {exc}") from exc
    return decode_table(data, str(path))


def check_playable(day: datetime.date, today: datetime.date) -> None:
    """Refuse a date later than tomorrow (``today`` is the UTC date): the game uses the
    player's local date, which east of UTC (to UTC+14) is already tomorrow, but never
    the day after."""
    if day > today + datetime.timedelta(days=1):
        raise Refused(
            422,
            Reason.BAD_DATE,
            f"{day} has not begun anywhere yet: results are accepted up to tomorrow "
            f"({today + datetime.timedelta(days=1)}, UTC), as the day begins early east of UTC",
        )


def check_begun(day: datetime.date, today: datetime.date) -> None:
    """Refuse (422) to give the deal of a date later than tomorrow (``today`` is the UTC
    date): a daily is not dealt before its date, anywhere (the day begins first at
    UTC+14, which is tomorrow's UTC date at the latest)."""
    if day > today + datetime.timedelta(days=1):
        raise Refused(
            422,
            Reason.BAD_DATE,
            f"{day} has not begun anywhere yet: a daily deal is given from its date on "
            f"(up to tomorrow, {today + datetime.timedelta(days=1)}, UTC)",
        )
