"""How a game replaces the one on the board: Game → New Game… and its dialog, Restart This
Deal, a deal played again, and a game chosen in the statistics."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from scorpion_qt.engine import Game
from scorpion_qt.engine.deals import MAX_DEAL

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from scorpion_qt.ui.play.controller import GameController
    from scorpion_qt.ui.play.deal_search import DealSearch
    from scorpion_qt.ui.play.new_game_choice import NewGameChoice
    from scorpion_qt.ui.services.settings import Settings
    from scorpion_qt.ui.window.game_end import GameEnd


class NewGames(QObject):
    """Starts the ``controller``'s next game, as ``settings`` last chose it, once
    ``game_end`` has let the game in progress go; ``deal_search`` finds a winnable or daily
    deal. A child of ``window``, over which the New Game dialog opens."""

    def __init__(
        self,
        controller: GameController,
        settings: Settings,
        deal_search: DealSearch,
        game_end: GameEnd,
        window: QWidget,
    ) -> None:
        super().__init__(window)
        self._controller = controller
        self._settings = settings
        self._deal_search = deal_search
        self._game_end = game_end
        self._window = window

    def new_game(self) -> None:
        """Game → New Game…: the dialog, which asks whether the game in progress may be
        left when its OK is pressed (its Cancel leaves the game without a question)."""
        from scorpion_qt.ui.play.new_game_choice import NewGameChoice  # with the first New Game

        settings = self._settings
        last = NewGameChoice(
            settings.new_game_rules,
            settings.new_game_mode,
            settings.new_game_number,
            settings.new_game_winnable_only,
            grade=settings.new_game_grade,
        )
        from scorpion_qt.ui.dialogs.new_game_dialog import NewGameDialog

        dialog = NewGameDialog(last, self._window, confirm=self._game_end.confirm_abandon)
        if dialog.exec() != NewGameDialog.DialogCode.Accepted:
            return
        choice = dialog.choice()
        settings.remember_new_game(
            choice.rules,
            choice.mode,
            choice.number or last.number,
            choice.winnable_only,
            choice.grade,
        )
        self.start(choice)

    def start(self, choice: NewGameChoice) -> None:
        """Start the game a New Game choice describes (no questions asked)."""
        daily = None
        if choice.mode == "daily":
            import datetime

            self._deal_search.find_daily(choice.rules, choice.date or datetime.date.today())
            return
        if choice.mode == "number":
            deal = choice.number
        elif choice.winnable_only:
            self._deal_search.find_winnable(choice.rules, choice.grade)
            return
        else:
            deal = random.randint(1, MAX_DEAL)
        self._controller.abandon_if_started()
        self._controller.set_game(Game.new(deal, choice.rules), daily=daily)

    def restart(self) -> None:
        if not self._game_end.confirm_abandon(restarting=True):
            return
        self._controller.abandon_if_started()
        self.deal_again()

    def deal_again(self) -> None:
        """Start the current deal (or pasted position) again from its beginning."""
        controller = self._controller
        game = controller.game
        if controller.practice:  # a practice game starts again where it started
            controller.set_game(Game(game.start, game.deal), practice=True)
            return
        if game.deal is not None:
            fresh = Game.new(game.deal, game.variant)
        else:
            fresh = Game.from_text(game.start_text())
        # the same deal: the same grade
        controller.set_game(fresh, daily=controller.daily, grade=controller.grade)

    def play_chosen(self, choice: NewGameChoice) -> None:
        """A game chosen in the statistics: a deal played again (its ``grade`` the deal's,
        when known), or a date's daily deal. The window comes in front of the statistics
        to play it."""
        if not self._game_end.confirm_abandon():
            return
        if choice.mode == "number":
            self._controller.abandon_if_started()
            game = Game.new(choice.number, choice.rules)
            self._controller.set_game(game, grade=choice.grade)
        else:
            self.start(choice)
        self._window.raise_()
        self._window.activateWindow()
