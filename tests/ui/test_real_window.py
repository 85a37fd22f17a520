"""What a real window shows after each change of the board equals a fresh render of the
board: no highlight, hint or focus frame stays painted after it is gone (the offscreen
platform repaints everything, so only a real X window shows such stale paint)."""

from __future__ import annotations

from pathlib import Path

from tests.positions import NEARLY_WON
from tests.rule_book import RULE_BOOK_DEAL
from tests.ui.family_positions import MICE, RUN
from tests.ui.real_window import display, run_in_window
from tests.ui.test_board_marks import ONLY_THE_DEAL

__all__ = ["display"]  # the fixture

DROPS = """
compare("shown")
drag("4H", card_point("5H"))  # 2:4H>7, the columns it fitted lit up during the drag
compare("after a drop")
key(Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
compare("after an undo")
drag("4H", column_point(1))  # refused: it flies back
compare("after a refused drop")
key(Qt.Key.Key_Right)  # the keyboard's focus frame
key(Qt.Key.Key_Right)
key(Qt.Key.Key_Up)
compare("after focus moves")
click(column_point(4))  # a click on the felt: the focus frame goes
compare("after a click on the felt")
"""

KING = """
compare("shown")
drag("KS", column_point(4))  # the King and its run into an empty column: all four lit
compare("after a King into an empty column")
key(Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
compare("after its undo")
"""

HINT = """
window.game_actions.hint_action.trigger()
while scene.hint is None:
    wait(20)
compare("hint shown")
key(Qt.Key.Key_Escape)
assert scene.hint is None
compare("hint dismissed with Esc")
window.game_actions.hint_action.trigger()
while scene.hint is None:
    wait(20)
click(column_point(5))  # an empty column: the felt
assert scene.hint is None
compare("hint dismissed with a click")
"""


def position(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "position.txt"
    path.write_text(text, encoding="utf-8")
    return path


def test_drops_undo_and_focus_leave_no_stale_paint(display: str, tmp_path: Path) -> None:
    argv = ["--position", str(position(tmp_path, RULE_BOOK_DEAL)), "--data-dir", str(tmp_path)]
    shown = run_in_window(display, DROPS, argv, tmp_path / "shots")
    assert shown == dict.fromkeys(shown, 0), f"pixels that differ: {shown}; see {tmp_path}"
    assert len(shown) == 6


#: the King of spades with one card on it, and five empty columns it may go to
KING_AND_EMPTY_COLUMNS = """\
rules: classic
reserve: -
foundations: H D C
1: 2S AS KS QS
2: JS TS 9S 8S 7S 6S 5S 4S 3S
3:
4:
5:
6:
7:
"""


def test_a_king_into_an_empty_column_leaves_no_staircase(display: str, tmp_path: Path) -> None:
    text = KING_AND_EMPTY_COLUMNS
    argv = ["--position", str(position(tmp_path, text)), "--data-dir", str(tmp_path)]
    shown = run_in_window(display, KING, argv, tmp_path / "shots")
    assert shown == dict.fromkeys(shown, 0), f"pixels that differ: {shown}; see {tmp_path}"


def test_a_dismissed_hint_leaves_nothing_behind(display: str, tmp_path: Path) -> None:
    argv = ["--position", str(position(tmp_path, NEARLY_WON)), "--data-dir", str(tmp_path)]
    shown = run_in_window(display, HINT, argv, tmp_path / "shots")
    assert shown == dict.fromkeys(shown, 0), f"pixels that differ: {shown}; see {tmp_path}"


CELLS = """
compare("shown")
drag("TC", column_point(2))  # c1:TC>2: the cell's card onto a column
assert window.controller.game.moves == ["c1:TC>2"], window.controller.game.moves
compare("after a cell's card onto a column")
drag("4C", QPoint(*ARGS["cell"]))  # refused: nothing goes into a cell here
compare("after a refused drop on a cell")
key(Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
compare("after its undo")
"""

INTO_A_CELL = """
compare("shown")
drag("2S", QPoint(*ARGS["cell"]))  # 10:2S>c1: into the free cell, lit while dragged
assert window.controller.game.moves == ["10:2S>c1"], window.controller.game.moves
compare("after a card into a free cell")
key(Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
compare("after its undo")
"""

#: where cell 1's slot is, in viewport pixels: scripts find it with ``QPoint(*ARGS["cell"])``
CELL_SCRIPT = """
slot = scene.cells[0].zone.center()
ARGS["cell"] = [view.mapFromScene(slot).x(), view.mapFromScene(slot).y()]
"""


def test_ten_columns_and_cells_leave_no_stale_paint(display: str, tmp_path: Path) -> None:
    argv = ["--position", str(position(tmp_path, MICE)), "--data-dir", str(tmp_path)]
    shown = run_in_window(display, CELL_SCRIPT + CELLS, argv, tmp_path / "shots")
    assert shown == dict.fromkeys(shown, 0), f"pixels that differ: {shown}; see {tmp_path}"
    assert len(shown) == 4


def test_a_card_into_a_free_cell_leaves_no_stale_paint(display: str, tmp_path: Path) -> None:
    argv = ["--position", str(position(tmp_path, RUN)), "--data-dir", str(tmp_path)]
    shown = run_in_window(display, CELL_SCRIPT + INTO_A_CELL, argv, tmp_path / "shots")
    assert shown == dict.fromkeys(shown, 0), f"pixels that differ: {shown}; see {tmp_path}"
    assert len(shown) == 3


MARKS = """
key(Qt.Key.Key_H)  # the hint: deal the reserve, framed above its cards
while scene.hint is None:
    wait(20)
compare("the reserve's hint frame")
key(Qt.Key.Key_Escape)
compare("the hint dismissed")
key(Qt.Key.Key_Right)  # the focus on column 1's top card, then down its run
key(Qt.Key.Key_Up)
key(Qt.Key.Key_Up)
assert scene.focus_frame.isVisible()
compare("the focus frame on a block")
key(Qt.Key.Key_Down)
compare("the focus frame on a shorter block")
click(view.mapFromScene(scene.reserve.zone.center()))  # the mouse deals: the frame goes
assert not scene.focus_frame.isVisible() and window.controller.game.moves == ["deal"]
compare("the focus frame gone with the mouse")
"""


def test_the_reserve_hint_and_the_focus_on_a_block_leave_no_stale_paint(
    display: str, tmp_path: Path
) -> None:
    argv = ["--position", str(position(tmp_path, ONLY_THE_DEAL)), "--data-dir", str(tmp_path)]
    shown = run_in_window(display, MARKS, argv, tmp_path / "shots")
    assert shown == dict.fromkeys(shown, 0), f"pixels that differ: {shown}; see {tmp_path}"
    assert len(shown) == 5
