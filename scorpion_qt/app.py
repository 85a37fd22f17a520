"""Command line and wiring: parse arguments, open the store, build and show the window."""

from __future__ import annotations

import argparse
import gc
import logging
import os
import stat
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING

from scorpion_qt import __version__
from scorpion_qt.engine import RULES as RULE_SETS
from scorpion_qt.engine import MoveKind, NotationError
from scorpion_qt.engine.deals import MAX_DEAL
from scorpion_qt.engine.notation import MAX_TEXT, start_from_text

if TYPE_CHECKING:
    from collections.abc import Callable

    from scorpion_qt.ui.window.main_window import MainWindow

log = logging.getLogger(__name__)
SOLVER_WORKER = "--solver-worker"  # see scorpion_qt.ui.services.solver_client.worker_command
RULES = tuple(RULE_SETS)  # every rule set's id (RULES.md §6)


def _deal_number(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a deal number: {text!r}") from None
    if not 1 <= value <= MAX_DEAL:
        raise argparse.ArgumentTypeError(f"deal number must be from 1 to {MAX_DEAL}, not {value}")
    return value


def _folder(text: str) -> Path:
    if not text:  # Path("") is the current folder, which nobody means by it
        raise argparse.ArgumentTypeError("an empty name is no folder")
    return Path(text)


class NotAPositionFile(ValueError):
    """A file that is no position file whatever it holds (say, a FIFO or a huge file)."""


def read_position_file(path: Path) -> str:
    """The text of a position file: a regular file of at most MAX_TEXT bytes in UTF-8.

    Raises OSError or UnicodeDecodeError when it cannot be read, and NotAPositionFile for
    what is no regular file (a FIFO would wait for a writer, /dev/zero never end) or is too
    large to be a position: neither is read."""
    # O_NONBLOCK: a FIFO opens at once instead of waiting for a writer (Windows has neither)
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    too_large = NotAPositionFile(
        f"it is larger than {MAX_TEXT // 1024} KiB, and a position takes a few hundred bytes"
    )
    descriptor = os.open(path, flags)
    try:
        info = os.fstat(descriptor)
        if not stat.S_ISREG(info.st_mode):
            raise NotAPositionFile("it is not a regular file")
        if info.st_size > MAX_TEXT:
            raise too_large
    except BaseException:
        os.close(descriptor)
        raise
    with os.fdopen(descriptor, "rb") as file:
        data = file.read(MAX_TEXT + 1)  # no more, should it have grown since
    if len(data) > MAX_TEXT:
        raise too_large
    return data.decode("utf-8")


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="scorpion-qt", description="Scorpion solitaire for the desktop."
    )
    start = p.add_mutually_exclusive_group()
    start.add_argument("--deal", type=_deal_number, metavar="N", help="play deal number N")
    start.add_argument("--daily", action="store_true", help="play today's daily deal")
    start.add_argument("--position", type=Path, metavar="FILE", help="play a position file")
    p.add_argument("--rules", choices=RULES, help="rules for a new deal")
    p.add_argument("--data-dir", type=_folder, metavar="DIR", help="where games are saved")
    p.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    p.add_argument(
        "--smoke",
        action="store_true",
        help="check this installation: show the board, play and save a move, ask the solver",
    )
    return p


def parse_args(argv: list[str]) -> argparse.Namespace:
    """Parse the command line; exits with status 2 and a message when it is wrong."""
    args = parser().parse_args(argv)
    if args.position is not None:
        try:
            args.position_text = read_position_file(args.position)
        except (OSError, UnicodeDecodeError, NotAPositionFile) as error:
            parser().error(f"cannot read position file {args.position}: {error}")
        try:  # a pasted position is read alike (MainWindow.paste_position)
            start_from_text(args.position_text)
        except NotationError as error:
            parser().error(f"position file {args.position}: {error}")
    return args


def create_window(argv: list[str]) -> MainWindow:
    """Build the main window from command-line arguments without entering the event loop."""
    from scorpion_qt.ui.startup import build_window

    return build_window(parse_args(argv))


def main(argv: list[str] | None = None) -> int:
    """Run the app; returns the exit status."""
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == [SOLVER_WORKER]:
        # a frozen bundle runs the solver's worker process as its own executable; this
        # option is no part of the command line a user sees (not in --help)
        from scorpion_qt.solver.worker import main as serve

        return serve()
    # start-up allocates a lot and frees little: collect once the board is on screen
    gc.disable()
    args = parse_args(argv)
    cannot_start = _load_qt()
    if cannot_start is not None:
        print(cannot_start, file=sys.stderr)
        return 1
    if args.smoke and args.data_dir is None:
        return smoke(args)  # in a temporary folder of its own, which no other copy can use
    return _run_alone(args)


def _load_qt() -> str | None:
    """Import the user interface, and with it PySide6, as every start does first; returns
    the line to print when Qt cannot load for want of system libraries, else None."""
    try:
        import scorpion_qt.ui  # noqa: F401
    except ImportError as error:
        from scorpion_qt.missing_libraries import explain

        message = explain(error)
        if message is None:  # not a missing library: the error as it is
            raise
        return message
    return None


