"""Benchmarks run offscreen like the tests; those that watch a real window from outside
share a private X display (:func:`display`) and a pinger on it (:func:`pinger`)."""

from __future__ import annotations

import os
from collections.abc import Iterator

import pytest

from tests.benchmarks.x_ping import Pinger, virtual_display

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


@pytest.fixture(scope="module")
def display() -> Iterator[str]:
    """A private Xvfb display for the module's launches."""
    with virtual_display() as name:
        yield name


@pytest.fixture
def pinger(display: str) -> Iterator[Pinger]:
    """Pings a window on ``display`` from outside its process."""
    with Pinger(display) as watcher:
        yield watcher
