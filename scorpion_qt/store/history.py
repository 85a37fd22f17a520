"""History queries: filtered, sorted pages of played games, counted and fetched fast.

Every sortable column has an index ``(column, id, rules, outcome, started_at, grade)``
(see the models), so a page can walk the sort order while testing the filter inside the
index, reading table rows only for the games it returns. When the filter matches few games
it picks them through its own index instead, and they are sorted. A page's games are
picked by id first (in the index alone), then only those are read with their analyses.
"""

from __future__ import annotations

import datetime
import logging
import sqlite3
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from sqlalchemy import ColumnElement, UnaryExpression, func, select
from sqlalchemy.orm import QueryableAttribute, Session

from scorpion_qt.store.analyses import summary, with_summaries
from scorpion_qt.store.conditions import played, unindexed, unplayed_ids
from scorpion_qt.store.converters import history_row, local_day_start
from scorpion_qt.store.models import IN_PROGRESS, GameRow
from scorpion_qt.store.records import HistoryFilter, HistoryPage, HistoryRow, SortKey

log = logging.getLogger(__name__)

#: Rows fetched at a time when streaming the whole history (CSV export).
CHUNK = 1000
#: How many index entries cost about as much as reading one table row.
INDEX_ENTRIES_PER_ROW_READ = 10


class HistoryQuery:
    """History pages and exports; the caller owns the session."""

    def __init__(self, session: Session) -> None:
        self.session = session

    def page(
        self,
        chosen: HistoryFilter,
        sort: SortKey,
        descending: bool,
        offset: int,
        limit: int,
    ) -> HistoryPage:
        """Rows ``offset .. offset+limit`` in the chosen order, and the total count.

        A page past the middle is read from the other end in the reverse order (the same
        rows), so no query walks more than half of the matching games.
        """
        offset, limit = max(offset, 0), max(limit, 0)
        unplayed = unplayed_ids(self.session)
        total = self.count(chosen, unplayed)
        if limit == 0 or offset >= total:
            return HistoryPage((), total)
        limit = min(limit, total - offset)
        flipped = offset > total - offset - limit
        if flipped:
            offset, descending = total - offset - limit, not descending
        plan = self._plan(chosen, sort, total, offset + limit)
        picked = (
            select(GameRow.id)
            .where(
                *terms(
                    chosen,
                    index_dates=plan.index_dates,
                    index_others=plan.index_others,
                    unplayed=unplayed,
                )
            )
            .order_by(*ordering(sort, descending, indexed=plan.walk))
            .offset(offset)
            .limit(limit)
            .subquery("picked")
        )
        query = (
            with_summaries(select(GameRow).join(picked, picked.c.id == GameRow.id))
            # the few picked games, sorted again: no index may drive this
            .order_by(*ordering(sort, descending, indexed=False))
        )
        rows = [history_row(found[0], summary(found)) for found in self.session.execute(query)]
        if len(rows) != limit:  # the index walked lacks rows its table holds: damage
            raise sqlite3.DatabaseError(f"a history page of {len(rows)} rows, not {limit}")
        if flipped:
            rows.reverse()
        return HistoryPage(tuple(rows), total)

    def count(self, chosen: HistoryFilter, unplayed: tuple[int, ...] | None = None) -> int:
        """How many played games match; a date range drives through the ``started_at``
        index (it holds every filter column), else the rules/outcome indexes do (a grade
        alone is counted in an index that holds it).
        ``unplayed``: the unplayed games' ids, if the caller has them."""
        if chosen == HistoryFilter():  # SQLite counts a whole table without reading it
            everything = select(func.count()).select_from(GameRow)
            not_played = everything.where(GameRow.outcome == IN_PROGRESS, GameRow.action_count == 0)
            return int(self.session.scalar(everything) or 0) - int(
                self.session.scalar(not_played) or 0
            )
        dated = is_dated(chosen)
        if unplayed is None:
            unplayed = unplayed_ids(self.session)
        where = terms(chosen, index_dates=dated, index_others=not dated, unplayed=unplayed)
        query = select(func.count()).select_from(GameRow).where(*where)
        return int(self.session.scalar(query) or 0)

    def rows(self, chosen: HistoryFilter, sort: SortKey, descending: bool) -> Iterator[HistoryRow]:
        """Every matching game, streamed in order."""
        unplayed = unplayed_ids(self.session)
        where = terms(chosen, index_dates=False, index_others=False, unplayed=unplayed)
        query = (
            with_summaries(select(GameRow))
            .where(*where)
            .order_by(*ordering(sort, descending, indexed=True))
            .execution_options(yield_per=CHUNK)
        )
        for found in self.session.execute(query):
            yield history_row(found[0], summary(found))

    def _plan(self, chosen: HistoryFilter, sort: SortKey, total: int, needed: int) -> Plan:
        """Walk the sort column's index, testing the filter inside it, or let the filter
        pick the games and sort those? Walking finds ``needed`` matches after about
        ``needed × games / total`` index entries; picking reads a table row per match."""
        dated = is_dated(chosen)
        if dated and sort is SortKey.STARTED_AT:
            return Plan(walk=True, index_dates=True, index_others=False)  # a range walk
        games = int(self.session.scalar(select(func.count()).select_from(GameRow)) or 0)
        if needed * games <= INDEX_ENTRIES_PER_ROW_READ * total * total:
            return Plan(walk=True, index_dates=False, index_others=False)
        return Plan(walk=False, index_dates=dated, index_others=not dated)


