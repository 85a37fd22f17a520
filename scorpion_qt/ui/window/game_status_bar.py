"""The status bar: messages; rules, deal and its grade, score, moves and clock;
winnability; a not-saving warning."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QTimer
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QLabel, QStatusBar, QWidget

from scorpion_qt.ui.play.rule_sets import rules_name
from scorpion_qt.ui.play.status_texts import clock_text, deal_text
from scorpion_qt.ui.window.elided_label import ElidedLabel

if TYPE_CHECKING:
    from scorpion_qt.ui.play.controller import GameController

MESSAGE_MS = 6000  # how long a passing message (a refused move, "copied") stays
LABEL_PADDING = 10  # pixels each side of a label
WARNING = QColor(0xC0, 0x39, 0x2B)
WARNING_ON_DARK = QColor(255, 140, 130)  # 4.5:1 or more on a dark window (WCAG 2.2)


class GameStatusBar(QStatusBar):
    """Shows the controller's game; passing messages go to :meth:`show_message`.

    Messages are shown in ``message_label``, which cuts a text too long for the room left
    with "…" and puts the whole text in its tooltip (QStatusBar's own message is clipped
    wherever the room ends, mid-word). ``showMessage``, ``clearMessage`` and
    ``currentMessage`` work on that label, as QStatusBar's do on its own message."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.message_label = ElidedLabel(self)
        self.message_label.setObjectName("message")
        self.message_label.setContentsMargins(LABEL_PADDING // 2, 0, LABEL_PADDING, 0)
        self.addWidget(self.message_label, 1)
        self._message_timer = QTimer(self)
        self._message_timer.setSingleShot(True)
        self._message_timer.timeout.connect(self.clearMessage)
        # padding and colour without a style sheet, which would bring Qt's style sheet
        # style to the whole status bar and cost its first paint
        self.winnability_label = ElidedLabel(self)
        self.winnability_label.setObjectName("winnability")
        self.saving_label = QLabel(self.tr("Not saving"), self)
        self.saving_label.setToolTip(self.tr("Games are not being saved"))
        self._warning_styled = False
        self.rules_label = QLabel(self)
        self.deal_label = QLabel(self)
        self.score_label = QLabel(self)
        self.moves_label = QLabel(self)
        self.clock_label = QLabel(self)
        for label in (
            self.winnability_label,
            self.saving_label,
            self.rules_label,
            self.deal_label,
            self.score_label,
            self.moves_label,
            self.clock_label,
        ):
            label.setContentsMargins(LABEL_PADDING, 0, LABEL_PADDING, 0)
            self.addPermanentWidget(label)

    def show_game(self, controller: GameController) -> None:
        game = controller.game
        self.rules_label.setText(rules_name(game.rules))
        self.deal_label.setText(deal_text(game.deal, controller.daily, controller.grade))
        self.score_label.setText(self.tr("Score: {score}").format(score=controller.score))
        self.moves_label.setText(self.tr("Moves: {moves}").format(moves=game.move_count))
        self.show_clock(controller)

    def show_clock(self, controller: GameController) -> None:
        """The time played; "(paused)" while the window is away from a game under way (not
        at a dead end, where the clock has stopped)."""
        text = clock_text(controller.elapsed())
        under_way = controller.game.move_count and not controller.is_over
        if not controller.clock_running and under_way and not controller.is_stuck:
            text = self.tr("{time} (paused)").format(time=text)
        self.clock_label.setText(text)

    def show_saving(self, saving: bool) -> None:
        if not saving and not self._warning_styled:
            self._style_warning()
        self.saving_label.setVisible(not saving)

    def _style_warning(self) -> None:
        """Bold and red: done when the warning first shows, since asking a label for its
        font makes PySide6 build the QFont type's ten enums (about 1.5 ms) that the first
        paint otherwise never needs."""
        self._warning_styled = True
        palette = self.saving_label.palette()
        dark = self.palette().color(QPalette.ColorRole.Window).lightness() < 128
        palette.setColor(QPalette.ColorRole.WindowText, WARNING_ON_DARK if dark else WARNING)
        self.saving_label.setPalette(palette)
        font = self.saving_label.font()
        font.setBold(True)
        self.saving_label.setFont(font)

    def changeEvent(self, event: QEvent) -> None:
        """The window's colours changed: the warning's red follows them."""
        super().changeEvent(event)
        if self._warning_styled and event.type() == QEvent.Type.PaletteChange:
            self._style_warning()

    def show_message(self, message: str, timeout: int | None = None) -> None:
        """A passing message, for ``timeout`` ms (:data:`MESSAGE_MS` unless given; 0: until
        another replaces or clears it)."""
        self.showMessage(message, MESSAGE_MS if timeout is None else timeout)

    def showMessage(self, message: str, timeout: int | None = 0) -> None:  # QStatusBar's name
        self._message_timer.stop()
        self.message_label.setText(message)
        if timeout and message:
            self._message_timer.start(timeout)
        self.messageChanged.emit(message)

    def clearMessage(self) -> None:  # QStatusBar's name
        if self.message_label.text():
            self.showMessage("")

    def clear_message_if(self, message: str) -> None:
        """Clear the message if it is still ``message`` (and not one shown since)."""
        if self.currentMessage() == message:
            self.clearMessage()

    def currentMessage(self) -> str:  # QStatusBar's name
        return self.message_label.text()
