"""The player's preferences, kept with QSettings in an INI file in the data folder."""

from __future__ import annotations

import logging
import stat
from collections.abc import Container
from dataclasses import dataclass
from pathlib import Path
from typing import Generic, Self, TypeVar, overload

from PySide6.QtCore import QByteArray, QSettings

from scorpion_qt.engine.rules import RULES
from scorpion_qt.store.grades import GRADES
from scorpion_qt.ui.services.token_safe import TokenSafe
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
FELT_COLOURS = ("green", "blue", "wine", "dark", "plain")
#: the window's colours: the system's scheme (the default), or light or dark whatever it is
COLOUR_SCHEMES = ("system", "light", "dark")
#: the deck and felt shown, unless the player chose others, when the system asks for more
#: contrast
HIGH_CONTRAST_DECK, HIGH_CONTRAST_FELT = "large", "plain"
#: File → New Game's ways to choose a deal, the default first
NEW_GAME_MODES = ("random", "number", "daily")

T = TypeVar("T", bool, int, str)


@dataclass(frozen=True)
class Look:
    """Settings → Appearance's choice: the faces' deck, the backs' design, the felt and the
    window's colour scheme."""

    deck: str = CARD_DECKS[0]
    back: str = CARD_BACKS[0]
    felt: str = FELT_COLOURS[0]
    scheme: str = COLOUR_SCHEMES[0]


def _as(kind: type[T], stored: object) -> T | None:
    """A stored value as a ``kind``, or None when it is none. QSettings gives back a
    string for what it read from its file, and the value itself for what was set since."""
    value: object
    if kind is bool:
        value = stored.lower() in ("true", "1", "yes") if isinstance(stored, str) else bool(stored)
    elif kind is int:
        try:
            value = int(str(stored))
        except ValueError:
            return None
    else:
        value = str(stored)
    return value if isinstance(value, kind) else None


class StoredValue(Generic[T]):
    """A preference read as an attribute of :class:`Settings`: the ``kind`` stored under
    ``key``, or ``default`` when none is stored or the stored one is no ``kind`` or none of
    ``choices``; ``clamp`` bounds it, read or written. Written by a method of the class,
    together with the values that go with it."""

    def __init__(
        self,
        key: str,
        kind: type[T],
        default: T,
        *,
        choices: Container[T] | None = None,
        clamp: tuple[T, T] | None = None,
    ) -> None:
        self.key = key
        self.kind: type[T] = kind
        self.default: T = default
        self.choices: Container[T] | None = choices
        self.clamp: tuple[T, T] | None = clamp

    @overload
    def __get__(self, settings: None, owner: type[Settings]) -> Self: ...

    @overload
    def __get__(self, settings: Settings, owner: type[Settings]) -> T: ...

    def __get__(self, settings: Settings | None, owner: type[Settings]) -> T | Self:
        if settings is None:
            return self  # asked of the class: the declaration itself
        value = _as(self.kind, settings._qs.value(self.key, self.default))
        if value is None or (self.choices is not None and value not in self.choices):
            return self.default
        return self._clamped(value)

    def put(self, settings: Settings, value: T) -> None:
        """Set the value without writing the file yet (the caller syncs)."""
        settings._qs.setValue(self.key, self._clamped(value))

    def _clamped(self, value: T) -> T:
        if self.clamp is None:
            return value
        low, high = self.clamp
        return min(max(value, low), high)


class Setting(StoredValue[T]):
    """A preference read and written as an attribute of :class:`Settings`; a change is
    written to the file at once."""

    def __set__(self, settings: Settings, value: T) -> None:
        self.put(settings, value)
        settings._qs.sync()