@dataclass(frozen=True, slots=True)
class Plan:
    """How a page query runs: which index drives it."""

    walk: bool  # walk the sort column's index (else sort the games the filter picks)
    index_dates: bool  # the date range may drive
    index_others: bool  # the rules/outcome/grade filter may drive


def is_dated(chosen: HistoryFilter) -> bool:
    return chosen.date_from is not None or chosen.date_to is not None


def terms(
    chosen: HistoryFilter,
    *,
    index_dates: bool,
    index_others: bool,
    unplayed: tuple[int, ...] | None = None,
) -> list[ColumnElement[bool]]:
    """The filter's conditions; each column may be kept from driving the query. Unplayed
    games are left out by their ids when the caller has looked them up (``unplayed``, see
    :func:`~scorpion_qt.store.conditions.played`), else by a subquery."""

    def column(attribute: QueryableAttribute[Any], indexed: bool) -> ColumnElement[Any]:
        return attribute.expression if indexed else unindexed(attribute)

    found = [played(unplayed)]
    if chosen.rules is not None:
        found.append(column(GameRow.rules, index_others) == chosen.rules)
    if chosen.result is not None:
        found.append(column(GameRow.outcome, index_others) == chosen.result.value)
    if chosen.grade is not None:
        found.append(column(GameRow.grade, index_others) == chosen.grade)
    if chosen.deal is not None:
        found.append(column(GameRow.deal, index_others) == chosen.deal)
    if chosen.daily_only:
        found.append(column(GameRow.daily_date, index_others).is_not(None))
    if chosen.date_from is not None:
        start = local_day_start(chosen.date_from)
        found.append(column(GameRow.started_at, index_dates) >= start)
    if chosen.date_to is not None:
        end = local_day_start(chosen.date_to + datetime.timedelta(days=1))
        found.append(column(GameRow.started_at, index_dates) < end)
    return found


def ordering(
    sort: SortKey, descending: bool, *, indexed: bool
) -> tuple[UnaryExpression[Any], UnaryExpression[Any]]:
    """By the column, then by id the same way, so that pages never overlap."""
    attribute: QueryableAttribute[Any] = getattr(GameRow, SortKey(sort).value)
    column = attribute.expression if indexed else unindexed(attribute)
    if descending:
        return column.desc(), GameRow.id.desc()
    return column.asc(), GameRow.id.asc()
