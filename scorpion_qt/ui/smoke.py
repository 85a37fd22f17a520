"""``--smoke``: a check of an installation that shows the board, plays, saves and solves."""

from __future__ import annotations

import dataclasses
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QEventLoop, QObject, QTimer

from scorpion_qt.engine import MoveKind
from scorpion_qt.solver.protocol import SolveJob
from scorpion_qt.ui.services.solver_client import SolverClient
from scorpion_qt.ui.startup import build_window

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from scorpion_qt.options import Options

SMOKE_DEAL = 1
SMOKE_TIMEOUT_MS = 30_000
SMOKE_SOLVE_SECONDS = 2.0


class SmokeFailure(Exception):
    """A step of ``--smoke`` did not work."""


@contextmanager
def scratch_folder(options: Options) -> Iterator[Options]:
    """The options of a check in a temporary data folder of its own, removed afterwards
    (no other copy of the app can be using it): deal SMOKE_DEAL, unless the command line
    names the game."""
    with tempfile.TemporaryDirectory(prefix="scorpion-qt-smoke-") as scratch:
        deal = options.deal if options.asks_for_a_game else SMOKE_DEAL
        yield dataclasses.replace(options, data_dir=Path(scratch), deal=deal)


def smoke(options: Options) -> int:
    """Show the window on ``options.data_dir``, wait for the painted board, play one legal
    move, check the database holds it, close, ask the solver's worker process about the
    position; 0 and one line on stdout when all worked (``smoke: ok (...)``, what was
    done in brackets), else 1 and on stderr the steps done and the one that failed.

    The line says ``board painted at monotonic clock T s`` so that a parent process can
    time the start-up to the painted board (both read the same system-wide monotonic
    clock)."""
    done: list[str] = []
    try:
        _smoke_run(options, done)
    except SmokeFailure as failure:
        for step in done:
            print(f"smoke: {step}", file=sys.stderr)
        print(f"smoke: FAILED: {failure}", file=sys.stderr, flush=True)
        return 1
    print(f"smoke: ok ({'; '.join(done)})", flush=True)
    return 0


def _smoke_run(options: Options, done: list[str]) -> None:
    """The steps of :func:`smoke`; what each found is added to ``done``."""
    window = build_window(options)  # the start-up that the app uses
    window.resize(1000, 760)
    painted = _show_until_painted(window, window.board_view.viewport())
    if painted is None:
        raise SmokeFailure(f"the board was not painted within {SMOKE_TIMEOUT_MS} ms")
    painted_at, order = painted
    done.append(f"board painted at monotonic clock {painted_at:.6f} s, {order} the store loaded")
    game = window.controller.game
    moves = sorted(game.legal_moves(), key=lambda m: m.kind is MoveKind.DEAL)
    if not moves:
        raise SmokeFailure("the resumed game has no legal move (add --deal N for a new one)")
    if not window.controller.play(moves[0]):
        raise SmokeFailure(f"the controller refused the legal move {moves[0]}")
    played, expected = str(moves[0]), game.to_text()
    if not _spin_until(lambda: window.store is not None):
        raise SmokeFailure("the store did not open after the board was shown")
    window.close()  # waits until what it recorded is written
    data_dir = options.data_dir
    done.append(f"deal {game.deal}, played {played}, data in {data_dir}")
    from scorpion_qt.store.service import Store  # SQLAlchemy: not before the board is painted

    with Store.open(data_dir) as store:
        resumed = store.resume()
    if resumed is None or resumed.game.to_text() != expected:
        raise SmokeFailure(f"the move {played} was not saved in {data_dir}")
    _smoke_solver(expected)
    done.append("the solver's worker answers")


def _smoke_solver(position_text: str) -> None:
    """Check that the solver's worker process starts and answers in this installation."""
    outcome: list[str] = []  # the status answered, "" if the solver failed
    SolverClient().submit(
        "smoke",
        SolveJob(position_text, SMOKE_SOLVE_SECONDS),
        lambda answer: outcome.append(answer.status if answer is not None else ""),
    )
    if not _spin_until(lambda: bool(outcome)):
        raise SmokeFailure(f"the solver's worker did not answer within {SMOKE_TIMEOUT_MS} ms")
    if not outcome[0]:
        raise SmokeFailure("the solver's worker failed (see its messages above)")


class _PaintWatcher(QObject):
    """Notes when the board's viewport is first painted, and whether the store (SQLAlchemy,
    which opens behind the shown board) had loaded by then ("before" or "after")."""

    def __init__(self) -> None:
        super().__init__()
        self.painted: list[tuple[float, str]] = []

    def eventFilter(self, _watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint and not self.painted:
            order = "after" if "sqlalchemy" in sys.modules else "before"
            self.painted.append((time.monotonic(), order))
        return False


def _show_until_painted(window: QWidget, viewport: QWidget) -> tuple[float, str] | None:
    """Show the window; the monotonic time of the first paint of its board's ``viewport``
    and whether it came before or after the store loaded, None on time-out."""
    watcher = _PaintWatcher()
    viewport.installEventFilter(watcher)
    window.show()
    _spin_until(lambda: bool(watcher.painted))
    viewport.removeEventFilter(watcher)
    return watcher.painted[0] if watcher.painted else None


def _spin_until(condition: Callable[[], bool]) -> bool:
    """Run the event loop until ``condition()`` holds; False after SMOKE_TIMEOUT_MS."""
    loop = QEventLoop()
    deadline = time.monotonic() + SMOKE_TIMEOUT_MS / 1000
    while not condition():
        if time.monotonic() > deadline:
            return False
        QTimer.singleShot(5, loop.quit)
        loop.exec()
    return True
