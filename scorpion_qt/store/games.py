"""The games repository: game rows, their layouts and action logs."""

from __future__ import annotations

import datetime
import logging
from collections.abc import Sequence
from dataclasses import dataclass

from sqlalchemy import delete, func, insert, select, update
from sqlalchemy.orm import Session

from scorpion_qt.engine import Game
from scorpion_qt.store.converters import Figures, rebuild_game
from scorpion_qt.store.models import IN_PROGRESS, LOST, WON, ActionRow, GameRow, LayoutRow

log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class Tracking:
    """What recording a game's next actions needs to know about its row."""

    action_count: int
    daily_date: datetime.date | None
    in_progress: bool


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
        return row.id

    def tracking(self, game_id: int) -> Tracking | None:
        found = self.session.execute(
            select(GameRow.action_count, GameRow.daily_date, GameRow.outcome).where(
                GameRow.id == game_id
            )
        ).one_or_none()
        if found is None:
            return None
        return Tracking(found.action_count, found.daily_date, found.outcome == IN_PROGRESS)

    def record(
        self, game_id: int, first_seq: int, actions: Sequence[str], progress: Progress
    ) -> bool:
        """Append actions (numbered from ``first_seq``) and store the new state, if the game
        is still in progress; False if it is not (nothing is written then)."""
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
            .where(GameRow.id == game_id, GameRow.outcome == IN_PROGRESS)
            .values(values)
        )
        if not getattr(updated, "rowcount", 0):
            return False
        if actions:
            self.session.execute(
                insert(ActionRow),
                [
                    {"game_id": game_id, "seq": seq, "action": action}
                    for seq, action in enumerate(actions, start=first_seq)
                ],
            )
        return True

    def set_elapsed(self, game_id: int, elapsed_seconds: float) -> None:
        self.session.execute(
            update(GameRow)
            .where(GameRow.id == game_id, GameRow.outcome == IN_PROGRESS)
            .values(elapsed_seconds=elapsed_seconds)
        )

    def add_hint(self, game_id: int) -> None:
        self.session.execute(
            update(GameRow)
            .where(GameRow.id == game_id, GameRow.outcome == IN_PROGRESS)
            .values(hints=GameRow.hints + 1)
        )

    def finish(
        self,
        game_id: int,
        outcome: str,
        ended_at: datetime.datetime,
        elapsed_seconds: float,
        won_score: int | None = None,
    ) -> None:
        """End a game; a game already won keeps its result (only its clock is updated, and
        its score to ``won_score`` when given: the score with the timed bonus)."""
        self.session.execute(
            update(GameRow)
            .where(GameRow.id == game_id, GameRow.outcome == IN_PROGRESS)
            .values(outcome=outcome, ended_at=ended_at, elapsed_seconds=elapsed_seconds)
        )
        won: dict[str, object] = {
            "elapsed_seconds": elapsed_seconds,
            "ended_at": func.coalesce(GameRow.ended_at, ended_at),
        }
        if won_score is not None:
            won["score"] = won_score
        self.session.execute(
            update(GameRow).where(GameRow.id == game_id, GameRow.outcome == WON).values(won)
        )

    def mark_won(self, game_id: int, ended_at: datetime.datetime) -> None:
        self.session.execute(
            update(GameRow)
            .where(GameRow.id == game_id, GameRow.outcome == IN_PROGRESS)
            .values(outcome=WON, ended_at=ended_at)
        )

    def delete(self, game_id: int) -> None:
        self.session.execute(delete(GameRow).where(GameRow.id == game_id))

    def abandon_in_progress(self, ended_at: datetime.datetime) -> list[datetime.date]:
        """Mark every played in-progress game lost and delete the unplayed ones; returns
        the daily dates of the games marked lost."""
        played = (GameRow.outcome == IN_PROGRESS) & (GameRow.action_count > 0)
        dates = self.session.scalars(
            select(GameRow.daily_date).where(played, GameRow.daily_date.is_not(None))
        ).all()
        self.session.execute(update(GameRow).where(played).values(outcome=LOST, ended_at=ended_at))
        self.session.execute(
            delete(GameRow).where(GameRow.outcome == IN_PROGRESS, GameRow.action_count == 0)
        )
        return [d for d in dates if d is not None]

    def latest_in_progress(self) -> GameRow | None:
        return self.session.scalars(
            select(GameRow)
            .where(GameRow.outcome == IN_PROGRESS)
            .order_by(GameRow.id.desc())
            .limit(1)
        ).first()

    def get(self, game_id: int) -> GameRow | None:
        return self.session.get(GameRow, game_id)

    def layout(self, game_id: int) -> str | None:
        return self.session.scalar(select(LayoutRow.text).where(LayoutRow.game_id == game_id))

    def actions(self, game_id: int) -> list[str]:
        return list(
            self.session.scalars(
                select(ActionRow.action).where(ActionRow.game_id == game_id).order_by(ActionRow.seq)
            )
        )

    def rebuild(self, game_id: int, deal: int | None) -> Game | None:
        """A stored game replayed from its layout and log; None (logged) if it does not
        replay, for example after an engine change."""
        layout = self.layout(game_id)
        if layout is None:
            log.error("game %s has no layout", game_id)
            return None
        try:
            return rebuild_game(layout, deal, self.actions(game_id))
        except ValueError:
            log.exception("game %s does not replay", game_id)
            return None

    def delete_finished(self, rules: str | None) -> int:
        """Delete every finished game (of ``rules``, if given); in-progress games stay."""
        query = delete(GameRow).where(GameRow.outcome != IN_PROGRESS)
        if rules is not None:
            query = query.where(GameRow.rules == rules)
        result = self.session.execute(query)
        return int(getattr(result, "rowcount", 0))
