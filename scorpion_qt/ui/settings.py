"""The player's preferences, kept with QSettings in an INI file in the data folder."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QByteArray, QSettings

from scorpion_qt.ui.translations import LANGUAGES, SYSTEM


class Settings:
    """Typed access to the preferences; every value has a default."""

    def __init__(self, path: Path) -> None:
        self._qs = QSettings(str(path), QSettings.Format.IniFormat)

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
        return value if value in ("classic", "relaxed") else "classic"

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
        return self._bool("new_game/winnable_only", False)

    def remember_new_game(
        self, rules: str, mode: str, number: int, winnable_only: bool = False
    ) -> None:
        self._qs.setValue("new_game/winnable_only", winnable_only)
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
