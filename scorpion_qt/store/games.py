"""The games repository: game rows, their layouts and action logs."""

from __future__ import annotations

import datetime
import logging
from collections.abc import Sequence
from dataclasses import dataclass

from sqlalchemy import case, delete, func, select, update
from sqlalchemy.orm import Session

from scorpion_qt.engine import Game
from scorpion_qt.store.converters import Figures, rebuild_game
from scorpion_qt.store.failures import RowMissing
from scorpion_qt.store.log_text import LOG_SEPARATOR, pack_log, unpack_log
from scorpion_qt.store.models import (
    DAMAGED,
    IN_PROGRESS,
    LOST,
    WON,
    GameRow,
    LayoutRow,
    LogRow,
)

log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class Tracking:
    """What recording a game's next actions needs to know about its row."""

    action_count: int
    daily_date: datetime.date | None
    outcome: str

    @property
    def in_progress(self) -> bool:
        return self.outcome == IN_PROGRESS


@dataclass(frozen=True, slots=True)
class Progress:
    """A game's state to store after an action."""

    figures: Figures
    undos: int
    action_count: int
    elapsed_seconds: float


class GameRepository:
    """Reads and writes games; the caller owns the session and its transaction."""

    def __init__(self, session: Session) -> None:
        self.session = session

    def add(
        self,
        *,
        rules: str,
        deal: int | None,
        daily_date: datetime.date | None,
        start_text: str,
        started_at: datetime.datetime,
    ) -> int:
        row = GameRow(
            rules=rules,
            deal=deal,
            daily_date=daily_date,
            started_at=started_at,
            elapsed_seconds=0.0,
            outcome=IN_PROGRESS,
            score=0,
            moves=0,
            undos=0,
            hints=0,
            runs_completed=0,
            cards_turned_up=0,
            percent_complete=0.0,
            action_count=0,
        )
        self.session.add(row)
        self.session.flush()
        self.session.add(LayoutRow(game_id=row.id, text=start_text))
        self.session.add(LogRow(game_id=row.id, actions=""))
        return row.id

    def tracking(self, game_id: int) -> Tracking | None:
        found = self.session.execute(
            select(GameRow.action_count, GameRow.daily_date, GameRow.outcome).where(
                GameRow.id == game_id
            )
        ).one_or_none()
        if found is None:
            return None
        return Tracking(found.action_count, found.daily_date, found.outcome)

    def record(self, game_id: int, stored: int, actions: Sequence[str], progress: Progress) -> bool:
        """Append ``actions`` to the log, which holds ``stored`` actions, and store the new
        state, if the game is still in progress with that many actions; False if not
        (nothing is written then). Raises :class:`RowMissing` if the game has no log."""
        figures = progress.figures
        values: dict[str, object] = {
            "score": figures.score,
            "moves": figures.moves,
            "runs_completed": figures.runs_completed,
            "cards_turned_up": figures.cards_turned_up,
            "percent_complete": figures.percent_complete,
            "undos": progress.undos,
            "action_count": progress.action_count,
            "elapsed_seconds": progress.elapsed_seconds,
        }
        updated = self.session.execute(
            update(GameRow)
            .where(
                GameRow.id == game_id,
                GameRow.outcome == IN_PROGRESS,
                GameRow.action_count == stored,
            )
            .values(values)
        )
        if not _matched(updated):
            return False
        if actions:
            added = pack_log(actions)
            appended = self.session.execute(
                update(LogRow)
                .where(LogRow.game_id == game_id)
                .values(
                    actions=case(
                        (LogRow.actions == "", added),
                        else_=LogRow.actions + LOG_SEPARATOR + added,
                    )
                )
            )
            if not _matched(appended):
                raise RowMissing(f"game {game_id} has no log")
        return True

    def set_elapsed(self, game_id: int, elapsed_seconds: float) -> bool:
        """Store the active playing time of a game in progress; False if it is not."""
        return _matched(
            self.session.execute(
                update(GameRow)
                .where(GameRow.id == game_id, GameRow.outcome == IN_PROGRESS)
                .values(elapsed_seconds=elapsed_seconds)
            )
        )

    def add_hints(self, game_id: int, count: int = 1) -> bool:
        """Count hints shown in a game in progress; False if it is not."""
        return _matched(
            self.session.execute(
                update(GameRow)
                .where(GameRow.id == game_id, GameRow.outcome == IN_PROGRESS)
                .values(hints=GameRow.hints + count)
            )
        )

    def finish(
        self,
        game_id: int,
        outcome: str,
        ended_at: datetime.datetime,
        elapsed_seconds: float,
        won_score: int | None = None,
    ) -> bool:
        """End a game; a game already won keeps its result (only its clock is updated, and
        its score to ``won_score`` when given: the score with the timed bonus). False if
        the game is neither in progress nor won."""
        ended = _matched(
            self.session.execute(
                update(GameRow)
                .where(GameRow.id == game_id, GameRow.outcome == IN_PROGRESS)
                .values(outcome=outcome, ended_at=ended_at, elapsed_seconds=elapsed_seconds)
            )
        )
        won: dict[str, object] = {
            "elapsed_seconds": elapsed_seconds,
            "ended_at": func.coalesce(GameRow.ended_at, ended_at),
        }
        if won_score is not None:
            won["score"] = won_score
        kept = _matched(
            self.session.execute(
                update(GameRow).where(GameRow.id == game_id, GameRow.outcome == WON).values(won)
            )
        )
        return ended or kept

    def mark_won(self, game_id: int, ended_at: datetime.datetime) -> None:
        self.session.execute(
            update(GameRow)
            .where(GameRow.id == game_id, GameRow.outcome == IN_PROGRESS)
            .values(outcome=WON, ended_at=ended_at)
        )

    def mark_damaged(self, game_id: int, ended_at: datetime.datetime) -> bool:
        """Keep an in-progress game whose log no longer replays as damaged."""
        return _matched(
            self.session.execute(
                update(GameRow)
                .where(GameRow.id == game_id, GameRow.outcome == IN_PROGRESS)
                .values(outcome=DAMAGED, ended_at=ended_at)
            )
        )

    def delete(self, game_id: int) -> None:
        self.session.execute(delete(GameRow).where(GameRow.id == game_id))

    def abandon_in_progress(self, ended_at: datetime.datetime) -> list[datetime.date]:
        """Mark every played in-progress game lost (damaged if its log no longer replays)
        and delete the unplayed ones; returns the daily dates of the games marked lost."""
        played = (GameRow.outcome == IN_PROGRESS) & (GameRow.action_count > 0)
        found = self.session.execute(
            select(GameRow.id, GameRow.deal, GameRow.daily_date).where(played)
        )
        dates = []
        for game_id, deal, daily_date in found.all():
            if self.rebuild(game_id, deal) is None:
                self.mark_damaged(game_id, ended_at)
                continue
            self.session.execute(
                update(GameRow).where(GameRow.id == game_id).values(outcome=LOST, ended_at=ended_at)
            )
            if daily_date is not None:
                dates.append(daily_date)
        self.session.execute(
            delete(GameRow).where(GameRow.outcome == IN_PROGRESS, GameRow.action_count == 0)
        )
        return dates

    def get(self, game_id: int) -> GameRow | None:
        return self.session.get(GameRow, game_id)

    def layout(self, game_id: int) -> str | None:
        return self.session.scalar(select(LayoutRow.text).where(LayoutRow.game_id == game_id))

    def actions(self, game_id: int) -> list[str] | None:
        """The game's action log, or None if it has none."""
        packed = self.session.scalar(select(LogRow.actions).where(LogRow.game_id == game_id))
        if packed is None:
            return None
        try:
            return unpack_log(packed)
        except ValueError as error:
            log.warning("game %s has a log that is not text: %s", game_id, error, exc_info=True)
            return None

    def holds(self, game_id: int, game: Game) -> bool:
        """Whether the game ``game_id`` is in progress with ``game``'s layout and every one
        of its actions (after a salvage, it may be lost, kept as damaged, or shorter)."""
        found = self.tracking(game_id)
        if found is None or not found.in_progress or found.action_count != len(game.log):
            return False
        return self.layout(game_id) == game.start_text() and self.actions(game_id) == game.log

    def rebuild(self, game_id: int, deal: int | None) -> Game | None:
        """A stored game replayed from its layout and log; None (logged) if it does not
        replay, for example after an engine change or damage."""
        layout = self.layout(game_id)
        actions = self.actions(game_id)
        if not isinstance(layout, str) or actions is None:
            log.warning("game %s has no layout or no log", game_id)
            return None
        try:
            return rebuild_game(layout, deal, actions)
        except (ValueError, TypeError) as error:
            log.warning("game %s does not replay: %s", game_id, error, exc_info=True)
            return None

    def delete_finished(self, rules: str | None) -> int:
        """Delete every finished game (won, lost or damaged; of ``rules``, if given);
        in-progress games stay."""
        query = delete(GameRow).where(GameRow.outcome != IN_PROGRESS)
        if rules is not None:
            query = query.where(GameRow.rules == rules)
        result = self.session.execute(query)
        return int(getattr(result, "rowcount", 0))


def _matched(result: object) -> bool:
    """Whether an UPDATE matched a row."""
    return bool(getattr(result, "rowcount", 0))