class Settings:
    """Typed access to the preferences; every value has a default.

    A settings file that is no regular file (a FIFO would hang the start, /dev/zero never
    end) or is larger than :data:`MAX_FILE_BYTES` is not read, and not written either (a
    write replaces the file, and it is the player's): the defaults hold, changes last until
    the app quits, and :attr:`problem` says why."""

    # no other attributes: a value only read here (a StoredValue) cannot be set by mistake
    __slots__ = ("_qs", "_tokens", "problem")

    interactive_rules = Setting("play/interactive_rules", bool, True)
    animations = Setting("play/animations", bool, True)
    timed_scoring = Setting("play/timed_scoring", bool, False)
    winnability = Setting("play/winnability", bool, True)
    #: a move that loses a winnable game asks first (see ui.play.blunder_check)
    blunder_check = Setting("play/blunder_check", bool, False)
    four_colour = Setting("look/four_colour", bool, False)
    large_index = Setting("look/large_index", bool, False)
    #: a language code the app speaks, or SYSTEM to follow the system's language
    language = Setting("look/language", str, SYSTEM, choices=LANGUAGES)
    #: Settings → Appearance: the faces' deck, the backs' design and the felt's colour
    card_deck = Setting("look/deck", str, CARD_DECKS[0], choices=CARD_DECKS)
    card_back = Setting("look/card_back", str, CARD_BACKS[0], choices=CARD_BACKS)
    felt = Setting("look/felt", str, FELT_COLOURS[0], choices=FELT_COLOURS)
    colour_scheme = Setting("look/colour_scheme", str, COLOUR_SCHEMES[0], choices=COLOUR_SCHEMES)
    #: whether the system asked for more contrast when last asked: the next start shows
    #: that look at once (asking the system is left until the board is on screen)
    system_contrast = Setting("look/system_contrast", bool, False)
    toolbar_style = Setting("look/toolbar_style", str, TOOLBAR_STYLES[0], choices=TOOLBAR_STYLES)
    #: Settings → Sound: the game's sounds (off unless the player turns them on) and their
    #: volume in percent (70 until the player chooses)
    sound = Setting("sound/enabled", bool, False)
    sound_volume = Setting("sound/volume", int, 70, clamp=(0, 100))
    #: the View menu
    full_screen = Setting("view/full_screen", bool, False)
    show_toolbar = Setting("view/toolbar", bool, True)
    show_status_bar = Setting("view/status_bar", bool, True)

    #: File → New Game's last choice, kept by :meth:`remember_new_game`; a random deal is
    #: one the solver has proven winnable unless turned off (most random Classic deals
    #: cannot be won)
    new_game_rules = StoredValue("new_game/rules", str, "classic", choices=RULES)
    new_game_mode = StoredValue("new_game/mode", str, NEW_GAME_MODES[0], choices=NEW_GAME_MODES)
    new_game_number = StoredValue("new_game/number", int, 1)
    new_game_winnable_only = StoredValue("new_game/winnable_only", bool, True)
    _new_game_grade = StoredValue("new_game/grade", str, "", choices=GRADES)

    #: Settings → Online Leaderboard, kept by :meth:`remember_online` and
    #: :meth:`remember_registration`: the player's name there (the secret the server gave
    #: is kept in the token safe, see :attr:`online_token`)
    _online_server = StoredValue("online/server", str, "")
    online_name = StoredValue("online/name", str, "")
    #: where earlier versions kept the token, and this one only one the safe cannot keep
    _LEGACY_TOKEN = "online/token"
    _legacy_token = StoredValue(_LEGACY_TOKEN, str, "")
    _ONLINE_PLAYER = "online/player"
    #: Statistics → Leaderboard → Online: the board shown, a club's slug ("" everyone's)
    online_board_club = Setting("online/board_club", str, "")

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
        self._tokens = TokenSafe(path.parent)
        if self.problem is None:
            self._move_tokens_out()

    @property
    def new_game_grade(self) -> str | None:
        """The grade a winnable random deal is to have (one of store.grades.GRADES), or None
        for any."""
        return self._new_game_grade or None

    def remember_new_game(
        self,
        rules: str,
        mode: str,
        number: int,
        winnable_only: bool = True,
        grade: str | None = None,
    ) -> None:
        Settings.new_game_winnable_only.put(self, winnable_only)
        Settings._new_game_grade.put(self, grade or "")
        Settings.new_game_rules.put(self, rules)
        Settings.new_game_mode.put(self, mode)
        Settings.new_game_number.put(self, number)
        self._qs.sync()

    @property
    def geometry(self) -> bytes | None:
        """The window's geometry as ``QWidget.saveGeometry`` gave it."""
        value = self._qs.value("window/geometry")
        return bytes(value.data()) if isinstance(value, QByteArray) else None

    @geometry.setter
    def geometry(self, value: QByteArray | bytes) -> None:
        self._qs.setValue("window/geometry", QByteArray(value))
        self._qs.sync()

    @property
    def look(self) -> Look:
        """Settings → Appearance: the deck, the backs, the felt and the window's colours."""
        return Look(self.card_deck, self.card_back, self.felt, self.colour_scheme)

    def look_for(self, high_contrast: bool) -> Look:
        """The look to show: the player's choices, and where the player chose no deck or
        felt, the large-print deck on the plain felt when the system asks for more
        contrast (``high_contrast``). A choice the player made wins over the system's."""
        look = self.look
        if not high_contrast:
            return look
        deck = look.deck if self._chosen(Settings.card_deck) else HIGH_CONTRAST_DECK
        felt = look.felt if self._chosen(Settings.felt) else HIGH_CONTRAST_FELT
        return Look(deck, look.back, felt, look.scheme)

    def keep_look(self, chosen: Look, shown: Look) -> None:
        """Keep what the player changed in Settings → Appearance: ``chosen`` where it differs
        from the ``shown`` look the dialog opened with. What stayed as shown is left as it
        was (a deck or felt not chosen keeps following the system's contrast)."""
        for setting, old, new in (
            (Settings.card_deck, shown.deck, chosen.deck),
            (Settings.card_back, shown.back, chosen.back),
            (Settings.felt, shown.felt, chosen.felt),
            (Settings.colour_scheme, shown.scheme, chosen.scheme),
        ):
            if new != old:
                setting.put(self, new)
        self._qs.sync()

    def _chosen(self, setting: StoredValue[str]) -> bool:
        """Whether the player chose a value for ``setting`` (one it accepts)."""
        if not self._qs.contains(setting.key):
            return False
        return setting.choices is None or str(self._qs.value(setting.key)) in setting.choices

    @property
    def online_server(self) -> str:
        """Settings → Online Leaderboard: the server's address; "" (the default) is off,
        and nothing is ever sent."""
        return self._online_server.strip()

    @property
    def online_player(self) -> int | None:
        """The player's id on the server, when registered."""
        try:
            return int(str(self._qs.value(self._ONLINE_PLAYER, "")))
        except ValueError:
            return None

    def remember_online(self, server: str, name: str) -> None:
        """The server and name chosen. A change of either puts the registration in use
        aside (its token is the old name's on the old server) and takes up the one the new
        server and name had, if any: turning online off and on again, or going back to a
        server, needs no new registration (which the taken name would refuse)."""
        if (server, name) != (self.online_server, self.online_name):
            self._keep_registration()
            Settings._online_server.put(self, server)
            Settings.online_name.put(self, name)
            self._take_up_registration()
            self._qs.sync()
            return
        Settings._online_server.put(self, server)
        Settings.online_name.put(self, name)
        self._qs.sync()

    @property
    def online_token(self) -> str:
        """The secret the server gave when the name was registered ("" when none, or
        online is off): read from the system keyring or the private token file only when
        asked (a keyring can take its time), never kept in the settings file."""
        if not self.online_server:
            return ""
        return self._tokens.get(self._registration()) or self._legacy_token

    def remember_registration(self, token: str, player: int | None) -> None:
        """The server registered the name: its token and the player's id."""
        self._qs.setValue(self._ONLINE_PLAYER, "" if player is None else player)
        self._keep_token(self._registration(), token)
        self._qs.sync()

    def forget_online_token(self) -> None:
        """The registration is no longer good (the server forgot it): not kept either."""
        self._qs.setValue(self._registration(), "")
        self.remember_registration("", None)

    def _registration(self) -> str:
        return _registration_key(self.online_server, self.online_name)

    def _keep_token(self, key: str, token: str) -> None:
        """The registration ``key``'s token into the safe ("": out of it). Where the safe
        cannot keep it, it stays in the settings file, as earlier versions kept it: a token
        lost would lose the name (the server does not give it twice)."""
        self._qs.remove(self._LEGACY_TOKEN)
        if not token:
            self._tokens.delete(key)
        elif not self._tokens.put(key, token):
            log.warning("the leaderboard token cannot be kept safe: the settings file keeps it")
            Settings._legacy_token.put(self, token)

    def _keep_registration(self) -> None:
        """Put the registration in use aside, under its server and name: the player's id
        (its token is in the safe under the same key; one the safe could not keep goes
        with the id, as earlier versions kept it)."""
        if self.online_server and self.online_name and self.online_token:
            player = self.online_player
            kept = "" if player is None else str(player)
            if legacy := self._legacy_token:
                kept = f"{kept} {legacy}"
            self._qs.setValue(self._registration(), kept)
        self._qs.remove(self._LEGACY_TOKEN)

    def _take_up_registration(self) -> None:
        """The player id put aside for the server and name now chosen (none: no id); a
        token put aside with it (by an earlier version) goes into the safe."""
        key = self._registration()
        player, _, token = str(self._qs.value(key, "")).partition(" ")
        self._qs.setValue(self._ONLINE_PLAYER, int(player) if player.isdigit() else "")
        if token:
            self._keep_token(key, token)
            if not self._legacy_token:
                self._qs.setValue(key, player)

    def _move_tokens_out(self) -> None:
        """Tokens an earlier version kept in the settings file (which others may read) go
        into the safe; each leaves the file only once the safe has kept it."""
        moved = 0
        if legacy := self._legacy_token:
            self._keep_token(self._registration(), legacy)
            moved += not self._legacy_token
        kept = self._qs
        assert isinstance(kept, QSettings)
        kept.beginGroup(_KEPT_GROUP)
        keys = [f"{_KEPT_GROUP}/{key}" for key in kept.childKeys()]
        kept.endGroup()
        for key in keys:
            player, _, token = str(kept.value(key, "")).partition(" ")
            if token and self._tokens.put(key, token):
                kept.setValue(key, player)
                moved += 1
        if moved:
            kept.sync()
            log.info("%d leaderboard token(s) moved out of the settings file", moved)


def _registration_key(server: str, name: str) -> str:
    """Where a server and name's registration is kept aside: a digest, since an address
    and a name hold characters a settings key cannot."""
    import hashlib  # OpenSSL's library loads only for an online registration

    digest = hashlib.sha256(f"{server}\n{name.casefold()}".encode()).hexdigest()[:20]
    return f"{_KEPT_GROUP}/{digest}"


_KEPT_GROUP = "online_kept"


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

    def remove(self, key: str) -> None:  # QSettings' name
        self._values.pop(key, None)

    def contains(self, key: str) -> bool:  # QSettings' name
        return key in self._values

    def sync(self) -> None:
        """Nothing to write (QSettings' name)."""
