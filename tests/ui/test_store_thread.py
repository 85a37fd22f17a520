"""The store's thread: calls run there in order, answers come back on the GUI thread, a call
that raises is reported to the player, and closing waits for everything given."""

from __future__ import annotations

import functools
import threading
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from scorpion_qt.engine import Game
from scorpion_qt.store import Store
from scorpion_qt.ui.services.store_thread import StoreThread
from tests.ui.conftest import notice_box, open_window, saved


def test_calls_run_in_order_off_the_gui_thread(qtbot: QtBot, tmp_path: Path) -> None:
    thread = StoreThread()
    ran: list[tuple[str, bool]] = []
    answered: list[tuple[object, bool]] = []
    gui = threading.current_thread()
    thread.open(lambda: Store.open(tmp_path))

    def call(n: int, _store: Store) -> int:
        ran.append((f"call {n}", threading.current_thread() is gui))
        return n

    def answer(result: int) -> None:
        answered.append((result, threading.current_thread() is gui))

    for n in range(20):
        thread.run(functools.partial(call, n), answer)
    qtbot.waitUntil(lambda: not thread.busy)
    assert ran == [(f"call {n}", False) for n in range(20)]
    assert answered == [(n, True) for n in range(20)]
    thread.close()


def test_closing_waits_for_every_call_and_the_calls_they_give(tmp_path: Path) -> None:
    thread = StoreThread()
    thread.open(lambda: Store.open(tmp_path))
    game = Game.new(5)
    ids: list[int | None] = []

    def started(game_id: int | None) -> None:
        ids.append(game_id)
        game.play(game.legal_moves()[0])
        thread.run(lambda store: store.record_move(game_id, game.copy(), 3.0))

    thread.run(lambda store: store.start_game(game.copy()), started)
    thread.close()  # no event loop ran: close delivers the answer, then waits for the move
    with Store.open(tmp_path) as store:
        resumed = store.resume()
    assert resumed is not None and resumed.id == ids[0]
    assert resumed.game.log == game.log


def test_a_call_that_raises_is_told_once_and_saving_shows_stopped(
    qtbot: QtBot, data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = open_window(qtbot, ["--deal", "5", "--data-dir", str(data_dir)])
    assert not window.status_bar.saving_label.isVisible()

    def broken(*_args: object, **_kwargs: object) -> None:
        raise RuntimeError("a bug in the store")

    monkeypatch.setattr(Store, "record_move", broken)
    controller = window.controller
    for _ in range(2):
        moves = [move for move in controller.game.legal_moves() if str(move) != "deal"]
        assert controller.play(moves[0])
    saved(window, qtbot)
    assert window.status_bar.saving_label.isVisible()
    assert "the game database failed" in notice_box(window).text()  # the log has more
    assert "the game database failed" in window.status_bar.saving_label.toolTip()
    boxes = [box for box in window.findChildren(type(notice_box(window))) if box.isVisible()]
    assert boxes == [notice_box(window)]  # told once, not once a move
    notice_box(window).close()
    window.close()