def _run_alone(args: argparse.Namespace) -> int:
    """The window (or ``--smoke``) as the only copy on its data folder. A launch on a folder
    that a running copy has brings that copy's window forward and ends with status 0, or
    with 1 if it does not answer; ``--smoke`` only fails there (see single_instance)."""
    from scorpion_qt.store.paths import resolve_data_dir
    from scorpion_qt.ui.services.single_instance import Claim, SingleInstance

    guard = SingleInstance(resolve_data_dir(args.data_dir))
    claim = guard.claim(hand_over=not args.smoke)
    if claim is not Claim.RUNS:
        print(("smoke: FAILED: " if args.smoke else "") + guard.message, file=sys.stderr)
        return 0 if claim is Claim.HANDED_OVER else 1
    try:
        if args.smoke:
            return smoke(args)
        from scorpion_qt.ui.startup import build_window, run

        window = build_window(args)
        guard.serve(window)
        return run(window)
    finally:
        guard.release()


# -- smoke test of an installation (``--smoke``) ------------------------------------------

SMOKE_DEAL = 1
SMOKE_TIMEOUT_MS = 30_000
SMOKE_SOLVE_SECONDS = 2.0


def smoke(args: argparse.Namespace) -> int:
    """Show the window (in ``--data-dir``, else a temporary folder), wait for the painted
    board, play one legal move, check the database holds it, close, ask the solver's worker
    process about the position; 0 when all worked.

    Prints ``board painted at monotonic clock T s`` so that a parent process can time the
    start-up to the painted board (both read the same system-wide monotonic clock)."""
    import tempfile

    with tempfile.TemporaryDirectory(prefix="scorpion-qt-smoke-") as scratch:
        if args.data_dir is None:
            args.data_dir = Path(scratch)
            if not (args.daily or args.deal is not None or args.position is not None):
                args.deal = SMOKE_DEAL
        try:
            _smoke_run(args)
        except SmokeFailure as failure:
            print(f"smoke: FAILED: {failure}", file=sys.stderr, flush=True)
            return 1
    print("smoke: ok", flush=True)
    return 0


class SmokeFailure(Exception):
    """A step of ``--smoke`` did not work."""


def _smoke_run(args: argparse.Namespace) -> None:
    from scorpion_qt.ui.startup import build_window

    window = build_window(args)  # the start-up that main() uses
    window.resize(1000, 760)
    painted_at = _show_until_painted(window)
    if painted_at is None:
        raise SmokeFailure(f"the board was not painted within {SMOKE_TIMEOUT_MS} ms")
    print(f"smoke: board painted at monotonic clock {painted_at:.6f} s", flush=True)
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
    print(f"smoke: deal {game.deal}, played {played}, data in {args.data_dir}", flush=True)
    from scorpion_qt.store import Store  # SQLAlchemy: not before the board is painted

    with Store.open(args.data_dir) as store:
        resumed = store.resume()
    if resumed is None or resumed.game.to_text() != expected:
        raise SmokeFailure(f"the move {played} was not saved in {args.data_dir}")
    _smoke_solver(expected)


def _smoke_solver(position_text: str) -> None:
    """Check that the solver's worker process starts and answers in this installation."""
    from scorpion_qt.ui.services.solver_client import SolverClient

    outcome: list[str] = []  # the status answered, "" if the solver failed
    SolverClient().solve(
        "smoke",
        position_text,
        SMOKE_SOLVE_SECONDS,
        lambda answer: outcome.append(answer.status if answer is not None else ""),
    )
    if not _spin_until(lambda: bool(outcome)):
        raise SmokeFailure(f"the solver's worker did not answer within {SMOKE_TIMEOUT_MS} ms")
    if not outcome[0]:
        raise SmokeFailure("the solver's worker failed (see its messages above)")
    print(f"smoke: the solver's worker answered: {outcome[0]}", flush=True)


def _show_until_painted(window: MainWindow) -> float | None:
    """Show the window; the monotonic time of the board's first paint, None on time-out."""
    from PySide6.QtCore import QEvent, QObject

    painted: list[float] = []

    class PaintWatcher(QObject):
        def eventFilter(self, _watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt)
            if event.type() == QEvent.Type.Paint and not painted:
                painted.append(time.monotonic())
                # the store (SQLAlchemy) opens behind the shown board
                order = "after" if "sqlalchemy" in sys.modules else "before"
                print(f"smoke: board painted {order} the store loaded", flush=True)
            return False

    watcher = PaintWatcher()
    viewport = window.board_view.viewport()
    viewport.installEventFilter(watcher)
    window.show()
    _spin_until(lambda: bool(painted))
    viewport.removeEventFilter(watcher)
    return painted[0] if painted else None


def _spin_until(condition: Callable[[], bool]) -> bool:
    """Run the event loop until ``condition()`` holds; False after SMOKE_TIMEOUT_MS."""
    from PySide6.QtCore import QEventLoop, QTimer

    loop = QEventLoop()
    deadline = time.monotonic() + SMOKE_TIMEOUT_MS / 1000
    while not condition():
        if time.monotonic() > deadline:
            return False
        QTimer.singleShot(5, loop.quit)
        loop.exec()
    return True


if __name__ == "__main__":
    sys.exit(main())
