"""The main window: board, menus, toolbar and status bar, and the wiring of its parts."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QTimer, Signal
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QMainWindow, QToolBar, QWidget

from scorpion_qt.ui.access.board_factory import install as install_board_access
from scorpion_qt.ui.play.controller import GameController
from scorpion_qt.ui.play.deal_search import DealSearch
from scorpion_qt.ui.services.settings import Settings
from scorpion_qt.ui.table.board_scene import BoardScene
from scorpion_qt.ui.table.board_view import BoardView
from scorpion_qt.ui.window.daily_results import DailyResults
from scorpion_qt.ui.window.game_actions import Commands, GameActions
from scorpion_qt.ui.window.game_end import GameEnd
from scorpion_qt.ui.window.game_status_bar import GameStatusBar
from scorpion_qt.ui.window.game_toolbar import name_buttons, set_style
from scorpion_qt.ui.window.menu_items import make_menus
from scorpion_qt.ui.window.new_games import NewGames
from scorpion_qt.ui.window.position_commands import PositionCommands
from scorpion_qt.ui.window.preferences import Preferences
from scorpion_qt.ui.window.saving_reports import SavingReports
from scorpion_qt.ui.window.solver_help import SolverHelp
from scorpion_qt.ui.window.statistics_commands import StatisticsCommands
from scorpion_qt.ui.window.view_menu import ViewOptions
from scorpion_qt.ui.window.window_fit import fit_first_size, fit_frame_on_screen

if TYPE_CHECKING:
    from collections.abc import Callable

    from scorpion_qt.store.service import Store
    from scorpion_qt.ui.access.announcer import Announcer
    from scorpion_qt.ui.access.reading_keys import ReadingKeys
    from scorpion_qt.ui.play.assistant import Assistant
    from scorpion_qt.ui.play.blunder_check import BlunderCheck
    from scorpion_qt.ui.practice.practice import Practice
    from scorpion_qt.ui.services.sound import Sounds
    from scorpion_qt.ui.services.store_thread import StoreThread

log = logging.getLogger(__name__)
# how often the running clock is saved between moves
CLOCK_SAVE_MS = 5000


class MainWindow(QMainWindow):
    """The game window. ``board_view`` is the QGraphicsView; ``controller`` owns the game.
    Its parts are given what they use (the controller, the status bar, callbacks), never
    the window: ``game_actions`` (the menus' and the toolbar's), ``new_games``,
    ``positions``, ``preferences``, ``statistics``, ``game_end``, ``solver_help``,
    ``deal_search``, ``saving_reports``, ``daily`` (a daily game's online result and Copy
    Result); and, made once the board is on screen (or sooner if something needs one),
    ``daily.online``, ``daily.share``, ``practice`` and ``sounds``."""

    store_ready = Signal()  # the store is open (on its thread) and recording
    closing = Signal()  # the window is being closed: what it records is about to be written

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
        self._assistant: Assistant | None = None  # see assistant
        self._blunder_check: BlunderCheck | None = None  # see blunder_check
        self._announcer: Announcer | None = None  # see announcer
        self._reading_keys: ReadingKeys | None = None  # see reading_keys
        self._practice: Practice | None = None  # see practice
        self._sounds: Sounds | None = None  # see sounds
        self.setWindowTitle(self.tr("Scorpion Qt"))  # the name the menu entry gives
        self.scene = BoardScene(controller)
        self.scene.animations_enabled = settings.animations
        self.scene.set_card_style(settings.four_colour, settings.large_index)
        # the board's cards and piles for screen readers: Qt keeps the first interface it
        # makes for the view, so the factory must be in place before the view exists
        install_board_access()
        self.board_view = BoardView(self.scene, self)
        self.setCentralWidget(self.board_view)
        controller.timed_scoring = settings.timed_scoring
        self.status_bar = GameStatusBar(self)
        self.setStatusBar(self.status_bar)
        self.saving_reports = SavingReports(self.status_bar, self)
        store_thread.noticed.connect(self.saving_reports.report)
        store_thread.failed.connect(self.saving_reports.call_failed)
        self._make_parts()
        self.game_actions = self._make_actions()
        self.game_toolbar = self._make_toolbar()
        self.view = ViewOptions(self, settings, self.game_toolbar, self.status_bar)
        self.menus = make_menus(
            self.menuBar(),
            self.game_actions,
            self.view.actions,
            settings,
            self.set_toolbar_style,
            self,
        )
        self._connect_parts()
        self._tick = self._timer(1000, self._update_clock)
        # the clock is saved with every move, and in between while it runs: a crash then
        # loses at most these seconds of it
        self._clock_keeper = self._timer(CLOCK_SAVE_MS, self._keep_clock)
        fitted = fit_first_size(self, settings.geometry)
        self.board_view.first_painted.connect(lambda: fit_frame_on_screen(self, fitted))
        self._update_status()
        self.saving_reports.update()
        # the parts the first frame does not show, the solver's help (and its worker), the
        # screen reader's keys and announcements start once the board is on screen, one
        # per turn
        self.board_view.after_first_paint(self._make_later_parts)
        self.board_view.after_first_paint(lambda: self.assistant.refresh())
        self.board_view.after_first_paint(lambda: self.blunder_check)
        self.board_view.after_first_paint(lambda: self.reading_keys)  # and the announcer
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
            self._assistant.hint_ready.connect(self.announcer.hint)
            # its client also runs the searches for a new game's deal (see DealSearch),
            # which a game that replaces the current one (New Game, Restart, Paste) ends
            self.controller.changed.connect(self.deal_search.end)
        return self._assistant

    @property
    def blunder_check(self) -> BlunderCheck:
        """Settings → Warn Before Losing Moves: made at the first paint, with the assistant
        whose knowledge it uses."""
        if self._blunder_check is None:
            from scorpion_qt.ui.play.blunder_check import BlunderCheck

            controller = self.controller
            self._blunder_check = BlunderCheck(
                controller,
                lambda: self.assistant,
                lambda: self.daily.online.on and controller.daily is not None,
                self.scene.input.end_drag,
                self,
            )
            self._blunder_check.enabled = self.settings.blunder_check
            self.preferences.blunder_check_changed.connect(self._blunder_check.set_enabled)
        return self._blunder_check

    @property
    def announcer(self) -> Announcer:
        """What a screen reader is told as the game goes on: made at the first paint (with
        the reading keys), or sooner if something needs it."""
        if self._announcer is None:
            from scorpion_qt.ui.access.announcer import Announcer

            self._announcer = Announcer(self.board_view, self.solver_help.not_winning)
        return self._announcer

    @property
    def reading_keys(self) -> ReadingKeys:
        """C, W and S, which read the board aloud (Help → Keys): made at the first paint."""
        if self._reading_keys is None:
            from scorpion_qt.ui.access.reading_keys import ReadingKeys

            winnability = self.status_bar.winnability_label.text
            self._reading_keys = ReadingKeys(self, self.scene, self.announcer, winnability)
        return self._reading_keys

    @property
    def practice(self) -> Practice:
        """A lost game tried again from its turning point, counted nowhere (made at the
        first paint, or sooner if something needs it; the window forwards the game's
        changes to it)."""
        if self._practice is None:
            from scorpion_qt.ui.practice.practice import Practice

            self._practice = Practice(
                self.controller,
                lambda: self.assistant,
                self.game_end.confirm_abandon,
                self.status_bar,
                (self.new_games.new_game, self.new_games.restart),
                self,
            )
            self._practice.announce = lambda words: self.announcer.say(words)
        return self._practice

    @property
    def sounds(self) -> Sounds:
        """The game's sounds: made at the first paint if they are on (QtMultimedia loads
        then), else when Settings → Sound… first asks for them."""
        if self._sounds is None:
            from scorpion_qt.ui.services.sound import Sounds

            self._sounds = Sounds(self)
            self._sounds.set_volume(self.settings.sound_volume)
            self._sounds.follow(self.controller)
        return self._sounds

    def _make_later_parts(self) -> None:
        """The parts the first frame does not show: made behind it (each when first needed
        if that comes sooner). What they follow of the game reaches them through the
        window's own connections (see _make_parts), made with the board."""
        for part in (self.daily.online, self.daily.share, self.practice):
            log.debug("made behind the board: %s", type(part).__name__)

    # -- building -----------------------------------------------------------------------

    def _make_parts(self) -> None:
        controller, settings, status_bar = self.controller, self.settings, self.status_bar
        # the status bar's winnability, hints, Finish
        self.solver_help = SolverHelp(
            controller, lambda: self.assistant, self.scene, status_bar, self
        )
        # a daily game's result for the online leaderboard, and its Copy Result
        self.daily = DailyResults(controller, settings, self.store_thread, status_bar, self)
        self.closing.connect(self.daily.stop)
        # the game's changes reach the practice (made behind the board; then if not yet)
        controller.changed.connect(lambda event: self.practice.game_changed(event))
        daily = self.daily
        self.game_end = GameEnd(controller, lambda: daily.online, self)  # stuck box, summary
        self.game_end.summary_opened.connect(lambda dialog: daily.share.offer(dialog.copy_button))
        self.game_end.stuck_box_opened.connect(lambda box: daily.share.offer(box.copy_button))
        self.deal_search = DealSearch(
            controller,
            lambda: self.assistant,
            self.store_thread,
            lambda: self.store,
            status_bar,
            self,
        )
        self.new_games = NewGames(controller, settings, self.deal_search, self.game_end, self)
        self.positions = PositionCommands(
            controller, self.scene, status_bar, self.game_end.confirm_abandon, self
        )
        if settings.sound:  # QtMultimedia loads behind the first paint
            self.board_view.after_first_paint(lambda: self.sounds.set_enabled(True))
        self.preferences = Preferences(
            settings,
            controller,
            self.scene,
            lambda: self.assistant,
            lambda: self.sounds,
            lambda: daily.online,
            self,
        )
        self.statistics = StatisticsCommands(
            controller,
            settings,
            self.store_thread,
            lambda: self.store,
            lambda: daily.online,
            self.new_games.play_chosen,
            self.show_message,
            self,
        )

    def _make_actions(self) -> GameActions:
        controller, games, positions = self.controller, self.new_games, self.positions
        preferences, statistics = self.preferences, self.statistics
        commands = Commands(
            new_game=games.new_game,
            restart=games.restart,
            give_up=self.game_end.give_up,
            deal_reserve=controller.deal_reserve,
            undo=controller.undo,
            redo=controller.redo,
            hint=self.solver_help.hint,
            finish=self.solver_help.finish_automatically,
            copy_position=positions.copy_position,
            paste_position=positions.paste_position,
            copy_result=lambda: self.daily.share.copy(),
            statistics=statistics.show_statistics,
            slip=statistics.show_where_it_slipped,
            quit=self.close,
            rules=lambda: self.show_help("rules"),
            tips=lambda: self.show_help("tips"),
            keys=lambda: self.show_help("keys"),
            example=positions.play_example,
            about=self.about,
            appearance=preferences.choose_appearance,
            sound=preferences.choose_sound,
            online=preferences.choose_online,
        )
        actions = GameActions(self, commands, preferences.switches, self.settings)
        self.daily.copy_available.connect(actions.copy_result_action.setEnabled)
        # the store opens after the first paint: statistics wait for it
        actions.statistics_action.setEnabled(self.store is not None)
        self.store_ready.connect(lambda: actions.statistics_action.setEnabled(True))
        return actions

    def _make_toolbar(self) -> QToolBar:
        toolbar = self.addToolBar(self.tr("Game"))
        toolbar.setObjectName("game_toolbar")
        toolbar.setMovable(False)
        toolbar.addActions(self.game_actions.toolbar)
        name_buttons(toolbar)
        set_style(toolbar, self.settings.toolbar_style)
        return toolbar

    def _connect_parts(self) -> None:
        controller, end = self.controller, self.game_end
        controller.refused.connect(self._show_refusal)
        controller.status_changed.connect(self._update_status)
        controller.changed.connect(lambda _event: self._update_status())
        controller.status_changed.connect(self.saving_reports.update)
        controller.won.connect(self.scene.celebrate)
        controller.changed.connect(end.check_stuck)
        end.new_game_asked.connect(self.new_games.new_game)
        end.restart_asked.connect(self.new_games.restart)
        end.play_again_asked.connect(self.new_games.deal_again)
        end.slip_asked.connect(self.statistics.show_where_it_slipped)
        end.given_up.connect(
            lambda: self.show_message(self.tr("Given up: this game counts as lost"))
        )
        end.given_up.connect(lambda: self.announcer.given_up())
        self.solver_help.finish_available.connect(self.game_actions.finish_action.setEnabled)
        self.preferences.corners_offered.connect(self.game_actions.large_index_action.setEnabled)
        self.preferences.offer_large_corners()
        # the system's contrast preference is followed once the board is on screen (in a
        # turn of its own: its first reading makes PySide6 build Qt's namespace of enums,
        # about 14 ms); the board shows the contrast last seen until then
        self.board_view.after_first_paint(self.preferences.system_look.watch_system)
        self.scene.animations_done.connect(self.solver_help.autoplay_next)
        self.scene.celebration_done.connect(end.summary_after_celebration)
        self.scene.celebration_done.connect(lambda: self.practice.won_after_celebration())
        self.statistics.practice_asked.connect(lambda start: self.practice.start(start))

    def _timer(self, interval_ms: int, slot: Callable[[], None]) -> QTimer:
        """A timer of the window's, started: ``slot`` runs every ``interval_ms``."""
        timer = QTimer(self)
        timer.setInterval(interval_ms)
        timer.timeout.connect(slot)
        timer.start()
        return timer

    def set_toolbar_style(self, style: str) -> None:
        """Settings → Toolbar: one of settings.TOOLBAR_STYLES, shown at once and kept."""
        self.settings.toolbar_style = style
        set_style(self.game_toolbar, style)

    # -- status -------------------------------------------------------------------------

    def _update_status(self) -> None:
        game, over, actions = self.controller.game, self.controller.is_over, self.game_actions
        self.status_bar.show_game(self.controller)
        actions.undo_action.setEnabled(game.can_undo and not over)
        actions.redo_action.setEnabled(game.can_redo and not over)
        actions.deal_action.setEnabled(bool(game.position.reserve) and not over)
        # the Three Blind Mice family deals no reserve: no Deal Reserve in menu nor toolbar
        actions.deal_action.setVisible(game.variant.reserve_size > 0)
        actions.hint_action.setEnabled(not over)
        # a practice game counts nowhere: nothing to give up
        practice = self.controller.practice
        actions.give_up_action.setEnabled(bool(game.move_count) and not over and not practice)
        if over:  # won or given up: nothing left to finish (the solver may still offer it)
            actions.finish_action.setEnabled(False)

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

    # -- commands -----------------------------------------------------------------------

    def store_opened(self) -> None:
        """The store thread's store is open and recording (the start-up opens it)."""
        store = self.store_thread.store
        assert store is not None
        self.store = store
        self.saving_reports.store = store
        if store.notice is not None:
            self.saving_reports.report(store.notice)
        self.saving_reports.update()
        self.store_ready.emit()
        self.daily.online.start()

    def show_help(self, topic: str) -> None:
        """Help → Rules or Tips ("rules", "tips"): one window per topic, not modal."""
        from scorpion_qt.ui.dialogs.help_dialog import HelpDialog

        dialog = self.findChild(HelpDialog, f"help_{topic}") or HelpDialog(topic, self)
        dialog.show()
        dialog.raise_()
        dialog.activateWindow()

    def about(self) -> None:
        from PySide6.QtWidgets import QMessageBox

        from scorpion_qt import __version__
        from scorpion_qt.log_setup import log_file

        text = self.tr(
            "Scorpion Qt {version} — Scorpion solitaire.\n\nFree software under the GNU"
            " General Public License, version 3 or later: you may share and change it"
            " under its terms. It comes with no warranty.\n\nCards: Nicu Buculei, Open"
            " Clip Art Library (public domain). Font: DejaVu Sans."
        ).format(version=__version__)
        if (path := log_file()) is not None:  # what a player reporting a problem attaches
            text += "\n\n" + self.tr("Log file: {path}").format(path=path)
        QMessageBox.about(self, self.tr("About Scorpion"), text)

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
        self.board_view.drop_steps()  # what would start behind the board starts no more
        # this window's own windows (Statistics, Help, a replay) close first, while the
        # store they read from is open: quitting would close them after it
        for child in self.findChildren(QWidget):
            if child.isWindow() and child.isVisible():
                child.close()
        self.controller.pause_clock()
        self.settings.geometry = self.saveGeometry()
        self.scene.save_card_sheet()
        self.controller.close_game()
        self.closing.emit()
        super().closeEvent(event)
        self.hide()  # gone from the screen while the last moves are written
        self.store_thread.close()
