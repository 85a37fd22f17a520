"""Replay pages in a real browser: a real server on loopback (its clock at DAY's noon while
the results are sent, then restarted on the same database after DAY is over everywhere),
headless Chromium following the first, next and last links of the page's DOM, and the
SVG board rendered (the screenshot's pixels: the felt, the cards' faces, red indices)."""

from __future__ import annotations

import datetime
from html.parser import HTMLParser
from pathlib import Path

import httpx2
from PySide6.QtGui import QColor, QImage

from tests.server.games import DAY, daily_deal, lost_line, result_body, winning_line, with_undos
from tests.server.server_process import ServerProcess
from tests.server.settable_clock import START
from tests.server.test_page_browser import chromium, headless

#: DAY is over everywhere from here
CLOSE = datetime.datetime.combine(DAY + datetime.timedelta(days=1), datetime.time(12), datetime.UTC)


class Page(HTMLParser):
    """What the test reads from the DOM Chromium built: the elements, the links by
    ``rel``, the step shown, the share field's value."""

    def __init__(self, dom: str) -> None:
        super().__init__(convert_charrefs=True)
        self.tags: list[str] = []
        self.links: dict[str, str] = {}
        self.share = ""
        self._in_strong = False
        self.strong: list[str] = []
        self.feed(dom)

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append(tag)
        found = dict(attrs)
        if tag == "a" and found.get("rel"):
            self.links[str(found["rel"])] = str(found["href"])
        elif tag == "input" and found.get("id") == "share":
            self.share = str(found.get("value"))
        self._in_strong = tag == "strong"

    def handle_data(self, data: str) -> None:
        if self._in_strong:
            self.strong.append(data)
            self._in_strong = False


def dom(url: str) -> Page:
    return Page(headless("--dump-dom", url).stdout)


def send_results(base: str) -> int:
    """Three players' results of DAY; the id of the winning one with undos and redos."""
    deal = daily_deal(DAY)
    sent = [
        ("Ayşe", with_undos(winning_line(deal))),
        ("Lost it", list(lost_line(deal))),
        ("Bob", list(winning_line(deal))),
    ]
    ids = []
    with httpx2.Client(base_url=base, timeout=30) as client:
        for name, actions in sent:
            token = client.post("/api/v1/players", json={"name": name}).json()["token"]
            answer = client.post(
                "/api/v1/results",
                json=result_body(actions=actions),
                headers={"Authorization": f"Bearer {token}"},
            )
            assert answer.status_code == 201, answer.text
            ids.append(answer.json()["result"])
    return int(ids[0])


def test_replay_pages_in_chromium(tmp_path: Path) -> None:
    chromium()  # fail at once if it is missing
    database = f"sqlite:///{tmp_path / 'board.sqlite3'}"
    open_day = ServerProcess(database, tmp_path / "open.log", at=START).start()
    try:
        result = send_results(open_day.url)
        before = dom(f"{open_day.url}/daily/{DAY}/classic/results/{result}?move=3")
    finally:
        open_day.stop()
    assert "svg" not in before.tags and "script" not in before.tags
    assert before.share == (
        "Scorpion Qt · Classic daily 2026-12-01 · won in 53 (par 50) · no hints · rank 1 of 3"
    )
    assert set(before.links) == {"up"}

    closed = ServerProcess(database, tmp_path / "closed.log", at=CLOSE).start()
    try:
        page_url = f"{closed.url}/daily/{DAY}/classic/results/{result}"
        steps = len(with_undos(winning_line(daily_deal(DAY))))
        first = dom(page_url)
        assert "svg" in first.tags and "script" not in first.tags
        assert f"Step 0 of {steps}" in first.strong
        assert set(first.links) == {"next", "last", "up"}
        second = dom(page_url + first.links["next"])
        assert f"Step 1 of {steps}" in second.strong
        assert set(second.links) == {"first", "prev", "next", "last", "up"}
        last = dom(page_url + second.links["last"])
        assert f"Step {steps} of {steps}" in last.strong
        assert set(last.links) == {"first", "prev", "up"}
        again = dom(page_url + last.links["first"])
        assert f"Step 0 of {steps}" in again.strong
        assert again.share == first.share == before.share
        board = dom(closed.url + last.links["up"])
        assert "table" in board.tags

        shot = tmp_path / "replay.png"
        headless(f"--screenshot={shot}", "--window-size=900,1100", page_url + "?move=12")
    finally:
        closed.stop()
    colours = colour_counts(shot)
    # the SVG's felt, cards' white faces and red indices were drawn
    assert colours.get("#1f5f3a", 0) > 50_000
    assert colours.get("#ffffff", 0) > 20_000
    assert colours.get("#c00000", 0) > 200


def colour_counts(png: Path) -> dict[str, int]:
    """How many pixels of each colour the screenshot holds (every 2nd pixel each way)."""
    image = QImage(str(png))
    assert not image.isNull()
    counts: dict[str, int] = {}
    for y in range(0, image.height(), 2):
        for x in range(0, image.width(), 2):
            name = QColor(image.pixel(x, y)).name()
            counts[name] = counts.get(name, 0) + 4
    return counts
