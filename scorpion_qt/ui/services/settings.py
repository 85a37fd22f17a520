"""The player's preferences, kept with QSettings in an INI file in the data folder."""

from __future__ import annotations

import hashlib
import logging
import stat
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QByteArray, QSettings

from scorpion_qt.engine.rules import RULES
from scorpion_qt.store import GRADES
from scorpion_qt.ui.services.translations import LANGUAGES, SYSTEM

log = logging.getLogger(__name__)

#: the largest settings file read: the app writes about a kilobyte, and QSettings reads
#: the whole file at the start and writes it whole again at every change
MAX_FILE_BYTES = 256 * 1024
#: the toolbar's looks (Settings → Toolbar); the first, icons only, is the default: it
#: leaves room for every button in a window 640 px wide in each language
TOOLBAR_STYLES = ("icons", "text_beside_icons", "text")
#: Settings → Appearance's choices, the defaults first: card_decks.NAMES, card_art.BACKS
#: and felt.FELTS
CARD_DECKS = ("standard", "classic", "large")
CARD_BACKS = ("back", "back-blue", "back-red")
FELT_COLOURS = ("green", "blue", "wine", "dark")


@dataclass(frozen=True)
class Look:
    """Settings → Appearance's choice: the faces' deck, the backs' design, the felt."""

    deck: str = CARD_DECKS[0]
    back: str = CARD_BACKS[0]
    felt: str = FELT_COLOURS[0]


