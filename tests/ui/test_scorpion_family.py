"""The Scorpion family on the real main window: 10 columns and two cells (Three Blind Mice,
How They Run), any block into an empty column (the Wasps), every new move by drag and
drop, click, double-click and keyboard, and their refusals said in the status bar."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtWidgets import QGroupBox, QLabel, QRadioButton
from pytestqt.qtbot import QtBot

from scorpion_qt.engine import RULES, Game
from scorpion_qt.ui.dialogs.new_game_dialog import NewGameDialog
from scorpion_qt.ui.play.controller import GameController
from scorpion_qt.ui.play.new_game_choice import NewGameChoice
from scorpion_qt.ui.table.layout import layout
from scorpion_qt.ui.window.main_window import MainWindow
from tests.ui.conftest import Board, open_window, when_modal
from tests.ui.family_positions import MICE, RUN, WASP
from tests.ui.test_keyboard import focused_words


def start(qtbot: QtBot, tmp_path: Path, text: str) -> MainWindow:
    path = tmp_path / "position.txt"
    path.write_text(text, encoding="utf-8")
    data = tmp_path / "data"
    data.mkdir(exist_ok=True)
    return open_window(qtbot, ["--position", str(path), "--data-dir", str(data)])


@pytest.fixture
def mice(qtbot: QtBot, tmp_path: Path) -> Iterator[Board]:
    window = start(qtbot, tmp_path, MICE)
    yield Board(window, qtbot)
    window.close()


@pytest.fixture
def run(qtbot: QtBot, tmp_path: Path) -> Iterator[Board]:
    window = start(qtbot, tmp_path, RUN)
    yield Board(window, qtbot)
    window.close()


def cell_point(board: Board, cell: int) -> QPoint:
    """The middle of a cell's slot (1-based cell)."""
    return board.view.mapFromScene(board.scene.cells[cell - 1].zone.center())


def message(board: Board) -> str:
    return board.window.status_bar.currentMessage()


def test_ten_columns_two_cells_and_no_reserve(mice: Board) -> None:
    scene, window = mice.scene, mice.window
    assert len(scene.columns) == 10 and len(scene.cells) == 2
    assert not scene.reserve.isVisible()
    assert not window.game_actions.deal_action.isVisible()
    assert window.status_bar.rules_label.text() == "Three Blind Mice"
    # the cells' cards lie in the top row, in the cells' slots, face-up
    for cell, card in ((1, "TC"), (2, "7S")):
        item, slot = mice.item(card), scene.cells[cell - 1]
        assert item.face_up
        assert item.pos() == slot.pos()
        assert slot.covered
    board = scene.board
    assert board is not None
    assert board.cells[0].x == board.columns[0].x
    assert board.cells[0].y == board.foundations[0].y
    # a click where Classic's reserve lies takes the cell's card: it deals nothing
    mice.click(cell_point(mice, 1))
    assert scene.selected == mice.item("TC").code


def test_a_cells_card_dragged_onto_a_column(mice: Board) -> None:
    mice.drag("TC", mice.column_point(2))
    mice.settle()
    controller = mice.window.controller
    assert controller.game.moves == ["c1:TC>2"]
    assert controller.game.position.cells == (None, mice.item("7S").code)
    assert mice.column_text(2) == "2: 5S JD 6D 9S JC TC"
    assert not mice.scene.cells[0].covered  # its outline shows again
    # nothing is ever put into a cell of Three Blind Mice: the drop is refused, and said
    mice.drag("4C", cell_point(mice, 1))
    mice.settle()
    assert controller.game.moves == ["c1:TC>2"]
    assert message(mice) == "Nothing can be placed in a cell in this game"


def test_a_cells_card_lights_up_its_columns_and_moves_by_click(mice: Board) -> None:
    mice.click(mice.visible_point("TC"))
    scene = mice.scene
    assert scene.columns[1].highlighted
    assert [i for i, pile in enumerate(scene.columns) if pile.highlighted] == [1]
    assert mice.item("JC").mark is not None  # the card it would go on
    mice.click(mice.column_point(2))
    mice.settle()
    assert mice.window.controller.game.moves == ["c1:TC>2"]


