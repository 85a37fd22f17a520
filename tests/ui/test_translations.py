"""Translations: every text translated into Turkish and German, the rule book's wording,
the language setting, the help windows and the translated window."""

from __future__ import annotations

import configparser
import importlib.util
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType
from typing import cast

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QMenu
from pytestqt.qtbot import QtBot

from scorpion_qt.engine import Card, Game
from scorpion_qt.ui.dialogs.help_dialog import TOPICS, HelpDialog
from scorpion_qt.ui.play.messages import card_name
from scorpion_qt.ui.services.settings import Settings
from scorpion_qt.ui.services.translations import (
    LANGUAGES,
    current_language,
    system_language,
    use_language,
)
from scorpion_qt.ui.window.language_menu import LanguageMenu
from scorpion_qt.ui.window.main_window import MainWindow
from tests.packaging.conftest import require
from tests.rule_book import RULE_BOOK_DEAL
from tests.ui.conftest import Board, open_window

ROOT = Path(__file__).resolve().parents[2]
LINUX = ROOT / "packaging" / "linux"
APP_ID = "io.github.scorpion_qt.ScorpionQt"
TRANSLATED = ("tr", "de")
KING_ONLY = "Only a King can be placed in an empty column"
SAME_SUIT = "Rule: cards must be the same suit"
FIRST_MENU = {"en": "&Game", "tr": "&Oyun", "de": "&Spiel"}
EMPTY_FIFTH_COLUMN = RULE_BOOK_DEAL.replace("5: 6H 8C JS 4C 9C 8D 5C", "5:").replace(
    "6: 6D QC KH 4D KS 9H JC", "6: 6D QC KH 4D KS 9H JC 6H 8C JS 4C 9C 8D 5C"
)


