"""Games' analyses and grades: one stored analysis per game (the latest), and the grade of
its deal; both go with the game when it is deleted (the foreign key cascades)."""

from __future__ import annotations

import logging
from typing import Any

from sqlalchemy import Boolean, DateTime, Integer, Select, String, Text, insert, literal, select
from sqlalchemy import update as update_rows
from sqlalchemy.orm import Session

from scorpion_qt.store.converters import AnalysisSummary, stored_analysis, to_db_time
from scorpion_qt.store.grades import check_grade
from scorpion_qt.store.models import GameAnalysisRow, GameRow
from scorpion_qt.store.records import StoredAnalysis

log = logging.getLogger(__name__)

#: The longest line checksum the column holds.
CHECKSUM_LENGTH = 16
#: The analysis columns the history reads beside a game's row, and a column that is not
#: NULL when the game has an analysis (the outer join found one).
SUMMARY_COLUMNS = (
    GameAnalysisRow.winnable_at_start,
    GameAnalysisRow.turning_point,
    GameAnalysisRow.complete,
    GameAnalysisRow.game_id,
)


class AnalysisRepository:
    """Reads and writes analyses and grades; the caller owns the session."""

    def __init__(self, session: Session) -> None:
        self.session = session

    def save(self, game_id: int, analysis: StoredAnalysis) -> bool:
        """Store ``analysis`` as the game's, replacing the one it had; False (nothing is
        written) if there is no such game. Raises ``ValueError`` for a value the columns
        cannot hold."""
        check_analysis(analysis)
        values = select(
            GameRow.id,
            literal(analysis.line_checksum, String()),
            literal(analysis.winnable_at_start, Boolean()),
            literal(analysis.turning_point, Integer()),
            literal(analysis.complete, Boolean()),
            literal(to_db_time(analysis.analysed_at), DateTime()),
            literal(analysis.data, Text()),
        ).where(GameRow.id == game_id)
        columns = [
            "game_id",
            "line_checksum",
            "winnable_at_start",
            "turning_point",
            "complete",
            "analysed_at",
            "data",
        ]
        written = self.session.execute(
            insert(GameAnalysisRow).prefix_with("OR REPLACE").from_select(columns, values)
        )
        return _matched(written)

    def get(self, game_id: int) -> StoredAnalysis | None:
        row = self.session.get(GameAnalysisRow, game_id)
        return None if row is None else stored_analysis(row)

    def set_grade(self, game_id: int, grade: str | None) -> bool:
        """Set the grade of a game's deal (None: not known); False if there is no such
        game. Raises ``ValueError`` for anything but "E", "M", "H" or None."""
        check_grade(grade)
        return _matched(
            self.session.execute(
                update_rows(GameRow).where(GameRow.id == game_id).values(grade=grade)
            )
        )

    def set_par(self, game_id: int, par: int | None) -> bool:
        """Set the par of a game's deal (None: not known); False if there is no such game.
        Raises ``ValueError`` for anything but a positive whole number or None."""
        check_par(par)
        return _matched(
            self.session.execute(update_rows(GameRow).where(GameRow.id == game_id).values(par=par))
        )


def check_par(par: int | None) -> None:
    """Raise ``ValueError`` unless ``par`` is a positive whole number (a winning line's
    length in moves) or None (no par known)."""
    if par is not None and (isinstance(par, bool) or not isinstance(par, int) or par < 1):
        raise ValueError(f"a par is a positive number of moves or None, not {par!r}")


def check_analysis(analysis: StoredAnalysis) -> None:
    """Raise ``ValueError`` for an analysis the columns cannot hold as it is meant."""
    if not isinstance(analysis.line_checksum, str) or not isinstance(analysis.data, str):
        raise ValueError("an analysis's line checksum and data are text")
    if len(analysis.line_checksum) > CHECKSUM_LENGTH:
        raise ValueError(
            f"a line checksum has at most {CHECKSUM_LENGTH} characters,"
            f" not {len(analysis.line_checksum)}"
        )
    if analysis.turning_point is not None and (
        isinstance(analysis.turning_point, bool) or not isinstance(analysis.turning_point, int)
    ):
        raise ValueError(f"a turning point is a move's index, not {analysis.turning_point!r}")
    if analysis.analysed_at.tzinfo is None:
        raise ValueError("an analysis's time must be an aware datetime")


def with_summaries(query: Select[Any]) -> Select[Any]:
    """``query`` (of game rows) with each game's analysis columns (NULL where it has none)
    added, by an outer join on the analysis's key (one lookup per game the query passes
    its conditions to: a page skipping many games reads their ids first, see
    :meth:`~scorpion_qt.store.history.HistoryQuery.page`)."""
    return query.add_columns(*SUMMARY_COLUMNS).outerjoin(
        GameAnalysisRow, GameAnalysisRow.game_id == GameRow.id
    )


def summary(row: Any) -> AnalysisSummary | None:
    """The analysis columns of a result row of :func:`with_summaries`; None if the game
    has no analysis."""
    winnable, turning_point, complete, analysed = tuple(row)[-len(SUMMARY_COLUMNS) :]
    if analysed is None:
        return None
    return AnalysisSummary(winnable, turning_point, complete)


def _matched(result: object) -> bool:
    return bool(getattr(result, "rowcount", 0))