def test_a_cells_card_moves_by_double_click(mice: Board, qtbot: QtBot) -> None:
    qtbot.mouseDClick(mice.view.viewport(), Qt.MouseButton.LeftButton, pos=cell_point(mice, 1))
    mice.settle()
    assert mice.window.controller.game.moves == ["c1:TC>2"]
    # 7♠ fits nowhere: the double-click says so
    qtbot.mouseDClick(mice.view.viewport(), Qt.MouseButton.LeftButton, pos=cell_point(mice, 2))
    assert message(mice) == "7♠ has nowhere to go"


def test_a_cells_card_moves_by_keyboard(mice: Board, qtbot: QtBot) -> None:
    view = mice.view
    view.setFocus()
    # the arrows go through the cells before the columns: column 1, cell 2, cell 1
    qtbot.keyClick(view, Qt.Key.Key_Left)
    assert focused_words(view) == ("Seven of Spades", "Cell 2")
    qtbot.keyClick(view, Qt.Key.Key_Left)
    assert focused_words(view) == ("Ten of Clubs", "Cell 1")
    qtbot.keyClick(view, Qt.Key.Key_Return)  # picks up 10♣
    for _ in range(3):
        qtbot.keyClick(view, Qt.Key.Key_Right)
    assert focused_words(view) == ("Jack of Clubs", "Column 2")
    qtbot.keyClick(view, Qt.Key.Key_Return)  # puts it down there
    mice.settle()
    assert mice.window.controller.game.moves == ["c1:TC>2"]
    qtbot.keyClick(view, Qt.Key.Key_Left)
    qtbot.keyClick(view, Qt.Key.Key_Left)
    qtbot.keyClick(view, Qt.Key.Key_Left)
    assert focused_words(view) == ("Cell 1", "Scorpion board")


def test_how_they_run_puts_a_columns_last_card_into_a_free_cell(run: Board) -> None:
    scene, viewport = run.scene, run.view.viewport()
    start = run.visible_point("2S")
    target = cell_point(run, 1)
    run.qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
    for i in range(1, 7):
        run.qtbot.mouseMove(viewport, start + (target - start) * (i / 6))
    # while it is dragged the free cell is lit as a target, as the columns it fits
    assert scene.cells[0].highlighted
    assert not scene.cells[1].highlighted
    run.qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=target)
    run.settle()
    game = run.window.controller.game
    assert game.moves == ["10:2S>c1"]
    assert game.position.cells[0] == run.item("2S").code
    assert run.item("2S").pos() == scene.cells[0].pos()
    # undo takes it back out of the cell
    run.window.controller.undo()
    run.settle()
    assert game.position.cells == (None, run.item("7S").code)


def test_how_they_run_refuses_a_block_in_a_cell_and_a_full_cell(run: Board) -> None:
    run.drag("3H", cell_point(run, 1))  # 3♥ carries 2♠
    run.settle()
    assert run.window.controller.game.moves == []
    assert message(run) == "Only the last card of a column can go into a cell, never a block"
    run.drag("2S", cell_point(run, 2))  # 7♠ is there
    run.settle()
    assert run.window.controller.game.moves == []
    assert message(run) == "Cell 2 already holds a card"
    run.drag("7S", cell_point(run, 1))  # from one cell to the other: never
    run.settle()
    assert message(run) == "A card never moves from one cell to another"


def test_how_they_run_double_click_uses_a_free_cell_last(run: Board, qtbot: QtBot) -> None:
    # 2♠ fits on no column: the double-click puts it into the free cell
    qtbot.mouseDClick(run.view.viewport(), Qt.MouseButton.LeftButton, pos=run.visible_point("2S"))
    run.settle()
    assert run.window.controller.game.moves == ["10:2S>c1"]


