"""The board as assistive technology reads it through Qt's accessibility interfaces: the view
holds the piles, the piles their cards bottom to top, named in words in the player's
language; the keyboard's focus and a card picked up show in the objects' states; the
names follow the moves. (What a screen reader hears over AT-SPI in a real window is in
test_screen_reader.py.)"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QAccessible, QAccessibleInterface
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from scorpion_qt.engine import CARDS, Game, get_rules
from scorpion_qt.engine.deals import deal_position
from scorpion_qt.ui.access.card_words import card_name
from scorpion_qt.ui.services.translations import use_language
from scorpion_qt.ui.window.main_window import MainWindow
from tests.ui.conftest import Board, open_window

NAME, DESCRIPTION = QAccessible.Text.Name, QAccessible.Text.Description
DEAL_1 = deal_position(1, get_rules("classic"))
CLASSIC_PILES = [
    "Reserve",
    *(f"Foundation {n}" for n in range(1, 5)),
    *(f"Column {n}" for n in range(1, 8)),
]


@pytest.fixture
def speak(qapp: QApplication) -> Iterator[None]:
    """Lets a test choose a language; English again afterwards."""
    yield
    use_language("en")


def open_deal(qtbot: QtBot, data_dir: Path, deal: int, rules: str) -> MainWindow:
    window = open_window(
        qtbot, ["--deal", str(deal), "--rules", rules, "--data-dir", str(data_dir)]
    )
    focus_board(qtbot, window)
    return window


def focus_board(qtbot: QtBot, window: MainWindow) -> None:
    window.activateWindow()
    window.board_view.setFocus()
    qtbot.waitUntil(window.board_view.hasFocus)


def board_of(window: MainWindow) -> QAccessibleInterface:
    board = QAccessible.queryAccessibleInterface(window.board_view)
    assert board is not None
    return board


def children(node: QAccessibleInterface) -> list[QAccessibleInterface]:
    found = [node.child(i) for i in range(node.childCount())]
    assert all(child is not None for child in found)
    return found


def pile(window: MainWindow, name: str) -> QAccessibleInterface:
    return next(p for p in children(board_of(window)) if p.text(NAME) == name)


def card_names(node: QAccessibleInterface) -> list[str]:
    return [card.text(NAME) for card in children(node)]


def focused(window: MainWindow) -> QAccessibleInterface:
    node = board_of(window).focusChild()
    assert node is not None
    return node


def press(qtbot: QtBot, window: MainWindow, key: Qt.Key, times: int = 1) -> None:
    for _ in range(times):
        qtbot.keyClick(window.board_view, key)


def test_classic_deal_1_is_read_as_piles_of_cards_in_words(qtbot: QtBot, data_dir: Path) -> None:
    window = open_deal(qtbot, data_dir, 1, "classic")
    board = board_of(window)
    assert board.role() == QAccessible.Role.Pane
    assert board.text(NAME) == "Scorpion board"
    assert QAccessible.queryAccessibleInterface(window.board_view) is board
    piles = children(board)
    assert [p.text(NAME) for p in piles] == CLASSIC_PILES
    assert {p.role() for p in piles} == {QAccessible.Role.List}
    assert card_names(piles[0]) == ["Face-down card"] * 3
    assert piles[0].text(DESCRIPTION) == "3 cards, all face down"
    assert [p.text(DESCRIPTION) for p in piles[1:5]] == ["Empty"] * 4
    columns = piles[5:]
    assert columns[0].text(DESCRIPTION) == (
        "7 cards: 3 face down, then Eight of Hearts to Jack of Diamonds"
    )
    assert columns[4].text(DESCRIPTION) == "7 cards: Queen of Clubs to Ace of Hearts"
    assert card_names(columns[0])[-1] == "Jack of Diamonds"
    face_up = []
    for column, codes, down in zip(columns, DEAL_1.columns, DEAL_1.down, strict=True):
        names = card_names(column)
        assert names[:down] == ["Face-down card"] * down
        assert names[down:] == [card_name(CARDS[code]) for code in codes[down:]]
        face_up += names[down:]
    assert len(face_up) == 37 and len(set(face_up)) == 37
    assert all(" of " in name for name in face_up)
    # the tree holds together both ways, with the same objects each time it is asked
    for index, node in enumerate(piles):
        assert node.parent() is board and board.indexOfChild(node) == index
        assert board.child(index) is node
        for at, card in enumerate(children(node)):
            assert card.role() == QAccessible.Role.ListItem
            assert card.parent() is node and node.indexOfChild(card) == at
            assert node.child(at) is card


@pytest.mark.parametrize(
    ("language", "expected"),
    [
        (
            "tr",
            {
                "piles": ["Yedek", "Ayrılmış yer 1", "Sütun 1", "Sütun 7"],
                "top of column 1": "Karo Valesi",
                "top of column 5": "Kupa Ası",
                "face down": "Kapalı kart",
                "column 1": "7 kart: 3 kapalı, ardından Kupa Sekizlisi ile Karo Valesi arası",
            },
        ),
        (
            "de",
            {
                "piles": ["Reserve", "Zielstapel 1", "Spalte 1", "Spalte 7"],
                "top of column 1": "Karo Bube",
                "top of column 5": "Herz Ass",
                "face down": "Verdeckte Karte",
                "column 1": "7 Karten: 3 verdeckt, dann Herz Acht bis Karo Bube",
            },
        ),
    ],
)
def test_the_cards_are_named_in_the_players_language(
    qtbot: QtBot, data_dir: Path, speak: None, language: str, expected: dict[str, object]
) -> None:
    window = open_deal(qtbot, data_dir, 1, "classic")
    use_language(language)  # the names are made when asked: a language chosen now is spoken
    piles = children(board_of(window))
    names = [p.text(NAME) for p in piles]
    assert [names[0], names[1], names[5], names[11]] == expected["piles"]
    assert piles[5].text(DESCRIPTION) == expected["column 1"]
    assert card_names(piles[5])[-1] == expected["top of column 1"]
    assert card_names(piles[9])[-1] == expected["top of column 5"]
    assert card_names(piles[0]) == [expected["face down"]] * 3
    face_up = [n for column in piles[5:] for n in card_names(column) if n != expected["face down"]]
    assert len(face_up) == 37 and len(set(face_up)) == 37
    assert not any(" of " in name for name in face_up)


def test_rule_sets_with_cells_show_cells_and_no_reserve(qtbot: QtBot, data_dir: Path) -> None:
    window = open_deal(qtbot, data_dir, 1, "three-blind-mice")
    piles = children(board_of(window))
    assert [p.text(NAME) for p in piles] == [
        "Cell 1",
        "Cell 2",
        *(f"Foundation {n}" for n in range(1, 5)),
        *(f"Column {n}" for n in range(1, 11)),
    ]
    position = window.controller.game.position
    for cell, code in zip(piles[:2], position.cells, strict=True):
        expected = [] if code is None else [card_name(CARDS[code])]
        assert card_names(cell) == expected


def test_the_arrow_keys_move_the_focused_object(qtbot: QtBot, data_dir: Path) -> None:
    window = open_deal(qtbot, data_dir, 1, "classic")
    first = focused(window)
    assert first.text(NAME) == "Jack of Diamonds"  # the top of column 1
    assert first.state().focused and first.state().focusable
    press(qtbot, window, Qt.Key.Key_Right)
    now = focused(window)
    assert now.text(NAME) == "Two of Diamonds" and now.parent().text(NAME) == "Column 2"
    assert now.state().focused and not first.state().focused
    assert now.parent().focusChild() is now and pile(window, "Column 1").focusChild() is None
    press(qtbot, window, Qt.Key.Key_Up)
    assert focused(window).text(NAME) == "Three of Clubs"
    press(qtbot, window, Qt.Key.Key_Left, times=2)  # past column 1 to the reserve
    reserve = focused(window)
    assert reserve.text(NAME) == "Reserve" and reserve.state().focused
    window.menuBar().setFocus()  # the board no longer has the keyboard
    qtbot.waitUntil(lambda: not window.board_view.hasFocus())
    assert board_of(window).focusChild() is None and not reserve.state().focused


def test_a_card_picked_up_is_selected_with_the_cards_on_it(qtbot: QtBot, data_dir: Path) -> None:
    window = open_deal(qtbot, data_dir, 1, "classic")
    press(qtbot, window, Qt.Key.Key_Right)
    press(qtbot, window, Qt.Key.Key_Up)  # Three of Clubs, under Two of Diamonds
    press(qtbot, window, Qt.Key.Key_Return)
    column = pile(window, "Column 2")
    selected = [card.text(NAME) for card in children(column) if card.state().selected]
    assert selected == ["Three of Clubs", "Two of Diamonds"]
    assert all(card.state().selectable for card in children(column)[3:])
    press(qtbot, window, Qt.Key.Key_Escape)
    assert not any(card.state().selected for card in children(column))


def test_the_names_follow_the_moves(board: Board, qtbot: QtBot) -> None:
    """The rule book's first move (2:4H>7) by keyboard, then the reserve dealt."""
    window = board.window
    focus_board(qtbot, window)
    column_2, column_7 = pile(window, "Column 2"), pile(window, "Column 7")
    four = children(column_2)[5]
    assert four.text(NAME) == "Four of Hearts"
    press(qtbot, window, Qt.Key.Key_Right)
    press(qtbot, window, Qt.Key.Key_Up)
    press(qtbot, window, Qt.Key.Key_Return)
    press(qtbot, window, Qt.Key.Key_Right, times=5)
    press(qtbot, window, Qt.Key.Key_Return)
    board.settle()
    assert window.controller.game.moves == ["2:4H>7"]
    assert card_names(column_7)[-3:] == ["Five of Hearts", "Four of Hearts", "Seven of Spades"]
    assert four.parent() is column_7 and column_7.indexOfChild(four) == 7
    assert column_2.text(DESCRIPTION) == (
        "5 cards: 3 face down, then Queen of Hearts to Three of Clubs"
    )
    assert column_7.text(DESCRIPTION) == "9 cards: Ace of Diamonds to Seven of Spades"
    reserve = pile(window, "Reserve")
    dealt = children(reserve)
    press(qtbot, window, Qt.Key.Key_D)
    board.settle()
    assert reserve.childCount() == 0 and reserve.text(DESCRIPTION) == "Empty"
    # the reserve's cards, face down there, are named now they lie face up on columns 1-3
    assert [card.text(NAME) for card in dealt] == [
        "Five of Spades",
        "Ten of Spades",
        "Two of Diamonds",
    ]
    assert [card.parent().text(NAME) for card in dealt] == ["Column 1", "Column 2", "Column 3"]


