"""The window as a whole: New Game dialog, screenshot, copy/paste, settings, winning."""

from __future__ import annotations

from pathlib import Path
from typing import cast

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import (
    QAction,
    QColor,
    QGuiApplication,
    QImage,
    QKeySequence,
    QPainter,
    QPalette,
)
from PySide6.QtWidgets import QApplication, QMenu, QMessageBox, QToolBar
from pytestqt.qtbot import QtBot

from scorpion_qt.app import create_window, main
from scorpion_qt.engine import Game
from scorpion_qt.ui.dialogs.new_game_dialog import NewGameDialog
from scorpion_qt.ui.dialogs.win_dialog import WinDialog
from scorpion_qt.ui.play.new_game_choice import NewGameChoice
from scorpion_qt.ui.table.board_scene import BoardScene
from scorpion_qt.ui.window.main_window import MainWindow
from tests.positions import NEARLY_WON
from tests.rule_book import RULE_BOOK_DEAL
from tests.ui.conftest import Board, open_window, saved, when_modal


def test_new_game_dialog_starts_a_relaxed_game(board: Board, qtbot: QtBot) -> None:
    window = board.window
    board.drag("4H", board.visible_point("5H"))
    board.settle()
    seen: list[str] = []

    def confirm(box: QMessageBox) -> None:
        seen.append(type(box).__name__)
        box.button(QMessageBox.StandardButton.Yes).click()

    def choose_relaxed(dialog: NewGameDialog) -> None:
        seen.append(type(dialog).__name__)
        dialog.rules_buttons["relaxed"].click()
        dialog.number_button.click()
        dialog.number_edit.setText("4242")
        when_modal(qtbot, confirm)  # the game in progress is asked about on OK
        dialog.buttons.accepted.emit()

    when_modal(qtbot, choose_relaxed)
    window.game_actions.new_action.trigger()
    assert seen == ["NewGameDialog", "QMessageBox"]
    game = window.controller.game
    assert game.rules == "relaxed"
    assert game.deal == 4242
    assert game.to_text() == Game.new(4242, "relaxed").to_text()
    assert window.status_bar.rules_label.text() == "Relaxed"
    # the dialog remembers the last choice
    assert window.settings.new_game_rules == "relaxed"
    assert window.settings.new_game_mode == "number"
    assert window.settings.new_game_number == 4242


def test_new_game_without_moves_asks_no_confirmation(board: Board, qtbot: QtBot) -> None:
    def cancel(dialog: NewGameDialog) -> None:
        assert isinstance(dialog, NewGameDialog)
        dialog.reject()

    when_modal(qtbot, cancel)
    before = board.window.controller.game
    board.window.game_actions.new_action.trigger()
    assert board.window.controller.game is before


def test_new_game_dialog_refuses_a_bad_deal_number(qtbot: QtBot) -> None:
    dialog = NewGameDialog(NewGameChoice("classic", "number", 7))
    qtbot.addWidget(dialog)
    dialog.number_edit.setText("")
    dialog.buttons.accepted.emit()
    assert dialog.result() != NewGameDialog.DialogCode.Accepted
    assert "1 to" in dialog.error_label.text()


def test_screenshot_shows_all_49_cards_in_their_columns(board: Board) -> None:
    image = board.view.grab().toImage()
    assert not image.isNull()
    colors = {
        image.pixelColor(x, y).rgb()
        for x in range(0, image.width(), 37)
        for y in range(0, image.height(), 29)
    }
    assert len(colors) > 20  # not blank: cards, backs and felt
    scene = board.scene
    position = board.window.controller.game.position
    ratio = image.devicePixelRatio()
    count = 0
    for column, cards in enumerate(position.columns):
        zone = scene.columns[column].zone
        for code in cards:
            item = scene.cards[code]
            rect = item.sceneBoundingRect()
            assert zone.left() - 3 <= rect.left() <= zone.left() + 3
            assert board.view.viewport().rect().contains(board.view.mapFromScene(rect.center()))
            # the card's visible top strip is painted with card colours, not the felt
            point = board.view.mapFromScene(rect.left() + rect.width() * 0.2, rect.top() + 6)
            pixel = image.pixelColor(int(point.x() * ratio), int(point.y() * ratio))
            assert not is_felt(pixel), (item.card_id, pixel.name())
            count += 1
    assert count == 49


