"""The log: a rotating file in the data folder, one line a warning on stderr, and every
uncaught exception, of any thread, with its traceback."""

from __future__ import annotations

import logging
import sys
import threading
from pathlib import Path

import pytest

from scorpion_qt.log_setup import BACKUPS, LOG_FILE, MAX_BYTES, log_file, logging_to, open_log_file

log = logging.getLogger("tests.log_setup")


def a_handled_failure() -> None:
    try:
        int("not a number")
    except ValueError as error:
        log.warning("a number could not be read: %s", error, exc_info=True)


def test_the_log_is_a_file_in_the_data_folder_and_ends_with_the_app(tmp_path: Path) -> None:
    hooks = sys.excepthook, threading.excepthook
    path = tmp_path / LOG_FILE
    with logging_to(tmp_path):
        log.info("before the board is painted")
        assert not path.exists() and log_file() is None  # opened behind the painted board
        assert open_log_file() == path == log_file() == open_log_file()
        log.info("an ordinary event")
    assert log_file() is None and (sys.excepthook, threading.excepthook) == hooks
    written = path.read_text(encoding="utf-8")
    assert f"data folder {tmp_path}" in written
    assert written.index("before the board") < written.index("an ordinary event")


def test_a_log_file_never_opened_gets_what_was_held_at_the_end(tmp_path: Path) -> None:
    with logging_to(tmp_path):  # an app that ends before its first paint
        log.warning("the end came early")
    assert "the end came early" in (tmp_path / LOG_FILE).read_text(encoding="utf-8")


def test_what_a_thread_logs_while_the_file_opens_is_written_once_in_order(
    tmp_path: Path,
) -> None:
    def write() -> None:
        for number in range(500):
            log.info("line %d", number)

    with logging_to(tmp_path):
        thread = threading.Thread(target=write)
        thread.start()
        open_log_file()
        thread.join()
    written = (tmp_path / LOG_FILE).read_text(encoding="utf-8").splitlines()
    numbers = [int(line.rsplit(" ", 1)[1]) for line in written if ": line " in line]
    assert numbers == list(range(500))


def test_a_handled_condition_is_one_line_on_stderr_its_traceback_in_the_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    with logging_to(tmp_path):
        log.info("for the file only")
        a_handled_failure()
    err = capsys.readouterr().err
    assert err == (
        "WARNING tests.log_setup: a number could not be read: invalid literal for int() with"
        " base 10: 'not a number' (traceback in the log file)\n"
    )
    written = (tmp_path / LOG_FILE).read_text(encoding="utf-8")
    assert "for the file only" in written
    assert "Traceback (most recent call last)" in written and "in a_handled_failure" in written


def test_an_uncaught_exception_is_logged_with_its_traceback_everywhere(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    handed_on: list[str] = []  # a hook set before the log's (a test's, a debugger's)
    monkeypatch.setattr(
        sys, "excepthook", lambda _kind, error, _trace: handed_on.append(str(error))
    )
    with logging_to(tmp_path):
        try:
            raise RuntimeError("nobody caught this")
        except RuntimeError as error:
            sys.excepthook(RuntimeError, error, error.__traceback__)  # as PySide6 calls it
    assert handed_on == ["nobody caught this"]
    err = capsys.readouterr().err
    assert "uncaught exception" in err and "Traceback" in err
    written = (tmp_path / LOG_FILE).read_text(encoding="utf-8")
    assert "RuntimeError: nobody caught this" in written


def test_an_exception_that_ends_a_thread_is_logged(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def fail() -> None:
        raise OSError("the disk went away")

    handed_on: list[str] = []  # the hook set before (here the test runner's own)
    monkeypatch.setattr(threading, "excepthook", lambda args: handed_on.append(args.thread.name))
    with logging_to(tmp_path):
        thread = threading.Thread(target=fail, name="store-like")
        thread.start()
        thread.join()
    assert handed_on == ["store-like"]
    written = (tmp_path / LOG_FILE).read_text(encoding="utf-8")
    assert "uncaught exception in store-like" in written
    assert "OSError: the disk went away" in written and "in fail" in written


def test_the_file_rotates_and_keeps_a_few(tmp_path: Path) -> None:
    with logging_to(tmp_path):
        open_log_file()
        for number in range(3 * MAX_BYTES // 100):
            log.info("line %05d %s", number, "x" * 80)
    kept = sorted(path.name for path in tmp_path.iterdir())
    assert kept == [LOG_FILE] + [f"{LOG_FILE}.{n}" for n in range(1, BACKUPS + 1)]
    assert all(path.stat().st_size <= MAX_BYTES for path in tmp_path.iterdir())


def test_a_folder_that_cannot_hold_the_log_leaves_it_all_on_stderr(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    not_a_folder = tmp_path / "a-file"
    not_a_folder.write_text("")
    with logging_to(not_a_folder):
        assert open_log_file() is None and log_file() is None
        a_handled_failure()
    err = capsys.readouterr().err
    assert f"no log file in {not_a_folder}" in err
    assert "Traceback (most recent call last)" in err  # there is no file to hold it
