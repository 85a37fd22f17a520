"""Statistics → Export All Games… and Import Games…: the games file (every finished game
with its moves, see :mod:`scorpion_qt.store.games_file`) written and read on the store's
thread, with a progress dialog and Cancel; an import ends in a box saying what it did, or
why nothing was imported."""

from __future__ import annotations

import threading
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal, SignalInstance
from PySide6.QtWidgets import QFileDialog, QMessageBox, QProgressDialog, QPushButton, QWidget

from scorpion_qt.store.export import ExportCancelled, ExportError
from scorpion_qt.store.games_export import export_games
from scorpion_qt.store.games_file import (
    MAX_FILE_BYTES,
    ImportCancelled,
    ImportRefused,
    ImportResult,
    Refusal,
)
from scorpion_qt.store.games_import import import_games
from scorpion_qt.ui.statistics.texts import count_text

if TYPE_CHECKING:
    from scorpion_qt.store.service import Store
    from scorpion_qt.ui.services.store_thread import StoreThread

# how long a transfer runs before its progress shows
SHOW_AFTER_MS = 300
translate = QCoreApplication.translate


class GamesTransfer(QObject):
    """The two buttons and what they do. :attr:`exported` follows an export with the
    number of games written (None: failed or cancelled); :attr:`imported` an import with
    its :class:`ImportResult` (None: refused or cancelled, nothing imported)."""

    exported = Signal(object)  # int | None
    imported = Signal(object)  # ImportResult | None
    _progressed = Signal(int, int)  # done so far, in all (from the store's thread)

    def __init__(
        self,
        store_thread: StoreThread,
        parent: QWidget,
        tell: Callable[[str], None],
        changed: Callable[[], None],
    ) -> None:
        """``tell`` shows a line in the window, ``changed`` reads its pages again (after
        an import that added games)."""
        super().__init__(parent)
        self.window = parent
        self.store_thread = store_thread
        self._tell = tell
        self._changed = changed
        self.export_button = QPushButton(self.tr("Export &All Games…"), parent)
        self.export_button.setObjectName("export_games_button")
        self.export_button.setToolTip(
            self.tr("Save every finished game with its moves, to take to another computer")
        )
        self.import_button = QPushButton(self.tr("I&mport Games…"), parent)
        self.import_button.setObjectName("import_games_button")
        self.import_button.setToolTip(
            self.tr("Add the games of a file exported here or on another computer")
        )
        for button in self.buttons:
            button.setAutoDefault(False)
        self.export_button.clicked.connect(self.choose_export)
        self.import_button.clicked.connect(self.choose_import)
        self.file_dialog: QFileDialog | None = None
        self.progress: QProgressDialog | None = None
        self.result_box: QMessageBox | None = None
        self._cancel = threading.Event()
        self._progressed.connect(self._show_progress)

    @property
    def buttons(self) -> tuple[QPushButton, QPushButton]:
        return (self.export_button, self.import_button)

    # -- choosing a file ---------------------------------------------------------------

    def choose_export(self) -> None:
        default = str(Path.home() / self.tr("scorpion-games.json"))
        self._ask(self.tr("Export All Games"), default, save=True)

    def choose_import(self) -> None:
        self._ask(self.tr("Import Games"), str(Path.home()), save=False)

    def _ask(self, title: str, start: str, *, save: bool) -> None:
        dialog = QFileDialog(self.window, title, start, self.tr("Scorpion Qt games (*.json)"))
        dialog.setObjectName("games_file_dialog")
        dialog.setAcceptMode(
            QFileDialog.AcceptMode.AcceptSave if save else QFileDialog.AcceptMode.AcceptOpen
        )
        dialog.setFileMode(
            QFileDialog.FileMode.AnyFile if save else QFileDialog.FileMode.ExistingFile
        )
        if save:
            dialog.setDefaultSuffix("json")
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        chosen = self.export_to if save else self.import_from
        dialog.fileSelected.connect(lambda path: chosen(Path(path)))
        dialog.finished.connect(lambda _result: setattr(self, "file_dialog", None))
        self.file_dialog = dialog
        dialog.open()

    # -- running on the store's thread -------------------------------------------------

    def export_to(self, path: Path) -> None:
        """Write every finished game to ``path``; :attr:`exported` follows."""
        cancel, progressed = self._begin(self.tr("Exporting games to {path}…").format(path=path))

        def work(store: Store) -> int | ExportError | None:
            figures = store.statistics()
            total = figures.won + figures.lost
            progressed.emit(0, total)

            def report(count: int) -> bool:
                progressed.emit(count, total)
                return not cancel.is_set()

            try:
                return export_games(store.path, path, report)
            except ExportError as error:
                return error
            except ExportCancelled:
                return None

        self.store_thread.run(work, lambda result: self._exported(path, result))

    def import_from(self, path: Path) -> None:
        """Add the games of the file at ``path``; :attr:`imported` follows."""
        cancel, progressed = self._begin(self.tr("Importing games from {path}…").format(path=path))

        def work(store: Store) -> ImportResult | ImportRefused | None:
            if not store.saving:
                return ImportRefused(Refusal.NOT_SAVING)

            def report(done: int, size: int) -> bool:
                progressed.emit(done, size)
                return not cancel.is_set()

            try:
                return import_games(store.path, path, report)
            except ImportRefused as error:
                return error
            except ImportCancelled:
                return None

        self.store_thread.run(work, self._imported)

    def cancel(self) -> None:
        """Stop the transfer running (as the progress dialog's Cancel button does)."""
        if self.progress is not None:
            self.progress.cancel()

    def _begin(self, label: str) -> tuple[threading.Event, SignalInstance]:
        for button in self.buttons:
            button.setEnabled(False)
        self._cancel = threading.Event()
        progress = QProgressDialog(label, self.tr("Cancel"), 0, 0, self.window)
        progress.setObjectName("games_progress")
        progress.setWindowTitle(self.tr("Games File"))
        # not modal: a modal one runs the event loop inside each update of its value
        progress.setWindowModality(Qt.WindowModality.NonModal)
        progress.setMinimumDuration(SHOW_AFTER_MS)
        progress.setAutoReset(False)
        progress.canceled.connect(self._cancel.set)
        progress.setValue(0)
        self.progress = progress
        return self._cancel, self._progressed

    def _show_progress(self, done: int, total: int) -> None:
        if self.progress is None or self._cancel.is_set():
            return
        self.progress.setMaximum(max(total, 1))
        self.progress.setValue(min(done, total))

    def _end(self) -> None:
        if self.progress is not None:
            self.progress.reset()
            self.progress.close()
            self.progress.deleteLater()
            self.progress = None
        for button in self.buttons:
            button.setEnabled(True)

    # -- telling what happened -----------------------------------------------------------

    def _exported(self, path: Path, result: int | ExportError | None) -> None:
        self._end()
        if isinstance(result, ExportError):
            self._box(
                QMessageBox.Icon.Warning,
                self.tr("Export All Games"),
                self.tr("The games could not be exported:\n{error}").format(error=str(result)),
            )
            self.exported.emit(None)
            return
        if result is None:
            self._tell(self.tr("Export cancelled: nothing was written"))
        else:
            self._tell(
                self.tr("All games exported to {path}: {count}").format(
                    path=path, count=count_text(result)
                )
            )
        self.exported.emit(result)

    def _imported(self, result: ImportResult | ImportRefused | None) -> None:
        self._end()
        title = self.tr("Import Games")
        if isinstance(result, ImportRefused):
            box = self._box(QMessageBox.Icon.Warning, title, refusal_text(result))
            if result.detail:
                box.setDetailedText(result.detail)
            self.imported.emit(None)
            return
        if result is None:
            self._tell(self.tr("Import cancelled: nothing was imported"))
        else:
            if result.added:
                self._changed()  # the pages read again behind the box
            self._box(QMessageBox.Icon.Information, title, result_text(result))
        self.imported.emit(result)

    def _box(self, icon: QMessageBox.Icon, title: str, text: str) -> QMessageBox:
        box = QMessageBox(icon, title, text, QMessageBox.StandardButton.Ok, self.window)
        box.setObjectName("games_result_box")
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.finished.connect(lambda _result: setattr(self, "result_box", None))
        self.result_box = box
        box.open()
        return box


