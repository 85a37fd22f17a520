"""Benchmarks run offscreen like the tests; those that watch a real window from outside
share a private X display (:func:`display`) and a pinger on it (:func:`pinger`)."""

from __future__ import annotations

import os
from collections.abc import Iterator

import pytest

from tests.benchmarks.x_ping import Pinger, virtual_display

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """The benchmarks run only when the ``-m`` expression names them (``-m benchmark``):
    another ``-m`` on the command line (``-m "not packaging"``) replaces the default
    ``-m 'not benchmark'``, and would otherwise run them all."""
    if "benchmark" in str(config.option.markexpr):
        return
    benchmarks = [item for item in items if item.get_closest_marker("benchmark") is not None]
    if benchmarks:
        config.hook.pytest_deselected(items=benchmarks)
        items[:] = [item for item in items if item.get_closest_marker("benchmark") is None]


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
