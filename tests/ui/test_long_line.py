"""A long winning line costs the window's thread little: the worker that found it keys the
positions along it, and the window keeps them in memory linear in the line's length.

The line is Wasp deal 12's as the solver gave it before its lines were shortened (15,064
moves; see tests/long_line.py): a worker of the app's own serving loop answers with it,
through the real process, pipe and client.
"""

from __future__ import annotations

import sys
import tracemalloc
from collections.abc import Iterator
from pathlib import Path
from types import FrameType

import pytest
from pytestqt.qtbot import QtBot

import scorpion_qt.engine
from scorpion_qt.engine import Game, dead_end
from scorpion_qt.ui.play.assistant import Assistant, Winnability
from scorpion_qt.ui.play.controller import GameController
from scorpion_qt.ui.services import solver_client
from scorpion_qt.ui.services.solver_client import SolverClient
from tests import long_line
from tests.long_line import LENGTH

#: where the engine checks and plays a move: what replaying a line runs, move by move
PLAYING = str(Path(scorpion_qt.engine.__file__).with_name("play.py"))
#: bytes the window may keep a move of a line: its move and its key (about 140 bytes as
#: strings), a dict entry and a pair; replaying it kept the rest of the line each move
BYTES_A_MOVE = 1_000
SOLVER_MS = 60_000


@pytest.fixture(autouse=True)
def recorded_worker(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The worker that answers with the recorded line, for this test only."""
    solver_client.shutdown()
    monkeypatch.setattr(solver_client, "worker_command", long_line.worker_command)
    yield
    solver_client.shutdown()


class MovesPlayed:
    """Counts the calls into the engine's checking and playing of moves made on this
    thread (a profile hook: no timing)."""

    def __init__(self) -> None:
        self.count = 0

    def __call__(self, frame: FrameType, event: str, _arg: object) -> None:
        if event == "call" and frame.f_code.co_filename == PLAYING:
            self.count += 1


def answered(qtbot: QtBot, game: Game) -> tuple[Assistant, int, int]:
    """An assistant of ``game`` once the worker's answer came: the bytes it kept (traced
    allocations still held) and the calls made meanwhile on this thread to check or play a
    move."""
    controller = GameController(game)
    assistant = Assistant(controller, SolverClient())
    calls = MovesPlayed()
    tracemalloc.start()
    before = tracemalloc.get_traced_memory()[0]
    sys.setprofile(calls)
    try:
        assistant.refresh()
        qtbot.waitUntil(lambda: assistant.status is not Winnability.CHECKING, timeout=SOLVER_MS)
    finally:
        sys.setprofile(None)
        kept = tracemalloc.get_traced_memory()[0] - before
        tracemalloc.stop()
    return assistant, kept, calls.count


def test_a_long_line_is_kept_in_memory_linear_in_its_length(qtbot: QtBot) -> None:
    line = long_line.long_line()
    assert len(line) == LENGTH
    whole, whole_kept, whole_calls = answered(qtbot, long_line.start())
    halfway = long_line.start()
    for move in line[: LENGTH // 2]:
        halfway.play(move)
    half, half_kept, half_calls = answered(qtbot, halfway)
    assert whole.status is half.status is Winnability.WINNABLE
    assert whole.next_winning_move() == line[0]
    assert half.next_winning_move() == line[LENGTH // 2]
    # what is kept grows with the line, not with its square
    assert whole_kept < BYTES_A_MOVE * LENGTH
    assert 1.6 < whole_kept / half_kept < 2.4
    # the window's thread replays nothing: no move is checked or played there
    assert whole_calls == half_calls == 0


def test_every_position_along_a_long_line_is_known_winnable(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    # After each move the controller asks whether the game is at a dead end: a search that,
    # in this line's long shuffles of King blocks, tries its whole budget before it calls
    # the game live (15,064 times about 6 ms, 90 of this test's 100 s). What is tested here
    # is the assistant's knowledge, not that search: with no budget it calls a position live
    # as soon as it has a move, which every position of a winning line but the last has.
    monkeypatch.setattr(dead_end, "SEARCH_LIMIT", 0)
    assistant, _kept, _calls = answered(qtbot, long_line.start())
    controller, line = assistant.controller, long_line.long_line()
    for played, move in enumerate(line[:-1], start=1):
        assert controller.play(move)
        # known at once (a position asked about would be "checking")
        assert assistant.status is Winnability.WINNABLE
        if played % 1_000 == 0 or played > LENGTH - 5:
            assert assistant.next_winning_move() == line[played]
    assert controller.play(line[-1]) and controller.game.is_won
