"""What the window tells the player about saving: the store's notices, a store call that
raised, and the status bar's "Not saving" label."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMessageBox, QWidget

    from scorpion_qt.store.notices import Notice
    from scorpion_qt.store.service import Store
    from scorpion_qt.ui.window.game_status_bar import GameStatusBar

log = logging.getLogger(__name__)


class SavingReports(QObject):
    """Reports the store's notices without blocking the game: in ``status_bar``, or in a
    box over ``window`` (its parent). Its texts keep the window's translation context.
    :attr:`store` is the store once it is open."""

    def __init__(self, status_bar: GameStatusBar, window: QWidget) -> None:
        super().__init__(window)
        self._status_bar = status_bar
        self._window = window
        self.store: Store | None = None  # until it opens, saving is assumed (see update)
        self.broken = False  # a store call raised
        self.box: QMessageBox | None = None  # the last notice's box
        self._not_saving_boxes: list[QMessageBox] = []  # the store's, closed when it resumes

    def report(self, notice: Notice) -> None:
        """A box that need not be answered at once, or, when saving resumed by itself, a
        message in the status bar. The "Not saving" label's tooltip says why."""
        from scorpion_qt.store.notices import NoticeKind
        from scorpion_qt.ui.window.store_notice import open_store_notice, reason_text

        translate = QCoreApplication.translate
        if notice.kind is NoticeKind.SAVING_RESUMED:
            self._close_not_saving_boxes()
            self._status_bar.show_message(
                translate(
                    "MainWindow", "Games are being saved again, with what was played meanwhile"
                )
            )
        else:
            self.box = open_store_notice(notice, self._window)
            if notice.kind is NoticeKind.NOT_SAVING and not self.broken:
                self._keep_until_resumed(self.box)
        if notice.kind is NoticeKind.NOT_SAVING:
            self._status_bar.saving_label.setToolTip(
                translate("MainWindow", "Games are not being saved: {reason}").format(
                    reason=reason_text(notice)
                )
            )
        self.update()

    def _keep_until_resumed(self, box: QMessageBox) -> None:
        """A box saying the store is not saving: it closes itself once saving resumes (the
        player may close it first; it is then deleted)."""
        self._not_saving_boxes.append(box)
        box.destroyed.connect(lambda: self._not_saving_boxes.remove(box))

    def _close_not_saving_boxes(self) -> None:
        """Saving resumed: what said it stopped no longer holds."""
        for box in list(self._not_saving_boxes):
            box.done(0)  # rejected, as with Escape
            box.deleteLater()

    def call_failed(self, error: str) -> None:
        """A store call raised (a bug, not a storage failure, which the store reports
        itself): what it should have saved may be lost, so the player is told, once."""
        from scorpion_qt.store.failures import Reason
        from scorpion_qt.store.notices import Notice, NoticeKind

        if self.broken:
            return  # the status bar goes on saying "not saving"
        self.broken = True
        log.error("a store call raised, so games may not be saved: %s", error)
        self.report(Notice(NoticeKind.NOT_SAVING, error, reason=Reason.FAILED))

    def update(self) -> None:
        """The "Not saving" label: until the store opens, saving is assumed (its moves wait
        in order)."""
        store = self.store
        self._status_bar.show_saving((store is None or store.saving) and not self.broken)
