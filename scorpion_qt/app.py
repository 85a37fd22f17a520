"""The app's start: read the command line, start the log, build and show the window."""

from __future__ import annotations

import gc
import logging
import sys
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Callable

    from scorpion_qt.options import Options
    from scorpion_qt.ui.services.single_instance import SingleInstance
    from scorpion_qt.ui.window.main_window import MainWindow

log = logging.getLogger(__name__)
SOLVER_WORKER = "--solver-worker"  # see scorpion_qt.ui.services.solver_client.worker_command


def create_window(argv: list[str]) -> MainWindow:
    """Build the main window from command-line arguments without entering the event loop."""
    from scorpion_qt.options import parse_args
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
    # start-up allocates a lot and frees little: collect once the board is on screen (the
    # options and the engine, too, load only now)
    gc.disable()
    from scorpion_qt.options import parse_args

    options = parse_args(argv)
    cannot_start = _load_qt()
    if cannot_start is not None:
        print(cannot_start, file=sys.stderr)
        return 1
    if options.smoke and not options.data_dir_given:
        from scorpion_qt.ui.smoke import scratch_folder, smoke

        with scratch_folder(options) as scratch:  # which no other copy can use
            return _logged(scratch, smoke)
    return _run_alone(options)


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


def _run_alone(options: Options) -> int:
    """The window (or ``--smoke``) as the only copy on its data folder. A launch on a folder
    that a running copy has brings that copy's window forward and ends with status 0, or
    with 1 if it does not answer; ``--smoke`` only fails there (see single_instance)."""
    from scorpion_qt.ui.services.single_instance import Claim, SingleInstance

    guard = SingleInstance(options.data_dir)
    claim = guard.claim(hand_over=not options.smoke)
    if claim is not Claim.RUNS:
        print(("smoke: FAILED: " if options.smoke else "") + guard.message, file=sys.stderr)
        return 0 if claim is Claim.HANDED_OVER else 1
    try:
        if options.smoke:
            from scorpion_qt.ui.smoke import smoke

            return _logged(options, smoke)
        return _logged(options, lambda options: _run_window(options, guard))
    finally:
        guard.release()


def _logged(options: Options, run: Callable[[Options], int]) -> int:
    """``run(options)`` with the log written to the data folder (only the copy of the app
    that runs on a folder writes its log) and Qt's messages in it."""
    from scorpion_qt.log_setup import logging_to
    from scorpion_qt.ui.services.qt_messages import qt_messages_logged

    with logging_to(options.data_dir), qt_messages_logged():
        status = run(options)
        log.info("the app ends with status %d", status)  # a log without it ended otherwise
        return status


def _run_window(options: Options, guard: SingleInstance) -> int:
    from scorpion_qt.ui.startup import build_window, run

    window = build_window(options)
    guard.serve(window, window.closing, window.board_view)
    return run(window)


if __name__ == "__main__":
    sys.exit(main())
