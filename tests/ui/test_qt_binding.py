"""The installed Qt binding keeps Python's reference counts straight."""

import sys

from PySide6.QtWidgets import QApplication


def test_calls_returning_none_keep_its_reference_count(qapp: QApplication) -> None:
    # PySide6 6.12.0 dropped a reference to None on every call returning nullptr, which
    # crashes Python 3.11 ("deallocating None") after a few thousand calls.
    before = sys.getrefcount(None)
    for _ in range(50_000):
        QApplication.activeModalWidget()
    assert sys.getrefcount(None) > before - 1000
