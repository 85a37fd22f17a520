"""``--smoke`` in-process: it plays and saves a move, cleans up, and fails when nothing is saved."""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from scorpion_qt.app import main
from scorpion_qt.log_setup import LOG_FILE, log_file
from scorpion_qt.options import parse_args
from scorpion_qt.store.service import Store
from scorpion_qt.ui.smoke import smoke
from tests.packaging.conftest import ROOT


def test_smoke_saves_one_move_in_the_data_dir(
    qapp: QApplication, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert smoke(parse_args(["--smoke", "--deal", "42", "--data-dir", str(tmp_path)])) == 0
    out = capsys.readouterr().out
    assert out.startswith("smoke: ok (board painted at monotonic clock ")
    assert "deal 42, played " in out
    with Store.open(tmp_path) as store:
        resumed = store.resume()
    assert resumed is not None
    assert resumed.game.deal == 42
    assert resumed.game.move_count == 1


def test_smoke_leaves_its_log_in_the_data_dir(
    qapp: QApplication, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["--smoke", "--deal", "42", "--data-dir", str(tmp_path)]) == 0
    assert capsys.readouterr().out.startswith("smoke: ok (")
    written = (tmp_path / LOG_FILE).read_text(encoding="utf-8")
    assert f"data folder {tmp_path}" in written and " Qt 6." in written
    assert written.rstrip().endswith("the app ends with status 0")
    assert log_file() is None  # the log ended with the run


def test_smoke_without_data_dir_uses_a_temporary_folder(
    qapp: QApplication,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path))
    monkeypatch.setenv("SCORPION_QT_DATA_DIR", str(tmp_path / "never"))
    assert main(["--smoke"]) == 0
    out = capsys.readouterr().out
    assert f"data in {tmp_path}/scorpion-qt-smoke-" in out
    assert out.startswith("smoke: ok (")
    assert list(tmp_path.iterdir()) == []


def test_smoke_fails_when_the_move_is_not_saved(
    qapp: QApplication,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    monkeypatch.setattr(Store, "record_move", lambda *args, **kwargs: None)
    assert smoke(parse_args(["--smoke", "--data-dir", str(tmp_path)])) == 1
    captured = capsys.readouterr()
    assert "smoke: FAILED: the move" in captured.err
    assert "was not saved" in captured.err
    assert captured.err.startswith("smoke: board painted at monotonic clock ")  # the steps done
    assert "smoke: ok" not in captured.out


@pytest.mark.parametrize("argv", [["--smoke", "--deal", "0"], ["--smoke", "--rules", "x"]])
def test_smoke_rejects_bad_arguments_like_a_normal_start(argv: list[str]) -> None:
    with pytest.raises(SystemExit) as raised:
        parse_args(argv)
    assert raised.value.code == 2


def test_a_smoke_run_says_one_line_and_nothing_else(tmp_path: Path) -> None:
    """As an installation's check runs it: a process of its own on Qt's offscreen platform,
    whose refusals to size, raise or grab a window go to the log, not to stderr."""
    run = subprocess.run(
        [sys.executable, "-m", "scorpion_qt", "--smoke", "--data-dir", str(tmp_path)],
        capture_output=True,
        text=True,
        env=dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT)),
        timeout=120,
        check=False,
    )
    assert run.returncode == 0, run.stdout + run.stderr
    assert run.stderr == ""
    (line,) = run.stdout.splitlines()
    assert line.startswith("smoke: ok (board painted at monotonic clock ")
    assert line.endswith(f"data in {tmp_path}; the solver's worker answers)")
    assert "lost" not in line
    assert "propagateSizeHints" in (tmp_path / LOG_FILE).read_text(encoding="utf-8")
