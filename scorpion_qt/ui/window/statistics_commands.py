"""The ways from the game into what was played: Game → Statistics… and Game → Where Did It
Slip Away? (also from the "no moves left" box). Their windows load when first opened."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from scorpion_qt.store.notices import Notice
    from scorpion_qt.store.service import Store
    from scorpion_qt.ui.play.controller import GameController
    from scorpion_qt.ui.play.new_game_choice import NewGameChoice
    from scorpion_qt.ui.services.settings import Settings
    from scorpion_qt.ui.services.store_thread import StoreThread
    from scorpion_qt.ui.statistics import StatisticsWindow
    from scorpion_qt.ui.statistics.slip_replay import SlipReplay
    from scorpion_qt.ui.window.online_results import OnlineResults


class StatisticsCommands(QObject):
    """Opens the statistics and the replays of the ``controller``'s games, read on
    ``store_thread`` once ``store`` gives the open store and shown as ``settings`` say; a
    game chosen there goes to ``play``, and ``show_message`` says when there is nothing to
    show. A child of ``window``, whose children the windows it opens are.
    ``practice_asked``: a replay's Try Again from Here (a PracticeStart)."""

    practice_asked = Signal(object)  # PracticeStart

    def __init__(  # noqa: PLR0913 (each thing it uses, not the window)
        self,
        controller: GameController,
        settings: Settings,
        store_thread: StoreThread,
        store: Callable[[], Store | None],
        online: Callable[[], OnlineResults],
        play: Callable[[NewGameChoice], None],
        show_message: Callable[[str], None],
        window: QWidget,
    ) -> None:
        super().__init__(window)
        self._controller = controller
        self._settings = settings
        self._store_thread = store_thread
        self._store = store
        self._online = online
        self._play = play
        self._show_message = show_message
        self._window = window

    def show_statistics(self) -> StatisticsWindow | None:
        """Game → Statistics: one window, not modal, read afresh each time it is opened."""
        if self._store() is None:
            return None
        from scorpion_qt.ui.statistics import BoardLooks, StatisticsWindow  # no QtCharts yet

        window = self._window.findChild(StatisticsWindow, "statistics_window")
        if window is None:
            window = StatisticsWindow(self._store_thread, self._window)
            window.play_requested.connect(self._play)
            # it follows the games played while it is open (its reads queue behind the moves)
            self._controller.changed.connect(window.games_changed)
            self._controller.won.connect(window.games_changed)
            # a file found damaged and salvaged while the app runs: all is read again
            self._store_thread.noticed.connect(partial(refresh_if_salvaged, window))
        settings = self._settings
        window.board_looks = BoardLooks(
            settings.animations, settings.four_colour, settings.large_index
        )
        window.daily_rules = settings.new_game_rules
        window.leaderboard.online.source = self._online()  # the day's online board
        window.leaderboard.online_rules = settings.new_game_rules
        window.open_window()
        return window

    @property
    def slip_replays(self) -> SlipReplay:
        """The replays of this game, or of the last game lost, analysed: made, and loaded,
        when first asked for."""
        from scorpion_qt.ui.statistics.slip_replay import SlipReplay

        found = self._window.findChild(SlipReplay)
        if isinstance(found, SlipReplay):
            return found
        replays = SlipReplay(
            self._controller,
            self._settings,
            self._store_thread,
            self._store,
            self._show_message,
            self._window,
        )
        replays.practice_asked.connect(self.practice_asked)
        return replays

    def show_where_it_slipped(self) -> None:
        """Game → Where Did It Slip Away? (and the "no moves left" box): the replay of this
        game, or before its first move of the last game lost (see slip_replay)."""
        self.slip_replays.open()


def refresh_if_salvaged(window: StatisticsWindow, notice: Notice) -> None:
    """Read the statistics again if ``notice`` says the games' file was salvaged."""
    from scorpion_qt.store.notices import NoticeKind  # loads with the first notice

    if notice.kind is NoticeKind.DAMAGED_FILE_SALVAGED and window.isVisible():
        window.refresh(quietly=True)
