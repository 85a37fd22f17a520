"""The day's page in a real browser: a real server on loopback, players with hostile names,
results from the solver's winning lines, and the DOM that headless Chromium (Debian's
``chromium``) builds from the page: the table in rank order, the names as text (no
element made from a name), the links to the previous and next day."""

from __future__ import annotations

import datetime
import shutil
import subprocess
from collections.abc import Iterator
from html.parser import HTMLParser
from pathlib import Path

import httpx2
import pytest

from tests.server.games import DAY, daily_deal, lost_line, result_body, winning_line, with_undos
from tests.server.server_process import ServerProcess
from tests.server.settable_clock import START

MISSING = (
    "Debian's chromium is missing: the leaderboard page's browser test needs it. Install "
    "it with `apt-get install chromium` (bash packaging/bootstrap.sh test does)."
)
#: the issue's hostile name is 25 characters, one more than a name may hold: the test
#: registers it cut to a whole element of 24
SCRIPT = "<script>alert()</script>"
BOLD = "Ayşe & <b>bold</b>"


def chromium() -> str:
    found = shutil.which("chromium")
    if found is None:
        pytest.fail(MISSING, pytrace=False)
    return found


def headless(*arguments: str) -> subprocess.CompletedProcess[str]:
    """Chromium run once, headless, on a profile of its own that it removes."""
    command = [chromium(), "--headless=new", "--no-sandbox", "--disable-gpu", *arguments]
    return subprocess.run(command, capture_output=True, text=True, timeout=60, check=True)


class Dom(HTMLParser):
    """What the test reads from the serialised DOM: elements by tag, links by ``rel``,
    and the table's rows as the text of their cells."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.tags: list[str] = []
        self.links: dict[str, str] = {}
        self.rows: list[list[str]] = []
        self._cell: list[str] | None = None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append(tag)
        found = dict(attrs)
        if tag == "a" and found.get("rel") and found.get("href"):
            self.links[str(found["rel"])] = str(found["href"])
        elif tag == "tr":
            self.rows.append([])
        elif tag in ("td", "th"):
            self._cell = []

    def handle_endtag(self, tag: str) -> None:
        if tag in ("td", "th") and self._cell is not None:
            self.rows[-1].append("".join(self._cell))
            self._cell = None

    def handle_data(self, data: str) -> None:
        if self._cell is not None:
            self._cell.append(data)


@pytest.fixture
def server(tmp_path: Path) -> Iterator[ServerProcess]:
    """A server whose clock starts at noon (UTC) of DAY, while DAY's results are taken."""
    database = f"sqlite:///{tmp_path / 'board.sqlite3'}"
    running = ServerProcess(database, tmp_path / "server.log", at=START)
    running.start()
    yield running
    running.stop()


def register(client: httpx2.Client, name: str) -> str:
    answer = client.post("/api/v1/players", json={"name": name})
    assert answer.status_code == 201, answer.text
    token: str = answer.json()["token"]
    return token


def submit(
    client: httpx2.Client, name: str, actions: list[str], seconds: float, hints: int = 0
) -> int:
    token = register(client, name)
    body = result_body(actions=actions, seconds=seconds) | {"hints": hints}
    answer = client.post("/api/v1/results", json=body, headers={"Authorization": f"Bearer {token}"})
    assert answer.status_code == 201, answer.text
    rank: int = answer.json()["rank"]
    return rank


def test_the_days_page_in_chromium(server: ServerProcess, tmp_path: Path) -> None:
    chromium()  # fail at once, before the games are played, if it is missing
    day = DAY
    deal = daily_deal(day)
    line = list(winning_line(deal))
    with httpx2.Client(base_url=server.url, timeout=30) as client:
        full = client.post("/api/v1/players", json={"name": "<script>alert(1)</script>"})
        assert (full.status_code, full.json()["reason"]) == (422, "bad_name")  # 25 characters
        submit(client, BOLD, line, 400.0)
        submit(client, "Lost it", list(lost_line(deal)), 200.0)
        submit(client, SCRIPT, line, 300.0)
        submit(client, "Undoer", with_undos(tuple(line)), 350.0)
        submit(client, "Helped", line, 100.0, hints=7)
        board = client.get(f"/api/v1/daily/{day}/classic").json()
    expected = [
        [str(r["rank"]), r["name"], "Won" if r["won"] else "Lost", str(r["score"]), str(r["moves"])]
        for r in board["results"]
    ]
    # without hints first, then won; the three clean wins tie on score and moves (undos
    # cost nothing), then by time; the quickest win, with hints, below them all
    assert [r[1] for r in expected] == [SCRIPT, "Undoer", BOLD, "Lost it", "Helped"]
    assert [r[0] for r in expected] == ["1", "2", "3", "4", "5"]

    url = f"{server.url}/daily/{day}/classic"
    dom_text = headless("--dump-dom", url).stdout
    dom = Dom()
    dom.feed(dom_text)
    header, *rows = dom.rows
    assert header == ["Rank", "Player", "Result", "Score", "Moves", "Time", "Hints"]
    assert [row[:5] for row in rows] == expected
    assert [row[6] for row in rows] == ["none", "none", "none", "none", "7"]
    times = {row[1]: row[5] for row in rows}
    assert (times[SCRIPT], times[BOLD], times["Undoer"]) == ("5:00", "6:40", "5:50")
    # the names are text: the browser made no element of them (the page has no script and
    # no bold text of its own), and its DOM holds them escaped
    assert "script" not in dom.tags and "b" not in dom.tags
    assert "&lt;script&gt;alert()&lt;/script&gt;" in dom_text
    assert "Ayşe &amp; &lt;b&gt;bold&lt;/b&gt;" in dom_text
    one = datetime.timedelta(days=1)
    assert dom.links == {
        "prev": f"/daily/{day - one}/classic",
        "next": f"/daily/{day + one}/classic",
    }
    assert f"Deal {deal}." in dom_text

    shot = tmp_path / "page.png"
    headless(f"--screenshot={shot}", "--window-size=900,600", "--hide-scrollbars", url)
    assert shot.stat().st_size > 10_000  # a page, not a blank
