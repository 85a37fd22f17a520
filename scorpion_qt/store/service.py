"""The store service the UI calls: records games as they are played, resumes the one in
progress, serves daily deals, and answers statistics, history and leaderboard queries.

Policy: **a game counts as played from its first move.** Starting a game writes its row
at once (so a crash before the first move still resumes it), but a game abandoned with no
move — for a new game, or finished without moving — is deleted and appears nowhere. Once
it has a move (even one later undone) it is in the history and statistics; left
unfinished for a new game, it counts as lost.
"""

from __future__ import annotations

import datetime
import logging
import os
import sqlite3
from collections.abc import Callable
from pathlib import Path
from types import TracebackType
from typing import TypeVar

from sqlalchemy import text
from sqlalchemy.exc import SQLAlchemyError
from sqlalchemy.orm import Session, sessionmaker

from scorpion_qt.engine import Game, daily_deal
from scorpion_qt.store import converters
from scorpion_qt.store.daily import DAILY_RULES, DailyRepository
from scorpion_qt.store.export import Progress, export_error, write_csv
from scorpion_qt.store.games import GameRepository
from scorpion_qt.store.history import HistoryQuery
from scorpion_qt.store.leaderboard import LeaderboardQuery
from scorpion_qt.store.notices import Notice, StoreStatus, describe_failure, not_saving_notice
from scorpion_qt.store.opening import Opened, open_database
from scorpion_qt.store.paths import resolve_data_dir
from scorpion_qt.store.records import (
    DailyDeal,
    GameResult,
    HistoryFilter,
    HistoryPage,
    LeaderboardEntry,
    ResumedGame,
    SortKey,
    Statistics,
)
from scorpion_qt.store.statistics import StatisticsQuery
from scorpion_qt.store.sync import LogSync, Synced

log = logging.getLogger(__name__)

T = TypeVar("T")
Clock = Callable[[], datetime.datetime]
#: What a storage failure looks like; anything else is a bug and propagates.
STORAGE_ERRORS = (SQLAlchemyError, sqlite3.Error, OSError)
#: Rows ANALYZE samples per index when ``PRAGMA optimize`` decides to run it (fast, and
#: precise enough for the query planner).
ANALYSIS_LIMIT = 1000


def utc_now() -> datetime.datetime:
    return datetime.datetime.now(datetime.UTC)


