"""Cards keep their size during a game, in the main window at 1366×768: a long column
tightens its own fan; all cards shrink only for a column that fits nothing else, and grow
back only with a new game (New Game, Restart) or a resize. Every move is a drag by real
mouse events on the view's viewport, so the drags are proven to hit at every size."""

from __future__ import annotations

import itertools

from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from scorpion_qt.engine import Game, MoveKind, legal_moves
from scorpion_qt.ui.play.new_game_choice import NewGameChoice
from scorpion_qt.ui.table.layout import layout, least_steps
from tests.ui.conftest import Board, when_modal


def line(text: str) -> list[str]:
    return text.split()


#: Classic deal 35, a winning line's first 36 moves: column 6 grows to 24 face-up cards,
#: no column longer before
TO_24 = line(
    "3:9C>2 2:7D>5 2:6D>5 5:3S>2 1:7H>6 6:6C>1 2:QS>6 2:4S>6 2:6H>1 4:8C>6 1:QD>4 6:TC>1"
    " 7:KC>5 1:JC>7 deal 6:AC>2 3:3C>6 2:8D>3 4:8H>2 1:2H>5 2:9H>6 6:5S>2 7:JS>6 4:KD>7"
    " 1:AD>4 1:9S>6 4:2D>7 4:AH>5 4:5H>2 1:4H>2 5:3H>2 2:TH>5 7:8S>6 6:KH>1 2:7S>6 2:2C>6"
)
#: Classic deal 3720948452, a winning line's first 16 moves: column 3 holds 32 cards
#: after the tenth; six moves later no column is longer than 17
TO_32_AND_BACK = line(
    "6:3H>3 2:JS>7 1:AS>2 7:2C>1 3:TH>1 5:8S>3 1:8D>2 4:5D>1 1:8C>2 2:9D>3"
    " 3:4H>4 4:6S>3 2:2S>4 4:JC>7 7:6D>4 7:KD>5"
)
LONG_DEAL = 3720948452
BUILD = MoveKind.BUILD


def at_1366x768(board: Board, game: Game) -> float:
    """The window at 1366×768 showing ``game``: the card width its deal was given."""
    window, qtbot = board.window, board.qtbot
    window.resize(1366, 768)
    qtbot.waitUntil(lambda: board.view.viewport().width() == 1366)
    window.controller.set_game(game)
    assert board.scene.board is not None
    return board.scene.board.card_width


def play(board: Board, move: str) -> None:
    """Play ``move`` (move notation) as a player does: a drag, or a click on the reserve."""
    controller, view, scene = board.window.controller, board.view, board.scene
    before = controller.game.move_count
    if move == "deal":
        board.click(view.mapFromScene(scene.reserve.zone.center()))
    else:
        card, target = move.split(":")[1].split(">")
        board.drag(card, board.column_point(int(target)))
    board.settle()
    assert controller.game.move_count == before + 1, move
    assert controller.game.moves[-1] == move


def card_width(board: Board) -> float:
    """The width of every card item on the board (one size for all)."""
    widths = {round(item.boundingRect().width()) for item in board.scene.cards.values()}
    assert len(widths) == 1
    assert board.scene.board is not None
    assert abs(widths.pop() - board.scene.board.card_width) <= 4  # the item's shadow
    return board.scene.board.card_width


def assert_strips_kept(board: Board) -> None:
    """Every covered card shows its least step where the board draws it: a face-down one
    its back's, a face-up one its index strip."""
    scene, position = board.scene, board.window.controller.game.position
    assert scene.board is not None
    least_down, least_up = least_steps(scene.board.card_height)
    assert least_down >= 7
    for column, down in zip(position.columns, position.down, strict=True):
        ys = [scene.cards[code].pos().y() for code in column]
        for index, (top, below) in enumerate(itertools.pairwise(ys)):
            assert below - top >= (least_up if index >= down else least_down), (column, index)


