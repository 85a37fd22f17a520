"""The main window: board, menus, toolbar, status bar, and the game-level commands."""

from __future__ import annotations

import logging
import random
from typing import TYPE_CHECKING

from PySide6 import QtCore  # QtCore.Qt at call time: not before the first paint (BoardView)
from PySide6.QtCore import QEvent, QTimer, Signal
from PySide6.QtGui import QAction, QCloseEvent, QGuiApplication, QKeySequence
from PySide6.QtWidgets import QMainWindow, QWidget

from scorpion_qt.engine import Game, NotationError
from scorpion_qt.engine.deals import MAX_DEAL
from scorpion_qt.ui.play.controller import GameController
from scorpion_qt.ui.play.deal_search import DealSearch
from scorpion_qt.ui.play.messages import describe_move
from scorpion_qt.ui.services.settings import Look, Settings
from scorpion_qt.ui.services.sound import Sounds
from scorpion_qt.ui.table.board_scene import BoardScene
from scorpion_qt.ui.table.board_view import BoardView
from scorpion_qt.ui.window.game_end import GameEnd
from scorpion_qt.ui.window.game_status_bar import GameStatusBar
from scorpion_qt.ui.window.game_toolbar import name_buttons, set_style
from scorpion_qt.ui.window.icons import themed_icon
from scorpion_qt.ui.window.menu_items import fill_menus
from scorpion_qt.ui.window.online_results import OnlineResults
from scorpion_qt.ui.window.saving_reports import SavingReports
from scorpion_qt.ui.window.solver_help import SolverHelp
from scorpion_qt.ui.window.view_menu import ViewOptions
from scorpion_qt.ui.window.window_fit import (
    FIRST_SIZE,
    FRAME_ALLOWANCE,
    NO_FRAME,
    fit_on_screen,
    frame_margins,
)

if TYPE_CHECKING:
    from collections.abc import Callable

    from PySide6.QtWidgets import QMessageBox

    from scorpion_qt.store import Notice, Store
    from scorpion_qt.ui.dialogs.win_dialog import WinDialog
    from scorpion_qt.ui.play.assistant import Assistant
    from scorpion_qt.ui.play.new_game_choice import NewGameChoice
    from scorpion_qt.ui.services.store_thread import StoreThread
    from scorpion_qt.ui.statistics import StatisticsWindow

log = logging.getLogger(__name__)
# how often the running clock is saved between moves
CLOCK_SAVE_MS = 5000
# an action's keys: one, several (the first is the one menus show) or a standard key
Shortcut = str | tuple[str, ...] | QKeySequence.StandardKey


