"""Query-planner hints for SQLite: keeping an index from being used where it would hurt."""

from __future__ import annotations

from typing import Any, TypeVar

from sqlalchemy import ColumnElement, UnaryExpression
from sqlalchemy.orm import QueryableAttribute
from sqlalchemy.sql import operators

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