class Store:
    """The game store. Open it with :meth:`open`; check :attr:`status` and :attr:`notice`.

    Recording methods (``start_game``, ``record_*``, ``finish``) commit at once and never
    raise for storage failures: the store switches to ``NOT_SAVING``, sets a notice, and
    further recording calls do nothing, so the game stays playable. In ``READ_ONLY`` and
    ``NOT_SAVING`` they do nothing and ``start_game`` returns None; queries still answer
    from whatever can be read (empty results otherwise).
    """

    def __init__(self, opened: Opened, data_dir: Path, now: Clock = utc_now) -> None:
        self._engine = opened.engine
        self._sessions = sessionmaker(opened.engine, expire_on_commit=False)
        self._status = opened.status
        self._notice = opened.notice
        self._path = opened.path
        self._backup = opened.backup
        self._data_dir = data_dir
        self._now = now
        self._logs = LogSync()
        #: Called with the new notice when recording fails (the UI shows it).
        self.notice_listener: Callable[[Notice], None] | None = None
        #: Picks the deal of a date the first time it is served (the app sets the solver's).
        self.daily_chooser: Callable[[datetime.date], int] = daily_deal

    @classmethod
    def open(cls, data_dir: str | os.PathLike[str] | None = None, *, now: Clock = utc_now) -> Store:
        """Open the store in ``data_dir`` (``--data-dir``), else ``$SCORPION_QT_DATA_DIR``,
        else the user data folder; migrates, recovers or degrades as needed, never raises."""
        folder = resolve_data_dir(data_dir)
        return cls(open_database(folder, now()), folder, now)

    # -- state ---------------------------------------------------------------------------

    @property
    def status(self) -> StoreStatus:
        return self._status

    @property
    def notice(self) -> Notice | None:
        """The latest message for the user, or None."""
        return self._notice

    @property
    def path(self) -> Path:
        """The database file."""
        return self._path

    @property
    def data_dir(self) -> Path:
        return self._data_dir

    @property
    def backup_path(self) -> Path | None:
        """The copy made before this start-up's upgrade, if there was one."""
        return self._backup

    @property
    def saving(self) -> bool:
        return self._status is StoreStatus.SAVING

    def close(self) -> None:
        """Refresh the query planner's statistics if due, and release the file."""
        if self._engine is None:
            return
        if self.saving:
            try:
                with self._engine.connect() as connection:
                    connection.execute(text(f"PRAGMA analysis_limit = {ANALYSIS_LIMIT}"))
                    connection.execute(text("PRAGMA optimize"))
            except STORAGE_ERRORS:
                log.warning("PRAGMA optimize failed", exc_info=True)
        self._engine.dispose()

    def __enter__(self) -> Store:
        return self

    def __exit__(
        self,
        _type: type[BaseException] | None,
        _value: BaseException | None,
        _traceback: TracebackType | None,
    ) -> None:
        self.close()

    # -- recording -----------------------------------------------------------------------

    def start_game(self, game: Game, daily_date: datetime.date | None = None) -> int | None:
        """Store a new game and return its id (None when not saving). A played game still
        in progress is marked lost; an unplayed one is deleted. For a daily game, pass the
        date: its deal must be the one :meth:`daily_deal_for` serves."""

        def work(session: Session) -> int:
            games = GameRepository(session)
            lost_days = games.abandon_in_progress(self._db_now())
            if daily_date is not None:
                served = DailyRepository(session).serve(
                    daily_date, self._db_now(), self.daily_chooser
                )
                if game.deal is not None and game.deal != served.deal:
                    raise ValueError(
                        f"deal {game.deal} is not the daily deal of {daily_date} ({served.deal})"
                    )
            game_id = games.add(
                rules=game.rules,
                deal=game.deal,
                daily_date=daily_date,
                start_text=game.start_text(),
                started_at=self._db_now(),
            )
            DailyRepository(session).refresh_results(lost_days)
            self._logs.forget()
            self._logs.track(game_id, Synced(0, daily_date))
            self._logs.sync(session, game_id, game, 0.0, self._db_now())
            return game_id

        return self._write(work)

    def record_move(self, game_id: int | None, game: Game, elapsed_seconds: float) -> None:
        """Store the actions of ``game.log`` not yet stored (normally the move just played),
        the new score and figures, and the active playing time; one commit. A winning move
        marks the game won in the same commit."""
        if game_id is not None:
            self._write(
                lambda s: self._logs.sync(s, game_id, game, elapsed_seconds, self._db_now())
            )

    def record_undo(self, game_id: int | None, game: Game, elapsed_seconds: float) -> None:
        """Store an undo (it is an action of ``game.log`` like a move)."""
        self.record_move(game_id, game, elapsed_seconds)

    def record_redo(self, game_id: int | None, game: Game, elapsed_seconds: float) -> None:
        """Store a redo (it is an action of ``game.log`` like a move)."""
        self.record_move(game_id, game, elapsed_seconds)

    def record_time(self, game_id: int | None, elapsed_seconds: float) -> None:
        """Store the active playing time alone (on pause or quit)."""
        if game_id is not None:
            self._write(lambda s: GameRepository(s).set_elapsed(game_id, elapsed_seconds))

    def record_hint(self, game_id: int | None) -> None:
        """Count a hint shown."""
        if game_id is not None:
            self._write(lambda session: GameRepository(session).add_hint(game_id))

    def finish(
        self, game_id: int | None, game: Game, elapsed_seconds: float, *, score: int | None = None
    ) -> None:
        """End the game: won if ``game.is_won``, else lost (the player gave up). A game that
        never had a move is deleted instead: it was not played. ``score`` is the score the
        player was shown for a win, when it differs from the engine's (the timed bonus)."""
        outcome = GameResult.WON if game.is_won else GameResult.LOST
        if game_id is None:
            return

        def work(session: Session) -> None:
            tracked = self._logs.sync(session, game_id, game, elapsed_seconds, self._db_now())
            games = GameRepository(session)
            if tracked is not None and tracked.action_count == 0:
                games.delete(game_id)
            else:
                won_score = score if outcome is GameResult.WON else None
                games.finish(game_id, outcome.value, self._db_now(), elapsed_seconds, won_score)
            if tracked is not None and tracked.daily_date is not None:
                DailyRepository(session).refresh_results([tracked.daily_date])
            self._logs.forget(game_id)

        self._write(work)

    # -- reading games -------------------------------------------------------------------

    def resume(self) -> ResumedGame | None:
        """The game in progress rebuilt from its stored log, or None. A log that no longer
        replays (a changed engine) is logged and skipped."""

        def work(session: Session) -> ResumedGame | None:
            games = GameRepository(session)
            row = games.latest_in_progress()
            if row is None:
                return None
            game = games.rebuild(row.id, row.deal)
            if game is None:
                return None
            self._logs.track(row.id, Synced(len(game.log), row.daily_date))
            return ResumedGame(row.id, game, row.elapsed_seconds, row.hints, row.daily_date)

        return self._read(work, None)

    def load_game(self, game_id: int) -> Game | None:
        """Any stored game rebuilt from its log (``start_text()`` and ``log`` replay it)."""

        def work(session: Session) -> Game | None:
            games = GameRepository(session)
            row = games.get(game_id)
            return None if row is None else games.rebuild(game_id, row.deal)

        return self._read(work, None)

    # -- daily deals ---------------------------------------------------------------------

    def daily_deal_for(
        self, day: datetime.date, choose: Callable[[datetime.date], int] | None = None
    ) -> int:
        """The deal of ``day``: stored the first time the date is served, so the date keeps
        its deal even if the generator changes later."""
        return self.daily(day, choose).deal

    def daily(
        self, day: datetime.date, choose: Callable[[datetime.date], int] | None = None
    ) -> DailyDeal:
        """The daily deal of ``day`` with its stored layout and best result so far; a date
        served for the first time gets the deal ``choose`` (else :attr:`daily_chooser`)
        picks."""
        chooser = choose or self.daily_chooser
        if self.saving:
            written = self._write(
                lambda s: converters.daily_deal(
                    DailyRepository(s).serve(day, self._db_now(), chooser)
                )
            )
            if written is not None:
                return written

        def read(session: Session) -> DailyDeal | None:
            row = DailyRepository(session).get(day)
            return None if row is None else converters.daily_deal(row)

        stored = self._read(read, None)
        if stored is not None:
            return stored
        deal = chooser(day)
        return DailyDeal(day, deal, Game.new(deal, DAILY_RULES).start_text(), None, None)

    def daily_game(self, day: datetime.date, rules: str = DAILY_RULES) -> Game:
        """A new game of the daily deal of ``day``, dealt from its stored layout."""
        served = self.daily(day)
        return converters.daily_game(served.layout, served.deal, rules)

    # -- statistics and history ----------------------------------------------------------

    def statistics(
        self, rules: str | None = None, *, today: datetime.date | None = None
    ) -> Statistics:
        """The summary over all games or one rule set (definitions in
        :mod:`scorpion_qt.store.statistics`); ``today`` defaults to the local date."""
        day = today or self._now().astimezone().date()
        empty = Statistics(rules, 0, 0, 0, 0.0, 0, 0, None, None, None, None, None, 0, 0, 0)
        return self._read(lambda session: StatisticsQuery(session).summary(rules, day), empty)

    def leaderboard(
        self,
        rules: str | None = None,
        deal: int | None = None,
        daily_date: datetime.date | None = None,
        limit: int = 10,
    ) -> list[LeaderboardEntry]:
        """The best scores of finished games, overall or per rules / deal / daily date."""
        return self._read(
            lambda session: LeaderboardQuery(session).best(rules, deal, daily_date, limit),
            [],
        )

    def history_page(
        self,
        chosen: HistoryFilter | None = None,
        sort: SortKey = SortKey.STARTED_AT,
        descending: bool = True,
        offset: int = 0,
        limit: int = 50,
    ) -> HistoryPage:
        """One page of played games and the number matching the filter."""
        query = chosen or HistoryFilter()
        return self._read(
            lambda s: HistoryQuery(s).page(query, sort, descending, offset, limit),
            HistoryPage((), 0),
        )

    def export_csv(
        self,
        path: str | os.PathLike[str],
        chosen: HistoryFilter | None = None,
        sort: SortKey = SortKey.STARTED_AT,
        descending: bool = False,
        progress: Progress | None = None,
    ) -> int:
        """Write the matching history to a CSV file; returns the number of games.
        Raises :class:`ExportError` if the file cannot be written or the history read, and
        :class:`ExportCancelled` if ``progress`` stopped it (see ``export.write_csv``)."""
        query = chosen or HistoryFilter()
        target = Path(path)
        try:
            if self._engine is None:
                return write_csv(target, [])
            with self._sessions() as session:
                rows = HistoryQuery(session).rows(query, sort, descending)
                return write_csv(target, rows, progress)
        except STORAGE_ERRORS as error:
            log.exception("export to %s failed", target)
            raise export_error(target, error) from error

    def reset_statistics(self, rules: str | None = None) -> int:
        """Delete the finished games (of ``rules``, if given) and their logs; the game in
        progress and the dates' deals stay. Returns how many games were deleted."""

        def work(session: Session) -> int:
            deleted = GameRepository(session).delete_finished(rules)
            DailyRepository(session).refresh_results()
            return deleted

        return self._write(work) or 0

    # -- internals -----------------------------------------------------------------------

    def _db_now(self) -> datetime.datetime:
        return converters.to_db_time(self._now())

    def _write(self, work: Callable[[Session], T]) -> T | None:
        """Run ``work`` in one committed transaction; on a storage failure, stop saving."""
        if not self.saving:
            return None
        known = self._logs.snapshot()
        try:
            with self._sessions.begin() as session:
                return work(session)
        except STORAGE_ERRORS as error:
            self._logs.restore(known)
            self._fail(error)
            return None

    def _read(self, work: Callable[[Session], T], default: T) -> T:
        if self._engine is None:
            return default
        try:
            with self._sessions() as session:
                return work(session)
        except STORAGE_ERRORS:
            log.exception("reading the database failed")
            return default

    def _fail(self, error: BaseException) -> None:
        log.error("saving stopped", exc_info=error)
        self._status = StoreStatus.NOT_SAVING
        self._notice = not_saving_notice(describe_failure(error, self._data_dir), self._path)
        if self.notice_listener is not None:
            self.notice_listener(self._notice)