def test_a_column_of_24_cards_keeps_the_card_size(board: Board) -> None:
    dealt = at_1366x768(board, Game.new(35))
    for move in TO_24:
        play(board, move)
        assert card_width(board) == dealt, move
        assert_strips_kept(board)
    assert max(len(column) for column in board.window.controller.game.position.columns) == 24


def test_cards_shrink_for_a_longer_column_and_never_grow_back(board: Board) -> None:
    window = board.window
    dealt = at_1366x768(board, Game.new(LONG_DEAL))
    for move in TO_32_AND_BACK[:10]:
        play(board, move)
    position = window.controller.game.position
    assert max(len(column) for column in position.columns) == 32
    shrunk = card_width(board)
    assert shrunk < dealt
    assert_strips_kept(board)
    for move in TO_32_AND_BACK[10:]:  # dragged on the smaller cards
        play(board, move)
        assert card_width(board) == shrunk, move
        assert_strips_kept(board)
    position = window.controller.game.position
    assert max(len(column) for column in position.columns) == 17
    # the position alone would have the deal's cards: the game keeps its smaller ones
    assert layout(position, *board.scene.sceneRect().size().toTuple()).card_width == dealt
    for _ in TO_32_AND_BACK:
        board.qtbot.keyClick(board.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    board.settle()
    assert window.controller.game.move_count == 0
    assert card_width(board) == shrunk


def test_restart_and_new_game_deal_the_cards_at_their_size_again(
    board: Board, qtbot: QtBot
) -> None:
    window = board.window
    dealt = at_1366x768(board, Game.new(LONG_DEAL))
    for move in TO_32_AND_BACK[:11]:
        window.controller.play(move)
    board.settle()
    assert card_width(board) < dealt

    def yes(box: QMessageBox) -> None:
        qtbot.mouseClick(box.button(QMessageBox.StandardButton.Yes), Qt.MouseButton.LeftButton)

    when_modal(qtbot, yes)
    window.game_actions.restart_action.trigger()
    qtbot.waitUntil(lambda: window.controller.game.move_count == 0)
    assert card_width(board) == dealt
    for move in TO_32_AND_BACK[:11]:
        window.controller.play(move)
    board.settle()
    assert card_width(board) < dealt
    window.new_games.start(NewGameChoice("classic", "number", 35, False))
    qtbot.waitUntil(lambda: window.controller.game.deal == 35)
    assert card_width(board) == dealt
    play(board, TO_24[0])  # and the drags hit the cards where they are


def test_a_resize_chooses_the_card_size_again(board: Board, qtbot: QtBot) -> None:
    window, view = board.window, board.view
    dealt = at_1366x768(board, Game.new(LONG_DEAL))
    for move in TO_32_AND_BACK[:10]:
        window.controller.play(move)
    board.settle()
    shrunk = card_width(board)
    assert shrunk < dealt
    for move in TO_32_AND_BACK[10:]:
        window.controller.play(move)
    board.settle()
    assert card_width(board) == shrunk
    height = view.viewport().height()
    window.resize(1366, 760)
    qtbot.waitUntil(lambda: view.viewport().height() != height)
    assert view.viewport().height() == board.scene.sceneRect().height()
    size = board.scene.sceneRect().size().toTuple()
    fits = layout(window.controller.game.position, *size).card_width
    assert card_width(board) == fits > shrunk
    # a drag on the new size hits
    build = next(m for m in legal_moves(window.controller.game.position) if m.kind is BUILD)
    play(board, str(build))


def test_the_scene_lays_out_what_the_view_shows(board: Board) -> None:
    """The layout's places are the items' places, after a shrink too."""
    at_1366x768(board, Game.new(LONG_DEAL))
    for move in TO_32_AND_BACK[:10]:
        board.window.controller.play(move)
    board.settle()
    scene = board.scene
    assert scene.board is not None
    for code, place in scene.board.cards.items():
        assert scene.cards[code].pos() == QPointF(place.x, place.y)
