"""Whole games in a real window: the solver's winning line of a deal of every rule set
played by real drags (the reserve dealt with a click), with a hint shown and dismissed, an
Undo, the win, Restart and New Game; after every step the screen of the real X window
equals a fresh render of the board (see real_window: only a real window keeps stale
paint)."""

from __future__ import annotations

from pathlib import Path

import pytest

from scorpion_qt.engine.deals import deal_position
from scorpion_qt.engine.rules import RULES
from scorpion_qt.solver.solve import solve
from tests.ui.real_window import display, run_in_window

__all__ = ["display"]  # the fixture

#: a deal of each rule set whose winning line the solver finds within NODES positions;
#: Classic's is the deal that showed stale paint after moves 7, 17, 18 and after Restart
DEALS = {
    "classic": 3720948452,
    "relaxed": 21,
    "scorpion-ii": 18,
    "wasp": 21,
    "wasp-ii": 3,
    "three-blind-mice": 18,
    "how-they-run": 7,
}
NODES = 200_000
#: a longer line is played only this far (the game is then not won)
MOST_MOVES = 120
#: how long a move's flight takes in rule sets other than Classic (170 ms in play); their
#: drags take 5 steps 8 ms apart (Classic's 8, 15 ms apart)
QUICK_MS = 40

GAME = """
from PySide6.QtCore import QTimer
from scorpion_qt.ui.play.new_game_choice import NewGameChoice
from scorpion_qt.ui.table import board_scene

# the cards fly as in play, over a shorter time where asked (the test's running time)
board_scene.MOVE_MS = ARGS.get("move_ms", board_scene.MOVE_MS)
board_scene.DEAL_MS = ARGS.get("move_ms", board_scene.DEAL_MS)


def close_summary():
    # the win's summary is a modal dialog's own event loop: shut it once it shows
    dialog = window.game_end.win_dialog
    if dialog is not None and dialog.isVisible():
        dialog.reject()


closer = QTimer()
closer.timeout.connect(close_summary)
closer.start(50)


def place_point(place):
    # a column's number, F (a foundation) or c1/c2 (a cell), as move notation writes them
    if place == "F":
        pile = scene.foundations[len(window.controller.game.position.foundations)]
    elif place.startswith("c"):
        pile = scene.cells[int(place[1:]) - 1]
    else:
        return column_point(int(place))
    return view.mapFromScene(pile.zone.center())


def play(move):
    if move == "deal":
        click(view.mapFromScene(scene.reserve.zone.center()))
        return
    card, place = move.split(":")[1].split(">")
    drag(card, place_point(place))


def step(name, move):
    before = len(window.controller.game.moves)
    play(move)
    assert len(window.controller.game.moves) == before + 1, (name, move)
    compare(name)


def hint(name):
    window.game_actions.hint_action.trigger()
    while scene.hint is None:
        wait(20)
    compare(name + " hint shown")
    key(Qt.Key.Key_Escape)
    assert scene.hint is None
    compare(name + " hint dismissed")


line = ARGS["line"]
compare("dealt")
hint("dealt")
for number, move in enumerate(line, 1):
    step(f"move {number} {move}", move)
    if number == 5:
        key(Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
        assert len(window.controller.game.moves) == 4
        compare("undo of move 5")
        step(f"move 5 {move} again", move)
        hint("move 5")
results["won"] = int(window.controller.game.position.is_won)
while window.game_end.win_dialog is None and results["won"]:
    wait(20)
compare("after the game")
window.game_actions.restart_action.trigger()
compare("restart")
for number, move in enumerate(line[:3], 1):
    step(f"after restart move {number} {move}", move)
rules = window.controller.game.position.rules.id
window.new_games.start(NewGameChoice(rules, "number", ARGS["next"], False))
compare("new game")
results["moves"] = len(line)
"""


def winning_line(rules: str) -> list[str]:
    result = solve(deal_position(DEALS[rules], RULES[rules]), time_limit=None, node_limit=NODES)
    assert result.status == "won", (rules, result)
    return list(result.moves[:MOST_MOVES])


@pytest.mark.long
@pytest.mark.parametrize("rules", list(DEALS))
def test_a_whole_game_leaves_no_stale_paint(display: str, tmp_path: Path, rules: str) -> None:
    line = winning_line(rules)
    # the reserve dealt by a click on it, where the rule set has one (a won game has sent
    # its four runs off: by drags to a foundation or as they were completed)
    assert ("deal" in line) == (RULES[rules].reserve_size > 0)
    argv = ["--deal", str(DEALS[rules]), "--rules", rules, "--data-dir", str(tmp_path)]
    extra: dict[str, object] = {"line": line, "next": DEALS[rules] + 1, "quiet": True}
    if rules != "classic":  # Classic's cards move at the speed of play, the others' faster
        extra.update(move_ms=QUICK_MS, drag_steps=5, drag_wait=8)
    shown = run_in_window(display, GAME, argv, tmp_path / "shots", extra=extra, timeout=300)
    assert shown.pop("moves") == len(line)
    assert shown.pop("won") == (len(line) < MOST_MOVES)
    stale = {name: pixels for name, pixels in shown.items() if pixels}
    assert not stale, f"pixels that differ: {stale}; see {tmp_path}"
    assert len(shown) == len(line) + 13


#: 3:8H>1 makes column 1 38 cards long, far more than the cards' size leaves room for (they
#: shrink, and column 2 moves some 40 px); while 8H is dragged, columns 1 and 2 (9S and 9D,
#: Relaxed) are lit as the places it may go
LONGER_THAN_ROOM = """\
rules: relaxed
reserve: -
foundations: -
1: AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC AD 2D 3D 4D 5D 7D 8D TD JD QD KD 9H TH JH QH KH 9S
2: 6D 9D
3: 8H 7H 6H 5H 4H 3H 2H AH
4: AS 5S TS
5: 2S 6S JS
6: 3S 7S QS
7: 4S 8S KS
"""

SMALLER = """
compare("shown")
width = scene.board.card_width
drag("8H", card_point("9S"))  # columns 1 and 2 lit while it is dragged; then every slot moves
assert window.controller.game.moves == ["3:8H>1"], window.controller.game.moves
results["smaller"] = int(scene.board.card_width < width)
compare("after the drop")
"""


def test_a_drop_that_makes_the_cards_smaller_leaves_no_frame(display: str, tmp_path: Path) -> None:
    # the slots move and column 2's drop frame goes in the same turn, column 2 covered by
    # its cards (what left frames on the felt when cards changed size at most moves; here
    # Qt happens to repaint that area for the other cards, so this alone did not show it)
    position = tmp_path / "position.txt"
    position.write_text(LONGER_THAN_ROOM, encoding="utf-8")
    argv = ["--position", str(position), "--data-dir", str(tmp_path)]
    shown = run_in_window(display, SMALLER, argv, tmp_path / "shots")
    assert shown.pop("smaller") == 1
    assert shown == dict.fromkeys(shown, 0), f"pixels that differ: {shown}; see {tmp_path}"
