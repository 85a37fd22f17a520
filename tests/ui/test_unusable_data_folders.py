"""A data folder the operating system refuses, in any way, gives a playable game that says,
in the player's language, that it is not saving and why: a path component over 255 bytes
(on a plain start, which first looks for a game to resume), a path under a file, a folder
that cannot be written, FIFOs in the places of the files the app opens. The real app in a
child process: it plays a move, quits, and ends with status 0."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

CHILD = """
import sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from scorpion_qt.app import main
from scorpion_qt.ui.window.main_window import MainWindow
from scorpion_qt.ui.window.store_notice import store_notice_text

app = QApplication(sys.argv[:1])
uncaught = []
sys.excepthook = lambda kind, error, trace: uncaught.append(repr(error))

def check():
    window = next(w for w in app.topLevelWidgets() if isinstance(w, MainWindow))
    if window.store is None or (not window.store.saving and window.store.notice is None):
        QTimer.singleShot(20, check)
        return
    controller = window.controller
    move = next(m for m in controller.game.legal_moves() if str(m) != "deal")
    played = controller.play(move)
    label = window.status_bar.saving_label
    print("saving" if window.store.saving else "not saving", "played" if played else "refused")
    print("label:", label.text() if label.isVisibleTo(window) else "", "|", label.toolTip())
    notice = window.store.notice
    print("notice:", store_notice_text(notice).replace("\\n", " ") if notice else "")
    window.close()

QTimer.singleShot(0, check)
status = main(["--data-dir", sys.argv[1]])
print("uncaught:", uncaught)
sys.exit(status)
"""

#: what the player sees, in each language: the status bar's label and the notice's start
SAYS = {
    "en": ("Not saving", "Games are not being saved"),
    "de": ("Speichert nicht", "Spiele werden nicht gespeichert"),
    "tr": ("Kaydedilmiyor", "Oyunlar kaydedilmiyor"),
}


def run_app(
    folder: Path, home: Path, language: str, wrap: Callable[[list[str]], list[str]] = list
) -> subprocess.CompletedProcess[str]:
    """The app on ``folder`` (its caches under ``home``), speaking ``language``."""
    env = dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        PYTHONPATH=str(ROOT),
        LANGUAGE=language,
        HOME=str(home),
    )
    return subprocess.run(
        wrap([sys.executable, "-c", CHILD, str(folder)]),
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
        check=False,
    )


def a_long_component(tmp: Path) -> Path:
    return tmp / ("x" * 256) / "data"


def a_long_multibyte_component(tmp: Path) -> Path:
    return tmp / ("ü" * 128)  # 256 bytes in UTF-8, 128 characters


def under_a_file(tmp: Path) -> Path:
    (tmp / "file").write_text("not a folder", encoding="utf-8")
    return tmp / "file" / "data"


def a_file(tmp: Path) -> Path:
    (tmp / "a-file").write_text("not a folder", encoding="utf-8")
    return tmp / "a-file"


TOO_LONG = {
    "en": "a name in its path is too long",
    "de": "ein Name in seinem Pfad ist zu lang",
    "tr": "yolundaki bir ad çok uzun",
}
#: each kind of unusable folder, and why it is not saving, in each language
UNUSABLE: dict[str, tuple[Callable[[Path], Path], dict[str, str]]] = {
    "a component over 255 bytes": (a_long_component, TOO_LONG),
    "a multibyte component over 255 bytes": (a_long_multibyte_component, TOO_LONG),
    "a path under a file": (
        under_a_file,
        {
            "en": "a part of its path is a file, not a folder",
            "de": "ein Teil seines Pfades ist eine Datei, kein Ordner",
            "tr": "yolunun bir parçası klasör değil, bir dosya",
        },
    ),
    "a file": (
        a_file,
        {
            "en": "its name is taken by something that is not a folder",
            "de": "sein Name ist von etwas belegt, das kein Ordner ist",
            "tr": "adı klasör olmayan bir şey tarafından kullanılıyor",
        },
    ),
}
#: SQLite, not the operating system, refuses a folder that is there but may not be written:
#: the reason is then the folder's own
CANNOT_WRITE = {
    "en": "the data folder {folder} cannot be written",
    "de": "in den Datenordner {folder} kann nicht geschrieben werden",
    "tr": "{folder} veri klasörüne yazılamıyor",
}


def says_not_saving(
    done: subprocess.CompletedProcess[str], language: str, folder: Path, why: str | None
) -> None:
    """The app ended well, having played a move, and its status bar and notice say it is
    not saving, for which folder and (``why``, if the operating system told) why."""
    assert done.returncode == 0, done.stdout + done.stderr
    state, label, notice, uncaught = done.stdout.splitlines()[-4:]
    assert state == "not saving played"
    shown, told = SAYS[language]
    assert label.startswith(f"label: {shown} | "), label
    assert notice.startswith(f"notice: {told}"), notice
    assert str(folder) in notice
    if why is not None:
        assert f": {why})" in notice
        assert label.endswith(f": {why}")  # the label's tooltip says why too
    assert uncaught == "uncaught: []"


@pytest.mark.parametrize("language", SAYS)
@pytest.mark.parametrize("kind", UNUSABLE)
def test_an_unusable_data_folder_says_so_in_the_players_language(
    tmp_path: Path, kind: str, language: str
) -> None:
    make, why = UNUSABLE[kind]
    folder = make(tmp_path)
    done = run_app(folder, tmp_path, language)
    says_not_saving(done, language, folder, why[language])
    assert "Traceback" not in done.stderr.split("no log file")[0]  # none before the log's


def without_writing_rights() -> Callable[[list[str]], list[str]]:
    """As root, without the capabilities that let root write any folder; else as it is."""
    if os.geteuid() != 0:
        return list
    drop = "-dac_override,-dac_read_search"
    prefix = ["setpriv", f"--bounding-set={drop}", f"--inh-caps={drop}"]
    if shutil.which("setpriv") is None or subprocess.run([*prefix, "true"], check=False).returncode:
        why = "root cannot give up its writing rights here (setpriv)"
        if os.environ.get("CI"):
            pytest.fail(why)  # CI has util-linux's setpriv: a missing one is a broken set-up
        pytest.skip(why)
    return lambda command: [*prefix, *command]


@pytest.mark.parametrize("language", SAYS)
def test_a_folder_without_write_permission_says_so(tmp_path: Path, language: str) -> None:
    folder = tmp_path / "read-only"
    folder.mkdir()
    folder.chmod(0o555)
    try:
        done = run_app(folder, tmp_path, language, without_writing_rights())
    finally:
        folder.chmod(0o755)
    says_not_saving(done, language, folder, None)
    assert CANNOT_WRITE[language].format(folder=folder) in done.stdout
    assert list(folder.iterdir()) == []


@pytest.mark.skipif(sys.platform == "win32", reason="no FIFOs")
def test_fifos_in_place_of_every_file_opened_at_start_do_not_block(tmp_path: Path) -> None:
    """The settings, the log, the lock, the integrity check's record and its next copy: the
    start goes on without them (the database's place is another's test)."""
    folder = tmp_path / "data"
    folder.mkdir()
    opened = ("settings.ini", "scorpion-qt.log", "scorpion-qt.lock", "integrity-check.json")
    for name in (*opened, "integrity-check.json.new"):
        os.mkfifo(folder / name)
    done = run_app(folder, tmp_path, "en")
    assert done.returncode == 0, done.stdout + done.stderr
    state, _label, _notice, uncaught = done.stdout.splitlines()[-4:]
    assert state == "saving played" and uncaught == "uncaught: []"
    assert "settings file" in done.stderr and "no log file" in done.stderr
