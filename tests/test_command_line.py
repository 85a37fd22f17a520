"""The command line: what it accepts, and a clear message with status 2 for what it does not."""

from __future__ import annotations

import dataclasses
import os
import resource
import subprocess
import sys
from pathlib import Path

import pytest

from scorpion_qt import __version__
from scorpion_qt.options import parse_args
from tests.positions import NEARLY_WON
from tests.rule_book import RULE_BOOK_DEAL

ROOT = Path(__file__).resolve().parents[1]


def run_app(*argv: str) -> subprocess.CompletedProcess[str]:
    """The app's command line in a process of its own, which must end within 30 s and
    with less than 1 GiB of memory (reading /dev/zero whole would take it all)."""

    def limit_memory() -> None:
        resource.setrlimit(resource.RLIMIT_AS, (1 << 30, 1 << 30))

    return subprocess.run(
        [sys.executable, "-m", "scorpion_qt", *argv],
        capture_output=True,
        text=True,
        env=dict(os.environ, PYTHONPATH=str(ROOT)),
        timeout=30,
        preexec_fn=limit_memory,
        check=False,
    )


def test_the_options_a_player_gives(tmp_path: Path) -> None:
    args = parse_args(["--deal", "4294967295", "--rules", "relaxed", "--data-dir", str(tmp_path)])
    assert (args.deal, args.rules, args.data_dir) == (4294967295, "relaxed", tmp_path)
    assert not args.daily and args.position is None and not args.smoke
    assert parse_args([]).deal is None  # the desktop launcher's empty command line
    assert parse_args(["--daily"]).daily


def test_the_data_folder_is_resolved_here_once_and_the_options_stay(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("SCORPION_QT_DATA_DIR", str(tmp_path / "from-the-environment"))
    options = parse_args([])
    assert options.data_dir == tmp_path / "from-the-environment"
    assert not options.data_dir_given and not options.asks_for_a_game
    assert options.rules == "classic"  # a new deal's rules when none are named
    given = parse_args(["--data-dir", str(tmp_path), "--daily"])
    assert given.data_dir == tmp_path and given.data_dir_given and given.asks_for_a_game
    with pytest.raises(dataclasses.FrozenInstanceError):
        setattr(options, "deal", 3)  # noqa: B010 (what the start-up could not do either)


def test_a_position_file_is_read_whole(tmp_path: Path) -> None:
    path = tmp_path / "position.txt"
    path.write_text(NEARLY_WON, encoding="utf-8")
    assert parse_args(["--position", str(path)]).position_text == NEARLY_WON


def test_a_position_file_saved_with_a_byte_order_mark_is_read(tmp_path: Path) -> None:
    path = tmp_path / "notepad.txt"
    path.write_text(RULE_BOOK_DEAL.replace("\n", "\r\n"), encoding="utf-8-sig")  # as Notepad
    assert str(parse_args(["--position", str(path)]).position_text).startswith("\ufeffrules:")


@pytest.mark.parametrize(
    ("argv", "code", "said"),
    [
        (["--help"], 0, "usage: scorpion-qt"),
        (["--version"], 0, f"scorpion-qt {__version__}"),
        (["--deal", "0"], 2, "deal number must be from 1"),
        (["--deal", "4294967296"], 2, "4294967296 is a daily deal's number"),
        (["--deal", str(2**53 - 1)], 2, "is a daily deal's number: a daily deal is played on"),
        (["--deal", str(2**53)], 2, "deal number must be from 1 to 4294967295"),
        (["--daily", "--deal", "3"], 2, "not allowed with argument"),
        (["--rules", "spider"], 2, "invalid choice"),
        (["--data-dir", ""], 2, "argument --data-dir: an empty name is no folder"),
    ],
)
def test_help_version_and_bad_options(
    argv: list[str], code: int, said: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as raised:
        parse_args(argv)
    assert raised.value.code == code
    assert said in "".join(capsys.readouterr())


def test_an_unreadable_position_file_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    missing = tmp_path / "missing.txt"
    with pytest.raises(SystemExit) as raised:
        parse_args(["--position", str(missing)])
    assert raised.value.code == 2
    assert f"cannot read position file {missing}" in capsys.readouterr().err


@pytest.mark.parametrize(
    ("text", "said"),
    [
        (
            RULE_BOOK_DEAL.replace("score: 0", "score: 9223372036854775808"),
            "line 2: score '9223372036854775808' is more than any game scores (at most 700)",
        ),
        (
            NEARLY_WON.replace("H D C", "H D C S").replace(
                "1: KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S\n2: AS", "1:\n2:"
            ),
            "line 3: all four runs are on the foundations: the game is already won",
        ),
        (RULE_BOOK_DEAL.replace("score: 0", "score: " + "7" * 5000), "line 2: score '777"),
        (RULE_BOOK_DEAL.replace("JH", "J" * 10_000 + "H"), "line 5: unknown card 'JJJ"),
    ],
    ids=["a score past 64 bits", "won already", "5,000 digits", "a card of 10,001 characters"],
)
def test_a_position_file_the_notation_refuses_is_named_with_its_line(
    tmp_path: Path, text: str, said: str
) -> None:
    path = tmp_path / "position.txt"
    path.write_text(text, encoding="utf-8")
    done = run_app("--position", str(path))
    assert done.returncode == 2
    assert f"position file {path}: {said}" in done.stderr
    assert "Traceback" not in done.stderr
    assert len(done.stderr.splitlines()[-1]) < 300  # at most 80 characters of the line


def test_a_fifo_as_position_file_is_refused_at_once(tmp_path: Path) -> None:
    fifo = tmp_path / "position.fifo"
    os.mkfifo(fifo)
    done = run_app("--position", str(fifo))  # opening it to read waited for a writer
    assert done.returncode == 2
    assert f"cannot read position file {fifo}: it is not a regular file" in done.stderr


@pytest.mark.parametrize("name", ["/dev/zero", "folder", ""])
def test_a_position_file_that_is_no_regular_file_is_refused(tmp_path: Path, name: str) -> None:
    (tmp_path / "folder").mkdir()
    path = name if name.startswith("/") or not name else str(tmp_path / name)
    done = run_app("--position", path)
    assert done.returncode == 2
    assert "it is not a regular file" in done.stderr
    assert "Traceback" not in done.stderr


def test_a_position_file_past_64_kib_is_refused_unread(tmp_path: Path) -> None:
    path = tmp_path / "big.txt"
    path.write_text(RULE_BOOK_DEAL + "#" * (10 << 20), encoding="utf-8")  # 10 MiB
    done = run_app("--position", str(path))
    assert done.returncode == 2
    assert f"cannot read position file {path}: it is larger than 64 KiB" in done.stderr
    # 64 KiB itself is read: a long comment does not make it no position
    path.write_text(RULE_BOOK_DEAL + "#" * (65536 - len(RULE_BOOK_DEAL)), encoding="utf-8")
    assert str(parse_args(["--position", str(path)]).position_text).startswith(RULE_BOOK_DEAL)