class Settings:
    """Typed access to the preferences; every value has a default.

    A settings file that is no regular file (a FIFO would hang the start, /dev/zero never
    end) or is larger than :data:`MAX_FILE_BYTES` is not read, and not written either (a
    write replaces the file, and it is the player's): the defaults hold, changes last until
    the app quits, and :attr:`problem` says why."""

    def __init__(self, path: Path) -> None:
        #: why the file is not used (English, for the log), or None when it is
        self.problem = unusable(path)
        self._qs: QSettings | SessionValues
        if self.problem is None:
            self._qs = QSettings(str(path), QSettings.Format.IniFormat)
        else:
            log.warning(
                "the settings file %s %s: it is left alone, the defaults hold and changes"
                " last until the app quits",
                path,
                self.problem,
            )
            self._qs = SessionValues()

    def _bool(self, key: str, default: bool) -> bool:
        value = self._qs.value(key, default)
        if isinstance(value, str):
            return value.lower() in ("true", "1", "yes")
        return bool(value)

    def _set(self, key: str, value: object) -> None:
        self._qs.setValue(key, value)
        self._qs.sync()

    @property
    def interactive_rules(self) -> bool:
        return self._bool("play/interactive_rules", True)

    @interactive_rules.setter
    def interactive_rules(self, on: bool) -> None:
        self._set("play/interactive_rules", on)

    @property
    def animations(self) -> bool:
        return self._bool("play/animations", True)

    @animations.setter
    def animations(self, on: bool) -> None:
        self._set("play/animations", on)

    @property
    def timed_scoring(self) -> bool:
        return self._bool("play/timed_scoring", False)

    @timed_scoring.setter
    def timed_scoring(self, on: bool) -> None:
        self._set("play/timed_scoring", on)

    @property
    def winnability(self) -> bool:
        return self._bool("play/winnability", True)

    @winnability.setter
    def winnability(self, on: bool) -> None:
        self._set("play/winnability", on)

    @property
    def four_colour(self) -> bool:
        return self._bool("look/four_colour", False)

    @four_colour.setter
    def four_colour(self, on: bool) -> None:
        self._set("look/four_colour", on)

    @property
    def large_index(self) -> bool:
        return self._bool("look/large_index", False)

    @large_index.setter
    def large_index(self, on: bool) -> None:
        self._set("look/large_index", on)

    @property
    def new_game_rules(self) -> str:
        value = str(self._qs.value("new_game/rules", "classic"))
        return value if value in RULES else "classic"

    @property
    def new_game_mode(self) -> str:
        value = str(self._qs.value("new_game/mode", "random"))
        return value if value in ("random", "number", "daily") else "random"

    @property
    def new_game_number(self) -> int:
        try:
            return int(str(self._qs.value("new_game/number", 1)))
        except ValueError:
            return 1

    @property
    def new_game_winnable_only(self) -> bool:
        """A random deal is one the solver has proven winnable (on unless turned off: most
        random Classic deals cannot be won)."""
        return self._bool("new_game/winnable_only", True)

    @property
    def new_game_grade(self) -> str | None:
        """The grade a winnable random deal is to have (one of scorpion_qt.store.GRADES), or
        None for any."""
        value = str(self._qs.value("new_game/grade", ""))
        return value if value in GRADES else None

    def remember_new_game(
        self,
        rules: str,
        mode: str,
        number: int,
        winnable_only: bool = True,
        grade: str | None = None,
    ) -> None:
        self._qs.setValue("new_game/winnable_only", winnable_only)
        self._qs.setValue("new_game/grade", grade or "")
        self._qs.setValue("new_game/rules", rules)
        self._qs.setValue("new_game/mode", mode)
        self._set("new_game/number", number)

    @property
    def geometry(self) -> bytes | None:
        """The window's geometry as ``QWidget.saveGeometry`` gave it."""
        value = self._qs.value("window/geometry")
        return bytes(value.data()) if isinstance(value, QByteArray) else None

    @geometry.setter
    def geometry(self, value: QByteArray | bytes) -> None:
        self._set("window/geometry", QByteArray(value))

    @property
    def language(self) -> str:
        """A language code the app speaks, or "" to follow the system's language."""
        value = str(self._qs.value("look/language", SYSTEM))
        return value if value in LANGUAGES else SYSTEM

    @language.setter
    def language(self, code: str) -> None:
        self._set("look/language", code)

    @property
    def look(self) -> Look:
        """Settings → Appearance: the deck, the backs and the felt."""
        return Look(self.card_deck, self.card_back, self.felt)

    @look.setter
    def look(self, look: Look) -> None:
        self.card_deck, self.card_back, self.felt = look.deck, look.back, look.felt

    @property
    def card_deck(self) -> str:
        """Settings → Appearance: the faces' deck, one of card_decks.NAMES."""
        value = str(self._qs.value("look/deck", CARD_DECKS[0]))
        return value if value in CARD_DECKS else CARD_DECKS[0]

    @card_deck.setter
    def card_deck(self, deck: str) -> None:
        self._set("look/deck", deck)

    @property
    def card_back(self) -> str:
        """Settings → Appearance: the backs' design, one of card_art.BACKS."""
        value = str(self._qs.value("look/card_back", CARD_BACKS[0]))
        return value if value in CARD_BACKS else CARD_BACKS[0]

    @card_back.setter
    def card_back(self, back: str) -> None:
        self._set("look/card_back", back)

    @property
    def felt(self) -> str:
        """Settings → Appearance: the felt's colour, one of felt.FELTS."""
        value = str(self._qs.value("look/felt", FELT_COLOURS[0]))
        return value if value in FELT_COLOURS else FELT_COLOURS[0]

    @felt.setter
    def felt(self, felt: str) -> None:
        self._set("look/felt", felt)

    @property
    def sound(self) -> bool:
        """Settings → Sound: play the game's sounds (off unless the player turns them on)."""
        return self._bool("sound/enabled", False)

    @sound.setter
    def sound(self, on: bool) -> None:
        self._set("sound/enabled", on)

    @property
    def sound_volume(self) -> int:
        """Settings → Sound: the sounds' volume, 0 to 100 (70 until the player chooses)."""
        try:
            value = int(str(self._qs.value("sound/volume", 70)))
        except ValueError:
            return 70
        return min(max(value, 0), 100)

    @sound_volume.setter
    def sound_volume(self, percent: int) -> None:
        self._set("sound/volume", min(max(percent, 0), 100))

    @property
    def full_screen(self) -> bool:
        """View → Full Screen."""
        return self._bool("view/full_screen", False)

    @full_screen.setter
    def full_screen(self, on: bool) -> None:
        self._set("view/full_screen", on)

    @property
    def show_toolbar(self) -> bool:
        return self._bool("view/toolbar", True)

    @show_toolbar.setter
    def show_toolbar(self, on: bool) -> None:
        self._set("view/toolbar", on)

    @property
    def show_status_bar(self) -> bool:
        return self._bool("view/status_bar", True)

    @show_status_bar.setter
    def show_status_bar(self, on: bool) -> None:
        self._set("view/status_bar", on)

    @property
    def toolbar_style(self) -> str:
        """One of :data:`TOOLBAR_STYLES`."""
        value = str(self._qs.value("look/toolbar_style", TOOLBAR_STYLES[0]))
        return value if value in TOOLBAR_STYLES else TOOLBAR_STYLES[0]

    @toolbar_style.setter
    def toolbar_style(self, style: str) -> None:
        self._set("look/toolbar_style", style)

    @property
    def online_server(self) -> str:
        """Settings → Online Leaderboard: the server's address; "" (the default) is off,
        and nothing is ever sent."""
        return str(self._qs.value("online/server", "")).strip()

    @property
    def online_name(self) -> str:
        """The player's name on the online leaderboard."""
        return str(self._qs.value("online/name", ""))

    @property
    def online_token(self) -> str:
        """The secret the server gave when the name was registered ("" when none)."""
        return str(self._qs.value("online/token", ""))

    @property
    def online_player(self) -> int | None:
        """The player's id on the server, when registered."""
        try:
            return int(str(self._qs.value("online/player", "")))
        except ValueError:
            return None

    def remember_online(self, server: str, name: str) -> None:
        """The server and name chosen. A change of either puts the registration in use
        aside (its token is the old name's on the old server) and takes up the one the new
        server and name had, if any: turning online off and on again, or going back to a
        server, needs no new registration (which the taken name would refuse)."""
        if (server, name) != (self.online_server, self.online_name):
            self._keep_registration()
            token, player = self._kept_registration(server, name)
            self._qs.setValue("online/server", server)
            self._qs.setValue("online/name", name)
            self.remember_registration(token, player)
            return
        self._qs.setValue("online/server", server)
        self._set("online/name", name)

    def remember_registration(self, token: str, player: int | None) -> None:
        """The server registered the name: its token and the player's id."""
        self._qs.setValue("online/player", "" if player is None else player)
        self._set("online/token", token)

    def forget_online_token(self) -> None:
        """The registration is no longer good (the server forgot it): not kept either."""
        self._qs.setValue(_registration_key(self.online_server, self.online_name), "")
        self.remember_registration("", None)

    def _keep_registration(self) -> None:
        """Put the registration in use aside, under its server and name."""
        if self.online_server and self.online_name and self.online_token:
            player = self.online_player
            kept = f"{'' if player is None else player} {self.online_token}"
            self._qs.setValue(_registration_key(self.online_server, self.online_name), kept)

    def _kept_registration(self, server: str, name: str) -> tuple[str, int | None]:
        """The token and player id put aside for ``name`` on ``server``, or ("", None)."""
        player, _, token = str(self._qs.value(_registration_key(server, name), "")).partition(" ")
        return token, int(player) if player.isdigit() else None


