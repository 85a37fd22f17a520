"""Finds where a stored game slipped away: its analysis from the store when one was saved
for the same moves, else from the solver's worker (the ``analyse`` job), then saved.

Nothing here runs on the GUI thread but the callbacks: the store's calls run on its
thread, the analysis in the worker. One coordinator serves the app (:func:`slip_analysis`),
so that two replays of one game share a single job.
"""

from __future__ import annotations

import datetime
import json
import logging
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from scorpion_qt.engine import Game
from scorpion_qt.solver.protocol import AnalyseJob, AnalysisAnswer
from scorpion_qt.store.grades import GRADES
from scorpion_qt.store.records import StoredAnalysis
from scorpion_qt.ui.services.solver_client import SolverClient
from scorpion_qt.ui.statistics.slip_report import SlipReport, line_checksum

if TYPE_CHECKING:
    from scorpion_qt.store.service import Store
    from scorpion_qt.ui.services.store_thread import StoreThread

log = logging.getLogger(__name__)

#: the seconds the solver may spend on one game's analysis
ANALYSE_SECONDS = 20.0
#: the budget of the analysis every stored game gets when it ends, unasked: short, so the
#: worker is soon free for the next game's hints (most take milliseconds); a replay that
#: finds it ran out of time asks again with ANALYSE_SECONDS
BACKGROUND_SECONDS = 3.0


@dataclass(frozen=True, slots=True)
class SlipOutcome:
    """The answer to a request: the ``report``, or None when the analysis did not finish
    (the job failed or ran out of its time, ``failed``). ``cached``: it came from the
    store, with no job. ``saved``: the store kept it (False for a game that is not stored,
    or while games are not being saved)."""

    report: SlipReport | None
    cached: bool = False
    saved: bool = False

    @property
    def failed(self) -> bool:
        return self.report is None


Done = Callable[[SlipOutcome], None]


class SlipRequest:
    """One asker's wait for an analysis; :meth:`cancel` and it is never called back."""

    def __init__(self, analysis: SlipAnalysis, key: tuple[int | None, str], done: Done) -> None:
        self._analysis = analysis
        self.key = key
        self._done: Done | None = done

    @property
    def pending(self) -> bool:
        return self._done is not None

    def cancel(self) -> None:
        if self._done is not None:
            self._done = None
            self._analysis._forget(self)

    def _deliver(self, outcome: SlipOutcome) -> None:
        done, self._done = self._done, None
        if done is not None:
            done(outcome)