def _load_update_script() -> ModuleType:
    spec = importlib.util.spec_from_file_location(
        "update_translations", ROOT / "packaging" / "update_translations.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


update = _load_update_script()


@pytest.fixture
def speak(qapp: QApplication) -> Iterator[None]:
    """Lets a test install a language; English again afterwards."""
    yield
    use_language("en")


def settings_in(data_dir: Path, language: str) -> None:
    Settings(data_dir / "settings.ini").language = language


def window_in(
    qtbot: QtBot, tmp_path: Path, language: str, position: str = RULE_BOOK_DEAL
) -> MainWindow:
    data_dir = tmp_path / f"data-{language}"
    data_dir.mkdir()
    settings_in(data_dir, language)
    position_file = tmp_path / f"position-{language}.txt"
    position_file.write_text(position, encoding="utf-8")
    return open_window(qtbot, ["--position", str(position_file), "--data-dir", str(data_dir)])


# -- completeness -----------------------------------------------------------------------


def test_every_source_text_has_a_finished_translation() -> None:
    """lupdate over the current sources (into copies of the .ts files) finds no text without
    a finished translation: a text added to the code fails here until it is translated."""
    missing = update.untranslated()
    lines = [f"{lang}: [{m.context}] {m.source!r}" for lang, ms in missing.items() for m in ms]
    assert not lines, (
        "texts without a finished translation (python packaging/update_translations.py, "
        "then translate them in resources/translations/*.ts):\n" + "\n".join(lines)
    )


def test_lupdate_sees_every_text() -> None:
    assert update.hidden_texts() == []
    contexts = {m.context for lang in TRANSLATED for m in update.messages(update.ts_file(lang))}
    assert "" not in contexts, "a text without context: Qt would look it up under another"


def test_hidden_texts_are_found(tmp_path: Path) -> None:
    package = tmp_path / "scorpion_qt"
    package.mkdir()
    (package / "texts.py").write_text(
        "from PySide6.QtCore import QCoreApplication\n"
        "def tr(text):\n"
        '    return QCoreApplication.translate("Statistics", text)\n'
        'x = tr("a")\n'
        "class A:\n"
        "    def f(self, v, transform):\n"
        "        transform.translate(v, 0)\n"
        '        return self.tr(v), self.tr("ok"), QCoreApplication.translate("C", "ok")\n',
        encoding="utf-8",
    )
    assert sorted(int(p.split(":")[1]) for p in update.hidden_texts(tmp_path)) == [3, 4, 8]


def test_translations_keep_placeholders_and_shortcut_letters() -> None:
    for language in TRANSLATED:
        for m in update.messages(update.ts_file(language)):
            assert set(re.findall(r"\{\w*\}", m.translation)) == set(
                re.findall(r"\{\w*\}", m.source)
            ), (language, m.source)
            has_key = re.compile(r"&[^&\s]")
            assert bool(has_key.search(m.translation)) == bool(has_key.search(m.source)), (
                language,
                m.source,
            )


def test_compiled_catalogues_match_the_sources(tmp_path: Path) -> None:
    """The committed .qm files are what lrelease makes of the committed .ts files."""
    for language in TRANSLATED:
        compiled = tmp_path / f"{language}.qm"
        update.lrelease(update.ts_file(language), compiled)
        assert compiled.read_bytes() == update.qm_file(language).read_bytes(), (
            f"run python packaging/update_translations.py ({language})"
        )


def test_update_script_keeps_translations(tmp_path: Path) -> None:
    folder = tmp_path / "translations"
    shutil.copytree(update.TRANSLATIONS, folder)
    update.update(folder)
    for language in TRANSLATED:
        before = {(m.context, m.source): m for m in update.messages(update.ts_file(language))}
        after = {
            (m.context, m.source): m for m in update.messages(update.ts_file(language, folder))
        }
        assert after == before
        assert update.qm_file(language, folder).stat().st_size > 1000


# -- the rule book's wording ------------------------------------------------------------


def test_turkish_refusals_are_the_rule_books(speak: None) -> None:
    use_language("tr")
    assert QCoreApplication.translate("Rules", KING_ONLY) == "Boş sütuna yalnızca Papaz konabilir"
    assert QCoreApplication.translate("Rules", SAME_SUIT) == "Kural: kartlar aynı türden olmalıdır"


@pytest.mark.parametrize(
    ("language", "names"),
    [("en", "A J Q K"), ("tr", "A V K P"), ("de", "A B D K")],
)
def test_card_letters(speak: None, language: str, names: str) -> None:
    use_language(language)
    cards = [Card.parse(code) for code in ("AH", "JH", "QH", "KH")]
    assert " ".join(card_name(card).removesuffix("♥") for card in cards) == names


def test_refused_moves_speak_turkish_in_the_window(
    qtbot: QtBot, tmp_path: Path, speak: None
) -> None:
    window = window_in(qtbot, tmp_path, "tr")
    board = Board(window, qtbot)
    assert current_language() == "tr"
    board.drag("4H", board.visible_point("5C"))
    assert window.statusBar().currentMessage() == "Kural: kartlar aynı türden olmalıdır"
    board.settle()
    window.controller.set_game(Game.from_text(EMPTY_FIFTH_COLUMN))
    board.settle()
    board.drag("3S", board.column_point(5))
    assert window.statusBar().currentMessage() == "Boş sütuna yalnızca Papaz konabilir"
    board.settle()
    window.close()


# -- the window in each language --------------------------------------------------------


@pytest.mark.parametrize("language", LANGUAGES)
def test_window_screenshot_in_each_language(
    qtbot: QtBot, tmp_path: Path, speak: None, language: str
) -> None:
    window = window_in(qtbot, tmp_path, language)
    assert window.menuBar().actions()[0].text() == FIRST_MENU[language]
    image = window.grab().toImage()
    image.save(str(tmp_path / f"window-{language}.png"))
    small = image.scaled(100, 76)
    colours = {small.pixel(x, y) for x in range(small.width()) for y in range(small.height())}
    assert len(colours) > 50, "the window looks blank"
    window.close()


def test_qt_standard_buttons_are_translated(speak: None) -> None:
    use_language("de")
    box = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
    assert box.button(QDialogButtonBox.StandardButton.Cancel).text().replace("&", "") == "Abbrechen"


# -- help -------------------------------------------------------------------------------


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("topic", TOPICS)
def test_help_in_each_language(qtbot: QtBot, speak: None, language: str, topic: str) -> None:
    use_language(language)
    dialog = HelpDialog(topic)
    qtbot.addWidget(dialog)
    dialog.show()
    text = dialog.browser.toPlainText()
    assert len(text) > 500
    assert dialog.windowTitle()
    if topic == "rules":
        # the rules quote the app's own refusal messages, in the same words
        for message in (KING_ONLY, SAME_SUIT):
            assert QCoreApplication.translate("Rules", message) in text
    if language != "en":
        english = {"rules": "Rules of Scorpion", "tips": "Tips", "keys": "Keys"}
        assert dialog.windowTitle() != english[topic]


def test_help_menu_opens_rules_and_tips(window: MainWindow, qtbot: QtBot) -> None:
    assert window.game_actions.rules_action.shortcut().toString() == "F1"
    window.game_actions.rules_action.trigger()
    window.game_actions.tips_action.trigger()
    window.game_actions.rules_action.trigger()  # shows the same window again
    dialogs = window.findChildren(HelpDialog)
    assert sorted(d.objectName() for d in dialogs) == ["help_rules", "help_tips"]
    assert all(d.isVisible() for d in dialogs)


# -- the language setting ---------------------------------------------------------------


def test_system_language() -> None:
    assert system_language(["de-DE", "en-US"]) == "de"
    assert system_language(["fr-FR", "tr_TR"]) == "tr"
    assert system_language(["fr-FR"]) == "en"
    assert system_language(["C"]) == "en"


def test_language_setting(tmp_path: Path) -> None:
    settings = Settings(tmp_path / "settings.ini")
    assert settings.language == ""
    settings.language = "tr"
    assert Settings(tmp_path / "settings.ini").language == "tr"
    settings.language = "xx"
    assert settings.language == ""


def test_language_menu_stores_the_choice(window: MainWindow, qtbot: QtBot) -> None:
    menu = window.findChild(LanguageMenu, "language_menu")
    assert menu is not None
    names = [action.text() for action in menu.actions()]
    assert names == ["System Default", "English", "Türkçe", "Deutsch"]
    assert menu.actions()[0].isChecked()
    menu.actions()[3].trigger()
    assert window.settings.language == "de"
    assert menu.actions()[3].isChecked()
    qtbot.waitUntil(lambda: menu.notice.isVisible())
    menu.notice.close()


# -- desktop entry and AppStream metadata -----------------------------------------------


def test_desktop_entry_is_translated() -> None:
    entry = configparser.ConfigParser(interpolation=None, strict=True)
    entry.optionxform = str  # type: ignore[assignment,method-assign]
    entry.read(LINUX / f"{APP_ID}.desktop", encoding="utf-8")
    keys = entry["Desktop Entry"]
    for key in ("GenericName", "Comment", "Keywords"):
        for language in TRANSLATED:
            assert keys.get(f"{key}[{language}]"), f"{key}[{language}]"


def test_metainfo_is_translated() -> None:
    root = ET.parse(LINUX / f"{APP_ID}.metainfo.xml").getroot()
    lang = "{http://www.w3.org/XML/1998/namespace}lang"
    groups: list[list[ET.Element]] = [
        root.findall("summary"),
        root.findall("description/p"),
        root.findall("description/ul/li"),
        root.findall("screenshots/screenshot/caption"),
    ]
    for elements in groups:
        english = [e for e in elements if lang not in e.attrib]
        for language in TRANSLATED:
            translated = [e for e in elements if e.get(lang) == language]
            assert len(translated) == len(english) > 0, (elements[0].tag, language)
    keywords = {e.get(lang) for e in root.findall("keywords/keyword")}
    assert {None, *TRANSLATED} <= keywords


@pytest.mark.parametrize(
    ("tool", "arguments", "name"),
    [
        ("desktop-file-validate", [], f"{APP_ID}.desktop"),
        ("appstreamcli", ["validate", "--no-net"], f"{APP_ID}.metainfo.xml"),
    ],
)
def test_translated_metadata_validates(tool: str, arguments: list[str], name: str) -> None:
    path = shutil.which(tool)
    require(path is not None, tool)  # a skip locally, a failure in CI
    assert path is not None
    result = subprocess.run(
        [path, *arguments, str(LINUX / name)], capture_output=True, text=True, check=False
    )
    assert result.returncode == 0, result.stdout + result.stderr
    if tool == "desktop-file-validate":
        assert not result.stdout.strip(), result.stdout


def shortcut_letters(texts: list[str]) -> list[str]:
    return [m.group(1).lower() for t in texts if (m := re.search(r"&([^&\s])", t))]


@pytest.mark.parametrize("language", LANGUAGES)
def test_menu_shortcut_letters_are_unique(
    qtbot: QtBot, tmp_path: Path, speak: None, language: str
) -> None:
    window = window_in(qtbot, tmp_path, language)
    bar = window.menuBar()
    tops = [cast(QMenu, m.menu()) for m in bar.actions()]  # Qt types menu() as a QObject
    menus = [bar.actions(), *(top.actions() for top in tops)]
    menus += [cast(QMenu, a.menu()).actions() for top in tops for a in top.actions() if a.menu()]
    for actions in menus:
        letters = shortcut_letters([a.text() for a in actions if not a.isSeparator()])
        assert len(letters) == len(set(letters)), [a.text() for a in actions]
    window.close()
