"""Exporting the history to a CSV file on the store's thread, with progress and Cancel."""

from __future__ import annotations

import threading
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import QProgressDialog, QWidget

from scorpion_qt.store.export import ExportCancelled, ExportError
from scorpion_qt.store.records import HistoryFilter, SortKey
from scorpion_qt.ui.statistics.texts import count_text

if TYPE_CHECKING:
    from scorpion_qt.store.service import Store
    from scorpion_qt.ui.services.store_thread import StoreThread

# how long an export runs before its progress shows
SHOW_AFTER_MS = 300


class HistoryExport(QObject):
    """One export: :meth:`start` it; :attr:`done` follows with the number of games written,
    or an :class:`ExportError` (nothing written), or None when the player cancelled it."""

    done = Signal(object)  # int | ExportError | None
    _progressed = Signal(int, int)  # games written, games in all (from the store's thread)

    def __init__(self, store_thread: StoreThread, path: Path, parent: QWidget) -> None:
        super().__init__(parent)
        self.store_thread = store_thread
        self.path = path
        self._cancel = threading.Event()
        self.progress = QProgressDialog(parent)
        self.progress.setObjectName("export_progress")
        self.progress.setWindowTitle(self.tr("Export History"))
        self.progress.setLabelText(self.tr("Exporting games to {path}…").format(path=path))
        # not modal: a modal one runs the event loop inside each update of its value
        self.progress.setWindowModality(Qt.WindowModality.NonModal)
        self.progress.setMinimumDuration(SHOW_AFTER_MS)
        self.progress.setAutoReset(False)
        self.progress.setRange(0, 0)  # busy until the number of games is known
        self.progress.canceled.connect(self._cancel.set)
        self._progressed.connect(self._show_progress)

    def start(self, chosen: HistoryFilter, sort: SortKey, descending: bool) -> None:
        """Write the games ``chosen`` picks, in that order (as the history shows them)."""
        path, cancel, progressed = self.path, self._cancel, self._progressed

        def work(store: Store) -> int | ExportError | None:
            total = store.history_page(chosen, limit=1).total
            progressed.emit(0, total)

            def report(count: int) -> bool:
                progressed.emit(count, total)
                return not cancel.is_set()

            try:
                return store.export_csv(path, chosen, sort, descending, report)
            except ExportError as error:
                return error
            except ExportCancelled:
                return None

        self.progress.setValue(0)
        self.store_thread.run(work, self._finished)

    def cancel(self) -> None:
        """Stop the export (as the dialog's Cancel button does)."""
        self.progress.cancel()

    def _show_progress(self, count: int, total: int) -> None:
        if self._cancel.is_set():
            return
        self.progress.setMaximum(max(total, 1))
        self.progress.setValue(min(count, total))
        self.progress.setLabelText(
            self.tr("Exporting games to {path}: {count} of {total}").format(
                path=self.path, count=count_text(count), total=count_text(total)
            )
        )

    def _finished(self, result: int | ExportError | None) -> None:
        self.progress.reset()
        self.progress.close()
        self.done.emit(result)
        self.deleteLater()
