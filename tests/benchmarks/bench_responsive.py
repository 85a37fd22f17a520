"""How soon and how steadily the app's window answers, measured as a window manager does."""

from __future__ import annotations

import compileall
import json
import os
import sqlite3
import statistics
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pytest

import scorpion_qt
from scorpion_qt.engine import Game
from scorpion_qt.solver.solve import solve
from scorpion_qt.store.service import Store
from scorpion_qt.ui.window.icons import OWN_ICONS, OWN_SIZES
from tests.benchmarks.store_history import generate_history
from tests.benchmarks.x_ping import Client, Mapped, Pinger, group_alive

pytestmark = pytest.mark.benchmark

ROOT = Path(__file__).resolve().parents[2]
#: rounds of launches, one of each kind a round: this machine's timings drift over a run (a
#: slow spell lengthens every launch by a third or more for a few rounds), so each launch's
#: first answer is compared with the bare window's of its own round (see paired_ratio)
LAUNCHES = 15
#: how long each launch is watched after its window is mapped
WATCH_SECONDS = 3.0
#: a Classic deal the solver wins (in 54 moves): the resumed game follows its winning line
DEAL = 3
RESUMED_MOVES = 50
#: the project issues' targets (the resident memory's as issue 30 restated it: "the goal
#: stays 1.6x and 110 MB"; 100 MB before it)
FIRST_ANSWER_RATIO = 1.6
LONGEST_WAIT = 0.050
RSS_MB = 110.0
LONG_JOB_WAIT = 0.100
HISTORY_GAMES = 100_000
FIRST_START = "app, first start"
CHROME_KIND = "bare + chrome"
#: another checkout of the app (SCORPION_BASELINE=/path/to/it) whose launches are measured
#: beside this one's, interleaved, so that a change is judged side by side on one machine
BASELINE = os.environ.get("SCORPION_BASELINE")

BARE = """
from PySide6.QtWidgets import QApplication, QGraphicsScene, QGraphicsView
app = QApplication([])
view = QGraphicsView(QGraphicsScene())
view.resize(1000, 760)
view.show()
app.exec()
"""
# A second control, reported and not a target: a bare window with the app's chrome (see
# chrome_window.py). Its first answer over the bare window's is what that chrome costs; the
# rest of the app's is the app's own (its modules, the game, the settings).
CHROME = Path(__file__).with_name("chrome_window.py")
# The instrument's control: the GUI thread sleeps 300 ms, half a second into its event
# loop. time.sleep lets go of the GIL, so Qt's other threads (the xcb event reader among
# them) run on: a ping that still waits 300 ms was answered by the GUI thread alone.
BLOCKED = """
import time
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QGraphicsScene, QGraphicsView
app = QApplication([])
view = QGraphicsView(QGraphicsScene())
view.resize(1000, 760)
view.show()
QTimer.singleShot(500, lambda: time.sleep(0.3))
app.exec()
"""


@dataclass(frozen=True)
class Launch:
    """One launch's figures, in seconds from the launch (waits in seconds) and MB."""

    mapped: float
    first_answer: float
    longest_wait: float
    rss_mb: float


@pytest.fixture(scope="module")
def history_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("history")
    generate_history(folder, HISTORY_GAMES)
    return folder


def app_command(*args: str) -> list[str]:
    return [sys.executable, "-m", "scorpion_qt", *args]


def launch(
    argv: list[str],
    display: str,
    pinger: Pinger,
    seconds: float = WATCH_SECONDS,
    env: dict[str, str] | None = None,
    cwd: Path = ROOT,
) -> Launch:
    """Launch (with ``env`` added to the environment, in ``cwd``, whose ``scorpion_qt`` runs),
    ping the window from its map on for ``seconds``, read its memory, end it."""
    client = Client(argv, display, pinger, env=dict(os.environ, **(env or {})), cwd=cwd)
    window = None
    try:
        mapped = client.wait_window()
        window = mapped.window
        pinger.aim(window)
        mark = pinger.mark()
        sleep_until(mapped.at + seconds)
        pinged = pinger.stats_since(mark)
        rss = client.rss_mb()
    finally:
        pinger.aim(None)
        client.close(window)
    assert not group_alive(client.pid), f"{argv} left processes behind"
    first = pinged.first_answer
    return Launch(
        mapped=mapped.at - client.started,
        # a window that answered nothing has kept the launch waiting at least this long
        first_answer=(first if first is not None else mapped.at + seconds) - client.started,
        longest_wait=pinged.longest_wait,
        rss_mb=rss,
    )


