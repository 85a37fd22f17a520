"""The New Game dialog on the real window: the game in progress is asked about when OK is
pressed (Cancel asks nothing), and "Winnable deals only" is a random deal's choice."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QCheckBox,
    QDialogButtonBox,
    QMessageBox,
    QRadioButton,
    QWidget,
)
from pytestqt.qtbot import QtBot

from scorpion_qt.ui.dialogs.new_game_dialog import NewGameDialog
from scorpion_qt.ui.play.new_game_choice import NewGameChoice
from tests.ui.conftest import Board, when_modal


def click(qtbot: QtBot, widget: QWidget) -> None:
    """A real click: on a radio button or check box, on its indicator."""
    on_indicator = isinstance(widget, QRadioButton | QCheckBox)
    pos = QPoint(8, widget.height() // 2) if on_indicator else widget.rect().center()
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton, pos=pos)


def ok(dialog: NewGameDialog) -> QAbstractButton:
    return dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)


def cancel(dialog: NewGameDialog) -> QAbstractButton:
    return dialog.buttons.button(QDialogButtonBox.StandardButton.Cancel)


def played_one_move(board: Board) -> None:
    board.drag("4H", board.visible_point("5H"))
    board.settle()
    assert board.window.controller.game.move_count == 1


def test_cancel_leaves_the_game_in_progress_without_a_question(board: Board, qtbot: QtBot) -> None:
    played_one_move(board)
    window = board.window
    before = window.controller.game
    seen: list[str] = []

    def look_and_cancel(dialog: QWidget) -> None:
        seen.append(type(dialog).__name__)
        assert isinstance(dialog, NewGameDialog)
        click(qtbot, cancel(dialog))

    when_modal(qtbot, look_and_cancel)
    window.game_actions.new_action.trigger()
    assert seen == ["NewGameDialog"]  # no question before the dialog, none after Cancel
    assert window.controller.game is before and before.move_count == 1


def test_the_question_comes_on_ok_and_no_keeps_the_game(board: Board, qtbot: QtBot) -> None:
    played_one_move(board)
    window = board.window
    before = window.controller.game
    seen: list[str] = []

    def refuse(box: QWidget) -> None:
        seen.append(type(box).__name__)
        assert isinstance(box, QMessageBox)
        assert box.windowTitle() == "Abandon this game?"
        click(qtbot, box.button(QMessageBox.StandardButton.No))

    def choose_a_number(dialog: QWidget) -> None:
        seen.append(type(dialog).__name__)
        assert isinstance(dialog, NewGameDialog)
        click(qtbot, dialog.number_button)
        dialog.number_edit.selectAll()
        qtbot.keyClicks(dialog.number_edit, "4242")
        when_modal(qtbot, refuse)
        click(qtbot, ok(dialog))
        seen.append("visible" if dialog.isVisible() else "closed")

    when_modal(qtbot, choose_a_number)
    window.game_actions.new_action.trigger()
    assert seen == ["NewGameDialog", "QMessageBox", "closed"]
    assert window.controller.game is before and before.move_count == 1
    assert window.settings.new_game_number != 4242  # nothing chosen is remembered

    def accept(box: QWidget) -> None:
        assert isinstance(box, QMessageBox)
        click(qtbot, box.button(QMessageBox.StandardButton.Yes))

    def choose_again(dialog: QWidget) -> None:
        assert isinstance(dialog, NewGameDialog)
        click(qtbot, dialog.number_button)
        dialog.number_edit.selectAll()
        qtbot.keyClicks(dialog.number_edit, "4242")
        when_modal(qtbot, accept)
        click(qtbot, ok(dialog))

    when_modal(qtbot, choose_again)
    window.game_actions.new_action.trigger()
    assert window.controller.game.deal == 4242 and window.controller.game.move_count == 0


def test_winnable_only_is_off_for_a_numbered_or_daily_deal(qtbot: QtBot) -> None:
    dialog = NewGameDialog(NewGameChoice("classic", "random", 7, winnable_only=True, grade="M"))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    box, grade = dialog.winnable_box, dialog.grade_combo
    assert box.isEnabled() and grade.isEnabled()
    assert box.toolTip() == "The solver checks the random deal can be won"
    for button in (dialog.number_button, dialog.daily_button):
        click(qtbot, button)
        assert not box.isEnabled() and not grade.isEnabled(), button.text()
        assert box.toolTip().startswith("Only for a random deal"), box.toolTip()
        assert grade.toolTip() == "Only for a winnable random deal"
        assert box.isChecked()  # kept for the next random deal
    click(qtbot, dialog.random_button)
    assert box.isEnabled() and grade.isEnabled()
    # typing a number chooses a numbered deal: the box goes off with it
    dialog.number_edit.selectAll()
    qtbot.keyClicks(dialog.number_edit, "99")
    assert dialog.number_button.isChecked() and not box.isEnabled()


def test_a_dialog_opened_on_a_numbered_deal_starts_with_winnable_off(qtbot: QtBot) -> None:
    for mode in ("number", "daily"):
        dialog = NewGameDialog(NewGameChoice("classic", mode, 7))
        qtbot.addWidget(dialog)
        assert not dialog.winnable_box.isEnabled(), mode
        assert not dialog.grade_combo.isEnabled(), mode
