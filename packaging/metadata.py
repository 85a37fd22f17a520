"""What Scorpion Qt is, said once: the man page, the AppStream metainfo and the .deb's
description are generated here from the app's own sources, and committed.

    python packaging/metadata.py            write the generated files
    python packaging/metadata.py --check    exit 1 naming each file that differs

The sources: the rule sets are the engine's (``scorpion_qt.engine.rules.RULES``: ids, order
and English names) with the descriptions the New Game dialog shows
(``scorpion_qt.ui.play.rule_sets``), in German and Turkish through the app's compiled
translations; the options are the command line's parser (``scorpion_qt.options.parser``,
which also writes ``--help``); the files are named by the constants the app writes them
with; the version is ``scorpion_qt.__version__``; the brand colours are the green felt's;
the screenshots' sizes are read from the images (``packaging/take_screenshots.py`` takes
them). The prose around them is in metadata_texts.py, in the three languages the app speaks.
tests/packaging/test_metadata.py fails when a committed file differs from what this makes.
"""

from __future__ import annotations

import argparse
import struct
import sys
from dataclasses import dataclass
from pathlib import Path
from xml.sax.saxutils import escape, quoteattr

from metadata_texts import KEYWORDS, MAN_ABOUT, NUMBERS, RELEASES, SCREENSHOT_FILES, TEXTS
from PySide6.QtCore import QTranslator

from scorpion_qt.engine.rules import RULES, Rules
from scorpion_qt.log_setup import BACKUPS, LOG_FILE, MAX_BYTES
from scorpion_qt.options import CommandLine, command_line
from scorpion_qt.package_files import resource
from scorpion_qt.store.full_check import RECORD_NAME
from scorpion_qt.store.kept_backups import KEPT
from scorpion_qt.store.paths import APP_NAME, DB_FILENAME, ENV_VAR
from scorpion_qt.ui.play.rule_sets import RULE_SETS
from scorpion_qt.ui.services.single_instance import LOCK_FILE
from scorpion_qt.ui.services.token_safe import TOKEN_FILE
from scorpion_qt.ui.startup import DESKTOP_FILE, SETTINGS_FILE
from scorpion_qt.ui.table.felt import COLOURS

ROOT = Path(__file__).resolve().parent.parent
LINUX = ROOT / "packaging" / "linux"
SCREENSHOTS = ROOT / "packaging" / "screenshots"
APP_ID = DESKTOP_FILE
MAN_PAGE = LINUX / f"{APP_NAME}.6"
METAINFO = LINUX / f"{APP_ID}.metainfo.xml"
#: the .deb's Description field: its summary line, then the long description (deb_package)
DEB_DESCRIPTION = LINUX / "deb-description"
HOMEPAGE = "https://github.com/scorpion-qt/scorpion-qt"
#: where the metainfo's screenshots are read from (the repository's files as served)
IMAGE_URL = "https://raw.githubusercontent.com/scorpion-qt/scorpion-qt/main/"
DEVELOPER_ID = "io.github.scorpion_qt"
DEVELOPER = "The Scorpion Qt team"
#: the languages besides English, as the translations name them
TRANSLATED = ("de", "tr")


@dataclass(frozen=True, slots=True)
class RuleSetText:
    """A rule set as the texts name it: its id, and its name and one-line description by
    language."""

    id: str
    names: dict[str, str]
    descriptions: dict[str, str]


def translators() -> dict[str, QTranslator]:
    """The app's compiled translations, by language."""
    found: dict[str, QTranslator] = {}
    for language in TRANSLATED:
        translator = QTranslator()
        path = resource("translations", f"scorpion_qt_{language}.qm")
        if not translator.load(str(path)):
            raise FileNotFoundError(f"cannot load the translation {path}")
        found[language] = translator
    return found


def _translated(translator: QTranslator, english: str) -> str:
    text = translator.translate("Rules", english)
    if not text:
        raise LookupError(f"{english!r} has no translation in the Rules context")
    return text


def rule_set_texts(rules: dict[str, Rules] | None = None) -> list[RuleSetText]:
    """Every rule set, in the engine's order, with its names and descriptions in English
    and each translation (the New Game dialog's texts)."""
    rules = RULES if rules is None else rules
    found = translators()
    texts = []
    for rule_set in rules.values():
        entry = RULE_SETS.get(rule_set.id)
        if entry is None:
            raise LookupError(f"rule set {rule_set.id!r} has no entry in ui.play.rule_sets")
        names, descriptions = {"en": rule_set.name}, {"en": entry.description()}
        for language, translator in found.items():
            names[language] = _translated(translator, rule_set.name)
            descriptions[language] = _translated(translator, descriptions["en"])
        texts.append(RuleSetText(rule_set.id, names, descriptions))
    return texts