class MainWindow(QMainWindow):
    """The game window. ``board_view`` is the QGraphicsView; ``controller`` owns the game."""

    store_ready = Signal()  # the store is open (on its thread) and recording
    closing = Signal()  # the window is being closed: what it records is about to be written
    winnable_started = Signal(object)  # the deal (an int past 2**31) found and started
    daily_started = Signal(object)  # the daily deal chosen and started

    def __init__(
        self,
        controller: GameController,
        settings: Settings,
        store_thread: StoreThread,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        self.settings = settings
        # every store call runs there; its store is opened once the board is first painted
        self.store_thread = store_thread
        self.store: Store | None = None  # once open (for the statistics' own reads)
        self.saving_reports = SavingReports(self)
        store_thread.noticed.connect(self.report_store_notice)
        store_thread.failed.connect(self.saving_reports.call_failed)
        self.setWindowTitle(self.tr("Scorpion Qt"))  # the name the menu entry gives
        self.scene = BoardScene(controller)
        self.scene.animations_enabled = settings.animations
        self.scene.set_card_style(settings.four_colour, settings.large_index)
        self.show_look(settings.look)
        self.board_view = BoardView(self.scene, self)
        self.setCentralWidget(self.board_view)
        controller.timed_scoring = settings.timed_scoring
        self.solver_help = SolverHelp(self)  # the status bar's winnability, hints, Finish
        self._make_actions()
        self._make_menus()
        self._make_toolbar()
        self._make_status_bar()
        self.view = ViewOptions(self)
        self.view_menu.addActions(self.view.actions)
        controller.refused.connect(self._show_refusal)
        controller.status_changed.connect(self._update_status)
        controller.changed.connect(lambda _event: self._update_status())
        controller.status_changed.connect(self.saving_reports.update)
        self.game_end = GameEnd(self)  # the stuck box, the win summary, leaving a game
        controller.won.connect(self.game_end.celebrate)
        controller.changed.connect(self.game_end.check_stuck)
        self.sounds = self._make_sounds()
        self.online = OnlineResults(self)  # a daily game's result for the online leaderboard
        self._assistant: Assistant | None = None  # see assistant
        self.deal_search = DealSearch(self)
        self.scene.animations_done.connect(self.solver_help.autoplay_next)
        self.scene.celebration_done.connect(self.game_end.summary_after_celebration)
        self._tick = self._timer(1000, self._update_clock)
        # the clock is saved with every move, and in between while it runs: a crash then
        # loses at most these seconds of it
        self._clock_keeper = self._timer(CLOCK_SAVE_MS, self._keep_clock)
        self._fit_first_size(settings.geometry)
        self.board_view.first_painted.connect(self._fit_frame_on_screen)
        self._update_status()
        self.saving_reports.update()
        # the solver's help, and its worker, start once the board is on screen
        self.board_view.first_painted.connect(lambda: self.assistant.refresh())
        if settings.problem is not None:
            self.board_view.first_painted.connect(self._tell_settings_problem)
        self.board_view.setFocus()

    @property
    def assistant(self) -> Assistant:
        """The solver's help: made at the first paint, or sooner if something needs it (its
        modules and Qt types cost the start-up about a millisecond before the board shows)."""
        if self._assistant is None:
            from scorpion_qt.ui.play.assistant import Assistant

            self._assistant = Assistant(self.controller)
            self._assistant.enabled = self.settings.winnability
            self._assistant.status_changed.connect(self.solver_help.update_winnability)
            self._assistant.hint_ready.connect(self.solver_help.show_hint)
            # its client also runs the searches for a new game's deal (see start), which
            # a game that replaces the current one (New Game, Restart, Paste) ends
            self.controller.changed.connect(self.deal_search.end)
        return self._assistant

    @property
    def stuck_box(self) -> QMessageBox | None:
        """The open "no moves left" box, if there is one (see GameEnd)."""
        return self.game_end.stuck_box

    @property
    def win_dialog(self) -> WinDialog | None:
        """The last win summary shown, if any (see GameEnd)."""
        return self.game_end.win_dialog

    # -- building -----------------------------------------------------------------------

    def _timer(self, interval_ms: int, slot: Callable[[], None]) -> QTimer:
        """A timer of the window's, started: ``slot`` runs every ``interval_ms``."""
        timer = QTimer(self)
        timer.setInterval(interval_ms)
        timer.timeout.connect(slot)
        timer.start()
        return timer

    def _action(self, text: str, slot: object, shortcut: Shortcut = (), icon: str = "") -> QAction:
        """An action of the window: ``shortcut`` is a key, several keys (the first is the
        one menus show) or one of the platform's standard keys."""
        action = QAction(text, self)
        if icon:
            action.setIcon(themed_icon(icon))
        if isinstance(shortcut, QKeySequence.StandardKey):
            action.setShortcuts(shortcut)
        elif shortcut:
            keys = (shortcut,) if isinstance(shortcut, str) else shortcut
            action.setShortcuts([QKeySequence(key) for key in keys])
        action.triggered.connect(slot)
        self.addAction(action)
        return action

    def _make_actions(self) -> None:
        self.new_action = self._action(
            self.tr("&New Game…"), self.new_game, QKeySequence.StandardKey.New, "document-new"
        )
        self.restart_action = self._action(
            self.tr("&Restart This Deal"), self.restart, "Ctrl+R", "view-refresh"
        )
        self.deal_action = self._action(
            self.tr("&Deal Reserve"),
            self.controller.deal_reserve,
            ("D", "Ctrl+D"),
            "go-down",
        )
        self.undo_action = self._action(
            self.tr("&Undo"), self.controller.undo, "Ctrl+Z", "edit-undo"
        )
        self.redo_action = self._action(
            self.tr("&Redo"),
            self.controller.redo,
            ("Ctrl+Shift+Z", "Ctrl+Y"),
            "edit-redo",
        )
        self.hint_action = self._action(self.tr("&Hint"), self.solver_help.hint, "H", "help-hint")
        self.finish_action = self._action(
            self.tr("&Finish Automatically"),
            self.solver_help.finish_automatically,
            "Ctrl+F",
            "media-skip-forward",
        )
        self.copy_action = self._action(
            self.tr("&Copy Position"), self.copy_position, "Ctrl+Shift+C"
        )
        self.paste_action = self._action(
            self.tr("&Paste Position"), self.paste_position, "Ctrl+Shift+V"
        )
        self.statistics_action = self._action(
            self.tr("&Statistics…"), self.show_statistics, "Ctrl+T", "view-statistics"
        )
        # the store opens after the first paint: statistics wait for it
        self.statistics_action.setEnabled(self.store is not None)
        self.store_ready.connect(lambda: self.statistics_action.setEnabled(True))
        self.slip_action = self._action(
            self.tr("&Where Did It Slip Away?"), self.show_where_it_slipped
        )
        # the platform's Quit keys: Ctrl+Q on Linux and macOS, none on Windows (Alt+F4)
        self.quit_action = self._action(
            self.tr("&Quit"), self.close, QKeySequence.StandardKey.Quit, "application-exit"
        )
        self.interactive_action = self._toggle(
            self.tr("&Interactive Rules"), self.settings.interactive_rules, self._set_interactive
        )
        self.animations_action = self._toggle(
            self.tr("&Animations"), self.settings.animations, self._set_animations
        )
        self.timed_action = self._toggle(
            self.tr("&Timed Scoring"), self.settings.timed_scoring, self._set_timed
        )
        self.winnability_action = self._toggle(
            self.tr("Show &Winnability"), self.settings.winnability, self._set_winnability
        )
        self.four_colour_action = self._toggle(
            self.tr("&Four-Colour Deck"), self.settings.four_colour, self._set_card_style
        )
        self.large_index_action = self._toggle(
            self.tr("&Large Card Corners"), self.settings.large_index, self._set_card_style
        )
        self._offer_large_corners()
        self.rules_action = self._action(
            self.tr("&Rules…"), lambda: self.show_help("rules"), "F1", "help-contents"
        )
        self.tips_action = self._action(self.tr("&Tips…"), lambda: self.show_help("tips"))
        self.example_action = self._action(self.tr("&Play the Example Deal"), self.play_example)
        self.about_action = self._action(self.tr("&About Scorpion"), self.about)
        self.appearance_action = self._action(self.tr("A&ppearance…"), self.choose_appearance)
        self.sound_action = self._action(self.tr("&Sound…"), self.choose_sound)
        self.online_action = self._action(self.tr("Online Leader&board…"), self.choose_online)

    def _toggle(self, text: str, on: bool, slot: object) -> QAction:
        action = QAction(text, self)
        action.setCheckable(True)
        action.setChecked(on)
        action.toggled.connect(slot)
        return action

    def _make_menus(self) -> None:
        bar = self.menuBar()
        self.game_menu = bar.addMenu(self.tr("&Game"))
        self.edit_menu = bar.addMenu(self.tr("&Edit"))
        self.view_menu = bar.addMenu(self.tr("&View"))  # its items come with the bars
        self.settings_menu = bar.addMenu(self.tr("&Settings"))
        self.help_menu = bar.addMenu(self.tr("&Help"))
        fill_menus(self)

    def _make_toolbar(self) -> None:
        toolbar = self.addToolBar(self.tr("Game"))
        toolbar.setObjectName("game_toolbar")
        toolbar.setMovable(False)
        toolbar.addActions(
            [
                self.new_action,
                self.restart_action,
                self.deal_action,
                self.undo_action,
                self.redo_action,
                self.hint_action,
                self.finish_action,
            ]
        )
        name_buttons(toolbar)
        set_style(toolbar, self.settings.toolbar_style)
        self.game_toolbar = toolbar

    def _make_sounds(self) -> Sounds:
        sounds = Sounds(self)
        sounds.set_volume(self.settings.sound_volume)
        sounds.follow(self.controller)
        if self.settings.sound:  # QtMultimedia loads behind the first paint
            self.board_view.first_painted.connect(lambda: sounds.set_enabled(True))
        return sounds

    def show_look(self, look: Look) -> None:
        """The cards' deck and back and the felt on the board (Settings → Appearance
        previews)."""
        self.scene.set_deck(look.deck)
        self.scene.set_card_back(look.back)
        self.scene.set_felt(look.felt)

    def choose_appearance(self) -> None:
        """Settings → Appearance…: the choice shows on the board as it is made, and is
        kept on OK."""
        from scorpion_qt.ui.dialogs.appearance_dialog import AppearanceDialog  # loads when asked

        dialog = AppearanceDialog(self.settings.look, self.show_look, self)
        if dialog.exec() == AppearanceDialog.DialogCode.Accepted:
            self.settings.look = dialog.choice()
        self._offer_large_corners()

    def _offer_large_corners(self) -> None:
        """Settings → Large Card Corners, for the decks that have small ones."""
        self.large_index_action.setEnabled(self.settings.card_deck != "large")

    def choose_sound(self) -> None:
        """Settings → Sound…: heard as it is chosen, kept on OK."""
        from scorpion_qt.ui.dialogs.sound_dialog import SoundDialog  # loads when asked

        settings = self.settings
        dialog = SoundDialog(self.sounds, settings.sound, settings.sound_volume, self)
        if dialog.exec() == SoundDialog.DialogCode.Accepted:
            settings.sound, settings.sound_volume = dialog.choice()

    def choose_online(self) -> None:
        """Settings → Online Leaderboard…: the server and the player's name, registered on
        OK; what waited for a registration is sent then."""
        from scorpion_qt.ui.dialogs.online_dialog import OnlineDialog  # loads when asked

        dialog = OnlineDialog(self.settings, lambda: self.online.api, self)
        dialog.registered.connect(self.online.registered)
        dialog.exec()

    def set_toolbar_style(self, style: str) -> None:
        """Settings → Toolbar: one of settings.TOOLBAR_STYLES, shown at once and kept."""
        self.settings.toolbar_style = style
        set_style(self.game_toolbar, style)

    def _fit_first_size(self, geometry: bytes | None) -> None:
        """The saved geometry, or the first start's size, within the screen's room (Qt
        declines a geometry saved on a screen of another size: the first size, then)."""
        if geometry is not None and self.restoreGeometry(geometry):
            fit_on_screen(self, NO_FRAME)  # Qt's restore keeps room for the saved title bar
        else:  # placed by the window manager, with room for the title bar it will add
            self.resize(FIRST_SIZE)
            fit_on_screen(self, FRAME_ALLOWANCE, place=False)
        self._fitted_size = self.size()

    def _fit_frame_on_screen(self) -> None:
        """Once on screen, with the window manager's own frame: the window fits inside the
        screen, title bar and all. Not if it was resized since it was built (by a test, a
        script, or the window manager, which then fitted it itself)."""
        if self.size() == self._fitted_size:
            fit_on_screen(self, frame_margins(self))

    def _make_status_bar(self) -> None:
        self.status_bar = GameStatusBar(self)
        self.setStatusBar(self.status_bar)
        bar = self.status_bar  # the labels by their old names, for tests and tools
        self.winnability_label, self.saving_label = bar.winnability_label, bar.saving_label
        self.rules_label, self.deal_label = bar.rules_label, bar.deal_label
        self.score_label, self.moves_label = bar.score_label, bar.moves_label
        self.clock_label = bar.clock_label

    # -- status -------------------------------------------------------------------------

    def _update_status(self) -> None:
        game = self.controller.game
        self.status_bar.show_game(self.controller)
        self.undo_action.setEnabled(game.can_undo and not self.controller.is_over)
        self.redo_action.setEnabled(game.can_redo and not self.controller.is_over)
        self.deal_action.setEnabled(bool(game.position.reserve) and not self.controller.is_over)
        # the Three Blind Mice family deals no reserve: no Deal Reserve in menu nor toolbar
        self.deal_action.setVisible(game.variant.reserve_size > 0)
        self.hint_action.setEnabled(not self.controller.is_over)

    def _update_clock(self) -> None:
        self.status_bar.show_clock(self.controller)

    def _keep_clock(self) -> None:
        if self.controller.clock_running:
            self.controller.keep_clock()

    def _show_refusal(self, message: str) -> None:
        if self.settings.interactive_rules:
            self.status_bar.show_message(message)

    def show_message(self, message: str) -> None:
        self.status_bar.show_message(message)

    def _tell_settings_problem(self) -> None:
        """The settings file could not be used (see Settings.problem): say so, once."""
        self.show_message(
            self.tr(
                "Your preferences could not be read, so the defaults are used; changes last"
                " until you quit"
            )
        )

    # -- settings -----------------------------------------------------------------------

    def _set_interactive(self, on: bool) -> None:
        self.settings.interactive_rules = on

    def _set_animations(self, on: bool) -> None:
        self.settings.animations = on
        self.scene.animations_enabled = on

    def _set_winnability(self, on: bool) -> None:
        self.settings.winnability = on
        self.assistant.set_enabled(on)

    def _set_card_style(self) -> None:
        four, large = self.four_colour_action.isChecked(), self.large_index_action.isChecked()
        self.settings.four_colour = four
        self.settings.large_index = large
        self.scene.set_card_style(four, large)

    def _set_timed(self, on: bool) -> None:
        self.settings.timed_scoring = on
        self.controller.timed_scoring = on

    # -- commands -----------------------------------------------------------------------

    def new_game(self) -> None:
        if not self.game_end.confirm_abandon():
            return
        from scorpion_qt.ui.play.new_game_choice import NewGameChoice  # with the first New Game

        settings = self.settings
        last = NewGameChoice(
            settings.new_game_rules,
            settings.new_game_mode,
            settings.new_game_number,
            settings.new_game_winnable_only,
            grade=settings.new_game_grade,
        )
        from scorpion_qt.ui.dialogs.new_game_dialog import NewGameDialog

        dialog = NewGameDialog(last, self)
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

            self.deal_search.find_daily(choice.rules, choice.date or datetime.date.today())
            return
        if choice.mode == "number":
            deal = choice.number
        elif choice.winnable_only:
            self.deal_search.find_winnable(choice.rules, choice.grade)
            return
        else:
            deal = random.randint(1, MAX_DEAL)
        self.controller.abandon_if_started()
        self.controller.set_game(Game.new(deal, choice.rules), daily=daily)

    def report_store_notice(self, notice: Notice) -> None:
        """Tell the player what happened to the saved games (see saving_reports)."""
        self.saving_reports.report(notice)

    @property
    def store_notice_box(self) -> QMessageBox:
        """The box of the last notice about the saved games (AttributeError before one)."""
        box = self.saving_reports.box
        if box is None:
            raise AttributeError("no notice about the saved games was shown")
        return box

    def store_opened(self) -> None:
        """The store thread's store is open and recording (the start-up opens it)."""
        store = self.store_thread.store
        assert store is not None
        self.store = store
        if store.notice is not None:
            self.report_store_notice(store.notice)
        self.saving_reports.update()
        self.store_ready.emit()
        self.online.start()

    def restart(self) -> None:
        if not self.game_end.confirm_abandon(restarting=True):
            return
        self.controller.abandon_if_started()
        self.deal_again()

    def deal_again(self) -> None:
        """Start the current deal (or pasted position) again from its beginning."""
        game = self.controller.game
        if game.deal is not None:
            fresh = Game.new(game.deal, game.variant)
        else:
            fresh = Game.from_text(game.start_text())
        # the same deal: the same grade
        self.controller.set_game(fresh, daily=self.controller.daily, grade=self.controller.grade)

    def copy_position(self) -> None:
        QGuiApplication.clipboard().setText(self.controller.game.to_text())
        self.show_message(self.tr("Position copied to the clipboard"))

    def paste_position(self) -> None:
        """Game → Paste Position: as a position file is read (a won position, a huge text
        and a bad one are refused with the notation's reason), a new game from it."""
        from scorpion_qt.engine.notation import start_from_text

        text = QGuiApplication.clipboard().text()
        try:
            game = Game(start_from_text(text))
        except NotationError as error:
            from PySide6.QtWidgets import QMessageBox

            QMessageBox.warning(
                self,
                self.tr("Cannot paste this position"),
                self.tr("The clipboard does not hold a Scorpion position:\n{error}").format(
                    error=str(error)
                ),
            )
            return
        if not self.game_end.confirm_abandon():
            return
        self.controller.abandon_if_started()
        self.controller.set_game(game)
        self.show_message(self.tr("Pasted position: a new game"))

    def show_help(self, topic: str) -> None:
        """Help → Rules or Tips ("rules", "tips"): one window per topic, not modal."""
        from scorpion_qt.ui.dialogs.help_dialog import HelpDialog

        dialog = self.findChild(HelpDialog, f"help_{topic}") or HelpDialog(topic, self)
        dialog.show()
        dialog.raise_()
        dialog.activateWindow()

    def play_example(self) -> None:
        """Help → Play the Example Deal: the rule book's example (see example_deal) as a
        guided first game, its first move shown as a hint; H gives the next ones."""
        if not self.game_end.confirm_abandon():
            return
        from scorpion_qt.ui.play.example_deal import EXAMPLE_DEAL, FIRST_MOVE

        self.controller.abandon_if_started()
        self.controller.set_game(Game.from_text(EXAMPLE_DEAL))
        move = self.controller.game.check(FIRST_MOVE)
        self.scene.show_hint(move)
        guide = self.tr("The rule book's first move: {move}. Press H for the next hint.")
        guide = guide.format(move=describe_move(move))
        self.status_bar.show_message(guide, 0)  # until the player moves (or starts over)
        self.controller.changed.connect(
            lambda _event: self.status_bar.clear_message_if(guide),
            QtCore.Qt.ConnectionType.SingleShotConnection,
        )

    def show_statistics(self) -> StatisticsWindow | None:
        """Game → Statistics: one window, not modal, read afresh each time it is opened."""
        if self.store is None:
            return None
        from scorpion_qt.ui.statistics import BoardLooks, StatisticsWindow  # no QtCharts yet

        window = self.findChild(StatisticsWindow, "statistics_window")
        if window is None:
            window = StatisticsWindow(self.store_thread, self)
            window.play_requested.connect(self._play_from_statistics)
            # it follows the games played while it is open (its reads queue behind the moves)
            self.controller.changed.connect(window.games_changed)
            self.controller.won.connect(window.games_changed)
        settings = self.settings
        window.board_looks = BoardLooks(
            settings.animations, settings.four_colour, settings.large_index
        )
        window.daily_rules = settings.new_game_rules
        window.leaderboard.online.source = self.online  # the day's online board
        window.leaderboard.online_rules = settings.new_game_rules
        window.open_window()
        return window

    def show_where_it_slipped(self) -> None:
        """Game → Where Did It Slip Away? (and the "no moves left" box): the replay of this
        game, or before its first move of the last game lost, analysed (see slip_replay)."""
        from scorpion_qt.ui.statistics.slip_replay import slip_replay

        slip_replay(self).open()

    def _play_from_statistics(self, choice: NewGameChoice) -> None:
        """A game chosen in the statistics: a deal played again, or a date's daily deal."""
        if not self.game_end.confirm_abandon():
            return
        self.start(choice)
        self.raise_()
        self.activateWindow()

    def about(self) -> None:
        from PySide6.QtWidgets import QMessageBox

        from scorpion_qt import __version__

        QMessageBox.about(
            self,
            self.tr("About Scorpion"),
            self.tr(
                "Scorpion Qt {version} — Scorpion solitaire.\n\nFree software under the GNU"
                " General Public License, version 3 or later: you may share and change it"
                " under its terms. It comes with no warranty.\n\nCards: Nicu Buculei, Open"
                " Clip Art Library (public domain). Font: DejaVu Sans."
            ).format(version=__version__),
        )

    # -- window events ------------------------------------------------------------------

    def changeEvent(self, event: QEvent) -> None:
        if event.type() in (QEvent.Type.ActivationChange, QEvent.Type.WindowStateChange):
            if self.isMinimized() or not self.isActiveWindow():
                self.controller.pause_clock()
                self.scene.clear_hint()  # a dialog (or another window) is in front
            else:
                self.controller.run_clock()
            self._update_clock()
        if event.type() == QEvent.Type.WindowStateChange and hasattr(self, "view"):
            self.view.window_state_changed()
        super().changeEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.controller.pause_clock()
        self.settings.geometry = self.saveGeometry()
        self.scene.save_card_sheet()
        self.controller.close_game()
        self.closing.emit()
        super().closeEvent(event)
        self.hide()  # gone from the screen while the last moves are written
        self.store_thread.close()
