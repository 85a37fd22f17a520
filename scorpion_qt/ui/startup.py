"""Start-up: the QApplication, bundled fonts, the store, the first game, the window."""

from __future__ import annotations

import argparse
import gc
import logging
import random
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication

from scorpion_qt.engine import Game
from scorpion_qt.engine.deals import MAX_DEAL
from scorpion_qt.store.paths import resolve_data_dir
from scorpion_qt.ui.controller import GameController
from scorpion_qt.ui.font_files import fonts_found
from scorpion_qt.ui.main_window import MainWindow
from scorpion_qt.ui.resources import resource
from scorpion_qt.ui.settings import Settings
from scorpion_qt.ui.store_recorder import StoreRecorder
from scorpion_qt.ui.translations import SYSTEM, use_language

if TYPE_CHECKING:
    import datetime

    from scorpion_qt.store import ResumedGame, Store
    from scorpion_qt.store.peek import PeekedGame

log = logging.getLogger(__name__)
SETTINGS_FILE = "settings.ini"
#: the installed desktop entry's name: Wayland matches windows to their launcher and icon by it
DESKTOP_FILE = "io.github.scorpion_qt.ScorpionQt"
CACHE_DIR = "cache"


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
    if system_families is None and fonts_found():
        return False  # the usual case: Qt's font database is not asked before the first paint
    from PySide6.QtGui import QFontDatabase

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
        from PySide6.QtGui import QFont  # its type (ten enums) loads only on a fontless system

        font = QFont(families[0])
        font.setPointSizeF(app.font().pointSizeF())
        app.setFont(font)
    return bool(families)


def first_game(args: argparse.Namespace, store: Store | None) -> tuple[Game, datetime.date | None]:
    """The game the command line asks for, or a new random Classic deal."""
    rules = args.rules or "classic"
    if getattr(args, "position_text", None) is not None:
        return Game.from_text(args.position_text), None
    if args.daily:
        import datetime

        today = datetime.date.today()
        deal = store.daily_deal_for(today) if store is not None else choose_daily_deal(today)
        return Game.new(deal, rules), today
    if args.deal is not None:
        return Game.new(args.deal, rules), None
    return Game.new(random.randint(1, MAX_DEAL), rules), None


def open_store(data_dir: Path | None) -> Store:
    """The full store; SQLAlchemy loads here, not when this module is imported."""
    from scorpion_qt.store.service import Store

    store = Store.open(data_dir)
    store.daily_chooser = choose_daily_deal  # every daily deal is proven winnable
    return store


def choose_daily_deal(day: datetime.date) -> int:
    """The solver's winnable choice for ``day``, in this process: only a start with --daily
    waits for it (the New Game dialog asks the worker). The solver loads on the first call,
    not when the store opens."""
    from scorpion_qt.solver.jobs import winnable_daily_deal

    return winnable_daily_deal(day)


def asks_for_a_game(args: argparse.Namespace) -> bool:
    return bool(args.daily or args.deal is not None or args.position is not None)


def build_window(args: argparse.Namespace, *, defer_store: bool = False) -> MainWindow:
    """The main window on the resumed game, or the game the command line asks for.

    With ``defer_store`` the board is built from a quick read-only look at the database and
    the full store (SQLAlchemy, migrations) opens right after the window is first shown;
    moves made meanwhile are recorded when it is ready.
    """
    data_dir = resolve_data_dir(args.data_dir)
    settings = Settings(data_dir / SETTINGS_FILE)
    application(settings.language)
    if defer_store and not args.daily:
        return _build_deferred(args, data_dir, settings)
    store = open_store(args.data_dir)
    recorder = StoreRecorder(store)
    resumed = None if asks_for_a_game(args) else store.resume()
    if resumed is not None:
        controller = _resumed_controller(resumed, recorder)
    else:
        game, daily = first_game(args, store)
        controller = GameController(game, recorder)
        controller.set_game(game, daily=daily)
    window = MainWindow(controller, Settings(store.data_dir / SETTINGS_FILE), store)
    if store.notice is not None:
        window.report_store_notice(store.notice)
    return window


def _resumed_controller(
    resumed: PeekedGame | ResumedGame, recorder: StoreRecorder
) -> GameController:
    controller = GameController(resumed.game, recorder)
    controller.set_game(
        resumed.game, daily=resumed.daily_date, elapsed=resumed.elapsed_seconds, record=False
    )
    controller.hints = resumed.hints
    recorder.resumed(resumed.id)
    return controller


def _build_deferred(args: argparse.Namespace, data_dir: Path, settings: Settings) -> MainWindow:
    recorder = StoreRecorder(None)
    peeked = None
    if not asks_for_a_game(args):
        # sqlite3 loads only when there may be a game to resume
        from scorpion_qt.store.peek import peek_in_progress

        peeked = peek_in_progress(data_dir)
    if peeked is not None:
        controller = _resumed_controller(peeked, recorder)
    else:
        game, daily = first_game(args, None)
        controller = GameController(game, recorder)
        controller.set_game(game, daily=daily)
    window = MainWindow(controller, settings, None)
    window.scene.art.cache_dir = data_dir / CACHE_DIR
    window.board_view.first_painted.connect(
        lambda: _after_first_paint(window, recorder, args, peeked is not None)
    )
    return window


def _after_first_paint(
    window: MainWindow, recorder: StoreRecorder, args: argparse.Namespace, peeked: bool
) -> None:
    _open_store(window, recorder, args, peeked)
    window.scene.save_card_sheet()
    gc.enable()
    gc.freeze()  # what start-up made lives as long as the app


def _open_store(
    window: MainWindow, recorder: StoreRecorder, args: argparse.Namespace, peeked: bool
) -> None:
    """Open the full store behind a window already shown, and catch up its recording."""
    store = open_store(args.data_dir)
    controller = window.controller
    resumed = None if asks_for_a_game(args) else store.resume()
    if resumed is not None and not peeked and controller.game.move_count == 0:
        # the quick look could not read the game in progress (say, before a migration)
        recorder.discard_pending()
        recorder.attach(store)
        controller.set_game(
            resumed.game, daily=resumed.daily_date, elapsed=resumed.elapsed_seconds, record=False
        )
        controller.hints = resumed.hints
        recorder.resumed(resumed.id)
    else:
        if peeked and resumed is None:
            recorder.discard_pending()
            controller.set_game(controller.game, daily=controller.daily, record=False)
            recorder.started(controller.game, controller.daily)
        recorder.attach(store)
    window.set_store(store)


def run(window: MainWindow) -> int:
    window.show()
    return QApplication.instance().exec()  # type: ignore[union-attr]