def count_word(language: str, count: int, capital: bool = False) -> str:
    word = NUMBERS[language][count - 2]
    return word[0].upper() + word[1:] if capital else word


def text(language: str, key: str, count: int) -> str:
    value = TEXTS[language][key]
    assert isinstance(value, str)
    return value.format(
        count=count_word(language, count), Count=count_word(language, count, capital=True)
    )


# -- the files the app writes ------------------------------------------------------------

STAMP = "YYYYmmdd-HHMMSS"


def data_files() -> list[tuple[str, str]]:
    """The files in the data folder, each with what it holds (roff: file names' hyphens are
    written ``\\-``)."""
    db = _minus(DB_FILENAME)
    log = _minus(LOG_FILE)
    return [
        (
            DB_FILENAME,
            "The games with their moves, the statistics, the daily deals played and the "
            f"results waiting to go online, in SQLite (with {db}\\-wal and {db}\\-shm beside "
            "it while the app runs).",
        ),
        (
            f"{DB_FILENAME}.backup-{STAMP}",
            "A copy made before the file is upgraded to a newer version's format; the "
            f"{KEPT} newest are kept.",
        ),
        (
            f"{DB_FILENAME}.corrupt-{STAMP}",
            "A damaged file, kept as it was when the games that could be read were copied "
            f"into a fresh {db}.",
        ),
        (RECORD_NAME, "When the games' file was last checked in full, and how long it took."),
        (SETTINGS_FILE, "The settings."),
        (
            TOKEN_FILE,
            "The online leaderboard's token, where the system has no keyring (only its owner "
            "may read it).",
        ),
        (
            LOG_FILE,
            f"The log, with up to {BACKUPS} older ones ({log}.1 and so on) of about "
            f"{MAX_BYTES // 1000} KB each.",
        ),
        (
            LOCK_FILE,
            "Held while the app runs on the folder: a second start on it brings that window "
            "forward instead.",
        ),
    ]


def _minus(name: str) -> str:
    """A file or option name in roff: its hyphens are minus signs (typed as such)."""
    return name.replace("-", "\\-")


# -- the man page --------------------------------------------------------------------------

_ROFF_GLYPHS = {"–": "\\(en", "♠": "\\(SP", "♥": "\\(HE", "♦": "\\(DI", "♣": "\\(CL"}


def roff(value: str) -> str:
    """Plain text as roff: backslashes and suit signs escaped, ASCII only."""
    value = value.replace("\\", "\\e")
    for glyph, escaped in _ROFF_GLYPHS.items():
        value = value.replace(glyph, escaped)
    if not value.isascii():
        raise ValueError(f"no roff for {value!r}")
    return "\\&" + value if value.startswith((".", "'")) else value


def _option(name: str) -> str:
    return "\\fB" + _minus(name) + "\\fR"


def _usage(action: argparse.Action) -> str:
    """An option as the synopsis and the list show it: its name and its argument's."""
    metavar = "ID" if action.choices else action.metavar
    return _option(action.option_strings[-1]) + (f" \\fI{metavar}\\fR" if action.nargs != 0 else "")


def _sentence(help_text: str | None) -> str:
    assert help_text, "every option has a help text"
    return roff(help_text[0].upper() + help_text[1:] + ("" if help_text.endswith(".") else "."))


