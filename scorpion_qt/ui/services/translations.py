"""The app's language: Qt translators for the app and for Qt's own standard texts."""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6 import QtCore
from PySide6.QtCore import QCoreApplication, QLocale

from scorpion_qt.package_files import resource

log = logging.getLogger(__name__)

SOURCE_LANGUAGE = "en"
LANGUAGES = ("en", "tr", "de")
SYSTEM = ""  # the settings value that means "follow the system's language"
# Each language is offered under its own name, so a player who is lost in a language
# they cannot read still finds theirs; these names are therefore not translated.
LANGUAGE_NAMES = {"en": "English", "tr": "Türkçe", "de": "Deutsch"}

_installed: list[QtCore.QTranslator] = []  # the type loads with a language other than English
_current = SOURCE_LANGUAGE


def system_language(ui_languages: list[str] | None = None) -> str:
    """The first of the system's preferred languages the app speaks, else English."""
    if ui_languages is None:
        ui_languages = QLocale.system().uiLanguages()
    for name in ui_languages:
        code = name.replace("_", "-").split("-")[0].lower()
        if code in LANGUAGES:
            return code
    return SOURCE_LANGUAGE


def resolve(choice: str) -> str:
    """The language a settings value stands for ("" or unknown: the system's)."""
    return choice if choice in LANGUAGES else system_language()


def current_language() -> str:
    """The language of the translators installed last (English before any)."""
    return _current


def translations_dir() -> Path:
    return resource("translations")


def qt_translations_dirs() -> list[Path]:
    """Where Qt's own catalogues (qtbase_*.qm) may be: Qt's configured folder, else the
    folder inside the PySide6 package (a frozen bundle may not configure Qt's). (QLibraryInfo
    is made here, for a language other than English, not at every start.)"""
    import importlib.resources  # only for a language other than English

    library_info = QtCore.QLibraryInfo
    # PySide6 is a package on disk wherever the app runs (PyInstaller's reader gives its
    # folder in the bundle), so its files are a Path, as Qt's translator needs
    pyside = Path(str(importlib.resources.files("PySide6")))
    return [
        Path(library_info.path(library_info.LibraryPath.TranslationsPath)),
        pyside / "Qt" / "translations",
    ]


def _load(path: Path) -> QtCore.QTranslator | None:
    translator = QtCore.QTranslator()
    if translator.load(str(path)):
        return translator
    log.warning("Cannot load the translation file %s", path)
    return None


def use_language(choice: str = SYSTEM) -> str:
    """Install the translators for ``choice`` ("" follows the system); returns its code.

    Widgets made afterwards speak the language; ones already made keep their texts.
    """
    global _current  # noqa: PLW0603 -- one language per application, like Qt's translators
    language = resolve(choice)
    for old in _installed:
        QCoreApplication.removeTranslator(old)
    _installed.clear()
    _current = language
    # dates and numbers follow a language chosen in the settings, too
    QLocale.setDefault(QLocale(language) if choice in LANGUAGES else QLocale.system())
    if language == SOURCE_LANGUAGE:
        return language
    app_file = translations_dir() / f"scorpion_qt_{language}.qm"
    qt_files = (folder / f"qtbase_{language}.qm" for folder in qt_translations_dirs())
    for path in (app_file, next((p for p in qt_files if p.is_file()), None)):
        translator = _load(path) if path is not None else None
        if translator is not None:
            QCoreApplication.installTranslator(translator)
            _installed.append(translator)
    return language
