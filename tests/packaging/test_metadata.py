"""One source of truth for what the app is: the man page, the AppStream metainfo and the
.deb's description that packaging/metadata.py writes from the app's rule sets, command line
and files are the ones committed, and each says what the app has (seven rule sets, every
option, the real files); ``--help`` lists the same; ``appstreamcli validate --pedantic``
passes; the metainfo meets Flathub's quality guidelines."""

from __future__ import annotations

import dataclasses
import datetime
import importlib
import os
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest
from PySide6.QtGui import QImage

from scorpion_qt import __version__
from scorpion_qt.engine.rules import CLASSIC, RULES
from scorpion_qt.log_setup import LOG_FILE
from scorpion_qt.options import command_line, parser
from scorpion_qt.store.files import backup_copy
from scorpion_qt.store.kept_backups import KEPT
from scorpion_qt.store.opening import open_database
from scorpion_qt.store.paths import DB_FILENAME, ENV_VAR
from scorpion_qt.ui.services.single_instance import LOCK_FILE
from scorpion_qt.ui.startup import SETTINGS_FILE
from tests.packaging.conftest import APP_ID, PACKAGING, ROOT, require

LINUX = PACKAGING / "linux"
MAN_PAGE = LINUX / "scorpion-qt.6"
METAINFO = LINUX / f"{APP_ID}.metainfo.xml"
LANG = "{http://www.w3.org/XML/1998/namespace}lang"
LANGUAGES = ("en", "de", "tr")


@pytest.fixture(scope="module")
def metadata() -> Iterator[ModuleType]:
    """packaging/metadata.py, imported as make.py imports its neighbours."""
    with pytest.MonkeyPatch.context() as patch:
        patch.syspath_prepend(str(PACKAGING))
        yield importlib.import_module("metadata")


def translated_rule_names(language: str) -> dict[str, str]:
    """The rule sets' names in a translation, read from its .ts file (the texts' source)."""
    root = ET.parse(ROOT / "resources" / "translations" / f"scorpion_qt_{language}.ts").getroot()
    names = {}
    for context in root.iter("context"):
        if context.findtext("name") == "Rules":
            for message in context.iter("message"):
                names[message.findtext("source") or ""] = message.findtext("translation") or ""
    return {rules.id: names[rules.name] for rules in RULES.values()}


def by_language(elements: list[ET.Element]) -> dict[str, list[str]]:
    found: dict[str, list[str]] = {language: [] for language in LANGUAGES}
    for element in elements:
        found[element.get(LANG, "en")].append("".join(element.itertext()))
    return found


# -- the generated files are the committed ones --------------------------------------------


def test_committed_files_are_what_metadata_generates(metadata: ModuleType) -> None:
    files = metadata.generated()
    assert set(files) == {MAN_PAGE, METAINFO, LINUX / "deb-description"}
    for path, content in files.items():
        assert path.read_text(encoding="utf-8") == content, (
            f"{path.relative_to(ROOT)} is not what packaging/metadata.py makes: run it"
        )


def test_a_rule_set_missing_from_the_page_is_a_difference(metadata: ModuleType) -> None:
    """Drift is seen: with one rule set fewer the man page, metainfo and description differ
    from the committed ones (so a rule set added to the engine and not to them fails the
    test above), and a rule set without the app's texts cannot be described at all."""
    fewer = {key: rules for key, rules in RULES.items() if key != "wasp-ii"}
    assert "wasp\\-ii" not in metadata.man_page(fewer)
    assert metadata.man_page(fewer) != MAN_PAGE.read_text(encoding="utf-8")
    assert metadata.metainfo(fewer) != METAINFO.read_text(encoding="utf-8")
    assert "Wasp II" not in metadata.deb_description(fewer)
    unknown = dataclasses.replace(CLASSIC, id="spiderette", name="Spiderette")
    with pytest.raises(LookupError, match="spiderette"):
        metadata.man_page({**RULES, "spiderette": unknown})


def test_make_checks_the_generated_files() -> None:
    """``packaging/metadata.py --check`` (make.py's ``metadata`` target writes them)."""
    result = subprocess.run(
        [sys.executable, str(PACKAGING / "metadata.py"), "--check"],
        capture_output=True,
        text=True,
        check=False,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
    )
    assert result.returncode == 0 and not result.stdout, result.stdout + result.stderr


# -- the man page and --help ---------------------------------------------------------------


