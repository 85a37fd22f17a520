"""The launch benchmark's second control (run as a script, ``python chrome_window.py
ICONS``): a bare window with what any desktop window like the app's has before its first
frame, and nothing of the app's own: a menu bar (5 menus, 30 items with keys), a toolbar of
7 icons asked of the icon theme (with the app's PNGs in ICONS as fallbacks, 7 sizes each),
a status bar of 4 labels and 52 card-sized pixmaps on the scene."""

from __future__ import annotations

import sys

from PySide6.QtCore import QSize
from PySide6.QtGui import QAction, QColor, QIcon, QKeySequence, QPixmap
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsPixmapItem,
    QGraphicsScene,
    QGraphicsView,
    QLabel,
    QMainWindow,
)

#: the toolbar's icons: the theme's name, and the app's own file name
ICONS = {
    "document-new": "new-game",
    "view-refresh": "restart",
    "go-down": "deal-reserve",
    "edit-undo": "undo",
    "edit-redo": "redo",
    "help-hint": "hint",
    "media-skip-forward": "finish",
}
SIZES = (16, 22, 24, 32, 44, 48, 64)


def main(icons: str) -> int:
    app = QApplication(sys.argv[:1])
    window = QMainWindow()
    scene = QGraphicsScene()
    card = QPixmap(71, 96)
    card.fill(QColor("white"))
    for i in range(52):
        item = QGraphicsPixmapItem(card)
        item.setPos(20 + (i % 7) * 90, 20 + (i // 7) * 24)
        scene.addItem(item)
    window.setCentralWidget(QGraphicsView(scene))
    for title in ("&Game", "&Edit", "&View", "&Settings", "&Help"):
        menu = window.menuBar().addMenu(title)
        for j in range(6):
            action = QAction(f"Item &{j}", window)
            action.setShortcut(QKeySequence(f"Ctrl+Shift+{j}"))
            menu.addAction(action)
    toolbar = window.addToolBar("Game")
    for name, own in ICONS.items():
        fallback = QIcon()
        for size in SIZES:
            fallback.addFile(f"{icons}/{own}-{size}.png", QSize(size, size))
        toolbar.addAction(QAction(QIcon.fromTheme(name, fallback), name, window))
    for text in ("Moves: 0", "Score: 500", "0:00", "Winnable"):
        window.statusBar().addPermanentWidget(QLabel(text))
    window.resize(1000, 760)
    window.show()
    return app.exec()


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
