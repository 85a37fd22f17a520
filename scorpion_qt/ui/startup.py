"""Start-up: the QApplication, bundled fonts, the first game, the window, then the store."""

from __future__ import annotations

import functools
import gc
import logging
import random
import sys
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QFont, QFontDatabase, QGuiApplication
from PySide6.QtWidgets import QApplication

from scorpion_qt.engine import Game
from scorpion_qt.engine.deals import MAX_DEAL
from scorpion_qt.log_setup import open_log_file
from scorpion_qt.package_files import resource
from scorpion_qt.ui.bests.win_news import WinNewsReader
from scorpion_qt.ui.par.keeper import ParFinder, ParKeeper
from scorpion_qt.ui.play.controller import GameController
from scorpion_qt.ui.play.winnable_deals import winnable_deal
from scorpion_qt.ui.services.settings import Settings
from scorpion_qt.ui.services.stale_lock import clear_stale_lock
from scorpion_qt.ui.services.store_recorder import StoreRecorder, follow_salvages
from scorpion_qt.ui.services.store_thread import StoreThread
from scorpion_qt.ui.services.translations import SYSTEM, use_language
from scorpion_qt.ui.table.card_cache import cache_folder, forget_old_cache
from scorpion_qt.ui.window.late_saving import show_late_saving
from scorpion_qt.ui.window.main_window import MainWindow
from scorpion_qt.ui.window.quit_signals import QuitOnSignals

if TYPE_CHECKING:
    import datetime
    from collections.abc import Callable
    from pathlib import Path

    from scorpion_qt.options import Options
    from scorpion_qt.store.resumed_game import ResumedGame
    from scorpion_qt.store.service import Store

log = logging.getLogger(__name__)
SETTINGS_FILE = "settings.ini"
#: the installed desktop entry's name: Wayland matches windows to their launcher and icon by it
DESKTOP_FILE = "io.github.scorpion_qt.ScorpionQt"


def application(language: str = SYSTEM) -> QApplication:
    """The running QApplication, made if there is none (with the bundled fonts if the system
    has none), speaking ``language`` (a code from the settings; "" follows the system)."""
    app = QApplication.instance()
    if app is None:
        app = QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    QCoreApplication.setOrganizationName("scorpion-qt")
    QCoreApplication.setApplicationName("Scorpion Qt")
    QGuiApplication.setDesktopFileName(DESKTOP_FILE)
    load_fonts(app)
    use_language(language)
    return app


def load_fonts(app: QApplication, system_families: list[str] | None = None) -> bool:
    """Text uses the system's fonts, as in any native app. A system with none at all (a bare
    container, a minimal install) would show no text, so it gets the bundled DejaVu Sans.
    True if the bundled fonts were loaded."""
    if system_families is None:
        system_families = QFontDatabase.families()
    if system_families:
        return False
    families: list[str] = []
    for name in ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf"):
        font_id = QFontDatabase.addApplicationFont(str(resource("fonts", name)))
        if font_id >= 0:
            families += QFontDatabase.applicationFontFamilies(font_id)
    if families:
        font = QFont(families[0])
        font.setPointSizeF(app.font().pointSizeF())
        app.setFont(font)
    return bool(families)


def first_game(options: Options, winnable_only: bool = True) -> tuple[Game, datetime.date | None]:
    """The game the command line asks for, or a new random deal (Classic, unless it names
    the rules): with ``winnable_only`` (the New Game setting, on by default) one the solver
    has proven winnable, from a list kept in the app, so that the first board waits for no
    solver."""
    rules = options.rules
    if options.position_text is not None:
        return Game.from_text(options.position_text), None
    if options.daily:
        import datetime

        from scorpion_qt.store.quick_look import look_daily_deal

        today = datetime.date.today()
        deal = look_daily_deal(options.data_dir, today, rules) or choose_daily_deal(today, rules)
        return Game.new(deal, rules), today
    if options.deal is not None:
        return Game.new(options.deal, rules), None
    deal = winnable_deal(rules) if winnable_only else random.randint(1, MAX_DEAL)
    return Game.new(deal, rules), None


def open_store(data_dir: Path) -> Store:
    """The full store; SQLAlchemy loads here, not when this module is imported."""
    from scorpion_qt.store.service import Store

    store = Store.open(data_dir)
    store.daily_chooser = choose_daily_deal  # every daily deal is proven winnable
    return store


@functools.cache
def choose_daily_deal(day: datetime.date, rules: str = "classic") -> int:
    """The deal of ``day`` under ``rules``: the pinned table's (the same in every version),
    or past its end the solver's winnable choice, in this process: only a start with
    --daily asks it here (the New Game dialog asks the worker), and the store asks again
    when it first serves the date under ``rules``. The solver loads on the first call; a
    table that cannot be read is logged, and the solver chooses."""
    from scorpion_qt.solver.jobs import daily_choice
    from scorpion_qt.solver.protocol import DailyJob

    choice = daily_choice(DailyJob(day, rules, str(resource("daily"))))
    if choice.error:
        log.warning("the daily deals' table: %s; the solver chose %s's deal", choice.error, day)
    return choice.deal