def is_felt(color: QColor) -> bool:
    return color.green() > color.red() + 30 and color.green() > color.blue() + 20


def test_copy_and_paste_position(board: Board, qtbot: QtBot) -> None:
    window = board.window
    window.game_actions.copy_action.trigger()
    assert QGuiApplication.clipboard().text() == RULE_BOOK_DEAL
    other = Game.new(99).to_text()
    QGuiApplication.clipboard().setText(other)
    window.game_actions.paste_action.trigger()
    assert window.controller.game.to_text() == other
    assert window.controller.game.deal is None


def test_pasting_garbage_explains_and_keeps_the_game(board: Board, qtbot: QtBot) -> None:
    window = board.window
    before = window.controller.game
    QGuiApplication.clipboard().setText(RULE_BOOK_DEAL.replace("JH", "XX"))
    texts: list[str] = []

    def read_and_close(box: QMessageBox) -> None:
        texts.append(box.text())
        box.accept()

    when_modal(qtbot, read_and_close)
    window.game_actions.paste_action.trigger()
    assert window.controller.game is before
    assert "line 5" in texts[0] and "XX" in texts[0]


def test_winning_celebrates_then_offers_new_game_or_again(
    window: MainWindow,
    qtbot: QtBot,
    tmp_path: Path,
) -> None:
    board = Board(window, qtbot)
    window.controller.set_game(Game.from_text(NEARLY_WON))
    board.settle()
    results: list[str] = []

    def read_summary(dialog: WinDialog) -> None:
        results.append(dialog.summary.text())
        dialog.again_button.click()

    when_modal(qtbot, read_summary)
    board.drag("AS", board.visible_point("2S"))
    qtbot.waitUntil(lambda: bool(results), timeout=5000)
    assert "Score: 105" in results[0]  # same-suit placement 5 + run 100
    assert "Moves: 1" in results[0]
    # "Play this deal again" starts the same position afresh
    qtbot.waitUntil(lambda: window.controller.game.move_count == 0)
    assert window.controller.game.to_text() == Game.from_text(NEARLY_WON).to_text()


def test_animations_setting_turns_them_off(board: Board) -> None:
    board.window.game_actions.animations_action.trigger()
    assert not board.window.settings.animations
    board.drag("4H", board.visible_point("5H"))
    assert not board.scene.animator.running
    assert board.window.controller.game.moves == ["2:4H>7"]


def test_interactive_rules_off_hides_refusals(board: Board) -> None:
    board.window.game_actions.interactive_action.trigger()
    board.drag("4H", board.visible_point("5C"))
    assert board.window.statusBar().currentMessage() == ""


