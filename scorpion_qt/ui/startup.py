"""Start-up: the QApplication, bundled fonts, the store, the first game, the window."""

from __future__ import annotations

import argparse
import datetime
import logging
import random
import sys

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QFont, QFontDatabase
from PySide6.QtWidgets import QApplication

from scorpion_qt.engine import Game
from scorpion_qt.store import Store
from scorpion_qt.ui.controller import GameController
from scorpion_qt.ui.main_window import MainWindow
from scorpion_qt.ui.new_game_dialog import MAX_DEAL
from scorpion_qt.ui.resources import resource
from scorpion_qt.ui.settings import Settings
from scorpion_qt.ui.store_recorder import StoreRecorder

log = logging.getLogger(__name__)


def application() -> QApplication:
    """The running QApplication, made (with the bundled fonts) if there is none."""
    app = QApplication.instance()
    if app is None:
        app = QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    QCoreApplication.setOrganizationName("scorpion-qt")
    QCoreApplication.setApplicationName("Scorpion Qt")
    _load_fonts(app)
    return app


def _load_fonts(app: QApplication) -> None:
    families: list[str] = []
    for name in ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf"):
        font_id = QFontDatabase.addApplicationFont(str(resource("fonts", name)))
        if font_id >= 0:
            families += QFontDatabase.applicationFontFamilies(font_id)
    if families:
        font = QFont(families[0])
        font.setPointSizeF(app.font().pointSizeF())
        app.setFont(font)


def first_game(args: argparse.Namespace, store: Store) -> tuple[Game, datetime.date | None]:
    """The game the command line asks for, or a new random Classic deal."""
    rules = args.rules or "classic"
    if getattr(args, "position_text", None) is not None:
        return Game.from_text(args.position_text), None
    if args.daily:
        today = datetime.date.today()
        return Game.new(store.daily_deal_for(today), rules), today
    if args.deal is not None:
        return Game.new(args.deal, rules), None
    return Game.new(random.randint(1, MAX_DEAL), rules), None


def asks_for_a_game(args: argparse.Namespace) -> bool:
    return bool(args.daily or args.deal is not None or args.position is not None)


def build_window(args: argparse.Namespace) -> MainWindow:
    """The main window on the resumed game, or the game the command line asks for."""
    application()
    store = Store.open(args.data_dir)
    settings = Settings(store.data_dir / "settings.ini")
    recorder = StoreRecorder(store)
    resumed = None if asks_for_a_game(args) else store.resume()
    if resumed is not None:
        controller = GameController(resumed.game, recorder)
        controller.set_game(
            resumed.game, daily=resumed.daily_date, elapsed=resumed.elapsed_seconds, record=False
        )
        controller.hints = resumed.hints
        recorder.resumed(resumed.id)
    else:
        game, daily = first_game(args, store)
        controller = GameController(game, recorder)
        controller.set_game(game, daily=daily)
    window = MainWindow(controller, settings, store)
    if store.notice is not None:
        window.report_store_notice(store.notice)
    return window


def run(window: MainWindow) -> int:
    window.show()
    return QApplication.instance().exec()  # type: ignore[union-attr]
