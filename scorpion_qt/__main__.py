"""The launcher: ``python -m scorpion_qt``, the installed ``scorpion-qt`` commands and the
bundle's executable run :func:`main`.

It gives Qt's libraries and fontconfig a head start on a second thread (see
scorpion_qt.preload) before anything else loads, then runs ``scorpion_qt.app.main``, which
waits for them before the QApplication is made.
"""

import gc
import sys

from scorpion_qt import preload

#: the option the solver's worker process is started with in a bundle (app.SOLVER_WORKER):
#: that process never shows a window, so it loads no Qt ahead
SOLVER_WORKER = "--solver-worker"


def main() -> int:
    """Run the app with the process's command line; returns the exit status."""
    if sys.argv[1:2] != [SOLVER_WORKER]:
        preload.start()
        gc.disable()  # as app.main does, already while the app's modules load
    from scorpion_qt.app import main as run_app  # noqa: PLC0415 - after the head start

    return run_app()


if __name__ == "__main__":  # not when imported (tests, tools)
    sys.exit(main())
