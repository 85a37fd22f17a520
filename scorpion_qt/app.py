"""Command line and wiring: parse arguments, open the store, build and show the window."""

from __future__ import annotations

import argparse
import logging
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from scorpion_qt import __version__

if TYPE_CHECKING:
    from scorpion_qt.ui.main_window import MainWindow

log = logging.getLogger(__name__)
MAX_DEAL = 2**32 - 1


def _deal_number(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a deal number: {text!r}") from None
    if not 1 <= value <= MAX_DEAL:
        raise argparse.ArgumentTypeError(f"deal number must be from 1 to {MAX_DEAL}, not {value}")
    return value


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="scorpion-qt", description="Scorpion solitaire for the desktop."
    )
    start = p.add_mutually_exclusive_group()
    start.add_argument("--deal", type=_deal_number, metavar="N", help="play deal number N")
    start.add_argument("--daily", action="store_true", help="play today's daily deal")
    start.add_argument("--position", type=Path, metavar="FILE", help="play a position file")
    p.add_argument("--rules", choices=("classic", "relaxed"), help="rules for a new deal")
    p.add_argument("--data-dir", type=Path, metavar="DIR", help="where games are saved")
    p.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    return p


def parse_args(argv: list[str]) -> argparse.Namespace:
    """Parse the command line; exits with status 2 and a message when it is wrong."""
    args = parser().parse_args(argv)
    if args.position is not None:
        try:
            args.position_text = args.position.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as error:
            parser().error(f"cannot read position file {args.position}: {error}")
        from scorpion_qt.engine import Game, NotationError

        try:
            Game.from_text(args.position_text)
        except NotationError as error:
            parser().error(f"position file {args.position}: {error}")
    return args


def create_window(argv: list[str]) -> MainWindow:
    """Build the main window from command-line arguments without entering the event loop."""
    from scorpion_qt.ui.startup import build_window

    return build_window(parse_args(argv))


def main(argv: list[str] | None = None) -> int:
    """Run the app; returns the exit status."""
    args = parse_args(sys.argv[1:] if argv is None else argv)
    from scorpion_qt.ui.startup import build_window, run

    window = build_window(args)
    return run(window)


if __name__ == "__main__":
    sys.exit(main())