def sleep_until(moment: float) -> None:
    time.sleep(max(moment - time.perf_counter(), 0.0))


def game_in_progress(data_dir: Path) -> tuple[int, int]:
    """A game of deal DEAL with RESUMED_MOVES moves stored in ``data_dir``, not finished
    (the first moves of the solver's winning line: a game played on, not one stuck at a dead
    end); returns its id and the length of its log."""
    line = solve(Game.new(DEAL), time_limit=30).moves
    assert len(line) > RESUMED_MOVES, "the game in progress must not be won"
    with Store.open(data_dir) as store:
        game = Game.new(DEAL)
        game_id = store.start_game(game)
        assert game_id is not None, store.notice
        for move in line[:RESUMED_MOVES]:
            game.play(move)
            store.record_move(game_id, game, 1.0)
        assert len(game.log) == RESUMED_MOVES and not game.is_won
        return game_id, len(game.log)


def ms(seconds: float) -> str:
    return f"{seconds * 1000:.0f}"


def spread(values: list[float], show: Callable[[float], str]) -> str:
    return f"{show(statistics.median(values)):>5} ({show(min(values))}-{show(max(values))})"


def paired_ratio(runs: list[Launch], bare: list[Launch]) -> float:
    """The median, over the rounds, of a launch's first answer over the bare window's in
    the same round: a slow spell of the machine lengthens both, and cancels out."""
    return statistics.median(
        r.first_answer / b.first_answer for r, b in zip(runs, bare, strict=True)
    )


def print_table(results: dict[str, list[Launch]]) -> None:
    print(
        f"\nmedian (range) of {LAUNCHES} launches each, watched {WATCH_SECONDS:.0f} s after the"
        " map; first answer / bare: the medians' ratio, and the median of each round's ratio"
    )
    print(
        f"{'kind':<18} {'mapped ms':<16} {'first answer ms':<16} {'longest wait ms':<16}"
        f" {'RSS MB':<18} first answer / bare"
    )
    bare = statistics.median(r.first_answer for r in results["bare"])
    for kind, runs in results.items():
        first = statistics.median(r.first_answer for r in runs)
        print(
            f"{kind:<18} {spread([r.mapped for r in runs], ms):<16}"
            f" {spread([r.first_answer for r in runs], ms):<16}"
            f" {spread([r.longest_wait for r in runs], ms):<16}"
            f" {spread([r.rss_mb for r in runs], lambda v: f'{v:.1f}'):<18}"
            f" {first / bare:.2f} (paired {paired_ratio(runs, results['bare']):.2f})"
        )


BASELINE_FIRST_START = "baseline, first start"


def baseline_commands(base: Path, tmp_path: Path) -> dict[str, Callable[[int], list[str]]]:
    """The app's kinds of launch again, run from the checkout ``base`` (each in folders of
    its own; its game in progress written by this checkout's store, of the same schema)."""
    compileall.compile_dir(base / "scorpion_qt", quiet=1)
    resumed = tmp_path / "baseline-resumed"
    game_in_progress(resumed)
    return {
        BASELINE_FIRST_START: lambda i: app_command(
            "--deal", str(DEAL), "--data-dir", str(tmp_path / f"baseline-first-{i}")
        ),
        "baseline, new deal": lambda _i: app_command(
            "--deal", str(DEAL), "--data-dir", str(tmp_path / "baseline-existing")
        ),
        "baseline, resumed": lambda _i: app_command("--data-dir", str(resumed)),
    }


