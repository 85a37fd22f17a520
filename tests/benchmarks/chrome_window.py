"""The launch benchmark's second control (run as a script, ``python chrome_window.py
FOLDER NAMES``): a bare window with what any desktop window like the app's has before its
first frame, and nothing of the app's own: a menu bar (5 menus, 30 items with keys), a
toolbar of icons asked of the icon theme (with the app's PNGs in FOLDER as fallbacks, at
the app's sizes), a status bar of 4 labels and 52 card-sized pixmaps on the scene. NAMES is
JSON: the theme's name of each icon, its file name and the sizes kept of it, as the app's
scorpion_qt.ui.window.icons has them (the benchmark reads them there: this process loads
nothing of the app)."""

from __future__ import annotations

import json
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


def main(icons: str, names: str) -> int:
    own_icons, sizes = json.loads(names)
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
    for name, own in own_icons.items():
        fallback = QIcon()
        for size in sizes:
            fallback.addFile(f"{icons}/{own}-{size}.png", QSize(size, size))
        toolbar.addAction(QAction(QIcon.fromTheme(name, fallback), name, window))
    for text in ("Moves: 0", "Score: 500", "0:00", "Winnable"):
        window.statusBar().addPermanentWidget(QLabel(text))
    window.resize(1000, 760)
    window.show()
    return app.exec()


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))
