"""Playing with the mouse and keyboard on the real main window, offscreen."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from pytestqt.qtbot import QtBot

from scorpion_qt.engine import Game, Move
from scorpion_qt.ui.window.main_window import MainWindow
from tests.rule_book import RULE_BOOK_DEAL
from tests.ui.conftest import Board


def test_drag_four_of_hearts_onto_five_of_hearts(board: Board) -> None:
    board.drag("4H", board.visible_point("5H"))
    board.settle()
    assert board.column_text(2) == "2: [AH 5D JD] QH 3C"
    assert board.column_text(7) == "7: AD QD 9D 6S 2H TD 5H 4H 7S"
    assert board.window.controller.game.moves == ["2:4H>7"]
    # the dragged block now lies in column 7, 4H on top of 5H
    four, five, seven = board.item("4H"), board.item("5H"), board.item("7S")
    assert four.pos().x() == pytest.approx(five.pos().x())
    assert seven.pos().x() == pytest.approx(five.pos().x())
    assert five.pos().y() < four.pos().y() < seven.pos().y()


def test_refused_drop_animates_back_and_says_why(board: Board) -> None:
    before = board.window.controller.game.to_text()
    home = board.item("4H").pos()
    # 4H onto 5C: one rank lower but another suit
    board.drag("4H", board.visible_point("5C"))
    assert board.window.statusBar().currentMessage() == "Rule: cards must be the same suit"
    assert board.scene.animator.running  # it flies back rather than jumping
    board.settle()
    assert board.item("4H").pos() == home
    assert board.window.controller.game.to_text() == before


EMPTY_FIFTH_COLUMN = RULE_BOOK_DEAL.replace("5: 6H 8C JS 4C 9C 8D 5C", "5:").replace(
    "6: 6D QC KH 4D KS 9H JC", "6: 6D QC KH 4D KS 9H JC 6H 8C JS 4C 9C 8D 5C"
)


def test_only_a_king_message_on_empty_column(board: Board) -> None:
    board.window.controller.set_game(Game.from_text(EMPTY_FIFTH_COLUMN))
    board.settle()
    board.drag("3S", board.column_point(5))
    message = board.window.statusBar().currentMessage()
    assert message == "Only a King can be placed in an empty column"
    board.settle()
    assert board.window.controller.game.move_count == 0
    # a King with the cards on it is accepted
    board.drag("KD", board.column_point(5))
    board.settle()
    assert board.column_text(5) == "5: KD 8H 7C 9S"


def test_click_to_move(board: Board) -> None:
    board.click(board.visible_point("4H"))
    assert board.scene.selected == board.item("4H").code
    # the fitting column is highlighted, others are not
    assert board.scene.columns[6].highlighted
    assert not board.scene.columns[0].highlighted
    board.click(board.column_point(7))
    board.settle()
    assert board.window.controller.game.moves == ["2:4H>7"]
    assert board.scene.selected is None


def test_escape_cancels_a_picked_card(board: Board, qtbot: QtBot) -> None:
    board.click(board.visible_point("4H"))
    assert board.scene.selected is not None
    qtbot.keyClick(board.view.viewport(), Qt.Key.Key_Escape)
    assert board.scene.selected is None
    assert not board.scene.columns[6].highlighted


def test_double_click_plays_the_best_move(board: Board, qtbot: QtBot) -> None:
    qtbot.mouseDClick(
        board.view.viewport(), Qt.MouseButton.LeftButton, pos=board.visible_point("4H")
    )
    board.settle()
    assert board.window.controller.game.moves == ["2:4H>7"]


def test_click_on_reserve_deals_it(board: Board) -> None:
    zone = board.scene.reserve.zone
    board.click(board.view.mapFromScene(QPointF(zone.center())))
    board.settle()
    game = board.window.controller.game
    assert game.moves == ["deal"]
    assert board.column_text(1).endswith("3S 5S")
    assert board.column_text(2).endswith("7S TS")
    assert board.column_text(3).endswith("3H 2D")
    assert board.item("5S").face_up
    assert not board.window.game_actions.deal_action.isEnabled()


def test_undo_and_redo_by_shortcut(board: Board, qtbot: QtBot) -> None:
    before = board.window.controller.game.to_text()
    board.drag("4H", board.visible_point("5H"))
    board.settle()
    after = board.window.controller.game.to_text()
    qtbot.keyClick(board.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    board.settle()
    assert board.window.controller.game.to_text() == before
    assert board.item("4H").pos().x() == pytest.approx(board.item("3C").pos().x())
    qtbot.keyClick(
        board.view,
        Qt.Key.Key_Z,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
    )
    board.settle()
    assert board.window.controller.game.to_text() == after
    qtbot.keyClick(board.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(board.view, Qt.Key.Key_Y, Qt.KeyboardModifier.ControlModifier)
    board.settle()
    assert board.window.controller.game.to_text() == after


def test_status_bar_shows_rules_score_and_moves(board: Board) -> None:
    window = board.window
    assert window.status_bar.rules_label.text() == "Classic"
    assert window.status_bar.deal_label.text() == "Custom position"
    board.drag("4H", board.visible_point("5H"))
    board.settle()
    assert window.status_bar.score_label.text() == "Score: 5"
    assert window.status_bar.moves_label.text() == "Moves: 1"


def test_columns_where_the_block_fits_light_up_while_dragging(board: Board, qtbot: QtBot) -> None:
    viewport = board.view.viewport()
    start = board.visible_point("4H")
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
    qtbot.mouseMove(viewport, start + QPoint(30, 40))
    qtbot.mouseMove(viewport, start + QPoint(60, 80))
    assert board.scene.dragging
    lit = [pile.index for pile in board.scene.columns if pile.highlighted]
    assert lit == [6]  # only column 7 (5H) takes 4H
    # the whole block follows the pointer
    assert board.item("7S").pos().y() > board.item("4H").pos().y()
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=start + QPoint(60, 80))
    board.settle()
    assert not any(pile.highlighted for pile in board.scene.columns)
    assert board.window.controller.game.move_count == 0


COVERED_RUN = """\
rules: classic
reserve: -
foundations: -
1: KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S AS 5H
2: 6H
3: KH QH JH TH 9H 8H 7H 4H 3H 2H AH
4: KD QD JD TD 9D 8D 7D 6D 5D 4D 3D 2D AD
5: KC QC JC TC 9C 8C 7C 6C 5C 4C 3C 2C AC
6:
7:
"""


def test_double_click_sends_an_exposed_run_to_a_foundation(board: Board, qtbot: QtBot) -> None:
    board.window.controller.set_game(Game.from_text(COVERED_RUN))
    board.settle()
    # uncover the spade run: 5H onto 6H
    board.drag("5H", board.visible_point("6H"))
    board.settle()
    assert board.column_text(1).startswith("1: KS")  # not removed automatically
    qtbot.mouseDClick(
        board.view.viewport(), Qt.MouseButton.LeftButton, pos=board.visible_point("KS")
    )
    board.settle()
    assert board.window.controller.game.moves[-1] == "1:KS>F"
    assert board.column_text(1) == "1:"
    assert board.item("KS").pos() == board.scene.foundations[0].pos()


def test_clock_pauses_while_minimised(window: MainWindow, qtbot: QtBot) -> None:
    board = Board(window, qtbot)
    window.activateWindow()
    board.drag("4H", board.visible_point("5H"))
    board.settle()
    controller = window.controller
    qtbot.waitUntil(lambda: controller.clock_running)
    window.showMinimized()
    qtbot.waitUntil(lambda: not controller.clock_running)
    frozen = controller.elapsed()
    qtbot.wait(50)
    assert controller.elapsed() == frozen
    assert "(paused)" in window.status_bar.clock_label.text()


def test_a_card_turning_over_is_squeezed_then_flat_again(board: Board) -> None:
    controller, animator = board.window.controller, board.scene.animator
    for move in ("deal", "7:AD>3"):
        assert controller.play(Move.parse(move))
        board.qtbot.waitUntil(lambda: not animator.running)
    under = board.item("4S")  # the King of diamonds leaving column 4 uncovers it
    assert not under.face_up
    assert controller.play(Move.parse("4:KD>7"))
    # narrower, about its middle, part way through
    board.qtbot.waitUntil(lambda: under.turning and under.transform().m11() < 0.9)
    assert under.transform().dx() > 0
    board.qtbot.waitUntil(lambda: not animator.running)
    assert under.face_up and not under.turning and under.transform().isIdentity()