def test_launch_until_the_window_answers(display: str, pinger: Pinger, tmp_path: Path) -> None:
    # an installation has its bytecode compiled (pip and PyInstaller do it)
    compileall.compile_dir(Path(scorpion_qt.__file__).parent, quiet=1)
    existing, resumed = tmp_path / "existing", tmp_path / "resumed"
    game_id, log_length = game_in_progress(resumed)
    chrome_icons = json.dumps([OWN_ICONS, OWN_SIZES])  # the app's toolbar icons, in the control
    commands: dict[str, Callable[[int], list[str]]] = {
        "bare": lambda _i: [sys.executable, "-c", BARE],
        CHROME_KIND: lambda _i: [
            sys.executable,
            str(CHROME),
            str(ROOT / "resources" / "icons"),
            chrome_icons,
        ],
        FIRST_START: lambda i: app_command(
            "--deal", str(DEAL), "--data-dir", str(tmp_path / f"first-{i}")
        ),
        "app, new deal": lambda _i: app_command("--deal", str(DEAL), "--data-dir", str(existing)),
        "app, resumed game": lambda _i: app_command("--data-dir", str(resumed)),
    }
    cwds = dict.fromkeys(commands, ROOT)
    if BASELINE:
        commands |= baseline_commands(Path(BASELINE), tmp_path)
        cwds |= dict.fromkeys([kind for kind in commands if kind not in cwds], Path(BASELINE))
    # one launch each beforehand, not counted: the disk cache warms, the existing folder
    # gets its database, the resumed one its settings and card sheet, as a player's have
    # (the card sheet is kept in the user's cache folder: one of the test's own, and for
    # each first start a new one, as a new player's)
    cache = {"XDG_CACHE_HOME": str(tmp_path / "cache")}
    first_starts = {FIRST_START, BASELINE_FIRST_START}
    for kind, command in commands.items():
        if kind not in first_starts:
            launch(command(-1), display, pinger, seconds=1.0, env=cache, cwd=cwds[kind])
    results: dict[str, list[Launch]] = {kind: [] for kind in commands}
    for i in range(LAUNCHES):
        for kind, command in commands.items():
            # a first start's card sheet is drawn anew: a cache folder of its own each time
            new_cache = {"XDG_CACHE_HOME": str(tmp_path / f"first-{i}-{cwds[kind].name}-cache")}
            env = new_cache if kind in first_starts else cache
            results[kind].append(launch(command(i), display, pinger, env=env, cwd=cwds[kind]))
    print_table(results)
    print("load average (1, 5, 15 min): {:.2f} {:.2f} {:.2f}".format(*os.getloadavg()))

    with Store.open(resumed) as store:
        still = store.resume()
    assert still is not None and still.id == game_id and len(still.game.log) == log_length, (
        "each resumed launch must find the same game in progress"
    )
    missed, once = [], []
    for kind, runs in results.items():
        if kind in ("bare", CHROME_KIND) or cwds[kind] != ROOT:
            continue
        ratio = paired_ratio(runs, results["bare"])
        wait = statistics.median(r.longest_wait for r in runs)
        rss = statistics.median(r.rss_mb for r in runs)
        if ratio > FIRST_ANSWER_RATIO:
            missed.append(f"{kind}: first answer {ratio:.2f} x bare's")
        if wait > LONGEST_WAIT:
            missed.append(f"{kind}: longest wait {ms(wait)} ms")
        if rss > RSS_MB:
            missed.append(f"{kind}: resident memory {rss:.1f} MB")
        if kind == FIRST_START:
            once, missed = missed, []
    # The very first start on a data folder does what no later start does: it creates the
    # database (Alembic and its migrations load) and draws the deck from SVG (no card sheet
    # is kept yet). It is reported; the targets are the issue's: a start and a resumed game.
    if once:
        print("first start, once per data folder, beyond the targets: " + "; ".join(once))
    assert not missed, "targets missed: " + "; ".join(missed)


def changed_share(before: bytes, after: bytes) -> float:
    """The share of 32-bit pixels that differ (1.0 if the sizes differ)."""
    if len(before) != len(after):
        return 1.0
    pixels = len(before) // 4
    same = sum(before[i : i + 4] == after[i : i + 4] for i in range(0, len(before), 4))
    return 1 - same / pixels


