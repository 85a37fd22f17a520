"""The store service the UI calls: records games as they are played, resumes the one in
progress, serves daily deals, and answers statistics, history and leaderboard queries.

Policy: **a game counts as played from its first move.** Starting a game writes its row
at once (so a crash before the first move still resumes it), but a game abandoned with no
move — for a new game, or finished without moving — is deleted and appears nowhere. Once
it has a move (even one later undone) it is in the history and statistics; left
unfinished for a new game, it counts as lost.

**No write fails silently.** A write that raises, or that matches no row of a game this
store records (another copy of the app ended it), stops saving: the status becomes
``NOT_SAVING`` and :attr:`Store.notice_listener` hears why. What the player does next is
kept (see :mod:`scorpion_qt.store.unsaved`); when the cause can go away (a full disk, a
locked or unwritable file), later recording calls try again, at most every
``RETRY_SECONDS``, and once a write works everything kept is saved and saving resumes.
"""

from __future__ import annotations

import datetime
import logging
import os
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

from sqlalchemy import text
from sqlalchemy.orm import Session, sessionmaker

from scorpion_qt.engine import Game
from scorpion_qt.store import converters
from scorpion_qt.store.analyses import AnalysisRepository, check_analysis, check_par
from scorpion_qt.store.checked import whole_or_none
from scorpion_qt.store.daily import DAILY_RULES, DailyRepository, WrongDailyDeal
from scorpion_qt.store.daily_deals import Chooser, DailyDeals, plain_daily_deal
from scorpion_qt.store.damage_check import DamageCheck, replayed
from scorpion_qt.store.database import sqlite_connection
from scorpion_qt.store.error_reasons import STORAGE_ERRORS
from scorpion_qt.store.export import Progress
from scorpion_qt.store.games import GameRepository
from scorpion_qt.store.grades import check_grade
from scorpion_qt.store.in_progress import DoesNotReplay, read_in_progress
from scorpion_qt.store.notices import Notice, StoreStatus, game_damaged_notice
from scorpion_qt.store.online import OnlineQueue
from scorpion_qt.store.opening import Opened, open_database
from scorpion_qt.store.paths import resolve_data_dir
from scorpion_qt.store.reading import FAILURES, Reading
from scorpion_qt.store.records import (
    DailyDeal,
    HistoryFilter,
    HistoryPage,
    LeaderboardEntry,
    SortKey,
    Statistics,
    StoredAnalysis,
)
from scorpion_qt.store.resumed_game import ResumedGame
from scorpion_qt.store.saving_state import SavingState
from scorpion_qt.store.sync import LogSync, Synced
from scorpion_qt.store.unsaved import UnsavedGames
from scorpion_qt.store.writing import GameWriter

log = logging.getLogger(__name__)

T = TypeVar("T")
Clock = Callable[[], datetime.datetime]
#: Rows ANALYZE samples per index when ``PRAGMA optimize`` decides to run it (fast, and
#: precise enough for the query planner).
ANALYSIS_LIMIT = 1000


def utc_now() -> datetime.datetime:
    return datetime.datetime.now(datetime.UTC)


