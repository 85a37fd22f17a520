"""The command line: what it accepts, and a clear message with status 2 for what it does not."""

from __future__ import annotations

from pathlib import Path

import pytest

from scorpion_qt import __version__
from scorpion_qt.app import parse_args


def test_the_options_a_player_gives(tmp_path: Path) -> None:
    args = parse_args(["--deal", "4294967295", "--rules", "relaxed", "--data-dir", str(tmp_path)])
    assert (args.deal, args.rules, args.data_dir) == (4294967295, "relaxed", tmp_path)
    assert not args.daily and args.position is None and not args.smoke
    assert parse_args([]).deal is None  # the desktop launcher's empty command line
    assert parse_args(["--daily"]).daily


def test_a_position_file_is_read_whole(tmp_path: Path) -> None:
    path = tmp_path / "position.txt"
    text = "rules: classic\nreserve: -\nfoundations: H D C S\n" + "".join(
        f"{n}:\n" for n in range(1, 8)
    )
    path.write_text(text, encoding="utf-8")
    assert parse_args(["--position", str(path)]).position_text == text


@pytest.mark.parametrize(
    ("argv", "code", "said"),
    [
        (["--help"], 0, "usage: scorpion-qt"),
        (["--version"], 0, f"scorpion-qt {__version__}"),
        (["--deal", "0"], 2, "deal number must be from 1"),
        (["--daily", "--deal", "3"], 2, "not allowed with argument"),
        (["--rules", "spider"], 2, "invalid choice"),
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
