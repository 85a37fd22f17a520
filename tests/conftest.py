"""For every test run: the app's caches (the card sheet) go to a folder of the run's own,
not the tester's ~/.cache; the app and its children find it in ``XDG_CACHE_HOME``."""

from __future__ import annotations

import atexit
import os
import shutil
import tempfile

_CACHE = tempfile.mkdtemp(prefix="scorpion-qt-test-cache-")
os.environ["XDG_CACHE_HOME"] = _CACHE
atexit.register(shutil.rmtree, _CACHE, ignore_errors=True)