def test_long_jobs_while_the_window_is_up(
    display: str, pinger: Pinger, history_dir: Path, tmp_path: Path
) -> None:
    # the export's file dialog offers ~/scorpion-history.csv: a home of the test's own
    home = tmp_path / "home"
    home.mkdir()
    exported = home / "scorpion-history.csv"
    client = Client(
        app_command("--deal", "7", "--data-dir", str(history_dir)),
        display,
        pinger,
        env=dict(os.environ, HOME=str(home)),
        cwd=ROOT,
    )
    main = None
    try:
        mapped = client.wait_window()
        main = mapped.window
        pinger.aim(main)
        start = pinger.mark()
        assert pinger.wait_steady(start, 1.0, LONGEST_WAIT, timeout=60), "it never settled"
        settled = time.perf_counter() - mapped.at
        start_wait = pinger.stats_since(start).longest_wait

        client.focus(main)
        mark = pinger.mark()
        window, pressed, presses = statistics_window(client, main)
        shown, asked = window.at - pressed, pressed - mapped.at
        sleep_until(pressed + WATCH_SECONDS)
        opening = pinger.stats_since(mark).longest_wait

        client.focus(window.window)
        before = client.image(window.window)
        mark, pressed = pinger.mark(), time.perf_counter()
        client.press("alt+c")  # the Charts tab, by its mnemonic "&Charts"
        sleep_until(pressed + WATCH_SECONDS)
        charting = pinger.stats_since(mark).longest_wait
        switched = changed_share(before, client.image(window.window))

        client.press("alt+h")  # the History tab
        sleep_until(time.perf_counter() + 0.5)
        client.press("alt+e")  # Export CSV…: a file dialog, offering ~/scorpion-history.csv
        dialog = client.wait_window(known=[main, window.window])
        sleep_until(dialog.at + 0.5)
        client.focus(dialog.window)
        mark, pressed = pinger.mark(), time.perf_counter()
        client.press("Return")  # save there: every game is written, with progress
        exporting_seen = wait_for_file(exported, timeout=30)
        exporting = pinger.stats_since(mark).longest_wait
        export_seconds = time.perf_counter() - pressed
    finally:
        pinger.aim(None)
        client.close(main)
    assert not group_alive(client.pid)

    print(f"\nwith {HISTORY_GAMES:,} games; the main window pinged throughout")
    print(
        f"start-up (the first on this folder: the deck is drawn from SVG): steady"
        f" {settled:.2f} s after the map, longest wait {ms(start_wait)} ms"
    )
    print(
        f"Ctrl+T: Statistics window mapped after {ms(shown)} ms (pressed {presses} times, the"
        f" last {asked:.1f} s after the map); longest wait {ms(opening)} ms"
    )
    print(
        f"Alt+C: Charts tab ({switched:.0%} of the window redrawn); longest wait {ms(charting)} ms"
    )
    print(
        f"Export CSV of every game: written in {export_seconds:.1f} s;"
        f" longest wait {ms(exporting)} ms"
    )
    assert switched > 0.1, "Alt+C did not change the Statistics window"
    assert exporting_seen, "the export wrote no file"
    assert len(exported.read_text(encoding="utf-8").splitlines()) == HISTORY_GAMES + 1
    assert opening <= LONG_JOB_WAIT and charting <= LONG_JOB_WAIT and exporting <= LONG_JOB_WAIT


def statistics_window(client: Client, main: int) -> tuple[Mapped, float, int]:
    """Press Ctrl+T (Game → Statistics, on its Summary tab) until the Statistics window maps:
    the action is off until the store has opened behind the shown board, and on a data
    folder's first start of the day with 100,000 games the store's full integrity check
    takes over a second of that (a player pressing meanwhile presses again). The window,
    when the press that opened it was made, and how many presses it took."""
    deadline = time.perf_counter() + 60
    presses = 0
    while True:
        pressed = time.perf_counter()
        client.press("ctrl+t")
        presses += 1
        try:
            return client.wait_window(timeout=3.0, known=[main]), pressed, presses
        except TimeoutError:
            if time.perf_counter() > deadline or client.process.poll() is not None:
                raise


