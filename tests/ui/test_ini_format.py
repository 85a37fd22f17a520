"""The settings file read without QSettings gives what QSettings itself reads from it."""

from __future__ import annotations

import random
from pathlib import Path

from PySide6.QtCore import QByteArray, QSettings
from PySide6.QtWidgets import QApplication

from scorpion_qt.ui.ini_format import read_ini

TRICKY = [
    "",
    " ",
    "plain",
    "  spaces around  ",
    'a "quoted" word',
    "back\\slash",
    "comma, inside",
    "semi;colon",
    "equals=sign",
    "@at the start",
    "@@two ats",
    "@ByteArray(looks like bytes)",
    "tab\there",
    "new\nline",
    "nul\0char",
    "\x1f1 hex digit after an escape",
    "Türkçe ığüşöç İ",
    "Deutsch äöüß",
    "é",
    "日本語",
    "trailing backslash\\",
    '"',
    ",",
    "a,b",
    "\u00a0no-break spaces\u00a0",
    "\u3000ideographic space\u3000",
    "\ttab and form feed\f",
]


def random_text(rng: random.Random) -> str:
    alphabet = 'ab 1,;="\\@\t\n\0\x01\x7f\x80é€ıİ#%[]/\u00a0\u3000\f\v'
    return "".join(rng.choice(alphabet) for _ in range(rng.randrange(0, 12)))


def expected(settings: QSettings, key: str) -> object:
    """What QSettings reads, in read_ini's terms: bytes for QByteArray, texts as texts."""
    value = settings.value(key)
    if isinstance(value, QByteArray):
        return bytes(value.data())
    return value


def assert_same(path: Path, keys: list[str]) -> None:
    # a copy under a new name: QSettings keeps what it wrote in memory per file name, and
    # would answer from there instead of reading the file
    copy = path.with_name(f"read-{path.name}")
    copy.write_bytes(path.read_bytes())
    reader = QSettings(str(copy), QSettings.Format.IniFormat)
    ours = read_ini(copy)
    assert sorted(ours) == sorted(reader.allKeys())
    for key in keys:
        assert ours[key] == expected(reader, key), (key, path.read_text("utf-8"))


def test_tricky_texts_bytes_numbers_and_flags_read_as_qsettings_reads_them(
    qapp: QApplication, tmp_path: Path
) -> None:
    path = tmp_path / "settings.ini"
    writer = QSettings(str(path), QSettings.Format.IniFormat)
    keys = []
    for i, text in enumerate(TRICKY):
        keys.append(f"texts/t{i}")
        writer.setValue(keys[-1], text)
    values: dict[str, object] = {
        "play/animations": True,
        "play/timed_scoring": False,
        "new_game/number": 4294967295,
        "new_game/rules": "relaxed",
        "look/language": "tr",
        "top_level": "no group",
        "nested/group/key": "deep",
        "odd key %é/ünicode name": "odd",
        "window/geometry": QByteArray(bytes(range(256)) + b'\x01A\x00F0\\"\x7f'),
        "window/empty": QByteArray(),
    }
    for key, value in values.items():
        writer.setValue(key, value)
        keys.append(key)
    writer.sync()
    assert_same(path, keys)
    ours = read_ini(path)
    assert ours["play/animations"] == "true" and ours["new_game/number"] == "4294967295"
    assert ours["window/geometry"] == bytes(range(256)) + b'\x01A\x00F0\\"\x7f'
    assert ours["texts/t0"] == "" and ours["texts/t23"] == "a,b"


def test_random_texts_and_bytes_read_as_qsettings_reads_them(
    qapp: QApplication, tmp_path: Path
) -> None:
    rng = random.Random(20261130)
    for round_ in range(20):
        path = tmp_path / f"settings{round_}.ini"
        writer = QSettings(str(path), QSettings.Format.IniFormat)
        keys = []
        for i in range(15):
            key = f"g{i % 3}/k{i}"
            if i % 5 == 4:
                writer.setValue(key, QByteArray(rng.randbytes(rng.randrange(0, 40))))
            else:
                writer.setValue(key, random_text(rng))
            keys.append(key)
        writer.sync()
        assert_same(path, keys)


def test_a_hand_edited_file_reads_as_qsettings_reads_it(tmp_path: Path, qapp: QApplication) -> None:
    path = tmp_path / "settings.ini"
    path.write_text(
        "; a comment\n"
        "[General]\n"
        "loose=  padded value  \n"
        "[look]\n"
        'quoted = "  kept  "\n'
        "list=a, b ,c\n"
        'mixed="x, y", z\n'
        "escaped=\\x41\\102\\t\\q\n"
        "#hash=not a comment\n"
        "commented=value ; a comment after it\n"
        '  quoted_semicolon = "a;b" ; and a comment\n'
        'over_lines="first\nsecond"\n'
        "continued=one\\\ntwo\n"
        "empty=\n"
        "no equals sign\n"
        "[%41%U00e9]\n"
        "key=section name escaped\n",
        encoding="utf-8",
    )
    assert_same(
        path,
        [
            "loose",
            "look/quoted",
            "look/list",
            "look/mixed",
            "look/escaped",
            "look/#hash",
            "look/commented",
            "look/quoted_semicolon",
            "look/over_lines",
            "look/continued",
        ],
    )
    ours = read_ini(path)
    assert ours["loose"] == "padded value"
    assert ours["look/list"] == ["a", "b", "c"]
    assert ours["look/commented"] == "value" and ours["look/quoted_semicolon"] == "a;b"
    assert ours["look/empty"] == ""
    assert ours["Aé/key"] == "section name escaped"


def test_a_missing_or_unreadable_file_has_no_values(tmp_path: Path) -> None:
    assert read_ini(tmp_path / "missing.ini") == {}
    assert read_ini(tmp_path) == {}  # a folder where the file should be
