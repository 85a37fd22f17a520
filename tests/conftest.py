"""For every test run: the app's caches (the card sheet) go to a folder of the run's own,
not the tester's ~/.cache; the app and its children find it in ``XDG_CACHE_HOME``."""

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
