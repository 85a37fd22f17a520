"""Help → Play the Example Deal: the rule book's deal, completed so that its first move
belongs to a won game, played with that move shown as a hint; the help tells of it."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from scorpion_qt.engine import Game
from scorpion_qt.solver.solve import solve
from scorpion_qt.ui.dialogs.help_dialog import help_file
from scorpion_qt.ui.play.example_deal import EXAMPLE_DEAL, FIRST_MOVE
from scorpion_qt.ui.services.settings import Settings
from scorpion_qt.ui.services.translations import LANGUAGES, use_language
from scorpion_qt.ui.table.card_item import SELECTED
from scorpion_qt.ui.window.window_fit import FIRST_SIZE
from tests.rule_book import RULE_BOOK_DEAL
from tests.ui.conftest import Board, open_window, when_modal


def face_up(text: str) -> list[str]:
    """The lines of a position with its face-down cards and reserve left out."""
    return [re.sub(r"\[.*\] ", "", line) for line in text.splitlines() if "reserve" not in line]


def test_the_example_is_the_rule_books_deal_and_won_after_its_first_move() -> None:
    assert face_up(EXAMPLE_DEAL) == face_up(RULE_BOOK_DEAL)  # what the rule book shows
    game = Game.from_text(EXAMPLE_DEAL)
    assert game.to_text() == EXAMPLE_DEAL
    game.play(FIRST_MOVE)
    assert solve(game, time_limit=None, node_limit=20_000).status == "won"
    # the completion the tests keep as a lost fixture is no "won game" after it
    old = Game.from_text(RULE_BOOK_DEAL)
    old.play(FIRST_MOVE)
    assert solve(old, time_limit=30).status == "lost"


def test_help_plays_the_example_deal_with_its_first_move_as_a_hint(
    board: Board, qtbot: QtBot
) -> None:
    window = board.window
    assert window.game_actions.example_action in window.menus.help_menu.actions()
    window.game_actions.example_action.trigger()
    game = window.controller.game
    assert game.to_text() == EXAMPLE_DEAL and game.move_count == 0
    assert board.item("4H").mark == SELECTED and board.item("7S").mark == SELECTED
    assert board.scene.columns[6].highlighted  # 5♥'s column
    guide = window.statusBar().currentMessage()
    assert guide == "The rule book's first move: 4♥ onto 5♥. Press H for the next hint."
    board.qtbot.wait(200)
    assert window.statusBar().currentMessage() == guide  # it stays until the player moves
    board.drag("4H", board.visible_point("5H"))
    board.settle()
    assert window.controller.game.moves == [FIRST_MOVE]
    assert window.statusBar().currentMessage() == ""
    assert board.scene.hint is None
    # the next hint is along a winning line
    qtbot.keyClick(board.view, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: window.statusBar().currentMessage().startswith("Hint:"), timeout=20_000)
    assert "(" not in window.statusBar().currentMessage()
    qtbot.waitUntil(
        lambda: window.status_bar.winnability_label.text() == "Winnable", timeout=20_000
    )


def test_the_example_deal_asks_before_leaving_a_game_in_progress(
    board: Board, qtbot: QtBot
) -> None:
    window = board.window
    board.drag("4H", board.visible_point("5H"))
    board.settle()
    before = window.controller.game

    def refuse(box: QMessageBox) -> None:
        box.button(QMessageBox.StandardButton.No).click()

    when_modal(qtbot, refuse)
    window.game_actions.example_action.trigger()
    assert window.controller.game is before


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_rules_tell_of_the_example_deal(qapp: object, language: str) -> None:
    try:
        use_language(language)
        item = QCoreApplication.translate("MainWindow", "&Play the Example Deal").replace("&", "")
        page = help_file("rules", language).read_text(encoding="utf-8")
        assert item in page, (language, item)
    finally:
        use_language("en")


GUIDES = {
    "en": "The rule book's first move: 4♥ onto 5♥. Press H for the next hint.",
    "tr": "Kural kitabının ilk hamlesi: 4♥, 5♥ üstüne. Sonraki ipucu için H'ye basın.",
    "de": "Erster Zug laut Regelbuch: 4♥ auf 5♥. H zeigt den nächsten Hinweis.",
}


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_example_deals_guide_fits_the_status_bar_at_the_first_size(
    qtbot: QtBot, data_dir: Path, position_file: Path, language: str
) -> None:
    """At the window's size at its first start the guide is shown whole, not cut with "…"
    (every label of the status bar in that language beside it)."""
    Settings(data_dir / "settings.ini").language = language
    try:
        window = open_window(qtbot, ["--position", str(position_file), "--data-dir", str(data_dir)])
        window.resize(FIRST_SIZE)
        qtbot.waitUntil(lambda: window.size() == FIRST_SIZE)
        window.game_actions.example_action.trigger()
        label = window.status_bar.message_label
        assert label.text() == GUIDES[language]
        qtbot.waitUntil(lambda: label.width() > 48 and label.shown_text() == label.text())
        qtbot.waitUntil(lambda: label.toolTip() == "")  # not cut once the layout has settled
        assert label.shown_text() == GUIDES[language]
        window.close()
    finally:
        use_language("en")
