"""The Online board's choice of board: everyone's, or one of the player's clubs' (read from
the server each time the view is shown); the choice is kept in the settings."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QComboBox, QWidget

from scorpion_qt.ui.services.club_api import Club, ClubApi, clubs_of
from scorpion_qt.ui.services.online_answer import Answer

if TYPE_CHECKING:
    from collections.abc import Callable

    from scorpion_qt.ui.services.online_api import OnlineApi
    from scorpion_qt.ui.services.settings import Settings

log = logging.getLogger(__name__)


class ClubChoice(QComboBox):
    """ "Everyone", then the player's clubs by name; each item's data is its club's slug
    ("" for everyone's board). :attr:`clubs` are the clubs last read."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("online_club")
        self.setAccessibleName(self.tr("Board"))
        self.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.clubs: tuple[Club, ...] = ()
        self._asked = 0  # lists asked for: only the latest counts
        self._fill((), "")

    def slug(self) -> str:
        """The chosen board's club ("": everyone's)."""
        data = self.currentData()
        return data if isinstance(data, str) else ""

    def read(self, settings: Settings, api: OnlineApi, then: Callable[[], None]) -> None:
        """Ask the server for the player's clubs, show them with the kept choice chosen (if
        the player is still in that club), then ``then()``. Unregistered: everyone's board
        at once; a server that cannot say (offline, or one without clubs): the same."""
        chosen = settings.online_board_club
        server, token = settings.online_server, settings.online_token
        self._asked += 1
        asked = self._asked
        if not (server and token):
            self._fill((), chosen)
            then()
            return

        def answered(answer: Answer) -> None:
            if asked != self._asked:
                return
            clubs = clubs_of(answer)
            if clubs is None:
                log.info("no list of clubs (%s): everyone's board only", answer.outcome.value)
            self._fill(clubs or (), chosen)
            then()

        ClubApi(api, server, token).clubs(answered)

    def _fill(self, clubs: tuple[Club, ...], chosen: str) -> None:
        self.clubs = clubs
        self.blockSignals(True)
        self.clear()
        self.addItem(self.tr("Everyone"), "")
        for club in clubs:
            self.addItem(club.name, club.club)
        index = self.findData(chosen) if chosen else 0
        self.setCurrentIndex(max(index, 0))
        self.blockSignals(False)
