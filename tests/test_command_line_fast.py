"""The command line's fast path: parse_args answers exactly as argparse does, and builds the
parser only for what the fast path leaves to it."""

from __future__ import annotations

import argparse
import itertools
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

import scorpion_qt.app
from scorpion_qt.app import parse_args, parser
from scorpion_qt.engine import Game

DATA_DIR = "/tmp/a dir=with signs"


def forms(option: str, value: str) -> list[list[str]]:
    """Both spellings of an option with a value: ``--x v`` and ``--x=v``."""
    return [[option, value], [f"{option}={value}"]]


def valid_command_lines(position_file: str) -> Iterator[list[str]]:
    """Every combination of the fast path's options (absent or in each spelling), in two
    orders; it includes conflicting --deal/--daily/--position, which argparse refuses."""
    choices: list[list[list[str]]] = [
        [[], *forms("--deal", "7"), ["--deal", str(2**32 - 1)], ["--deal=+1"]],
        [[], ["--daily"]],
        [[], *forms("--position", position_file)],
        [[], *forms("--rules", "classic"), *forms("--rules", "relaxed")],
        [[], *forms("--data-dir", DATA_DIR), ["--data-dir", "x"]],
    ]
    for pieces in itertools.product(*choices):
        present = [piece for piece in pieces if piece]
        yield list(itertools.chain(*present))
        if len(present) > 1:
            yield list(itertools.chain(*reversed(present)))


INVALID_OR_UNUSUAL = [
    ["--dea", "7"],  # argparse accepts the abbreviation
    ["--data", "x"],
    ["--deal", "7", "--deal", "8"],  # argparse lets the last one win
    ["--daily", "--daily"],
    ["--rules", "classic", "--rules=relaxed"],
    ["--data-dir=-x"],  # argparse takes a value after = even when it starts with -
    ["--smoke"],
    ["--smoke", "--deal", "3"],
    ["--deal"],
    ["--deal="],
    ["--deal", "0"],
    ["--deal", "-3"],
    ["--deal", "x"],
    ["--deal=7.0"],
    ["--deal", str(2**32)],
    ["--rules"],
    ["--rules", "strict"],
    ["--rules="],
    ["--rules", "Classic"],
    ["--data-dir"],
    ["--data-dir="],
    ["--data-dir", "-x"],
    ["--data-dir", "--daily"],
    ["--daily=yes"],
    ["--deal", "1", "--daily"],
    ["--daily", "--position", "p"],
    ["--", "--daily"],
    ["--daily", "--"],
    ["extra"],
    ["--deal", "7", "extra"],
    ["-d", "7"],
    ["--Deal", "7"],
    ["-h"],
    ["--help"],
    ["--deal", "7", "--help"],
    ["--version"],
    [""],
]


def outcome(
    parse: Callable[[list[str]], argparse.Namespace],
    argv: list[str],
    capsys: pytest.CaptureFixture[str],
) -> tuple[object, str, str]:
    """(the namespace or ("exit", code), stdout, stderr) of one parse."""
    try:
        result: object = parse(argv)
    except SystemExit as exit_:
        result = ("exit", exit_.code)
    captured = capsys.readouterr()
    return result, captured.out, captured.err


def test_parse_args_answers_as_argparse_does(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    position_file = tmp_path / "position.txt"
    position_text = Game.new(5).to_text()
    position_file.write_text(position_text, encoding="utf-8")
    cases = [*valid_command_lines(str(position_file)), *INVALID_OR_UNUSUAL]
    accepted = refused = 0
    for argv in cases:
        expected = outcome(parser().parse_args, argv, capsys)
        if isinstance(expected[0], argparse.Namespace) and expected[0].position is not None:
            expected[0].position_text = position_text  # what parse_args adds
        actual = outcome(parse_args, argv, capsys)
        assert actual == expected, argv
        if isinstance(actual[0], argparse.Namespace):
            accepted += 1
            assert vars(actual[0]).keys() == vars(expected[0]).keys(), argv
            for name, value in vars(actual[0]).items():
                assert type(value) is type(vars(expected[0])[name]), (argv, name)
        elif actual[0] == ("exit", 2):
            refused += 1
            assert actual[2].startswith("usage: scorpion-qt"), argv
            assert "error: " in actual[2], argv
    # the generated set holds both kinds in number (conflicts included)
    assert accepted > 300
    assert refused > 300


def test_parse_args_keeps_the_exact_values(tmp_path: Path) -> None:
    args = parse_args(["--rules=relaxed", "--deal", "4294967295", f"--data-dir={tmp_path}"])
    assert vars(args) == {
        "deal": 4294967295,
        "daily": False,
        "position": None,
        "rules": "relaxed",
        "data_dir": tmp_path,
        "smoke": False,
    }
    assert isinstance(args.data_dir, Path)
    assert vars(parse_args([])) == {
        "deal": None,
        "daily": False,
        "position": None,
        "rules": None,
        "data_dir": None,
        "smoke": False,
    }


@pytest.fixture
def parser_calls(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Counts the parsers built; each still works."""
    calls: list[int] = []

    def counting_parser() -> argparse.ArgumentParser:
        calls.append(1)
        return parser()

    monkeypatch.setattr(scorpion_qt.app, "parser", counting_parser)
    return calls


@pytest.mark.parametrize(
    "argv",
    [
        [],
        ["--deal", "7", "--data-dir", "/tmp/x"],
        ["--deal=7", "--rules=classic", "--data-dir=/tmp/x"],
        ["--daily", "--rules", "relaxed"],
    ],
)
def test_ordinary_command_lines_build_no_parser(argv: list[str], parser_calls: list[int]) -> None:
    args = parse_args(argv)
    assert parser_calls == []
    assert args == parser().parse_args(argv)


def test_a_position_file_builds_no_parser(tmp_path: Path, parser_calls: list[int]) -> None:
    position_file = tmp_path / "position.txt"
    text = Game.new(9).to_text()
    position_file.write_text(text, encoding="utf-8")
    args = parse_args(["--position", str(position_file)])
    assert parser_calls == []
    assert args.position == position_file
    assert args.position_text == text


@pytest.mark.parametrize(
    ("argv", "code"),
    [
        (["--help"], 0),
        (["-h"], 0),
        (["--version"], 0),
        (["--frobnicate"], 2),
        (["--deal", "0"], 2),
        (["--daily", "--deal", "3"], 2),
    ],
)
def test_help_version_and_errors_come_from_argparse(
    argv: list[str], code: int, parser_calls: list[int], capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as raised:
        parse_args(argv)
    assert raised.value.code == code
    assert parser_calls == [1]
    assert "scorpion-qt" in "".join(capsys.readouterr())


@pytest.mark.parametrize(
    "argv", [["--dea", "7"], ["--smoke"], ["--deal", "7", "--deal", "8"], ["--data-dir=-x"]]
)
def test_unusual_but_valid_command_lines_go_to_argparse(
    argv: list[str], parser_calls: list[int]
) -> None:
    args = parse_args(argv)
    assert parser_calls == [1]
    assert args == parser().parse_args(argv)


def test_an_unreadable_position_file_is_refused_after_the_fast_path(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    missing = tmp_path / "missing.txt"
    with pytest.raises(SystemExit) as raised:
        parse_args(["--position", str(missing)])
    assert raised.value.code == 2
    assert f"cannot read position file {missing}" in capsys.readouterr().err
