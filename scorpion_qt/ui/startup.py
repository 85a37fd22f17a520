"""Start-up: the QApplication, bundled fonts, the store, the first game, the window."""

from __future__ import annotations

import argparse
import datetime
import logging
import random
import sys
import tempfile
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QFont, QFontDatabase
from PySide6.QtWidgets import QApplication

from scorpion_qt.engine import Game, daily_deal
from scorpion_qt.ui.controller import GameController
from scorpion_qt.ui.main_window import MainWindow
from scorpion_qt.ui.new_game_dialog import MAX_DEAL
from scorpion_qt.ui.resources import resource
from scorpion_qt.ui.settings import Settings

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
    if families and not QFontDatabase.families()[:0]:
        font = QFont(families[0])
        font.setPointSizeF(app.font().pointSizeF())
        app.setFont(font)


def first_game(args: argparse.Namespace) -> tuple[Game, datetime.date | None]:
    """The game the command line asks for, or a new random Classic deal."""
    rules = args.rules or "classic"
    if getattr(args, "position_text", None) is not None:
        return Game.from_text(args.position_text), None
    if args.daily:
        today = datetime.date.today()
        return Game.new(daily_deal(today), rules), today
    if args.deal is not None:
        return Game.new(args.deal, rules), None
    return Game.new(random.randint(1, MAX_DEAL), rules), None


def build_window(args: argparse.Namespace) -> MainWindow:
    application()
    data_dir = args.data_dir or Path(tempfile.mkdtemp(prefix="scorpion-qt-"))
    data_dir.mkdir(parents=True, exist_ok=True)
    settings = Settings(data_dir / "settings.ini")
    game, daily = first_game(args)
    controller = GameController(game)
    controller.daily = daily
    window = MainWindow(controller, settings)
    return window


def run(window: MainWindow) -> int:
    window.show()
    return QApplication.instance().exec()  # type: ignore[union-attr]
