"""The view showing the board scene at the window's size (no scrolling, no scaling)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QTimer, Signal
from PySide6.QtGui import QPaintEvent, QResizeEvent
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from scorpion_qt.ui.table.board_scene import BoardScene

#: how long after the first paint first_painted is emitted
FIRST_PAINT_SETTLE_MS = 10
#: how far apart the steps given to after_first_paint run
STEP_GAP_MS = 5


class BoardView(QGraphicsView):
    """Keeps the scene laid out for the viewport's size."""

    first_painted = Signal()  # once, after the board is first on screen (see painted)

    def __init__(self, scene: BoardScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        # A viewport made here is known to Python: viewport() on the one Qt makes itself
        # sends PySide6 looking through every widget class for its type, about 10 ms.
        self.setViewport(QWidget())
        self.board_scene = scene
        self.setFrameShape(QFrame.Shape.NoFrame)
        # Settings typed with Qt's namespace enums are set by name through Qt's properties:
        # the first use of PySide6's ``Qt`` creates its 90-odd Python enums, about 15 ms, and
        # nothing before the first paint needs them (tests/ui/test_startup_loading.py).
        self.setProperty("horizontalScrollBarPolicy", "ScrollBarAlwaysOff")
        self.setProperty("verticalScrollBarPolicy", "ScrollBarAlwaysOff")
        # Qt's default render hints only. Antialiasing for the whole view made every paint
        # about four times slower, and smooth pixmap scaling turns off Qt's plain copy of an
        # image even where nothing is scaled (a card took 80 µs instead of 7). The items
        # that draw curves or scale their art turn these on for themselves.
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.MinimalViewportUpdate)
        self.setProperty("alignment", "AlignLeft|AlignTop")
        self.setMinimumSize(480, 360)
        self.setProperty("focusPolicy", "StrongFocus")
        self._painted = False
        self.painted = False  # True once first_painted has been emitted
        self._steps: list[Callable[[], object]] = []  # see after_first_paint
        # the focused card or pile, each move and what the reading keys read are told to
        # assistive technology by the accessibility layer (scorpion_qt.ui.access)
        self.setAccessibleName(self.tr("Scorpion board"))

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        if not self._painted:
            self._painted = True
            # a moment first for what waits behind the paint (a window manager's ping, a
            # click): what starts at the first paint then runs on an answering window
            QTimer.singleShot(FIRST_PAINT_SETTLE_MS, self._first_paint_done)

    def _first_paint_done(self) -> None:
        self.painted = True
        self.first_painted.emit()
        if self._steps:
            QTimer.singleShot(STEP_GAP_MS, self, self._next_step)

    def after_first_paint(self, step: Callable[[], object]) -> None:
        """Run ``step`` once the board is on screen. The steps given run in order, one per
        turn of the event loop, STEP_GAP_MS apart: what comes meanwhile (a click, a window
        manager's ping) is answered between them, not after all of them. A step given
        after the first paint runs in a later turn."""
        self._steps.append(step)
        if self.painted and len(self._steps) == 1:
            QTimer.singleShot(STEP_GAP_MS, self, self._next_step)

    def drop_steps(self) -> None:
        """Forget the steps not run yet (the window is closing)."""
        self._steps.clear()

    def _next_step(self) -> None:
        if not self._steps:
            return
        step = self._steps.pop(0)
        if self._steps:  # asked first: a step may add one, which then follows the rest
            QTimer.singleShot(STEP_GAP_MS, self, self._next_step)
        step()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        size = self.viewport().size()
        self.board_scene.set_view_size(size.width(), size.height())
