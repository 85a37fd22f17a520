"""The player's preferences, kept with QSettings in an INI file in the data folder."""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from scorpion_qt.ui.ini_format import IniValue, read_ini
from scorpion_qt.ui.translations import LANGUAGES, SYSTEM

if TYPE_CHECKING:
    from pathlib import Path

    from PySide6.QtCore import QByteArray, QSettings


class Settings:
    """Typed access to the preferences; every value has a default.

    The file is read once, when this is made, without QSettings (see ini_format): that is
    at every start, before the board is first painted. QSettings writes each change, made
    at the first change."""

    def __init__(self, path: Path) -> None:
        self._path = path
        self._values = read_ini(path)
        self._qs: QSettings | None = None

    def _value(self, key: str, default: object) -> IniValue | object:
        return self._values.get(key, default)

    def _bool(self, key: str, default: bool) -> bool:
        value = self._value(key, default)
        if isinstance(value, str):
            return value.lower() in ("true", "1", "yes")
        return bool(value)

    def _set(self, key: str, value: object, *, sync: bool = True) -> None:
        if self._qs is None:
            from PySide6.QtCore import QSettings

            self._qs = QSettings(str(self._path), QSettings.Format.IniFormat)
        self._qs.setValue(key, value)
        if sync:
            self._qs.sync()
        self._values[key] = _as_read(value)

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
        value = str(self._value("new_game/rules", "classic"))
        return value if value in ("classic", "relaxed") else "classic"

    @property
    def new_game_mode(self) -> str:
        value = str(self._value("new_game/mode", "random"))
        return value if value in ("random", "number", "daily") else "random"

    @property
    def new_game_number(self) -> int:
        try:
            return int(str(self._value("new_game/number", 1)))
        except ValueError:
            return 1

    @property
    def new_game_winnable_only(self) -> bool:
        return self._bool("new_game/winnable_only", False)

    def remember_new_game(
        self, rules: str, mode: str, number: int, winnable_only: bool = False
    ) -> None:
        self._set("new_game/winnable_only", winnable_only, sync=False)
        self._set("new_game/rules", rules, sync=False)
        self._set("new_game/mode", mode, sync=False)
        self._set("new_game/number", number)

    @property
    def geometry(self) -> bytes | None:
        """The window's geometry as ``QWidget.saveGeometry`` gave it (restoreGeometry takes
        the bytes as they are)."""
        value = self._value("window/geometry", None)
        return value if isinstance(value, bytes) else None

    @geometry.setter
    def geometry(self, value: QByteArray | bytes) -> None:
        self._set("window/geometry", value)

    @property
    def language(self) -> str:
        """A language code the app speaks, or "" to follow the system's language."""
        value = str(self._value("look/language", SYSTEM))
        return value if value in LANGUAGES else SYSTEM

    @language.setter
    def language(self, code: str) -> None:
        self._set("look/language", code)


def _as_read(value: object) -> IniValue:
    """``value`` as it reads back from the file QSettings writes it to."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str | int):
        return str(value)
    if isinstance(value, bytes | bytearray):
        return bytes(value)
    return bytes(cast("QByteArray", value).data())  # the window's geometry
