"""Immutable value classes: the engine's cards, moves, rules and positions.

``@value`` makes a class what ``@dataclass(frozen=True, slots=True)`` makes it: slotted,
frozen, with ``__init__``, ``__repr__``, ``__eq__``, ``__hash__`` and ``__match_args__``
over its annotated fields in order, and ``field(compare=False, repr=False)`` for a derived
field. Type checkers treat it exactly as a dataclass (PEP 681 ``dataclass_transform``).

Why not ``dataclasses`` itself: the engine loads before the board is first painted, and
there the module cost about 5 ms, a tenth of all the app adds to a bare window's launch.
It compiles six methods from source for every frozen slotted class (about half a
millisecond each), and importing it also imports ``copy``. Here one small ``__init__`` is
compiled per class and the other methods are shared functions.
"""

from __future__ import annotations

from operator import attrgetter
from typing import Any, TypeVar, dataclass_transform

_T = TypeVar("_T")
_MISSING: Any = object()
_FIELDS = "__value_fields__"


class FrozenInstanceError(AttributeError):
    """Raised on an attempt to assign to or delete a field of a value."""


class Field:
    """How ``field()`` marks a class attribute: its default and whether it is compared."""

    __slots__ = ("compare", "default", "repr")

    def __init__(self, default: Any, compare: bool, repr: bool) -> None:
        self.default = default
        self.compare = compare
        self.repr = repr


def field(*, default: Any = _MISSING, compare: bool = True, repr: bool = True) -> Any:
    """A field that is left out of equality and hashing (``compare=False``) or of the
    ``repr`` (``repr=False``), as ``dataclasses.field`` does."""
    return Field(default, compare, repr)


@dataclass_transform(frozen_default=True, field_specifiers=(field,))
def value(cls: type[_T]) -> type[_T]:
    """Make ``cls`` a frozen, slotted value class over its annotated fields."""
    namespace = dict(cls.__dict__)
    annotations = namespace.get("__annotations__", {})
    names = tuple(name for name, kind in annotations.items() if not _is_class_var(kind))
    specs = {name: _spec(namespace.pop(name, _MISSING)) for name in names}
    namespace.pop("__dict__", None)
    namespace.pop("__weakref__", None)
    namespace["__slots__"] = names
    namespace["__match_args__"] = names
    namespace[_FIELDS] = names
    namespace["__init__"] = _make_init(cls.__qualname__, names, specs)
    compared = tuple(name for name in names if specs[name].compare)
    namespace["__eq__"], namespace["__hash__"] = _equality(compared)
    namespace["__repr__"] = _make_repr(tuple(name for name in names if specs[name].repr))
    namespace["__setattr__"] = _refuse_set
    namespace["__delattr__"] = _refuse_delete
    namespace["__getstate__"] = _getstate
    namespace["__setstate__"] = _setstate
    metaclass: Any = type(cls)
    made: type[_T] = metaclass(cls.__name__, cls.__bases__, namespace)
    return made


def replace(obj: _T, /, **changes: Any) -> _T:
    """A copy of the value ``obj`` with some fields changed, as ``dataclasses.replace``."""
    names: tuple[str, ...] = getattr(type(obj), _FIELDS)
    unknown = set(changes) - set(names)
    if unknown:
        raise TypeError(f"{type(obj).__name__} has no field {sorted(unknown)[0]!r}")
    return type(obj)(**{name: changes.get(name, getattr(obj, name)) for name in names})


def _is_class_var(annotation: object) -> bool:
    text = annotation if isinstance(annotation, str) else repr(annotation)
    return text.startswith(("ClassVar", "typing.ClassVar"))


def _spec(attribute: Any) -> Field:
    if isinstance(attribute, Field):
        return attribute
    return Field(attribute, compare=True, repr=True)


def _make_init(qualname: str, names: tuple[str, ...], specs: dict[str, Field]) -> Any:
    scope: dict[str, Any] = {"_set": object.__setattr__}
    params = []
    for name in names:
        default = specs[name].default
        if default is _MISSING:
            if len(scope) > 1:  # a default was seen
                raise TypeError(f"{qualname}: field {name!r} without a default follows one with")
            params.append(name)
        else:
            scope[f"_default_{name}"] = default
            params.append(f"{name}=_default_{name}")
    body = "".join(f"\n    _set(self, {name!r}, {name})" for name in names) or "\n    pass"
    exec(f"def __init__(self, {', '.join(params)}) -> None:{body}", scope)
    init = scope["__init__"]
    init.__qualname__ = f"{qualname}.__init__"
    return init


def _equality(compared: tuple[str, ...]) -> tuple[Any, Any]:
    get = attrgetter(*compared) if compared else (lambda _self: ())
    key = get if len(compared) > 1 else (lambda self: (get(self),))

    def __eq__(self: object, other: object) -> bool:  # noqa: N807
        if other.__class__ is self.__class__:
            return bool(key(self) == key(other))
        return NotImplemented

    def __hash__(self: object) -> int:  # noqa: N807
        return hash(key(self))

    return __eq__, __hash__


def _make_repr(shown: tuple[str, ...]) -> Any:
    def __repr__(self: object) -> str:  # noqa: N807
        fields = ", ".join(f"{name}={getattr(self, name)!r}" for name in shown)
        return f"{type(self).__qualname__}({fields})"

    return __repr__


def _refuse_set(self: object, name: str, _value: object) -> None:
    raise FrozenInstanceError(f"cannot assign to field {name!r}")


def _refuse_delete(self: object, name: str) -> None:
    raise FrozenInstanceError(f"cannot delete field {name!r}")


def _getstate(self: object) -> tuple[Any, ...]:
    return tuple(getattr(self, name) for name in getattr(type(self), _FIELDS))


def _setstate(self: object, state: tuple[Any, ...]) -> None:
    for name, item in zip(getattr(type(self), _FIELDS), state, strict=True):
        object.__setattr__(self, name, item)