class Store:
    """The game store. Open it with :meth:`open`; check :attr:`status` and :attr:`notice`.

    Recording methods (``start_game``, ``record_*``, ``finish``) commit at once and never
    raise for storage failures: the store switches to ``NOT_SAVING``, tells
    :attr:`notice_listener`, and keeps what the calls hand it until it can write again
    (``start_game`` then returns a provisional id, negative, that the other calls take
    like a stored one). In ``READ_ONLY``, and while not saving for a cause that does not
    go away, they do nothing and ``start_game`` returns None; queries still answer from
    whatever can be read (empty results otherwise).
    """

    def __init__(self, opened: Opened, data_dir: Path, now: Clock = utc_now) -> None:
        self._data_dir = data_dir
        self._now = now
        self._state = SavingState(opened, now, self._told)
        self._logs = LogSync()
        self._adopt(opened)
        self._unsaved = UnsavedGames()
        self._stored_ids: dict[int, int] = {}  # provisional id -> the id it was stored as
        #: Called with the new notice when recording fails or saving resumes, and when the
        #: game in progress is found damaged (the UI shows it).
        self.notice_listener: Callable[[Notice], None] | None = None
        #: Picks the deal of a date under a rule set id the first time it is served under
        #: it (the app sets the solver's, winnable under that rule set).
        self.daily_chooser: Chooser = plain_daily_deal
        damage = DamageCheck(lambda: self._path, lambda: self._engine, self._adopt, self._told)
        damage.now = now
        today = lambda: self._now().astimezone().date()  # noqa: E731
        self._reading = Reading(self._open_sessions, today, damage.after_failure)
        self._daily = DailyDeals(
            self._write,
            self._reading,
            lambda: self.saving,
            lambda: self.daily_chooser,
            self._db_now,
        )

    def _adopt(self, opened: Opened) -> None:
        self._engine = opened.engine
        self._sessions = sessionmaker(opened.engine, expire_on_commit=False)
        self._state.adopt(opened)
        self._logs.forget()  # each game's stored state is read afresh
        self._path = opened.path
        self._backup = opened.backup

    @classmethod
    def open(
        cls,
        data_dir: str | os.PathLike[str] | None = None,
        *,
        now: Clock = utc_now,
        check: bool = True,
    ) -> Store:
        """Open the store in ``data_dir`` (``--data-dir``), else ``$SCORPION_QT_DATA_DIR``,
        else the user data folder; checks the file (``check``: SQLite's quick check, for the
        benchmarks to leave out), migrates, recovers or degrades as needed; never raises."""
        folder = resolve_data_dir(data_dir)
        return cls(open_database(folder, now(), check=check), folder, now)

    # -- state ---------------------------------------------------------------------------

    @property
    def status(self) -> StoreStatus:
        return self._state.status

    @property
    def notice(self) -> Notice | None:
        """The latest message for the user, or None."""
        return self._state.notice

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
        return self._state.saving

    @property
    def recording(self) -> bool:
        """Whether recording calls are kept: saving, or not saving for now only."""
        return self._state.recording

    def close(self) -> None:
        """Try once more to save what is not saved yet, refresh the query planner's
        statistics if due, and release the file."""
        if self._unsaved and self.recording:
            self._state.retry_now()
            self._save()
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

    def __exit__(self, *_exception: object) -> None:
        self.close()

    # -- recording -----------------------------------------------------------------------

    def start_game(self, game: Game, daily_date: datetime.date | None = None) -> int | None:
        """Store a new game and return its id (provisional while not saving, None when
        nothing is kept). A played game still in progress is marked lost (damaged if its
        log no longer replays); an unplayed one is deleted. For a daily game, pass the
        date: its deal must be the one :meth:`daily_deal_for` serves for the date under the
        game's rules, else :class:`WrongDailyDeal` (a ``ValueError``) is raised, nothing stored."""
        if daily_date is not None:
            served = self.daily(daily_date, game.rules).deal
            if game.deal is not None and game.deal != served:
                raise WrongDailyDeal(
                    f"deal {game.deal} is not the daily deal of {daily_date} ({served})"
                )
        if not self.recording:
            return None
        key = self._unsaved.started(game, daily_date)
        self._save()
        return self._stored_ids.get(key, key)

    def record_move(self, game_id: int | None, game: Game, elapsed_seconds: float) -> None:
        """Store the actions of ``game.log`` not yet stored (normally the move just played),
        the new score and figures, and the active playing time; one commit. A winning move
        marks the game won in the same commit."""
        if game_id is not None and self.recording:
            self._unsaved.moved(self._key(game_id), game, elapsed_seconds)
            self._save()

    def record_undo(self, game_id: int | None, game: Game, elapsed_seconds: float) -> None:
        """Store an undo (it is an action of ``game.log`` like a move)."""
        self.record_move(game_id, game, elapsed_seconds)

    def record_redo(self, game_id: int | None, game: Game, elapsed_seconds: float) -> None:
        """Store a redo (it is an action of ``game.log`` like a move)."""
        self.record_move(game_id, game, elapsed_seconds)

    def record_time(self, game_id: int | None, elapsed_seconds: float) -> None:
        """Store the active playing time alone (on pause or quit)."""
        if game_id is not None and self.recording:
            self._unsaved.timed(self._key(game_id), elapsed_seconds)
            self._save()

    def record_hint(self, game_id: int | None) -> None:
        """Count a hint shown."""
        if game_id is not None and self.recording:
            self._unsaved.hinted(self._key(game_id))
            self._save()

    def finish(
        self, game_id: int | None, game: Game, elapsed_seconds: float, *, score: int | None = None
    ) -> None:
        """End the game: won if ``game.is_won``, else lost (the player gave up). A game that
        never had a move is deleted instead: it was not played. ``score`` is the score the
        player was shown for a win, when it differs from the engine's (the timed bonus)."""
        if game_id is not None and self.recording:
            self._unsaved.finished(self._key(game_id), game, elapsed_seconds, score)
            self._save()

    # -- reading games -------------------------------------------------------------------

    def resume(self) -> ResumedGame | None:
        """The game in progress rebuilt from its stored log, or None. A game whose log no
        longer replays (damage, a changed engine) is kept as damaged, the player is told
        (:attr:`notice_listener`), and None is returned: a new game starts."""

        def work(session: Session) -> ResumedGame | int | None:
            try:
                found = read_in_progress(sqlite_connection(session))
            except DoesNotReplay as error:
                log.warning("%s", error)
                return error.game_id
            if found is not None:
                self._logs.track(found.id, Synced(len(found.game.log), found.daily_date))
            return found

        found = self._read(work, None)
        if isinstance(found, int):
            log.warning("the game in progress (%s) does not replay: kept as damaged", found)
            self._write(lambda session: GameRepository(session).mark_damaged(found, self._db_now()))
            self._state.tell(game_damaged_notice(self._path))
            return None
        return found

    def load_game(self, game_id: int) -> Game | None:
        """Any stored game rebuilt from its log (``start_text()`` and ``log`` replay it);
        None if there is no such game or its log does not replay."""

        def work(session: Session) -> Game | None:
            games = GameRepository(session)
            row = games.get(game_id)
            if row is None:
                return None
            return replayed(game_id, games.rebuild(game_id, whole_or_none(row.deal)))

        return self._read(work, None)

    def holds(self, game_id: int, game: Game) -> bool:
        """Whether the stored game ``game_id`` is in progress with every action of ``game``
        (what waits to be written is written first). After a salvage while the app runs
        it may not be: its rows lost, or it is kept as damaged."""
        self._save()
        key = self._key(game_id)
        return self._read(lambda session: GameRepository(session).holds(key, game), False)

    # -- analyses and grades -------------------------------------------------------------

    def save_analysis(self, game_id: int, analysis: StoredAnalysis) -> None:
        """Store ``analysis`` as the game's, replacing the one it had (a game keeps one);
        the game's grade is left as it is. For a game that is not stored (deleted since,
        say) nothing is written. Like the recording calls it commits at once and never
        raises for a storage failure (saving stops, :attr:`notice_listener` hears why),
        but while not saving nothing is written or kept: an analysis can be made again
        (:attr:`saving` tells whether it was). Raises ``ValueError`` for an analysis the
        store cannot hold (a line checksum of more than 16 characters, a naive time)."""
        check_analysis(analysis)
        key = self._key(game_id)
        saved = self._write(lambda session: AnalysisRepository(session).save(key, analysis))
        if saved is False:
            log.info("game %s is not stored: its analysis is not saved", key)

    def analysis(self, game_id: int) -> StoredAnalysis | None:
        """The game's stored analysis, or None (no analysis, or no such game)."""
        return self._read(lambda session: AnalysisRepository(session).get(self._key(game_id)), None)

    def set_grade(self, game_id: int | None, grade: str | None) -> None:
        """Set how hard the game's deal is: "E", "M" or "H" (None: not known); anything
        else raises ``ValueError``. A recording call like :meth:`record_hint`: written at
        once, or kept while not saving for now and written with the game when saving
        resumes; nothing is written for a game that is not stored."""
        check_grade(grade)
        if game_id is not None and self.recording:
            self._unsaved.graded(self._key(game_id), grade)
            self._save()

    def save_par(self, game_id: int, par: int | None) -> None:
        """Store the par of the game's deal (None: not known), like :meth:`save_analysis`."""
        check_par(par)
        self._write(lambda session: AnalysisRepository(session).set_par(self._key(game_id), par))

    # -- online leaderboards -------------------------------------------------------------

    @property
    def online(self) -> OnlineQueue:
        """The daily results waiting for, or answered by, online leaderboard servers (see
        :mod:`~scorpion_qt.store.online`); written like the analyses: at once, or not at
        all while not saving (its writing calls then return None)."""
        return OnlineQueue(self._write, self._read, self._db_now, self._key)

    # -- daily deals ---------------------------------------------------------------------

    def daily_deal_for(
        self,
        day: datetime.date,
        rules: str = DAILY_RULES,
        choose: Callable[[datetime.date], int] | None = None,
    ) -> int:
        """The deal of ``day`` under ``rules``: stored the first time the date is served
        under them, so the date keeps its deal even if the generator changes later."""
        return self._daily.daily(day, rules, choose).deal

    def daily(
        self,
        day: datetime.date,
        rules: str = DAILY_RULES,
        choose: Callable[[datetime.date], int] | None = None,
    ) -> DailyDeal:
        """The daily deal of ``day`` (see :meth:`DailyDeals.daily`); ``choose``, if given,
        picks a date's deal in place of :attr:`daily_chooser`."""
        return self._daily.daily(day, rules, choose)

    def daily_game(self, day: datetime.date, rules: str = DAILY_RULES) -> Game:
        """A new game of the daily deal of ``day`` under ``rules``, dealt from its stored
        layout."""
        return self._daily.daily_game(day, rules)

    # -- statistics and history ----------------------------------------------------------

    def statistics(
        self,
        rules: str | None = None,
        *,
        today: datetime.date | None = None,
        grade: str | None = None,
    ) -> Statistics:
        """The summary of the games (see :meth:`Reading.statistics`)."""
        return self._reading.statistics(rules, today=today, grade=grade)

    def leaderboard(
        self,
        rules: str | None = None,
        deal: int | None = None,
        daily_date: datetime.date | None = None,
        limit: int = 10,
        *,
        grade: str | None = None,
    ) -> list[LeaderboardEntry]:
        """The best scores of finished games (see :meth:`Reading.leaderboard`)."""
        return self._reading.leaderboard(rules, deal, daily_date, limit, grade=grade)

    def history_page(
        self,
        chosen: HistoryFilter | None = None,
        sort: SortKey = SortKey.STARTED_AT,
        descending: bool = True,
        offset: int = 0,
        limit: int = 50,
    ) -> HistoryPage:
        """One page of played games and the number matching the filter."""
        return self._reading.history_page(chosen, sort, descending, offset, limit)

    def export_csv(
        self,
        path: str | os.PathLike[str],
        chosen: HistoryFilter | None = None,
        sort: SortKey = SortKey.STARTED_AT,
        descending: bool = False,
        progress: Progress | None = None,
    ) -> int:
        """Write the matching history to a CSV file (see :meth:`Reading.export_csv`)."""
        return self._reading.export_csv(path, chosen, sort, descending, progress)

    def reset_statistics(self, rules: str | None = None) -> int:
        """Delete the finished games (of ``rules``, if given) with their logs and analyses;
        the game in progress and the dates' deals stay. Returns how many games were
        deleted."""

        def work(session: Session) -> int:
            deleted = GameRepository(session).delete_finished(rules)
            DailyRepository(session).refresh_results()
            return deleted

        return self._write(work) or 0

    # -- internals -----------------------------------------------------------------------

    def _open_sessions(self) -> sessionmaker[Session] | None:
        return None if self._engine is None else self._sessions

    def _db_now(self) -> datetime.datetime:
        return converters.to_db_time(self._now())

    def _key(self, game_id: int) -> int:
        """The id a call's game is kept under: its stored id once a provisional one has
        been stored."""
        return self._stored_ids.get(game_id, game_id)

    def _save(self) -> None:
        """Write every unsaved call in one transaction, if saving, or if not saving for now
        and a try is due; on success after a failure, saving resumes."""
        if not self._unsaved:
            return
        was_saving = self.saving
        if not was_saving:
            if not self._state.try_due():
                return
            if self._engine is None and not self._reopen():
                return
        known = self._logs.snapshot()
        stored: dict[int, int] = {}
        try:
            with self._sessions.begin() as session:
                writer = GameWriter(session, self._logs, self._db_now(), self.daily_chooser)
                for unsaved in self._unsaved:
                    game_id = writer.write(unsaved, None if unsaved.start else unsaved.key)
                    if unsaved.start is not None and game_id is not None:
                        stored[unsaved.key] = game_id
        except FAILURES as error:
            self._logs.restore(known)
            self._state.failed(error, self._path)
            return
        self._unsaved.clear()
        self._stored_ids.update(stored)
        if not was_saving:
            self._state.resumed(self._path)

    def _reopen(self) -> bool:
        """Open the database again (it could not be opened before); True if writable now."""
        opened = open_database(self._data_dir, self._now())
        if opened.engine is None:
            if opened.notice is not None:
                self._state.not_saving(opened.notice)
            return False
        log.info("the database %s could be opened now", opened.path)
        self._adopt(opened)
        if opened.notice is not None:
            self._state.tell(opened.notice)
        return self.saving

    def _write(self, work: Callable[[Session], T]) -> T | None:
        """Run ``work`` in one committed transaction, if saving; on a failure, stop saving
        (the recording calls that follow try again)."""
        if not self.saving:
            return None
        known = self._logs.snapshot()
        try:
            with self._sessions.begin() as session:
                return work(session)
        except FAILURES as error:
            self._logs.restore(known)
            self._state.failed(error, self._path)
            return None

    def _read(self, work: Callable[[Session], T], default: T) -> T:
        return self._reading.read(work, default)

    def _told(self, notice: Notice) -> None:
        if self.notice_listener is not None:
            self.notice_listener(notice)