def result_text(result: ImportResult) -> str:
    """What an import did, in the player's language."""
    lines = [
        translate("GamesTransfer", "Games imported: {count}").format(
            count=count_text(result.added)
        ),
        translate("GamesTransfer", "Already here (not added again): {count}").format(
            count=count_text(result.already_here)
        ),
    ]
    if result.undated:
        lines.append(
            translate(
                "GamesTransfer",
                "Daily games added as ordinary games, their date having another deal here: {count}",
            ).format(count=count_text(result.undated))
        )
    return "\n".join(lines)


def refusal_text(error: ImportRefused) -> str:
    """Why a file was refused, in the player's language, and that nothing was imported."""
    number = "" if error.game is None else count_text(error.game)
    reasons = {
        Refusal.NOT_FOUND: translate("GamesTransfer", "The file does not exist."),
        Refusal.NOT_A_FILE: translate(
            "GamesTransfer", "It is not a plain file (a folder, a pipe or a device)."
        ),
        Refusal.UNREADABLE: translate("GamesTransfer", "The file cannot be read."),
        Refusal.TOO_LARGE: translate("GamesTransfer", "The file is larger than {size} MiB.").format(
            size=count_text(MAX_FILE_BYTES >> 20)
        ),
        Refusal.NOT_JSON: translate(
            "GamesTransfer", "The file is not a Scorpion Qt games file: it is not JSON text."
        ),
        Refusal.TRUNCATED: translate(
            "GamesTransfer", "The file ends too early: it was probably cut short when copied."
        ),
        Refusal.FOREIGN: translate("GamesTransfer", "The file is not a Scorpion Qt games file."),
        Refusal.NEWER: translate(
            "GamesTransfer",
            "The file was written by a newer version of Scorpion Qt: update the game to import it.",
        ),
        Refusal.BAD_GAME: translate("GamesTransfer", "Game {number} in the file is not valid."),
        Refusal.DOES_NOT_REPLAY: translate(
            "GamesTransfer", "The moves of game {number} in the file do not replay."
        ),
        Refusal.NOT_SAVING: translate(
            "GamesTransfer", "Games are not being saved now, so none can be imported."
        ),
        Refusal.NOT_WRITTEN: translate("GamesTransfer", "The games could not be saved."),
    }
    if error.game is None and error.reason in (Refusal.BAD_GAME, Refusal.DOES_NOT_REPLAY):
        reasons[error.reason] = translate("GamesTransfer", "A game in the file is not valid.")
    reason = reasons[error.reason].format(number=number)
    return reason + "\n" + translate("GamesTransfer", "Nothing was imported.")
