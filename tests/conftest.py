"""For every test run: the app's caches (the card sheet) go to a folder of the run's own,
not the tester's ~/.cache; the app and its children find it in ``XDG_CACHE_HOME``. A run
spread over several processes (the README's test command runs ``pytest -n auto --dist
loadgroup``) keeps the packaging tests in one of them, and the benchmarks in one, and
starts with its longest tests."""

from __future__ import annotations

import atexit
import datetime
import os
import shutil
import tempfile
import time

import pytest

_CACHE = tempfile.mkdtemp(prefix="scorpion-qt-test-cache-")
os.environ["XDG_CACHE_HOME"] = _CACHE
atexit.register(shutil.rmtree, _CACHE, ignore_errors=True)


#: the markers whose tests share what a session builds (the wheel, the bundle, the .deb, the
#: bare Debian root) or must not run beside one another (the benchmarks time the machine)
ONE_PROCESS = ("packaging", "benchmark")


@pytest.hookimpl(tryfirst=True)  # before pytest-xdist names each test's group in its id
def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Each of :data:`ONE_PROCESS`'s tests runs in the process that runs the others of its
    marker (pytest-xdist's ``loadgroup``; without ``-n`` the group changes nothing).

    The run starts with the packaging tests (together some minutes, in one process), then
    the tests marked ``long``, then the others in their files' order: pytest-xdist hands
    the tests out in this order as its processes ask for more, so the long ones run beside
    many short ones and none is left to run alone at the end."""
    for item in items:
        for name in ONE_PROCESS:
            if item.get_closest_marker(name) is not None:
                item.add_marker(pytest.mark.xdist_group(name))
                break
    items.sort(key=_start_order)  # a stable sort: each part keeps its order


def _start_order(item: pytest.Item) -> int:
    if item.get_closest_marker("packaging") is not None:
        return 0
    return 1 if item.get_closest_marker("long") is not None else 2


# A test that plays today's daily game must not see the day change under it: one that
# would start in the last minutes before midnight waits for the new day first.
DAY_LEFT_NEEDED = datetime.timedelta(minutes=3)


@pytest.fixture
def today() -> datetime.date:
    """Today's date, with at least :data:`DAY_LEFT_NEEDED` of it left for the test."""
    now = datetime.datetime.now()
    midnight = datetime.datetime.combine(now.date() + datetime.timedelta(days=1), datetime.time())
    if midnight - now < DAY_LEFT_NEEDED:
        time.sleep((midnight - now).total_seconds() + 1)
    return datetime.date.today()
