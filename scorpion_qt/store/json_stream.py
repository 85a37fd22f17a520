"""Reading a JSON object whose last member is a long array, one element at a time, so that
a large games file never sits whole in memory (standard library only: each value is
parsed by :meth:`json.JSONDecoder.raw_decode` from a buffer refilled as it is used up)."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from typing import Any, TextIO

#: characters read at a time (the import's progress moves on at each)
CHUNK = 1 << 18
_SPACE = " \t\n\r"


class StreamError(ValueError):
    """Not the JSON expected; ``truncated``: the text ended before the document did."""

    def __init__(self, message: str, *, truncated: bool = False) -> None:
        super().__init__(message)
        self.truncated = truncated


class ValueTooLarge(StreamError):
    """One value is longer than the reader takes."""


class JsonStream:
    """Reads ``handle``: :meth:`members` gives the top-level object's members in order;
    the member named ``array`` is given as an iterator over its elements, which must be
    used up before the next member is read. ``read`` is told each chunk's length."""

    def __init__(
        self,
        handle: TextIO,
        max_value: int,
        read: Callable[[int], None] = lambda _count: None,
    ) -> None:
        self._handle = handle
        self._max_value = max_value
        self._read = read
        self._buffer = ""
        self._at = 0
        self._base = 0  # characters dropped before the buffer
        self._ended = False
        self._decoder = json.JSONDecoder()

    def members(self, array: str) -> Iterator[tuple[str, Any]]:
        self._expect("{")
        if self._peek() == "}":
            self._at += 1
        else:
            while True:
                key = self._value()
                if not isinstance(key, str):
                    raise StreamError(f"a key that is not text at character {self._where()}")
                self._expect(":")
                yield key, (self._elements() if key == array else self._value())
                if self._separator("}"):
                    break
        if self._peek() != "":
            raise StreamError("more text after the document's end")

    def _elements(self) -> Iterator[Any]:
        self._expect("[")
        if self._peek() == "]":
            self._at += 1
            return
        while True:
            yield self._value()
            if self._separator("]"):
                return

    def _separator(self, closing: str) -> bool:
        """Past a ``,`` (False) or ``closing`` (True)."""
        found = self._peek()
        if found not in (",", closing):
            self._fail(f"',' or '{closing}'")
        self._at += 1
        return found == closing

    def _expect(self, char: str) -> None:
        if self._peek() != char:
            self._fail(f"'{char}'")
        self._at += 1

    def _fail(self, expected: str) -> None:
        if self._peek() == "":
            raise StreamError(f"the text ends where {expected} is due", truncated=True)
        raise StreamError(f"{expected} expected at character {self._where()}")

    def _peek(self) -> str:
        """The next character that is not white space ("" at the end)."""
        while True:
            while self._at < len(self._buffer) and self._buffer[self._at] in _SPACE:
                self._at += 1
            if self._at < len(self._buffer) or not self._fill():
                return self._buffer[self._at : self._at + 1]

    def _value(self) -> Any:
        self._peek()
        while True:
            try:
                value, end = self._decoder.raw_decode(self._buffer, self._at)
            except json.JSONDecodeError as error:
                if not self._fill():
                    where = self._base + error.pos
                    message = f"{error.msg} at character {where}"
                    raise StreamError(message, truncated=_cut_short(error)) from None
                continue
            # a number at the buffer's end may go on in the next chunk
            if end == len(self._buffer) and self._fill():
                continue
            self._at = end
            return value

    def _where(self) -> int:
        return self._base + self._at

    def _fill(self) -> bool:
        """Read one more chunk (what was used is dropped first); False at the end."""
        if self._ended:
            return False
        if len(self._buffer) - self._at > self._max_value:
            raise ValueTooLarge(f"a value longer than {self._max_value} characters")
        chunk = self._handle.read(CHUNK)
        self._read(len(chunk))
        if not chunk:
            self._ended = True
            return False
        self._buffer = self._buffer[self._at :] + chunk
        self._base += self._at
        self._at = 0
        return True


def _cut_short(error: json.JSONDecodeError) -> bool:
    """Whether the text ending explains ``error`` (rather than a wrong character)."""
    return error.pos >= len(error.doc.rstrip()) or error.msg.startswith("Unterminated string")