def test_timed_scoring_adds_the_bonus_on_a_win(window: MainWindow, qtbot: QtBot) -> None:
    board = Board(window, qtbot)
    window.game_actions.timed_action.trigger()
    window.game_actions.animations_action.trigger()
    window.controller.set_game(Game.from_text(NEARLY_WON))
    when_modal(qtbot, lambda dialog: dialog.reject())
    board.drag("AS", board.visible_point("2S"))
    qtbot.waitUntil(lambda: window.controller.final_score is not None)
    seconds = int(window.controller.elapsed())
    shown = window.controller.final_score
    assert shown == 105 + 500 + max(0, 1200 - seconds)
    # the score kept is the one the player was shown, bonus included
    saved(window, qtbot)
    assert window.store is not None
    assert [entry.game.score for entry in window.store.leaderboard(limit=1)] == [shown]
    assert window.store.statistics().best_score == shown


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--deal", "0"], "deal number must be from 1"),
        (["--deal", "abc"], "not a deal number"),
        (["--rules", "spider"], "invalid choice"),
        (["--bogus"], "unrecognized arguments"),
    ],
)
def test_bad_arguments_exit_2_with_a_message(
    argv: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(argv)
    assert exit_info.value.code == 2
    assert message in capsys.readouterr().err


def test_malformed_position_file_exits_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bad = tmp_path / "bad.txt"
    bad.write_text(RULE_BOOK_DEAL.replace("3D", "3X"), encoding="utf-8")
    with pytest.raises(SystemExit) as exit_info:
        main(["--position", str(bad)])
    assert exit_info.value.code == 2
    err = capsys.readouterr().err
    assert "line 5" in err and "3X" in err


def test_command_line_deal_and_rules(qtbot: QtBot, data_dir: Path) -> None:
    window = open_window(
        qtbot, ["--deal", "123", "--rules", "relaxed", "--data-dir", str(data_dir)]
    )
    assert window.controller.game.deal == 123
    assert window.controller.game.rules == "relaxed"
    assert window.status_bar.deal_label.text() == "Deal #123"
    window.close()


def test_settings_set_by_name_take_effect(window: MainWindow) -> None:
    # the view and the toolbar set these through Qt's properties, by name: a misspelt name
    # would be ignored silently, so check each value as Qt's own enums read it
    view = window.board_view
    assert view.horizontalScrollBarPolicy() == Qt.ScrollBarPolicy.ScrollBarAlwaysOff
    assert view.verticalScrollBarPolicy() == Qt.ScrollBarPolicy.ScrollBarAlwaysOff
    assert view.alignment() == Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop
    assert view.focusPolicy() == Qt.FocusPolicy.StrongFocus
    # smooth scaling for the whole view would turn off Qt's plain copy of each card
    assert not view.renderHints() & QPainter.RenderHint.SmoothPixmapTransform
    toolbar = window.findChild(QToolBar, "game_toolbar")
    assert toolbar is not None
    assert toolbar.toolButtonStyle() == Qt.ToolButtonStyle.ToolButtonIconOnly  # the default


LIGHT_FELT = ((24, 110, 60), (10, 70, 38))  # top and bottom colours
DARK_FELT = ((14, 66, 38), (6, 38, 22))


def assert_felt(color: QColor, felt: tuple[tuple[int, ...], ...], fraction: float) -> None:
    """``color`` is the felt's at ``fraction`` of the way down, to within 3 a channel."""
    (top, bottom), got = felt, (color.red(), color.green(), color.blue())
    expected = [round(t + (b - t) * fraction) for t, b in zip(top, bottom, strict=True)]
    assert all(abs(g - e) <= 3 for g, e in zip(got, expected, strict=True)), (got, expected)


def felt_at(scene: BoardScene, y: float) -> QColor:
    """The colour the scene paints at its left edge (no card there) at height ``y``,
    rendering that one pixel alone, as a repaint of a small part of the board does."""
    image = QImage(1, 1, QImage.Format.Format_RGB32)
    painter = QPainter(image)
    scene.render(painter, QRectF(0, 0, 1, 1), QRectF(0, y, 1, 1))
    painter.end()
    return image.pixelColor(0, 0)


def test_screenshot_shows_the_felt_shading_from_top_to_bottom(
    window: MainWindow, qtbot: QtBot
) -> None:
    view = window.board_view
    for width, height in ((1000, 760), (900, 600)):  # after a resize too
        window.resize(width, height)
        qtbot.waitUntil(lambda: window.scene.sceneRect().height() == view.viewport().height())
        image = view.viewport().grab().toImage()
        ratio = image.devicePixelRatio()
        rows = image.height() / ratio
        for y in (2, rows / 2, rows - 3):  # at the left edge: no card or pile there
            pixel = image.pixelColor(int(4 * ratio), int(y * ratio))
            assert_felt(pixel, LIGHT_FELT, (y + 0.5) / rows)


def test_the_felt_shades_by_height_in_the_scene_when_part_is_repainted(window: MainWindow) -> None:
    scene = window.scene
    height = scene.sceneRect().height()
    for y in (0, height / 2, height - 1):
        assert_felt(felt_at(scene, y), LIGHT_FELT, (y + 0.5) / height)


def test_the_felt_is_darker_with_dark_system_colours(window: MainWindow) -> None:
    scene = window.scene
    bottom = scene.sceneRect().height() - 1
    original = QApplication.palette()
    try:
        dark_palette = QPalette(original)
        dark_palette.setColor(QPalette.ColorRole.Window, QColor(30, 30, 30))
        QApplication.setPalette(dark_palette)
        scene._set_background()  # at start-up: from the palette
        assert_felt(felt_at(scene, 0), DARK_FELT, 0)
        assert_felt(felt_at(scene, bottom), DARK_FELT, 1)
    finally:
        QApplication.setPalette(original)
    scene._set_background()  # a light palette
    assert_felt(felt_at(scene, 0), LIGHT_FELT, 0)
    scene._set_background(Qt.ColorScheme.Dark)  # a change of the system's scheme
    assert_felt(felt_at(scene, 0), DARK_FELT, 0)
    assert_felt(felt_at(scene, bottom), DARK_FELT, 1)
    scene._set_background(Qt.ColorScheme.Light)
    assert_felt(felt_at(scene, 0), LIGHT_FELT, 0)
    assert_felt(felt_at(scene, bottom), LIGHT_FELT, 1)


def test_the_menus_and_shortcuts_are_there_from_the_start(qtbot: QtBot, data_dir: Path) -> None:
    window = create_window(["--deal", "3", "--data-dir", str(data_dir)])
    qtbot.addWidget(window)
    titles = [action.text() for action in window.menuBar().actions()]
    assert titles == ["&Game", "&Edit", "&View", "&Settings", "&Help"]
    assert window.menus.view_menu.actions() == window.view.actions
    assert shortcut_texts(window.view.full_screen_action)[0] == "F11"
    assert (
        window.game_actions.undo_action in window.actions()
        and window.game_actions.undo_action.shortcuts()
    )
    assert shortcut_texts(window.game_actions.redo_action) == ["Ctrl+Shift+Z", "Ctrl+Y"]
    assert shortcut_texts(window.game_actions.deal_action) == ["D", "Ctrl+D"]
    # New Game and Quit take the platform's own keys
    new_keys = QKeySequence.keyBindings(QKeySequence.StandardKey.New)
    assert (
        window.game_actions.new_action.shortcuts() == new_keys
        and shortcut_texts(window.game_actions.new_action)[0] == "Ctrl+N"
    )
    quit_keys = QKeySequence.keyBindings(QKeySequence.StandardKey.Quit)
    assert window.game_actions.quit_action.shortcuts() == quit_keys
    game_items = [action.text() for action in window.menus.game_menu.actions() if action.text()]
    assert game_items[:2] == ["&New Game…", "&Restart This Deal"]
    assert "&Quit" in game_items
    assert window.menus.edit_menu.actions() == [
        window.game_actions.undo_action,
        window.game_actions.redo_action,
    ]
    language = cast(QMenu, window.menus.settings_menu.actions()[-1].menu())  # Qt types it a QObject
    assert language.objectName() == "language_menu" and len(language.actions()) >= 4
    window.close()


def shortcut_texts(action: QAction) -> list[str]:
    return [key.toString() for key in action.shortcuts()]


def test_slots_under_cards_are_not_painted_unless_marked(window: MainWindow) -> None:
    scene = window.scene
    assert all(pile.blank for pile in scene.columns)  # every column holds cards
    assert not any(pile.blank for pile in scene.foundations)  # empty: the outline shows
    scene.columns[2].set_highlighted(True)
    assert not scene.columns[2].blank
    scene.columns[2].set_highlighted(False)
    assert scene.columns[2].blank


def test_the_window_belongs_to_the_installed_desktop_entry(window: MainWindow) -> None:
    # Wayland shows a window's icon and groups it with its launcher by this name
    entries = list((Path(__file__).resolve().parents[2] / "packaging" / "linux").glob("*.desktop"))
    assert [QGuiApplication.desktopFileName()] == [entry.stem for entry in entries]


def test_the_window_opens_at_the_size_it_was_closed_at(qtbot: QtBot, data_dir: Path) -> None:
    argv = ["--deal", "3", "--data-dir", str(data_dir)]
    first = open_window(qtbot, argv)
    first.resize(720, 540)  # within the offscreen screen (800 x 600)
    qtbot.waitUntil(lambda: first.size().width() == 720)
    first.close()
    assert (data_dir / "settings.ini").is_file()
    second = create_window(argv)  # as the next start builds it, before it is shown
    qtbot.addWidget(second)
    assert (second.width(), second.height()) == (720, 540)
    second.close()
