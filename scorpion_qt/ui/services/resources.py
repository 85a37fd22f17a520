"""Locating bundled resources (cards, fonts, translations) installed or in a checkout."""

from __future__ import annotations

import functools
from pathlib import Path

_PACKAGE = Path(__file__).resolve().parents[2]


@functools.cache
def resources_dir() -> Path:
    """The resources folder: inside the installed package, else the checkout's top level."""
    for candidate in (_PACKAGE / "resources", _PACKAGE.parent / "resources"):
        if (candidate / "cards").is_dir():
            return candidate
    raise FileNotFoundError("Scorpion Qt's resources folder is missing from this installation")


def resource(*parts: str) -> Path:
    return resources_dir().joinpath(*parts)