def test_man_page_names_every_rule_set_option_and_file() -> None:
    page = MAN_PAGE.read_text(encoding="utf-8")
    options = page.split(".SH OPTIONS")[1].split(".SH ENVIRONMENT")[0]
    listed = re.findall(r"^\.B (\S+)$", options, re.M)
    assert listed == [rules_id.replace("-", "\\-") for rules_id in RULES]  # all seven, in order
    for rules in RULES.values():
        assert f"\n{rules.name} \\(en " in options, rules.name
    for action in (action for members in command_line().options for action in members):
        for name in action.option_strings:
            assert "\\fB" + name.replace("-", "\\-") + "\\fR" in options, name
    files = page.split(".SH FILES")[1]
    for name in (DB_FILENAME, SETTINGS_FILE, LOG_FILE, LOCK_FILE):
        roff_name = name.replace("-", "\\-")
        assert f"\n.I {roff_name}\n" in files, name
    settings = files.split(f".I {SETTINGS_FILE}\n")[1].split(".TP")[0]
    assert settings.strip() == "The settings."
    games = files.split(f".I {DB_FILENAME}\n")[1].split(".TP")[0]
    assert "settings" not in games  # the old page said the database held them
    assert ENV_VAR in page.split(".SH ENVIRONMENT")[1]
    assert "classic | relaxed" not in page


def test_man_page_renders_without_warnings(tmp_path: Path) -> None:
    """As lintian reads it (man --warnings): no groff warning, and every section there."""
    require(shutil.which("man") is not None, "man (Debian package man-db)")
    result = subprocess.run(
        ["man", "--warnings", "-E", "UTF-8", "-l", str(MAN_PAGE)],
        capture_output=True,
        text=True,
        check=False,
        env={"LC_ALL": "C.UTF-8", "MANWIDTH": "80", "PATH": "/usr/bin:/bin", "HOME": str(tmp_path)},
    )
    assert result.returncode == 0 and not result.stderr, result.stderr
    shown = result.stdout
    for heading in ("NAME", "SYNOPSIS", "DESCRIPTION", "OPTIONS", "ENVIRONMENT", "FILES"):
        assert f"\n{heading}\n" in shown, heading
    assert "Classic – Build down in the same suit: 7♠ on 8♠." in " ".join(shown.split())
    assert "three-blind-mice" in shown and "settings.ini" in shown


def test_help_lists_what_the_man_page_lists() -> None:
    """``--help`` (argparse, from the same parser) names every rule set's id, and every
    option it shows is in the man page and the other way round."""
    result = subprocess.run(
        [sys.executable, "-m", "scorpion_qt", "--help"],
        capture_output=True,
        text=True,
        check=False,
        cwd=ROOT,
    )
    assert result.returncode == 0, result.stderr
    shown = " ".join(result.stdout.split())
    assert "{" + ",".join(RULES) + "}" in shown
    page = MAN_PAGE.read_text(encoding="utf-8").replace("\\-", "-")
    help_options = set(re.findall(r"(?<![\w-])--?[a-z][a-z-]*", result.stdout))
    page_options = set(re.findall(r"\\fB(--?[a-z][a-z-]*)\\fR", page))
    assert help_options == page_options


def test_cache_folder_is_where_the_man_page_says(tmp_path: Path) -> None:
    script = (
        "from scorpion_qt.ui.startup import application\n"
        "from scorpion_qt.ui.table.card_cache import cache_folder\n"
        "application(); print(cache_folder())\n"
    )
    env = {"HOME": str(tmp_path), "QT_QPA_PLATFORM": "offscreen", "PATH": "/usr/bin:/bin"}
    result = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, check=False, env=env
    )
    assert result.returncode == 0, result.stderr
    folder = Path(result.stdout.strip()).relative_to(tmp_path)
    man_name = "~/" + folder.as_posix().replace("-", "\\-")
    assert f'.I "{man_name}/"' in MAN_PAGE.read_text(encoding="utf-8")


def man_file_patterns() -> list[re.Pattern[str]]:
    """The data folder's files as the man page lists them, as patterns (a time stamp's
    YYYYmmdd-HHMMSS any stamp, SQLite's side files with the database)."""
    files = MAN_PAGE.read_text(encoding="utf-8").split(".SH FILES")[1]
    names = [name.replace("\\-", "-") for name in re.findall(r"^\.I ([^~/\"]\S*)$", files, re.M)]
    stamp = r"\d{8}-\d{6}(-\d+)?"
    patterns = [stamp.join(map(re.escape, name.split("YYYYmmdd-HHMMSS"))) for name in names]
    return [re.compile(f"{p}(-wal|-shm)?") for p in patterns]


