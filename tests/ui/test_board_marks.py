"""The marks on the board that frame cards: the keyboard's focus frames the whole block it
would move and goes when the mouse is used or a new game starts; the hint to deal the
reserve frames the reserve's cards from above them."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from scorpion_qt.ui.table.pile_item import PileItem
from tests.ui.conftest import Board, open_window, when_modal

#: only the deal is legal here, and it wins: the hint is to deal the reserve
ONLY_THE_DEAL = """\
rules: classic
reserve: 3S 3H 3D
foundations: -
1: KS QS JS TS 9S 8S 7S 6S 5S 4S
2: KH QH JH TH 9H 8H 7H 6H 5H 4H
3: KD QD JD TD 9D 8D 7D 6D 5D 4D
4: 2S AS
5: 2H AH
6: 2D AD
7: AC KC QC JC TC 9C 8C 7C 6C 5C 4C 3C 2C
"""


def press(qtbot: QtBot, board: Board, key: Qt.Key, times: int = 1) -> None:
    for _ in range(times):
        qtbot.keyClick(board.view, key)


def render(board: Board, area: QRectF) -> QImage:
    image = QImage(int(area.width()), int(area.height()), QImage.Format.Format_RGB32)
    painter = QPainter(image)
    board.scene.render(painter, QRectF(image.rect()), area)
    painter.end()
    return image


def test_the_focus_frame_frames_the_whole_block(board: Board, qtbot: QtBot) -> None:
    press(qtbot, board, Qt.Key.Key_Right)  # column 2, its top card 7S
    frame = board.scene.focus_frame
    top = board.item("7S").sceneBoundingRect()
    assert frame.isVisible() and frame.sceneBoundingRect().contains(top)
    press(qtbot, board, Qt.Key.Key_Up)  # 4H, with 7S lying on it: both framed
    framed = frame.sceneBoundingRect()
    under = board.item("4H").sceneBoundingRect()
    assert framed.contains(under) and framed.contains(top)
    # not a card-high frame across 7S: it ends below 7S's bottom, not in its middle
    assert framed.bottom() > top.bottom() > under.bottom()
    assert framed.top() < under.top() and framed.bottom() - top.bottom() < 12


def test_the_mouse_and_a_new_game_take_the_focus_frame_away(board: Board, qtbot: QtBot) -> None:
    frame = board.scene.focus_frame
    press(qtbot, board, Qt.Key.Key_Right)
    assert frame.isVisible()
    board.drag("4H", board.visible_point("5H"))  # mouse play: 2:4H>7
    board.settle()
    assert board.window.controller.game.moves == ["2:4H>7"]
    assert not frame.isVisible()
    press(qtbot, board, Qt.Key.Key_Left)  # a key brings it back
    assert frame.isVisible()
    board.window.activateWindow()
    qtbot.waitUntil(board.window.isActiveWindow)
    when_modal(qtbot, lambda box: box.button(QMessageBox.StandardButton.Yes).click())
    qtbot.keyClick(board.view, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)  # Restart
    qtbot.waitUntil(lambda: not board.window.controller.game.moves)
    board.settle()
    assert not frame.isVisible() and not board.scene.reserve.focused
    press(qtbot, board, Qt.Key.Key_Right)
    assert frame.isVisible()


def test_the_hint_to_deal_frames_the_reserve_above_its_cards(qtbot: QtBot, tmp_path: Path) -> None:
    position = tmp_path / "only-the-deal.txt"
    position.write_text(ONLY_THE_DEAL, encoding="utf-8")
    window = open_window(qtbot, ["--position", str(position), "--data-dir", str(tmp_path)])
    board = Board(window, qtbot)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    reserve: PileItem = board.scene.reserve
    cards = [board.item(card) for card in ("3S", "3H", "3D")]
    fanned = QRectF()
    for card in cards:
        fanned |= card.sceneBoundingRect()
    before = render(board, fanned.adjusted(-4, -4, 4, 4))
    qtbot.keyClick(board.view, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: window.scene.hint is not None, timeout=30_000)
    assert str(window.scene.hint) == "deal" and reserve.highlighted
    assert reserve.zValue() > max(card.zValue() for card in cards)
    assert reserve.zone.contains(fanned.adjusted(2, 2, -2, -2))  # every reserve card
    # the frame's cyan runs along the top of the whole fan, over the cards
    shown = render(board, fanned.adjusted(-4, -4, 4, 4))
    assert shown != before
    cyan = 0
    for x in range(6, shown.width() - 6):
        colour = shown.pixelColor(x, 6)  # the cards' top edge
        cyan += colour.blue() > 200 and colour.red() < 170
    assert cyan > 0.9 * (shown.width() - 12), cyan
    qtbot.keyClick(board.view, Qt.Key.Key_Escape)
    assert not reserve.highlighted and render(board, fanned.adjusted(-4, -4, 4, 4)) == before
    window.close()
