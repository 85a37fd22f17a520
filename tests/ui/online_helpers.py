"""A real leaderboard server on loopback for the game's online tests (its own process, an
SQLite file of its own), and a daily game played up to its winning move by the store, as
a player who left it there would find it at the next start."""

from __future__ import annotations

import datetime
import json
import socket
import subprocess
import sys
import urllib.error
import urllib.request
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from scorpion_qt.engine import Game
from scorpion_qt.solver.solve import solve
from scorpion_qt.store.service import Store
from scorpion_qt.ui.services.settings import Settings
from scorpion_qt.ui.startup import SETTINGS_FILE, choose_daily_deal
from tests.ui.conftest import Board

ROOT = Path(__file__).resolve().parents[2]
#: seconds a move took in the games these tests play (the server refuses a log played at
#: less than 0.1 s a move: it cannot be a person's)
SECONDS_A_MOVE = 4.0


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@dataclass
class LeaderboardServer:
    """``python -m scorpion_qt.server`` on a port of its own; :meth:`start` and
    :meth:`stop` it (the same database stays, as with a server restarted)."""

    database: Path
    port: int = field(default_factory=free_port)
    process: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self, qtbot: QtBot) -> None:
        command = [sys.executable, "-m", "scorpion_qt.server"]
        command += ["--database", f"sqlite:///{self.database}"]
        command += ["--host", "127.0.0.1", "--port", str(self.port)]
        self.process = subprocess.Popen(
            command, cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
        )
        qtbot.waitUntil(self._healthy, timeout=30_000)

    def stop(self) -> None:
        if self.process is not None:
            self.process.terminate()
            self.process.wait(timeout=10)
            self.process = None

    def _healthy(self) -> bool:
        assert self.process is not None and self.process.poll() is None, "the server ended"
        try:
            with urllib.request.urlopen(f"{self.url}/healthz", timeout=2) as answer:
                return bool(answer.status == 200)
        except OSError:
            return False  # not listening yet

    def call(self, method: str, path: str, body: object = None, token: str = "") -> Any:
        """An API call as another client makes it; the JSON answer (or the error's)."""
        data = None if body is None else json.dumps(body).encode("utf-8")
        request = urllib.request.Request(f"{self.url}/api/v1{path}", data, method=method)
        request.add_header("Content-Type", "application/json")
        if token:
            request.add_header("Authorization", f"Bearer {token}")
        try:
            with urllib.request.urlopen(request, timeout=10) as answer:
                return json.loads(answer.read())
        except urllib.error.HTTPError as error:
            return json.loads(error.read())

    def register(self, name: str) -> dict[str, Any]:
        answer = self.call("POST", "/players", {"name": name})
        assert "token" in answer, answer
        return dict(answer)

    def board(self, day: datetime.date, rules: str = "classic") -> dict[str, Any]:
        return dict(self.call("GET", f"/daily/{day.isoformat()}/{rules}?limit=100"))


@pytest.fixture
def server_db(tmp_path: Path) -> Path:
    return tmp_path / "leaderboard.sqlite3"


@pytest.fixture
def leaderboard(qtbot: QtBot, server_db: Path) -> Iterator[LeaderboardServer]:
    """A leaderboard server, up."""
    server = LeaderboardServer(server_db)
    server.start(qtbot)
    yield server
    server.stop()


@pytest.fixture
def down_server(server_db: Path) -> Iterator[LeaderboardServer]:
    """A leaderboard server that is not running (yet): its port is free."""
    server = LeaderboardServer(server_db)
    yield server
    server.stop()


def go_online(data_dir: Path, server: str, name: str = "", token: str = "") -> None:
    """The settings of a player who turned online leaderboards on (and registered)."""
    settings = Settings(data_dir / SETTINGS_FILE)
    settings.remember_online(server, name)
    if token:
        settings.remember_registration(token, None)


def winning_line(game: Game) -> list[str]:
    found = solve(game, time_limit=30)
    assert found.status == "won"
    return list(found.moves)


def daily_game_before_its_last_move(
    data_dir: Path,
    day: datetime.date | None = None,
    rules: str = "classic",
    deal: int | None = None,
    line_of: Callable[[Game], list[str]] | None = None,
) -> str:
    """The date's daily deal (or ``deal``, served as the date's), played by the store up
    to the last move of a winning line (or of ``line_of``'s line), at
    :data:`SECONDS_A_MOVE` a move; the last move."""
    day = day or datetime.date.today()
    with Store.open(data_dir) as store:
        store.daily_chooser = choose_daily_deal
        if deal is not None:
            store.daily_deal_for(day, rules, lambda _day: deal)
        game = store.daily_game(day, rules)
        line = (line_of or winning_line)(game)
        game_id = store.start_game(game, day)
        for move in line[:-1]:
            game.play(move)
        store.record_move(game_id, game, SECONDS_A_MOVE * len(line[:-1]))
    return line[-1]


def play_last_move(board: Board, move: str) -> None:
    """The winning line's last move, as a player makes it: a run to its foundation by
    double-clicking its King, a build by dragging the card onto its column."""
    card, target = move.split(":")[1].split(">")
    board.settle()
    if target == "F":
        board.qtbot.mouseDClick(
            board.view.viewport(), Qt.MouseButton.LeftButton, pos=board.visible_point(card)
        )
    else:
        board.drag(card, board.column_point(int(target)))
