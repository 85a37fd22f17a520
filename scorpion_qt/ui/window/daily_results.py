"""A daily game's results: its online leaderboard's (:class:`OnlineResults`) and Copy
Result's (:class:`ResultShare`), each made when first needed (the window makes them once
the board is on screen), and the game's changes, which reach them from here so that none
is missed before they are made."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

if TYPE_CHECKING:
    from scorpion_qt.ui.play.controller import ChangeEvent, GameController
    from scorpion_qt.ui.services.settings import Settings
    from scorpion_qt.ui.services.store_recorder import StoreRecorder
    from scorpion_qt.ui.services.store_thread import StoreThread
    from scorpion_qt.ui.window.game_status_bar import GameStatusBar
    from scorpion_qt.ui.window.online_results import OnlineResults
    from scorpion_qt.ui.window.result_share import ResultShare


class DailyResults(QObject):
    """The results of the ``controller``'s daily games, told in ``status_bar``; their
    online queue is kept on ``store_thread``'s store. ``recorder`` is the recorder of the
    games (a result names its stored game), ``par`` gives the par of the game on the board
    (a share line says it); the start-up sets both. :attr:`copy_available` follows whether
    there is a result to copy. A child of the window."""

    copy_available = Signal(bool)

    def __init__(
        self,
        controller: GameController,
        settings: Settings,
        store_thread: StoreThread,
        status_bar: GameStatusBar,
        parent: QObject,
    ) -> None:
        super().__init__(parent)
        self._controller = controller
        self._settings = settings
        self._store_thread = store_thread
        self._status_bar = status_bar
        self.recorder: StoreRecorder | None = None
        self.par: Callable[[], int | None] = lambda: None
        self._online: OnlineResults | None = None
        self._share: ResultShare | None = None
        controller.won.connect(lambda: self.online.game_ended())
        controller.changed.connect(self._changed)
        controller.status_changed.connect(lambda: self.share.refresh())
        controller.won.connect(lambda: self.share.refresh())

    @property
    def online(self) -> OnlineResults:
        """A daily game's result for the online leaderboard."""
        if self._online is None:
            from scorpion_qt.ui.window.online_results import OnlineResults

            online = OnlineResults(
                self._controller, self._settings, self._store_thread, self._status_bar, self
            )
            self._online = online
            online.recorder = self.recorder  # a daily result names its stored game
            online.sent.connect(lambda submission: self.share.ranked(submission))
        return self._online

    @property
    def share(self) -> ResultShare:
        """A daily's Copy Result."""
        if self._share is None:
            from scorpion_qt.ui.window.result_share import ResultShare

            share = self._share = ResultShare(self._controller, self._status_bar, self)
            share.par = lambda: self.par()  # a daily's share line says its par
            share.available.connect(self.copy_available)
        return self._share

    def _changed(self, event: ChangeEvent) -> None:
        self.online.game_changed(event)
        self.share.game_changed(event)

    def stop(self) -> None:
        """The window closes (see OnlineResults.stop)."""
        if self._online is not None:  # else nothing of the online board is pending
            self._online.stop()