def man_page(rules: dict[str, Rules] | None = None, options: CommandLine | None = None) -> str:
    """The man page's roff (``@VERSION@`` is the version; the .deb fills it in)."""
    options = command_line() if options is None else options
    description = (options.parser.description or "").rstrip(".")
    lines = ['.TH SCORPION-QT 6 "" "Scorpion Qt @VERSION@" "Games"', ".SH NAME"]
    lines += [
        f"{_minus(APP_NAME)} \\- {roff(description)}",
        ".SH SYNOPSIS",
        f".B {_minus(APP_NAME)}",
    ]
    for members in options.options:
        lines.append("[" + " | ".join(_usage(a) for a in members) + "]")
    texts = rule_set_texts(rules)
    lines += [".SH DESCRIPTION", *MAN_ABOUT.splitlines()]
    lines.append(
        f"It has {count_word('en', len(texts))} rule sets of the Scorpion family"
        f" (see {_option('--rules')})."
    )
    lines.append(".SH OPTIONS")
    for action in (options.help, *(action for members in options.options for action in members)):
        names = ", ".join(_option(name) for name in action.option_strings[:-1])
        lines += [".TP", (names + ", " if names else "") + _usage(action), _sentence(action.help)]
        if action.choices:
            lines.append("\\fIID\\fR is one of:")
            lines.append(".RS")
            for rule_set in texts:
                lines += [".TP", f".B {_minus(rule_set.id)}"]
                lines.append(roff(f"{rule_set.names['en']} – {rule_set.descriptions['en']}"))
            lines.append(".RE")
    lines += [".SH ENVIRONMENT", ".TP", f".B {ENV_VAR}", "The data folder, when"]
    lines += [f"{_option('--data-dir')} does not name one."]
    lines += [".SH FILES", "The data folder is", f".I ~/.local/share/{_minus(APP_NAME)}", "(under"]
    lines += [
        ".B $XDG_DATA_HOME",
        f"when that is set), or the one {_option('--data-dir')} or",
        f".B {ENV_VAR}",
    ]
    lines += ["names. It holds:"]
    for name, holds in data_files():
        lines += [".TP", f".I {_minus(name)}", holds]
    lines += [
        ".TP",
        f'.I "~/.cache/{_minus(APP_NAME)}/Scorpion Qt/"',
        "The card images drawn for the window, kept between starts (under",
    ]
    lines += [
        ".B $XDG_CACHE_HOME",
        "when that is set); deleting them costs the next start their drawing.",
    ]
    lines += [
        ".TP",
        f".I /usr/lib/{_minus(APP_NAME)}/",
        "The program, with the Python and Qt it runs on (the .deb).",
    ]
    lines += [".SH SEE ALSO", "The rules and tips are in the program's Help menu."]
    return "\n".join(lines) + "\n"


# -- the metainfo ----------------------------------------------------------------------------


def png_size(path: Path) -> tuple[int, int]:
    """A PNG's width and height, from its header."""
    with path.open("rb") as file:
        head = file.read(24)
    if head[:8] != b"\x89PNG\r\n\x1a\n" or head[12:16] != b"IHDR":
        raise ValueError(f"{path} is no PNG")
    width, height = struct.unpack(">II", head[16:24])
    return width, height


def _hex(colour: tuple[int, int, int]) -> str:
    return "#" + "".join(f"{channel:02x}" for channel in colour)


def _translated_lines(tag: str, texts: dict[str, str], indent: str) -> list[str]:
    lines = []
    for language in ("en", *TRANSLATED):
        lang = "" if language == "en" else f' xml:lang="{language}"'
        lines.append(f"{indent}<{tag}{lang}>{escape(texts[language])}</{tag}>")
    return lines


def _each(key: str, count: int) -> dict[str, str]:
    return {language: text(language, key, count) for language in TEXTS}