class SlipAnalysis(QObject):
    """Answers "where did this game slip away?" for stored games (a child of the store's
    thread object). ``jobs`` counts the analyses sent to the worker."""

    def __init__(self, store_thread: StoreThread, client: SolverClient | None = None) -> None:
        super().__init__(store_thread)
        self.store_thread = store_thread
        self.client = client or SolverClient()
        self.jobs = 0
        self._waiting: dict[tuple[int | None, str], list[SlipRequest]] = {}

    def stored(
        self, game_id: int | None, game: Game, done: Callable[[SlipReport | None], None]
    ) -> None:
        """``done`` with the analysis the store keeps for ``game``'s moves, or None (no
        job is sent)."""
        if game_id is None or self.store_thread.store is None:
            done(None)
            return
        checksum = line_checksum(game.moves)
        self.store_thread.run(lambda store: _read(store, game_id, checksum), done)

    def request(self, game_id: int | None, game: Game, done: Done) -> SlipRequest:
        """Find where ``game`` (stored as ``game_id``; None: not stored) slipped away:
        ``done`` follows once, with the stored analysis of its moves if there is one, else
        with the worker's, which is saved first."""
        moves = game.moves
        key = (game_id, line_checksum(moves))
        request = SlipRequest(self, key, done)
        waiting = self._waiting.get(key)
        if waiting is not None:  # the same game's analysis is on its way
            waiting.append(request)
            return request
        self._waiting[key] = [request]
        snapshot = (game.start_text(), list(moves))

        def have(report: SlipReport | None) -> None:
            if report is not None and report.complete:
                self._answer(key, SlipOutcome(report, cached=True, saved=True))
            elif key in self._waiting:  # nobody cancelled meanwhile
                self._submit(key, *snapshot)

        self.stored(game_id, game, have)
        return request

    def in_background(self, game_id: int, game: Game) -> None:
        """Analyse a stored game that ended, within :data:`BACKGROUND_SECONDS`, and keep
        the analysis with it (so the history knows whether its deal was winnable and
        where it slipped away); nothing when it has no moves or an analysis of its moves
        is kept or on its way. A replay opened meanwhile waits for this answer."""
        moves = game.moves
        key = (game_id, line_checksum(moves))
        if not moves or key in self._waiting:
            return
        self._waiting[key] = []
        snapshot = (game.start_text(), list(moves))

        def have(report: SlipReport | None) -> None:
            if report is not None:
                self._answer(key, SlipOutcome(report, cached=True, saved=True))
            else:
                self._submit(key, *snapshot, seconds=BACKGROUND_SECONDS)

        self.stored(game_id, game, have)

    def _submit(
        self,
        key: tuple[int | None, str],
        start_text: str,
        moves: list[str],
        seconds: float = ANALYSE_SECONDS,
    ) -> None:
        self.jobs += 1
        log.info("analysing game %s (%d moves)", key[0], len(moves))
        self.client.submit(
            _purpose(key),
            AnalyseJob(start_text, tuple(moves), seconds),
            lambda answer: self._analysed(key, answer),
        )

    def _analysed(self, key: tuple[int | None, str], answer: AnalysisAnswer | None) -> None:
        result = None if answer is None else answer.to_json()
        try:
            report = None if result is None else SlipReport.from_json(result)
        except ValueError as error:
            log.warning("the solver's analysis could not be read: %s", error)
            report = None
        game_id = key[0]
        if answer is None or report is None or game_id is None or self.store_thread.store is None:
            self._answer(key, SlipOutcome(report))
            return
        if self.store_thread.closed:
            # come after the window closed: the worker can find it again, nothing is lost
            log.info("the analysis of game %s came after the store closed: not kept", game_id)
            return
        data = json.dumps(result)
        found = answer.grade if answer.grade in GRADES else None
        self.store_thread.run(
            lambda store: _save(store, game_id, key[1], data, report, found),
            lambda saved: self._answer(key, SlipOutcome(report, saved=saved)),
        )

    def _answer(self, key: tuple[int | None, str], outcome: SlipOutcome) -> None:
        for request in self._waiting.pop(key, []):
            try:
                request._deliver(outcome)
            except Exception:  # one asker's error must not keep the answer from the others
                log.exception("showing an analysis failed")

    def _forget(self, request: SlipRequest) -> None:
        waiting = self._waiting.get(request.key)
        if waiting is None or request not in waiting:
            return
        waiting.remove(request)
        if not waiting:  # nobody wants it any more: the worker stops looking
            del self._waiting[request.key]
            self.client.cancel(_purpose(request.key))


def slip_analysis(store_thread: StoreThread) -> SlipAnalysis:
    """The app's coordinator: one for the store's thread, made when first needed."""
    found = store_thread.findChild(SlipAnalysis)
    return found if isinstance(found, SlipAnalysis) else SlipAnalysis(store_thread)


def _purpose(key: tuple[int | None, str]) -> str:
    # one job per game and line at a time; analyses of other games wait in the worker
    return f"analyse {key[0]} {key[1]}"


def _read(store: Store, game_id: int, checksum: str) -> SlipReport | None:
    """On the store's thread: the stored analysis of this line, if it is one."""
    try:
        stored = store.analysis(game_id)
    except Exception:  # a bug: the analysis is made again, not waited for forever
        log.exception("game %s's stored analysis could not be read", game_id)
        return None
    if stored is None or stored.line_checksum != checksum:
        return None
    try:
        return SlipReport.from_json(json.loads(stored.data))
    except ValueError as error:  # json's errors are ValueErrors too
        log.warning("game %s's stored analysis is not one: %s", game_id, error)
        return None


def _save(
    store: Store, game_id: int, checksum: str, data: str, report: SlipReport, grade: str | None
) -> bool:
    """On the store's thread: keep the analysis, and the deal's grade when the analysis
    proved the start winnable (the grade the solver gives any winnable deal, so the same
    as a winnable search's or the daily table's); whether the store is saving."""
    stored = StoredAnalysis(
        line_checksum=checksum,
        data=data,
        winnable_at_start=report.winnable_at_start,
        turning_point=report.turning_point,
        complete=report.complete,
        analysed_at=datetime.datetime.now(datetime.UTC),
    )
    try:
        store.save_analysis(game_id, stored)
        if grade is not None:
            store.set_grade(game_id, grade)
    except Exception:  # a value the store refused: the player is told it was not saved
        log.exception("game %s's analysis could not be saved", game_id)
        return False
    return store.saving
