"""Shared query conditions: played games, the loss a win's streak began after, and keeping
SQLite from using an index."""

from __future__ import annotations

from typing import Any, TypeVar

from sqlalchemy import ColumnElement, ScalarSelect, UnaryExpression, and_, select, true, tuple_
from sqlalchemy.orm import QueryableAttribute, Session, aliased
from sqlalchemy.sql import operators

from scorpion_qt.store.models import DAMAGED, IN_PROGRESS, LOST, GameRow

T = TypeVar("T")


def unindexed(attribute: QueryableAttribute[T]) -> ColumnElement[T]:
    """``+column``: the same value, but SQLite will not use an index for this term.

    A filter such as ``rules = 'classic'`` matches most games; letting SQLite look it up
    through the ``rules`` index (one table lookup per match) is slower than a plain scan,
    or than walking the sort column's index and testing each row.
    """
    column = attribute.expression
    expression: UnaryExpression[Any] = UnaryExpression(
        column, operator=operators.custom_op("+"), type_=column.type
    )
    return expression


def played(unplayed: tuple[int, ...] | None = None) -> ColumnElement[bool]:
    """Played games: all but an in-progress game with no action yet (at most one exists).
    Tested on the id, which every index holds, so no table row is read for it.

    Given the unplayed games' ids (see :func:`unplayed_ids`), each row's id is compared
    with them; else it is looked up in a subquery's result, which a query over many rows
    pays for at each one (it made the slowest history page of 100,000 games 60% slower)."""
    if unplayed is not None:
        return and_(true(), *(GameRow.id != game_id for game_id in unplayed))
    not_played = aliased(GameRow)
    return GameRow.id.not_in(
        select(not_played.id).where(not_played.outcome == IN_PROGRESS, not_played.action_count == 0)
    )


def counted() -> ColumnElement[bool]:
    """Games the statistics count: all but the damaged ones (their stored log no longer
    replays, so how they went is not known)."""
    return GameRow.outcome != DAMAGED


def unplayed_ids(session: Session) -> tuple[int, ...]:
    """The ids of the games not yet played, for :func:`played`: one small lookup."""
    query = select(GameRow.id).where(GameRow.outcome == IN_PROGRESS, GameRow.action_count == 0)
    return tuple(session.scalars(query))


def loss_before(
    win: type[GameRow], loss: type[GameRow], *where: ColumnElement[bool]
) -> ScalarSelect[int]:
    """The id of the loss (an alias of the games, among ``where``) that last ended before
    the game ``win`` (another alias, correlated): grouping wins by it gives their streaks,
    a group being one run of wins. One lookup of the (rules, outcome, ended_at) index per
    win; ties on the end time go by id."""
    return (
        select(loss.id)
        .where(
            *where,
            loss.outcome == LOST,
            loss.ended_at <= win.ended_at,
            tuple_(loss.ended_at, loss.id) < tuple_(win.ended_at, win.id),
        )
        .order_by(loss.ended_at.desc(), loss.id.desc())
        .limit(1)
        .correlate(win)
        .scalar_subquery()
    )