def metainfo(rules: dict[str, Rules] | None = None, screenshots: Path = SCREENSHOTS) -> str:
    """The AppStream metainfo."""
    texts = rule_set_texts(rules)
    count = len(texts)
    lines = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        "<!-- AppStream metadata for software centres. Copyright the Scorpion Qt team; CC0-1.0."
        " Generated by packaging/metadata.py: edit that, and run it. -->",
        '<component type="desktop-application">',
        f"  <id>{APP_ID}</id>",
        "  <metadata_license>CC0-1.0</metadata_license>",
        "  <project_license>GPL-3.0-or-later</project_license>",
        "  <name>Scorpion Qt</name>",
        *_translated_lines("summary", _each("summary", count), "  "),
        f"  <developer id={quoteattr(DEVELOPER_ID)}>",
        f"    <name>{escape(DEVELOPER)}</name>",
        "  </developer>",
        "  <description>",
        *_translated_lines("p", _each("about", count), "    "),
        "    <ul>",
    ]
    features = {language: TEXTS[language]["features"] for language in TEXTS}
    for index in range(len(features["en"])):
        lines += _translated_lines("li", {lang: f[index] for lang, f in features.items()}, "      ")
    lines += ["    </ul>", *_translated_lines("p", _each("rule_sets", count), "    "), "    <ul>"]
    for rule_set in texts:
        each = {lang: f"{rule_set.names[lang]} – {rule_set.descriptions[lang]}" for lang in TEXTS}
        lines += _translated_lines("li", each, "      ")
    lines += [
        "    </ul>",
        "  </description>",
        f'  <launchable type="desktop-id">{APP_ID}.desktop</launchable>',
        f'  <icon type="stock">{APP_ID}</icon>',
        "  <branding>",
        f'    <color type="primary" scheme_preference="light">{_hex(COLOURS[False][0])}</color>',
        f'    <color type="primary" scheme_preference="dark">{_hex(COLOURS[True][0])}</color>',
        "  </branding>",
        "  <categories>",
        "    <category>Game</category>",
        "    <category>CardGame</category>",
        "  </categories>",
        "  <keywords>",
    ]
    for language, words in KEYWORDS.items():
        lang = "" if language == "en" else f' xml:lang="{language}"'
        lines += [f"    <keyword{lang}>{escape(word)}</keyword>" for word in words]
    lines += [
        "  </keywords>",
        f'  <url type="homepage">{HOMEPAGE}</url>',
        f'  <url type="bugtracker">{HOMEPAGE}/issues</url>',
        f'  <url type="vcs-browser">{HOMEPAGE}</url>',
        "  <screenshots>",
    ]
    for index, name in enumerate(SCREENSHOT_FILES):
        kind = ' type="default"' if index == 0 else ""
        captions = {lang: TEXTS[lang]["captions"][index] for lang in TEXTS}
        width, height = png_size(screenshots / name)
        lines += [f"    <screenshot{kind}>"]
        lines += _translated_lines("caption", {k: str(v) for k, v in captions.items()}, "      ")
        url = f"{IMAGE_URL}packaging/screenshots/{name}"
        lines += [f'      <image type="source" width="{width}" height="{height}">{url}</image>']
        lines += ["    </screenshot>"]
    lines += [
        "  </screenshots>",
        '  <content_rating type="oars-1.1">',
        # the online leaderboards (off until the player turns them on) send results to a
        # server the player names: an online API, OARS's "mild" sharing of information
        '    <content_attribute id="social-info">mild</content_attribute>',
        "  </content_rating>",
        "  <supports>",
        "    <control>pointing</control>",
        "    <control>keyboard</control>",
        "  </supports>",
        "  <provides>",
        f"    <binary>{APP_NAME}</binary>",
        "  </provides>",
        "  <releases>",
    ]
    for version, date, news in RELEASES:
        lines += [f'    <release version="{version}" date="{date}">', "      <description>"]
        lines += [f"        <p>{escape(news)}</p>", "      </description>", "    </release>"]
    lines += ["  </releases>", "</component>"]
    return "\n".join(lines) + "\n"


# -- the .deb's description --------------------------------------------------------------------


def deb_description(rules: dict[str, Rules] | None = None) -> str:
    """The .deb's Description field, less the paragraph on the package itself (deb_package
    adds that): a summary line, then the long description, each line indented by one space."""
    names = [rule_set.names["en"] for rule_set in rule_set_texts(rules)]
    listed = ", ".join(names[:-1]) + " and " + names[-1]
    about = (
        "Seven columns of seven cards, twelve of them face-down, three in reserve: build "
        "down in suit, fill empty columns with Kings only, and complete four King-to-Ace "
        f"runs. {count_word('en', len(names), capital=True)} rule sets of the Scorpion "
        f"family ({listed}), undo, saved games, statistics, hints and daily deals."
    )
    summary = (command_line().parser.description or "").rstrip(".")
    return summary + "\n" + "".join(f" {line}\n" for line in _wrapped(about, 79))


def _wrapped(value: str, width: int) -> list[str]:
    lines: list[str] = []
    for word in value.split():
        if lines and len(lines[-1]) + 1 + len(word) <= width:
            lines[-1] += " " + word
        else:
            lines.append(word)
    return lines


# -- writing them -------------------------------------------------------------------------------


def generated() -> dict[Path, str]:
    """Every generated file and what it should hold."""
    return {MAN_PAGE: man_page(), METAINFO: metainfo(), DEB_DESCRIPTION: deb_description()}


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description="Write the man page, metainfo and .deb description.")
    p.add_argument("--check", action="store_true", help="only say which files differ")
    args = p.parse_args(argv)
    stale = []
    for path, content in generated().items():
        if path.is_file() and path.read_text(encoding="utf-8") == content:
            continue
        stale.append(path)
        if not args.check:
            path.write_text(content, encoding="utf-8")
    for path in stale:
        print(f"{'differs' if args.check else 'wrote'}: {path.relative_to(ROOT)}")
    return 1 if args.check and stale else 0


if __name__ == "__main__":
    sys.exit(main())