def wait_for_file(path: Path, timeout: float) -> bool:
    """Whether ``path`` appears within ``timeout`` seconds (an export renames its finished
    file into place)."""
    deadline = time.perf_counter() + timeout
    while not path.exists():
        if time.perf_counter() > deadline:
            return False
        time.sleep(0.05)
    return True


def test_a_move_saved_behind_another_programs_lock(
    display: str, pinger: Pinger, tmp_path: Path
) -> None:
    data = tmp_path / "locked"
    launch(app_command("--deal", str(DEAL), "--data-dir", str(data)), display, pinger, 1.0)
    client = Client(
        app_command("--deal", str(DEAL), "--data-dir", str(data)), display, pinger, cwd=ROOT
    )
    main = None
    blocker = sqlite3.connect(data / "scorpion.db", isolation_level=None)
    try:
        mapped = client.wait_window()
        main = mapped.window
        pinger.aim(main)
        assert pinger.wait_steady(pinger.mark(), 1.0, LONGEST_WAIT, timeout=60)
        blocker.execute("BEGIN IMMEDIATE")  # another program writes: the store must wait
        client.focus(main)
        mark, pressed = pinger.mark(), time.perf_counter()
        client.press("d")  # deal the reserve: a move the store saves, once it may
        sleep_until(pressed + 2.0)
        blocker.rollback()
        sleep_until(pressed + WATCH_SECONDS)
        waiting = pinger.stats_since(mark).longest_wait
    finally:
        blocker.close()
        pinger.aim(None)
        client.close(main)
    with Store.open(data) as store:
        resumed = store.resume()
    print(f"\na move saved behind another program's 2 s lock: longest wait {ms(waiting)} ms")
    assert resumed is not None and resumed.game.moves == ["deal"]
    assert waiting <= LONG_JOB_WAIT


def test_a_start_while_another_program_holds_the_lock(
    display: str, pinger: Pinger, tmp_path: Path
) -> None:
    data = tmp_path / "locked-at-start"
    launch(app_command("--deal", str(DEAL), "--data-dir", str(data)), display, pinger, 1.0)
    blocker = sqlite3.connect(data / "scorpion.db", isolation_level=None)
    blocker.execute("BEGIN IMMEDIATE")  # held through the start: the store waits for it
    client = Client(
        app_command("--deal", str(DEAL), "--data-dir", str(data)), display, pinger, cwd=ROOT
    )
    main = None
    try:
        mapped = client.wait_window()
        main = mapped.window
        pinger.aim(main)
        mark = pinger.mark()
        sleep_until(mapped.at + 3.0)
        blocker.rollback()
        sleep_until(mapped.at + 3.0 + WATCH_SECONDS)
        stats = pinger.stats_since(mark)
    finally:
        blocker.close()
        pinger.aim(None)
        client.close(main)
    print(
        f"\na start while another program holds the write lock for 3 s: first answer"
        f" {ms(stats.first_answer - mapped.at) if stats.first_answer else '-'} ms after"
        f" the map, longest wait {ms(stats.longest_wait)} ms"
    )
    assert stats.longest_wait <= LONGEST_WAIT


def test_the_instrument_sees_a_blocked_gui_thread(display: str, pinger: Pinger) -> None:
    bare = launch([sys.executable, "-c", BARE], display, pinger, seconds=1.5)
    blocked = launch([sys.executable, "-c", BLOCKED], display, pinger, seconds=1.5)
    print(f"\nbare window: longest wait {bare.longest_wait * 1000:.1f} ms")
    print(f"GUI thread asleep 300 ms: longest wait {blocked.longest_wait * 1000:.1f} ms")
    # a few ms; the margin is for the other work a shared two-core machine does meanwhile
    assert bare.longest_wait < 0.030
    assert 0.290 <= blocked.longest_wait <= 0.350
