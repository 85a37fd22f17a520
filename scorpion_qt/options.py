"""The command line, read once into the frozen ``Options`` that the start-up is given."""

from __future__ import annotations

import argparse
import os
import stat
from dataclasses import dataclass
from pathlib import Path

from scorpion_qt import __version__
from scorpion_qt.engine import RULES as RULE_SETS
from scorpion_qt.engine import NotationError
from scorpion_qt.engine.deals import MAX_DEAL, is_daily_number
from scorpion_qt.engine.notation import MAX_TEXT, start_from_text
from scorpion_qt.store.paths import resolve_data_dir

RULES = tuple(RULE_SETS)  # every rule set's id (RULES.md §6)
DEFAULT_RULES = "classic"


@dataclass(frozen=True, slots=True)
class Options:
    """What the command line asks for, checked: the data folder is resolved (``--data-dir``,
    else the environment's, else the user's) and a position file is read and valid."""

    data_dir: Path
    #: whether ``--data-dir`` named the folder (``--smoke`` without it uses a folder of its own)
    data_dir_given: bool = False
    deal: int | None = None
    daily: bool = False
    position: Path | None = None
    #: the text of the ``--position`` file, read once here
    position_text: str | None = None
    rules: str = DEFAULT_RULES
    smoke: bool = False

    @property
    def asks_for_a_game(self) -> bool:
        """True when the command line names the game to play (no game is resumed)."""
        return self.daily or self.deal is not None or self.position is not None


def _deal_number(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a deal number: {text!r}") from None
    if is_daily_number(value):
        raise argparse.ArgumentTypeError(
            f"{value} is a daily deal's number: a daily deal is played on its date (--daily "
            f"or the Daily Deals calendar), and --deal takes a number from 1 to {MAX_DEAL}"
        )
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


@dataclass(frozen=True, slots=True)
class CommandLine:
    """The parser, its ``--help``, and the other options it was given in the order
    ``--help`` lists them: each a tuple, of one option or of those that exclude each other.
    The man page is written from them (``packaging/metadata.py``)."""

    parser: argparse.ArgumentParser
    help: argparse.Action
    options: tuple[tuple[argparse.Action, ...], ...]


def command_line() -> CommandLine:
    p = argparse.ArgumentParser(
        prog="scorpion-qt", description="Scorpion solitaire for the desktop.", add_help=False
    )
    shown = p.add_argument("-h", "--help", action="help", help="show this help message and exit")
    start = p.add_mutually_exclusive_group()
    games = (
        start.add_argument("--deal", type=_deal_number, metavar="N", help="play deal number N"),
        start.add_argument("--daily", action="store_true", help="play today's daily deal"),
        start.add_argument("--position", type=Path, metavar="FILE", help="play a position file"),
    )
    others = (
        p.add_argument("--rules", choices=RULES, help="rules for a new deal"),
        p.add_argument("--data-dir", type=_folder, metavar="DIR", help="where games are saved"),
        p.add_argument("--version", action="version", version=f"%(prog)s {__version__}"),
        p.add_argument(
            "--smoke",
            action="store_true",
            help="check this installation: show the board, play and save a move, ask the solver",
        ),
    )
    return CommandLine(p, shown, (games, *((option,) for option in others)))


def parser() -> argparse.ArgumentParser:
    return command_line().parser


def parse_args(argv: list[str]) -> Options:
    """The options of a command line; exits with status 2 and a message when it is wrong."""
    p = parser()
    args = p.parse_args(argv)
    position: Path | None = args.position
    position_text = None
    if position is not None:
        try:
            position_text = read_position_file(position)
        except (OSError, UnicodeDecodeError, NotAPositionFile) as error:
            p.error(f"cannot read position file {position}: {error}")
        try:  # a pasted position is read alike (MainWindow.paste_position)
            start_from_text(position_text)
        except NotationError as error:
            p.error(f"position file {position}: {error}")
    return Options(
        data_dir=resolve_data_dir(args.data_dir),
        data_dir_given=args.data_dir is not None,
        deal=args.deal,
        daily=args.daily,
        position=position,
        position_text=position_text,
        rules=args.rules or DEFAULT_RULES,
        smoke=args.smoke,
    )
