"""A win's news for the summary: once the win is written, its news is read on the store's
thread (new bests, the streak; see :mod:`scorpion_qt.store.personal_bests`) and shown on
the win summary, as it comes."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject, Signal

if TYPE_CHECKING:
    from scorpion_qt.store.personal_bests import WinNews
    from scorpion_qt.store.service import Store
    from scorpion_qt.ui.play.controller import GameController
    from scorpion_qt.ui.services.store_recorder import StoreRecorder

log = logging.getLogger(__name__)


class Summary(Protocol):
    """A summary on screen that shows a win's news (the win dialog)."""

    def set_best_text(self, text: str) -> None: ...


class WinNewsReader(QObject):
    """The news of the ``controller``'s last win: :attr:`text` ("" when there is none, or
    not yet), :attr:`text_changed` as it comes. The win is read through :attr:`recorder`
    (set once the window has one), in order after the win is written."""

    text_changed = Signal(str)

    def __init__(self, controller: GameController, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._controller = controller
        self.recorder: StoreRecorder | None = None
        self.text = ""
        self.news: WinNews | None = None  # the last win's, once read
        self._wins = 0  # wins so far: a late answer for an earlier win is dropped
        controller.won.connect(self._won)

    def follow(self, summary: Summary) -> None:
        """Show the news on ``summary``, now and as it comes."""
        summary.set_best_text(self.text)
        self.text_changed.connect(summary.set_best_text)

    def _won(self) -> None:
        self._wins += 1
        win = self._wins
        self.news = None
        self._set_text("")
        if self.recorder is None or self._controller.practice:
            return  # a practice game is not recorded: it makes no news
        game = self._controller.game
        # what was won, to check that the stored game read is this one
        expected = (game.rules, game.move_count, self._controller.score)

        def work(store: Store, game_id: int | None) -> WinNews | None:
            # SQLAlchemy is not loaded before the board shows: the store's modules wait
            from scorpion_qt.store.personal_bests import read_news

            news = read_news(store.path, game_id)
            if news is None or (news.rules, news.moves, news.score) != expected:
                return None  # not written (not saving), or not this game's
            return news

        self.recorder.for_game(work, lambda news: self._arrived(win, news))

    def _arrived(self, win: int, news: WinNews | None) -> None:
        if win != self._wins:
            return
        self.news = news
        if news is None:
            log.info("no news of the win: it is not stored")
            return
        from scorpion_qt.ui.bests.best_texts import news_lines

        self._set_text("\n".join(news_lines(news)))

    def _set_text(self, text: str) -> None:
        if text != self.text:
            self.text = text
            self.text_changed.emit(text)
