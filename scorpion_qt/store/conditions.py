"""Shared query conditions: played games, and keeping SQLite from using an index."""

from __future__ import annotations

from typing import Any, TypeVar

from sqlalchemy import ColumnElement, UnaryExpression, select
from sqlalchemy.orm import QueryableAttribute, aliased
from sqlalchemy.sql import operators

from scorpion_qt.store.models import IN_PROGRESS, GameRow

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


def played() -> ColumnElement[bool]:
    """Played games: all but an in-progress game with no action yet (at most one exists).
    Tested on the id, which every index holds, so no table row is read for it."""
    unplayed = aliased(GameRow)
    return GameRow.id.not_in(
        select(unplayed.id).where(unplayed.outcome == IN_PROGRESS, unplayed.action_count == 0)
    )