def test_a_wasp_moves_a_block_without_a_king_into_an_empty_column(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window = start(qtbot, tmp_path, WASP)
    board = Board(window, qtbot)
    try:
        board.drag("8H", board.column_point(7))
        board.settle()
        assert window.controller.game.moves == ["1:8H>7"]
        assert board.column_text(7) == "7: 8H 8D 5S JD 2S 9H 7S"
        assert board.column_text(1) == "1: [7D 9C] 4D"  # 4♦ turned up
    finally:
        window.close()


def test_the_board_follows_a_game_of_another_layout(window: MainWindow, qtbot: QtBot) -> None:
    board = Board(window, qtbot)
    controller: GameController = window.controller
    for rules in RULES:
        controller.set_game(Game.new(1, rules))
        board.settle()
        columns = len(controller.game.position.columns)
        assert len(board.scene.columns) == columns
        assert len(board.scene.cells) == RULES[rules].cells
        assert board.scene.reserve.isVisible() == bool(RULES[rules].reserve_size)
        assert window.game_actions.deal_action.isVisible() == bool(RULES[rules].reserve_size)
        placed = layout(controller.game.position, *board.scene.sceneRect().size().toTuple())
        for code, place in placed.cards.items():
            assert board.scene.cards[code].pos() == QPointF(place.x, place.y)


@pytest.mark.parametrize("rules", list(RULES))
def test_the_new_game_dialog_starts_each_rule_set_and_remembers_it(
    window: MainWindow, qtbot: QtBot, rules: str
) -> None:
    seen: list[list[str]] = []

    def choose(dialog: NewGameDialog) -> None:
        groups = dialog.findChildren(QGroupBox)
        seen.append([box.title() for box in groups if box.objectName().startswith("family_")])
        explanation = dialog.findChild(QLabel, f"explanation_{rules}")
        assert explanation is not None and explanation.text()
        dialog.rules_buttons[rules].click()
        dialog.number_button.click()
        dialog.number_edit.setText("31")
        dialog.buttons.accepted.emit()

    when_modal(qtbot, choose)
    window.game_actions.new_action.trigger()
    assert seen == [["Scorpion", "Wasp", "Three Blind Mice"]]
    game = window.controller.game
    assert (game.rules, game.deal) == (rules, 31)
    assert game.to_text() == Game.new(31, rules).to_text()
    assert len(window.scene.columns) == RULES[rules].columns
    assert window.settings.new_game_rules == rules
    # the next New Game starts from that choice
    checked: list[str] = []

    def look(dialog: NewGameDialog) -> None:
        checked.extend(r for r, button in dialog.rules_buttons.items() if button.isChecked())
        dialog.reject()

    when_modal(qtbot, look)
    window.game_actions.new_action.trigger()
    assert checked == [rules]


def test_the_new_game_dialog_groups_the_rule_sets_by_family(qtbot: QtBot) -> None:
    dialog = NewGameDialog(NewGameChoice("wasp-ii", "random", 1))
    qtbot.addWidget(dialog)
    families = {
        box.objectName(): [button.objectName() for button in box.findChildren(QRadioButton)]
        for box in dialog.findChildren(QGroupBox)
        if box.objectName().startswith("family_")
    }
    assert families == {
        "family_scorpion": ["rules_classic", "rules_relaxed", "rules_scorpion-ii"],
        "family_wasp": ["rules_wasp", "rules_wasp-ii"],
        "family_three-blind-mice": ["rules_three-blind-mice", "rules_how-they-run"],
    }
    assert dialog.choice().rules == "wasp-ii"
    # a setting naming no rule set (an older or edited file) starts from Classic
    other = NewGameDialog(NewGameChoice("spider", "random", 1))
    qtbot.addWidget(other)
    assert other.choice().rules == "classic"


@pytest.mark.parametrize("rules", list(RULES))
def test_the_command_line_takes_every_rule_set(qtbot: QtBot, tmp_path: Path, rules: str) -> None:
    window = open_window(qtbot, ["--rules", rules, "--deal", "9", "--data-dir", str(tmp_path)])
    try:
        assert window.controller.game.to_text() == Game.new(9, rules).to_text()
        assert len(window.scene.columns) == RULES[rules].columns
    finally:
        window.close()
