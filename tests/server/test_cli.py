"""The command line: --help, bad options exit 2 with a message, configuration to workers."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from scorpion_qt.server.cli import Command, environment, main, parse
from scorpion_qt.server.settings import Settings

ROOT = Path(__file__).resolve().parents[2]


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "scorpion_qt.server", *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )


def test_help_names_the_options_and_the_default_database() -> None:
    done = run("--help")
    assert done.returncode == 0, done.stderr
    for option in ("--database", "--host", "--port", "--workers", "--address-limit", "--pool-size"):
        assert option in done.stdout
    assert "leaderboard.sqlite3" in done.stdout.replace("\n", "").replace(" ", "")


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--port", "x"], "--port: 'x' is not a whole number"),
        (["--port", "70000"], "--port: 70000 is out of range"),
        (["--workers", "0"], "--workers: 0 is out of range"),
        (["--pool-size", "0"], "--pool-size: 0 is out of range"),
        (["--token-limit", "-1"], "--token-limit: -1 is out of range"),
        (["--pool-timeout", "0"], "--pool-timeout: 0 is out of range (more than 0)"),
        (["--pool-timeout", "soon"], "--pool-timeout: 'soon' is not a number"),
        (["--database", "mysql://u@h/db"], "unsupported database 'mysql'"),
        (["--database", "sqlite://"], "must be a file"),
        (["--colour"], "unrecognized arguments: --colour"),
        (["--log-level", "loud"], "invalid choice"),
    ],
)
def test_bad_options_exit_2_with_a_message(args: list[str], message: str) -> None:
    with pytest.raises(SystemExit) as ended:
        main(args)
    assert ended.value.code == 2
    done = run(*args)
    assert done.returncode == 2
    assert message in done.stderr and done.stdout == ""


def test_workers_get_the_settings_through_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    chosen = Settings(
        database="postgresql+psycopg://u@h/db", address_limit=0, token_limit=7, pool_size=12
    )
    for name, value in environment(chosen).items():
        assert name.startswith("SCORPION_QT_SERVER_")
        monkeypatch.setenv(name, value)
    assert Settings() == chosen
    proxied = Settings(database="board.sqlite3", forwarded_allow_ips="10.0.0.0/8", api_docs=True)
    for name, value in environment(proxied).items():
        monkeypatch.setenv(name, value)
    assert Settings() == proxied


def test_every_field_is_an_option_and_the_settings_are_its_own() -> None:
    """The options are the model's fields; the settings handed to the app are the
    server's own, whatever serves them."""
    done = run("--help")
    for field in Command.model_fields:
        assert f"--{field.replace('_', '-')}" in done.stdout
    served = ["--no-access-log", "--forwarded-allow-ips", "10.0.0.1", "--workers", "3"]
    command = parse(["--database", "board.sqlite3", "--token-limit", "0", *served])
    assert (command.access_log, command.forwarded_allow_ips, command.workers) == (
        False,
        "10.0.0.1",
        3,
    )
    assert command.settings() == Settings(
        database="board.sqlite3", token_limit=0, forwarded_allow_ips="10.0.0.1"
    )
    assert type(command.settings()) is Settings
    assert parse([]).access_log and parse([]).forwarded_allow_ips is None
