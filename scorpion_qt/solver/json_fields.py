"""Reading the solver protocol's JSON values (see :mod:`scorpion_qt.solver.protocol`):
each field of a request or an answer checked for its kind, :class:`ProtocolError` if it
does not fit. Standard library only."""

from __future__ import annotations

from typing import TypeVar

T = TypeVar("T")


class ProtocolError(ValueError):
    """A line, a job or an answer that does not fit the protocol."""


def object_of(data: object, what: str) -> dict[str, object]:
    if not isinstance(data, dict):
        raise ProtocolError(f"not {what}: {data!r:.80}")
    return data


def _get(data: dict[str, object], name: str) -> object:
    try:
        return data[name]
    except KeyError:
        raise ProtocolError(f"no {name!r}") from None


def value_of(data: dict[str, object], name: str, kind: type[T]) -> T:
    """``data[name]`` if it is a ``kind`` (an int read as a float; a bool no int)."""
    value = _get(data, name)
    if kind is float and isinstance(value, int) and not isinstance(value, bool):
        value = float(value)
    if not isinstance(value, kind) or (isinstance(value, bool) and kind is not bool):
        raise ProtocolError(f"{name}: {value!r:.80}")
    return value


def maybe_of(data: dict[str, object], name: str, kind: type[T]) -> T | None:
    """``data[name]`` if it is a ``kind`` or None."""
    return None if _get(data, name) is None else value_of(data, name, kind)


def texts_of(data: dict[str, object], name: str) -> tuple[str, ...]:
    value = value_of(data, name, list)
    if set(map(type, value)) - {str}:  # in C: a winning line may be long
        raise ProtocolError(f"{name}: {value!r:.80}")
    return tuple(value)
