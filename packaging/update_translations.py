"""Regenerate the translations: pyside6-lupdate reads the app's sources into the .ts files
(keeping every existing translation), then pyside6-lrelease compiles them to the .qm files
the app loads.

    python packaging/update_translations.py           update the .ts files, compile the .qm
    python packaging/update_translations.py --check   only report texts still to translate
                                                      (exit status 1 if there are any)

Translate new texts in resources/translations/scorpion_qt_LANG.ts (with Qt Linguist,
``pyside6-linguist``, or by hand: fill <translation> and drop type="unfinished"), then run
this script again so the .qm files follow. Both the .ts and the .qm files are committed.
"""

from __future__ import annotations

import argparse
import ast
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import NamedTuple

import PySide6

ROOT = Path(__file__).resolve().parent.parent
TRANSLATIONS = ROOT / "resources" / "translations"
LANGUAGES = ("tr", "de")


class Message(NamedTuple):
    context: str
    source: str
    comment: str
    translation: str
    finished: bool


def ts_file(language: str, folder: Path = TRANSLATIONS) -> Path:
    return folder / f"scorpion_qt_{language}.ts"


def qm_file(language: str, folder: Path = TRANSLATIONS) -> Path:
    return folder / f"scorpion_qt_{language}.qm"


def sources(root: Path = ROOT) -> list[Path]:
    """The Python files whose texts are translated (the whole app package)."""
    return sorted(p for p in (root / "scorpion_qt").rglob("*.py") if "__pycache__" not in p.parts)


# translation functions pyside6-lupdate reads, and the position of their text argument
TEXT_ARGUMENT = {"tr": 0, "translate": 1}


def _is_text(node: ast.expr) -> bool:
    return isinstance(node, ast.Constant) and isinstance(node.value, str)


def _text_is_hidden(args: list[ast.expr], index: int) -> bool:
    """True when the text argument is not a literal. For translate() only when its context
    is a literal: QTransform.translate(dx, dy) and str.translate(table) are no texts."""
    if len(args) <= index or (index and not _is_text(args[0])):
        return False
    return not _is_text(args[index])


def hidden_texts(root: Path = ROOT) -> list[str]:
    """Translation calls whose text pyside6-lupdate cannot collect: a text that is not a
    literal (a helper passing its argument on), or tr() outside a class, which
    lupdate files under no context while Qt looks it up under another."""
    problems = []
    for path in sources(root):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call):
                continue
            func = node.func
            name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
            where = f"{path.relative_to(root).as_posix()}:{node.lineno}"
            if name == "tr" and isinstance(func, ast.Name):
                problems.append(f'{where}: tr() outside a class; use translate("Context", "text")')
            elif name in TEXT_ARGUMENT and _text_is_hidden(node.args, TEXT_ARGUMENT[name]):
                problems.append(f"{where}: {name}() with a text that is not a literal string")
    return problems


def tool(name: str) -> Path:
    """Qt's lupdate or lrelease as shipped inside the PySide6 package."""
    path = Path(PySide6.__file__).resolve().parent / (
        f"{name}.exe" if sys.platform == "win32" else name
    )
    if not path.is_file():
        found = shutil.which(f"pyside6-{name}")
        if found is None:
            raise FileNotFoundError(f"{name} is missing: install PySide6-Essentials")
        return Path(found)
    return path


def lupdate(ts_files: list[Path], root: Path = ROOT) -> None:
    """Merge the sources' texts into ``ts_files``: new texts come in unfinished, texts no
    longer in the sources are dropped, translations of unchanged texts are kept."""
    command = [str(tool("lupdate")), "-silent", "-no-obsolete", "-locations", "none"]
    command += ["-source-language", "en", *map(str, sources(root)), "-ts", *map(str, ts_files)]
    subprocess.run(command, check=True, cwd=root)


def lrelease(ts: Path, qm: Path) -> None:
    subprocess.run([str(tool("lrelease")), "-silent", str(ts), "-qm", str(qm)], check=True)


def messages(ts: Path) -> list[Message]:
    """Every current message of a .ts file (vanished and obsolete ones left out)."""
    found = []
    for context in ET.parse(ts).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            kind = "" if translation is None else translation.get("type", "")
            if kind in ("vanished", "obsolete"):
                continue
            text = "" if translation is None else (translation.text or "")
            found.append(
                Message(
                    name,
                    message.findtext("source") or "",
                    message.findtext("comment") or "",
                    text,
                    kind != "unfinished" and bool(text.strip()),
                )
            )
    return found


def untranslated(root: Path = ROOT, folder: Path = TRANSLATIONS) -> dict[str, list[Message]]:
    """Per language, the texts of the current sources that lack a finished translation.
    Works on copies: the .ts files in ``folder`` are not touched."""
    with tempfile.TemporaryDirectory() as temp:
        copies = []
        for language in LANGUAGES:
            copy = ts_file(language, Path(temp))
            if ts_file(language, folder).is_file():
                shutil.copy(ts_file(language, folder), copy)
            copies.append(copy)
        lupdate(copies, root)
        return {
            language: [m for m in messages(copy) if not m.finished]
            for language, copy in zip(LANGUAGES, copies, strict=True)
        }


def update(folder: Path = TRANSLATIONS) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    lupdate([ts_file(language, folder) for language in LANGUAGES])
    for language in LANGUAGES:
        lrelease(ts_file(language, folder), qm_file(language, folder))


def report(missing: dict[str, list[Message]]) -> int:
    count = 0
    for language, items in missing.items():
        for m in items:
            print(f"{language}: [{m.context}] {m.source!r} is not translated yet")
        count += len(items)
    print(f"{count} text(s) to translate" if count else "Every text is translated.")
    return count


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only report missing translations")
    args = parser.parse_args(argv)
    hidden = hidden_texts()
    for problem in hidden:
        print(f"lupdate cannot see: {problem}")
    if args.check:
        return 1 if report(untranslated()) or hidden else 0
    update()
    report({lang: [m for m in messages(ts_file(lang)) if not m.finished] for lang in LANGUAGES})
    return 0


if __name__ == "__main__":
    sys.exit(main())