def _registration_key(server: str, name: str) -> str:
    """Where a server and name's registration is kept aside: a digest, since an address
    and a name hold characters a settings key cannot."""
    digest = hashlib.sha256(f"{server}\n{name.casefold()}".encode()).hexdigest()[:20]
    return f"online_kept/{digest}"


def unusable(path: Path) -> str | None:
    """Why the settings file ``path`` is not to be read or written, or None: it is a
    regular file of a sane size, or there is none yet."""
    try:
        info = path.stat()  # follows a link; opens nothing, so a FIFO does not block
    except FileNotFoundError:
        return None  # the first change writes it
    except OSError as error:  # say, a loop of links, or a data folder that is a file
        return f"cannot be looked at ({error.strerror})"
    if not stat.S_ISREG(info.st_mode):
        return "is not a regular file"
    if info.st_size > MAX_FILE_BYTES:
        return f"is larger than {MAX_FILE_BYTES // 1024} KiB ({info.st_size:,} bytes)"
    return None


class SessionValues:
    """The preferences of this session only, in memory: what :class:`Settings` keeps when
    its file is not to be used. Values come back as they were set, as QSettings gives them
    back before it reads them from its file."""

    def __init__(self) -> None:
        self._values: dict[str, object] = {}

    def value(self, key: str, default: object = None) -> object:
        return self._values.get(key, default)

    def setValue(self, key: str, value: object) -> None:  # QSettings' name
        self._values[key] = value

    def sync(self) -> None:
        """Nothing to write (QSettings' name)."""