def test_each_object_has_its_screen_rect(qtbot: QtBot, data_dir: Path) -> None:
    window = open_deal(qtbot, data_dir, 1, "classic")
    view = window.board_view
    screen = view.rect().translated(view.mapToGlobal(QPoint(0, 0)))
    board = board_of(window)
    for node in children(board):
        assert screen.contains(node.rect()), node.text(NAME)
        for card in children(node):
            assert node.rect().contains(card.rect()), card.text(NAME)
    column = pile(window, "Column 3")
    top = children(column)[-1]
    point = top.rect().center()
    assert board.childAt(point.x(), point.y()) is column
    assert column.childAt(point.x(), point.y()) is top


def test_a_new_game_of_another_layout_changes_the_piles(qtbot: QtBot, data_dir: Path) -> None:
    window = open_deal(qtbot, data_dir, 1, "classic")
    board = board_of(window)
    column_1 = pile(window, "Column 1")
    window.controller.set_game(Game.new(1, "three-blind-mice"), record=False)
    names = [p.text(NAME) for p in children(board)]
    assert names[:2] == ["Cell 1", "Cell 2"] and names[-1] == "Column 10"
    assert "Reserve" not in names and board.childCount() == 16
    assert pile(window, "Column 1") is column_1  # the same object, holding the new deal
    position = window.controller.game.position
    assert column_1.childCount() == len(position.columns[0])
    window.controller.set_game(Game.new(1, "classic"), record=False)
    assert [p.text(NAME) for p in children(board)] == CLASSIC_PILES