def test_the_files_the_store_writes_are_in_the_man_page(tmp_path: Path) -> None:
    """A real store in a real folder: a file that is no database is moved aside, a fresh one
    made and checked, and upgrade backups taken, the newest kept as the page says; every
    file left in the folder is one the man page names."""
    (tmp_path / DB_FILENAME).write_bytes(b"no database here " * 300)
    start = datetime.datetime(2026, 12, 1, 9, 30, tzinfo=datetime.UTC)
    opened = open_database(tmp_path, start)
    assert opened.engine is not None
    opened.engine.dispose()
    for hours in range(1, 4):
        backup_copy(tmp_path / DB_FILENAME, start + datetime.timedelta(hours=hours))
    names = sorted(path.name for path in tmp_path.iterdir())
    assert any(".corrupt-" in name for name in names), names
    assert sum(".backup-" in name for name in names) == KEPT, names
    assert f"the {KEPT} newest are kept" in MAN_PAGE.read_text(encoding="utf-8")
    patterns = man_file_patterns()
    assert len(patterns) >= 8
    for name in names:
        assert any(p.fullmatch(name) for p in patterns), name


def test_the_files_a_run_of_the_app_leaves_are_in_the_man_page(tmp_path: Path) -> None:
    """``--smoke`` on a folder of its own: the app starts, plays and saves a move; what it
    leaves there (the games, the settings, the log, the check's record) is in the page."""
    data = tmp_path / "data"
    result = subprocess.run(
        [sys.executable, "-m", "scorpion_qt", "--smoke", "--data-dir", str(data)],
        capture_output=True,
        text=True,
        check=False,
        cwd=ROOT,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
        timeout=120,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    names = sorted(path.name for path in data.iterdir())
    assert {DB_FILENAME, SETTINGS_FILE, LOG_FILE} <= set(names), names
    patterns = man_file_patterns()
    for name in names:
        assert any(p.fullmatch(name) for p in patterns), name


# -- the metainfo ---------------------------------------------------------------------------


def test_metainfo_names_the_seven_rule_sets_in_each_language() -> None:
    root = ET.parse(METAINFO).getroot()
    items = by_language(root.findall("description/ul/li"))
    paragraphs = by_language(root.findall("description/p"))
    for language in LANGUAGES:
        names = {r.id: r.name for r in RULES.values()}
        if language != "en":
            names = translated_rule_names(language)
        starts = [item.split(" – ")[0] for item in items[language] if " – " in item]
        assert starts == list(names.values()), language
        text = " ".join(items[language] + paragraphs[language]).lower()
        assert not re.search(r"\b(two rule sets|zwei regeln|iki kural)\b", text), language
    assert paragraphs["en"][1].startswith("Seven rule sets")
    assert paragraphs["de"][1].startswith("Sieben Regeln")
    assert paragraphs["tr"][1].startswith("Scorpion ailesinden yedi kural")


def test_metainfo_meets_flathub_guidelines(metadata: ModuleType) -> None:
    root = ET.parse(METAINFO).getroot()
    summaries = by_language(root.findall("summary"))
    for language in LANGUAGES:
        (summary,) = summaries[language]
        assert len(summary) <= 35 and not summary.endswith("."), (language, summary)
    assert root.find("developer_name") is None
    developer = root.find("developer")
    assert developer is not None and developer.get("id") == "io.github.scorpion_qt"
    assert developer.findtext("name") == "The Scorpion Qt team"
    colours = {c.get("scheme_preference"): c.text for c in root.findall("branding/color")}
    assert set(colours) == {"light", "dark"} and colours["light"] != colours["dark"]
    assert all(re.fullmatch(r"#[0-9a-f]{6}", colour or "") for colour in colours.values())
    assert all(c.get("type") == "primary" for c in root.findall("branding/color"))
    release = root.find("releases/release")
    assert release is not None and release.get("version") == __version__
    assert re.fullmatch(r"\d{4}-\d{2}-\d{2}", release.get("date", ""))
    assert metadata.RELEASES[0][0] == __version__  # a new version needs its entry
    rating = root.find("content_rating")
    assert rating is not None and rating.get("type") == "oars-1.1"
    attributes = {a.get("id"): a.text for a in rating.findall("content_attribute")}
    assert attributes == {"social-info": "mild"}  # the online leaderboards, opt-in


def test_the_desktop_entry_has_the_metainfo_s_keywords_and_categories() -> None:
    """A launcher (from the desktop entry) and a software centre (from the metainfo) find
    the app by the same words in each language, under the same categories."""
    root = ET.parse(METAINFO).getroot()
    keywords = by_language(root.findall("keywords/keyword"))
    entry = {}
    for line in (LINUX / f"{APP_ID}.desktop").read_text(encoding="utf-8").splitlines():
        key, _, value = line.partition("=")
        entry[key] = value.removesuffix(";").split(";")
    for language in LANGUAGES:
        key = "Keywords" if language == "en" else f"Keywords[{language}]"
        assert entry[key] == keywords[language], language
    assert entry["Categories"] == [c.text for c in root.findall("categories/category")]


def luminance(image: QImage, rows: range) -> float:
    """The mean grey level (0-255) of some rows of an image, sampled every 8th pixel."""
    levels = [image.pixelColor(x, y).lightness() for y in rows for x in range(0, image.width(), 8)]
    return sum(levels) / len(levels)


def test_metainfo_screenshots_light_and_dark_with_captions() -> None:
    root = ET.parse(METAINFO).getroot()
    shots = root.findall("screenshots/screenshot")
    assert [shot.get("type") for shot in shots] == ["default", None]
    images = []
    for shot in shots:
        captions = by_language(shot.findall("caption"))
        assert all(len(captions[language]) == 1 for language in LANGUAGES), captions
        (image,) = shot.findall("image")
        url = image.text or ""
        prefix = "https://raw.githubusercontent.com/scorpion-qt/scorpion-qt/main/"
        assert url.startswith(prefix)
        loaded = QImage(str(ROOT / url.removeprefix(prefix)))
        assert not loaded.isNull(), url
        size = (loaded.width(), loaded.height())
        assert size == (int(image.get("width", 0)), int(image.get("height", 0))) == (1280, 800)
        images.append(loaded)
    light, dark = images
    # the menu bar (the top rows) is light in the one and dark in the other, as the felt is
    assert luminance(light, range(2, 16)) > 200
    assert luminance(dark, range(2, 16)) < 80
    assert luminance(dark, range(300, 700)) < luminance(light, range(300, 700))
    assert "dark" in by_language(shots[1].findall("caption"))["en"][0]


def test_appstreamcli_validate_pedantic_passes() -> None:
    """The only remarks left: the id's capitals (a pedantic hint; the id is the desktop
    file's and the icons' name, kept) and, from an AppStream older than 1.0 (Debian 12 has
    0.16), that it does not know the <developer> tag Flathub asks for."""
    tool = shutil.which("appstreamcli")
    require(tool is not None, "appstreamcli (Debian package appstream)")
    assert tool is not None
    version = subprocess.run([tool, "--version"], capture_output=True, text=True, check=True).stdout
    major = int(re.search(r"(\d+)\.\d+", version).group(1))  # type: ignore[union-attr]
    result = subprocess.run(
        [tool, "validate", "--pedantic", "--no-net", str(METAINFO)],
        capture_output=True,
        text=True,
        check=False,
    )
    output = result.stdout + result.stderr
    assert result.returncode == 0, output
    remarks = {
        " ".join(line.split()[2:4]) for line in output.splitlines() if re.match(r"[EWIP]: ", line)
    }
    allowed = {f"cid-contains-uppercase-letter {APP_ID}"}
    if major < 1:
        allowed.add("unknown-tag developer")
    assert remarks <= allowed, output


# -- the .deb's description -------------------------------------------------------------------


def test_deb_description_names_every_rule_set() -> None:
    text = (LINUX / "deb-description").read_text(encoding="utf-8")
    summary, *lines = text.splitlines()
    assert summary == (parser().description or "").rstrip(".")
    assert all(line.startswith(" ") and len(line) <= 80 for line in lines)
    joined = " ".join(" ".join(lines).split())
    for rules in RULES.values():
        assert rules.name in joined, rules.name
    assert "Seven rule sets" in joined and "Classic and Relaxed rules" not in joined
