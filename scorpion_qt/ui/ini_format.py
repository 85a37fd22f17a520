"""Reading an INI file as QSettings writes it, without QSettings.

The settings are read at every start, before the first paint, where QSettings would first
have PySide6 build its type and enums: about a millisecond, with the reading through Qt.
This reads the same values: sections as key groups, comments, QSettings' escapes and
quotes, comma-separated lists, and ``@ByteArray(...)`` for bytes. QSettings still writes
the file (see ``Settings``), so what is read here is what it wrote; tests hold the two to
the same answers.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

#: a value as read: text, a list of texts (a comma-separated value), bytes, or None for
#: a value QSettings keeps in its binary form (``@Variant(...)``), which this cannot read
IniValue = str | list[str] | bytes | None

_ESCAPES = {"a": "\a", "b": "\b", "f": "\f", "n": "\n", "r": "\r", "t": "\t", "v": "\v"}
_ESCAPES.update({c: c for c in "\"?'\\"})
_HEX = "0123456789abcdefABCDEF"
_GENERAL = "General"  # the section of keys outside any group
_SPACE = " \t\r\n\f\v"


def read_ini(path: Path) -> dict[str, IniValue]:
    """Every key of the file (``group/key``) with its value; an unreadable or missing file
    has none (QSettings then gives every value its default, too)."""
    try:
        text = path.read_bytes().decode("utf-8", errors="replace")
    except OSError:
        return {}
    values: dict[str, IniValue] = {}
    section = ""
    for line, equals in _lines(text):
        if line.startswith("["):
            end = line.find("]")
            name = _unescape_key(line[1 : end if end >= 0 else len(line)].strip(_SPACE))
            section = "" if name.lower() == _GENERAL.lower() else name
        elif equals >= 0:
            name = _unescape_key(line[:equals].strip(_SPACE)).replace("\\", "/")
            # spaces and tabs around a value go, unless quoted (see _unescape)
            values[f"{section}/{name}" if section else name] = _value(line[equals + 1 :])
    return values


def _lines(text: str) -> Iterator[tuple[str, int]]:
    """The file's lines as QSettings reads them, each with where its first ``=`` outside
    quotes is (-1 for none): quotes and a backslash carry a line over a line break, and
    ``;`` outside quotes starts a comment, at the start of a line or after a value."""
    i, n = 0, len(text)
    while i < n:
        while i < n and text[i] in _SPACE:
            i += 1
        if i < n and text[i] == ";":  # a comment line
            while i < n and text[i] not in "\r\n":
                i += 1
            continue
        start, equals, in_quotes = i, -1, False
        while i < n:
            ch = text[i]
            if ch in "\r\n;" and not in_quotes:
                break
            i += 1
            if ch == "=" and not in_quotes and equals < 0:
                equals = i - 1 - start
            elif ch == "\\" and i < n:
                i += 2 if text[i : i + 2] in ("\r\n", "\n\r") else 1
            elif ch == '"':
                in_quotes = not in_quotes
        if i > start:
            yield text[start:i], equals


def _unescape_key(key: str) -> str:
    """A key or section name: QSettings writes odd characters as ``%XX`` or ``%UXXXX``."""
    out: list[str] = []
    i = 0
    while i < len(key):
        if key[i] == "%":
            width = 4 if key[i + 1 : i + 2] == "U" else 2
            start = i + 1 + (width == 4)
            digits = key[start : start + width]
            if len(digits) == width and all(c in _HEX for c in digits):
                out.append(chr(int(digits, 16)))
                i = start + width
                continue
        out.append(key[i])
        i += 1
    return "".join(out)


def _value(text: str) -> IniValue:
    items, is_list = _unescape(text)
    if is_list:
        return items
    return _typed(items[0])


def _typed(text: str) -> IniValue:
    """What QSettings makes of a text it wrote: its ``@`` forms, else the text."""
    if not text.startswith("@"):
        return text
    if text.startswith("@@"):
        return text[1:]
    if text.startswith("@ByteArray(") and text.endswith(")"):
        return text[len("@ByteArray(") : -1].encode("latin-1", errors="replace")
    if text.startswith("@String(") and text.endswith(")"):
        return text[len("@String(") : -1]
    if text.startswith(("@Variant(", "@DateTime(", "@Invalid(")):
        return None
    return text


def _unescape(text: str) -> tuple[list[str], bool]:
    """QSettings' unescaping of a value: its items, and whether it was a list (a comma
    outside quotes). Escapes are C's (``\\n``, ``\\x1f``, ``\\0``); quotes keep spaces."""
    items: list[str] = []
    current = ""
    is_list = quoted = in_quotes = False
    keep = 0  # trailing spaces within this length of ``current`` stay (escaped or quoted)
    i = 0
    while i < len(text) and text[i] in " \t":
        i += 1
    while i < len(text):
        ch = text[i]
        if ch == "\\":
            unescaped, i = _escape(text, i + 1)
            current += unescaped
            keep = len(current)
        elif ch == '"':
            i += 1
            quoted = True
            in_quotes = not in_quotes
            if not in_quotes:
                while i < len(text) and text[i] in " \t":
                    i += 1
                keep = len(current)
        elif ch == "," and not in_quotes:
            items.append(current if quoted else _chop(current, keep))
            is_list, current, quoted, keep = True, "", False, 0
            i += 1
            while i < len(text) and text[i] in " \t":
                i += 1
        else:
            j = i + 1
            while j < len(text) and text[j] not in '\\",':
                j += 1
            current += text[i:j]
            i = j
    items.append(current if quoted else _chop(current, keep))
    return items, is_list


def _escape(text: str, i: int) -> tuple[str, int]:
    """The character escaped at ``text[i]`` (just after a backslash), and where the text
    goes on; an unknown escape stands for nothing, as in QSettings."""
    if i >= len(text):
        return "", i
    ch = text[i]
    i += 1
    if ch in _ESCAPES:
        return _ESCAPES[ch], i
    if ch == "x":
        start = i
        while i < len(text) and text[i] in _HEX:
            i += 1
        return (chr(int(text[start:i], 16) & 0xFFFF) if i > start else ""), i
    if "0" <= ch <= "7":
        start = i - 1
        while i < len(text) and "0" <= text[i] <= "7":
            i += 1
        return chr(int(text[start:i], 8) & 0xFFFF), i
    return "", i


def _chop(text: str, keep: int) -> str:
    """``text`` without the spaces and tabs at its end, but none within ``keep``."""
    return text[:keep] + text[keep:].rstrip(" \t")