def build_window(options: Options) -> MainWindow:
    """The main window on the resumed game, or the game the command line asks for.

    The board comes from a quick read-only look at the database; the full store
    (SQLAlchemy, migrations) opens on its own thread once the board is first painted, and
    the moves made meanwhile are saved, in order, when it is ready.
    """
    data_dir = options.data_dir
    # QSettings takes this lock at each save, and would wait for one no process holds
    clear_stale_lock(data_dir / f"{SETTINGS_FILE}.lock")
    settings = Settings(data_dir / SETTINGS_FILE)
    application(settings.language)
    recorder = StoreRecorder()
    peeked = None
    if not options.asks_for_a_game:
        # sqlite3 loads only when there may be a game to resume
        from scorpion_qt.store.quick_look import look_in_progress

        peeked = look_in_progress(data_dir)
    if peeked is not None:
        controller = _resumed_controller(peeked, recorder)
    else:
        game, daily = first_game(options, settings.new_game_winnable_only)
        controller = GameController(game, recorder)
        controller.set_game(game, daily=daily)
    window = MainWindow(controller, settings, StoreThread())
    recorder.on_ended = lambda game_id, game: analyse_ended(window, game_id, game)
    recorder.on_late = lambda late: show_late_saving(window.status_bar, late)
    follow_salvages(recorder, controller, window.store_thread)  # the board's game saved on
    window.daily.recorder = recorder  # a daily result names its stored game
    news = WinNewsReader(controller, window)  # a win's new bests and streak, on its summary
    news.recorder = recorder
    window.game_end.summary_opened.connect(news.follow)
    pars = ParKeeper(controller, later_par_finder(), window)  # the deal's par, kept, shown
    window.game_end.summary_opened.connect(pars.follow)
    window.daily.par = lambda: pars.par  # a daily's share line says its par
    pars.answered.connect(lambda _par: window.daily.share.refresh())
    pars.start(recorder)
    window.scene.art.cache_dir = cache_folder()
    window.closing.connect(lambda: forget_old_cache(data_dir))
    opening = StoreOpening(window, recorder, options, peeked is not None)
    # the full store opens behind the board, after the other parts that start there (the
    # last step: whatever waits for the store finds them in place)
    window.board_view.after_first_paint(opening.start)
    window.closing.connect(opening.start)  # a window closed before that step ran
    return window


def later_par_finder() -> ParFinder:
    """The solver's par finder (see scorpion_qt.ui.par.finder), made at its first request:
    its modules, and the daily table it reads, load behind the board (a game's par is asked
    at its first move)."""
    made: list[ParFinder] = []

    def find(start: Game, day: datetime.date | None, found: Callable[[int | None], None]) -> None:
        if not made:
            from scorpion_qt.ui.par.finder import solver_par_finder

            made.append(solver_par_finder())
        made[0](start, day, found)

    return find


def analyse_ended(window: MainWindow, game_id: int, game: Game) -> None:
    """A stored game ended: the solver's worker finds, unasked, where it slipped away."""
    from scorpion_qt.ui.statistics.slip_analysis import slip_analysis

    slip_analysis(window.store_thread).in_background(game_id, game)


def _resumed_controller(resumed: ResumedGame, recorder: StoreRecorder) -> GameController:
    controller = GameController(resumed.game, recorder)
    _resume(controller, resumed, recorder)
    return controller


def _resume(controller: GameController, resumed: ResumedGame, recorder: StoreRecorder) -> None:
    controller.set_game(
        resumed.game,
        daily=resumed.daily_date,
        elapsed=resumed.elapsed_seconds,
        record=False,
        grade=resumed.grade,
    )
    controller.hints = resumed.hints
    recorder.resumed(resumed.id)


class StoreOpening(QObject):
    """Opens the full store on the window's store thread, behind the board already shown,
    and then gives it the recording that waited. A child of the window."""

    def __init__(
        self,
        window: MainWindow,
        recorder: StoreRecorder,
        options: Options,
        peeked: bool,
    ) -> None:
        super().__init__(window)
        self.window = window
        self.recorder = recorder
        self.data_dir = options.data_dir
        self.resume = not options.asks_for_a_game
        self.peeked = peeked
        self.started = False

    def start(self) -> None:
        if self.started:
            return
        self.started = True
        thread = self.window.store_thread
        thread.open(lambda: open_store(self.data_dir))
        thread.run(lambda store: store.resume() if self.resume else None, self._opened)
        open_log_file()  # its module, as the store's, loads behind the board
        # what start-up made lives as long as the app: the collector need not look at it
        gc.enable()
        gc.freeze()

    def _opened(self, resumed: ResumedGame | None) -> None:
        window, recorder = self.window, self.recorder
        controller = window.controller
        if resumed is not None and not self.peeked and controller.game.move_count == 0:
            # the quick look could not read the game in progress (say, before a migration)
            recorder.discard_pending()
            _resume(controller, resumed, recorder)
        elif self.peeked and resumed is None:
            # the game the quick look found is gone (the file was damaged and set aside):
            # record what is on the board as a new game
            recorder.discard_pending()
            controller.set_game(controller.game, daily=controller.daily, record=False)
            recorder.started(controller.game, controller.daily)
        recorder.attach(window.store_thread)
        window.store_opened()


def run(window: MainWindow) -> int:
    """Show the window and run the app until it is closed (by the player, or by SIGTERM,
    SIGHUP or SIGINT: see quit_signals); the exit status."""
    quitting = QuitOnSignals(window)
    window.view.show_window()  # full screen if it was left so
    app = QApplication.instance()
    assert app is not None  # build_window made it
    return quitting.exit_status(app.exec())
