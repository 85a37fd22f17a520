"""Playing without a mouse, and what assistive technology is told the focus is on."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QAccessible, QImage, QPainter
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from tests.ui.conftest import Board


def focused_words(view: QWidget) -> tuple[str, str]:
    """What a screen reader is told the keyboard's focus is on (the accessible object the
    board reports focused): its name, and its pile's (the board's, for a pile)."""
    board = QAccessible.queryAccessibleInterface(view)
    assert board is not None
    node = board.focusChild()
    assert node is not None
    name = QAccessible.Text.Name
    return node.text(name), node.parent().text(name)


def press(qtbot: QtBot, board: Board, key: Qt.Key, times: int = 1, shift: bool = False) -> None:
    modifier = Qt.KeyboardModifier.ShiftModifier if shift else Qt.KeyboardModifier.NoModifier
    for _ in range(times):
        qtbot.keyClick(board.view, key, modifier)


def test_the_rule_books_first_move_by_keyboard_alone(board: Board, qtbot: QtBot) -> None:
    press(qtbot, board, Qt.Key.Key_Right)  # column 2, its top card 7S
    assert focused_words(board.view) == ("Seven of Spades", "Column 2")
    assert board.item("7S").focused
    press(qtbot, board, Qt.Key.Key_Up)  # down the column to 4H
    assert board.item("4H").focused and not board.item("7S").focused
    assert focused_words(board.view) == ("Four of Hearts", "Column 2")
    press(qtbot, board, Qt.Key.Key_Return)  # pick it up
    assert board.scene.selected == board.item("4H").code
    assert board.scene.columns[6].highlighted  # where it fits
    press(qtbot, board, Qt.Key.Key_Right, times=5)  # to column 7
    assert focused_words(board.view) == ("Five of Hearts", "Column 7")
    press(qtbot, board, Qt.Key.Key_Space)  # put it down
    board.settle()
    assert board.window.controller.game.moves == ["2:4H>7"]
    assert board.column_text(7).endswith("5H 4H 7S")


def test_up_stops_at_the_lowest_face_up_card(board: Board, qtbot: QtBot) -> None:
    press(qtbot, board, Qt.Key.Key_Right)
    press(qtbot, board, Qt.Key.Key_Up, times=9)
    assert board.item("QH").focused  # AH 5D JD below it are face-down
    press(qtbot, board, Qt.Key.Key_Down, times=9)
    assert board.item("7S").focused


def test_reserve_by_keyboard(board: Board, qtbot: QtBot) -> None:
    press(qtbot, board, Qt.Key.Key_Left)  # left of column 1: the reserve
    assert focused_words(board.view) == ("Reserve", "Scorpion board")
    assert board.scene.reserve.focused
    press(qtbot, board, Qt.Key.Key_Return)
    board.settle()
    assert board.window.controller.game.moves == ["deal"]


def test_shift_enter_plays_the_best_move_and_escape_cancels(board: Board, qtbot: QtBot) -> None:
    press(qtbot, board, Qt.Key.Key_Right)
    press(qtbot, board, Qt.Key.Key_Up)
    press(qtbot, board, Qt.Key.Key_Return)
    assert board.scene.selected is not None
    press(qtbot, board, Qt.Key.Key_Escape)
    assert board.scene.selected is None
    press(qtbot, board, Qt.Key.Key_Return, shift=True)
    board.settle()
    assert board.window.controller.game.moves == ["2:4H>7"]


def test_undo_deal_and_new_game_have_keys(board: Board, qtbot: QtBot) -> None:
    qtbot.keyClick(board.view, Qt.Key.Key_D)
    board.settle()
    assert board.window.controller.game.moves == ["deal"]
    qtbot.keyClick(board.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    board.settle()
    assert board.window.controller.game.moves == []
    qtbot.keyClick(board.view, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)
    board.settle()
    assert board.window.controller.game.moves == ["deal"]
    assert board.window.game_actions.new_action.shortcut().toString() == "Ctrl+N"


def test_the_board_has_an_accessible_name(board: Board) -> None:
    assert board.view.accessibleName() == "Scorpion board"


def test_the_focus_frame_shows_above_the_cards_that_lie_on_the_focused_one(
    board: Board, qtbot: QtBot
) -> None:
    press(qtbot, board, Qt.Key.Key_Right)
    press(qtbot, board, Qt.Key.Key_Up)  # 4H, with 7S lying on it
    focused, above = board.item("4H"), board.item("7S")
    assert focused.focused
    card, over = focused.sceneBoundingRect(), above.sceneBoundingRect()
    assert over.top() < card.bottom()  # 7S hides most of 4H
    frame = board.scene.focus_frame
    assert frame.isVisible() and frame.zValue() > max(
        i.zValue() for i in board.scene.cards.values()
    )
    # along the focused card's left edge, where 7S lies on it, the frame shows: the board
    # looks different there without it
    left = focused.pos().x()
    strip = QRectF(left - 6, over.top() + 4, 12, card.bottom() - over.top() - 8)
    with_frame = render(board, strip)
    frame.setVisible(False)
    assert render(board, strip) != with_frame
    frame.setVisible(True)
    press(qtbot, board, Qt.Key.Key_Escape)
    board.click(board.column_point(4))  # the mouse: the keyboard's frame goes
    assert not frame.isVisible()


def render(board: Board, area: QRectF) -> QImage:
    image = QImage(int(area.width()), int(area.height()), QImage.Format.Format_RGB32)
    painter = QPainter(image)
    board.scene.render(painter, QRectF(image.rect()), area)
    painter.end()
    return image
