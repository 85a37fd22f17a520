"""Replay pages: a result's line and share line at any time, its moves only once the day is
over everywhere (by the app's clock), the board drawn as SVG at each step with the
engine's position, links to the first, previous, next and last steps, no JavaScript."""

from __future__ import annotations

import datetime
import re
from html import escape, unescape

from fastapi import FastAPI
from fastapi.testclient import TestClient
from sqlalchemy import update

from scorpion_qt.engine.cards import CARDS
from scorpion_qt.engine.game import Game
from scorpion_qt.engine.position import Position
from scorpion_qt.server.models import RESULTS
from tests.server.conftest import services
from tests.server.games import (
    DAY,
    bearer,
    daily_deal,
    lost_line,
    register,
    result_body,
    winning_line,
    with_undos,
)
from tests.server.settable_clock import SettableClock
from tests.server.test_result_logs import CLOSE, ONE_SECOND

SHARE = re.compile(r'<input id="share" type="text" readonly value="([^"]*)"')


def send(client: TestClient, name: str, actions: list[str], hints: int = 0) -> int:
    body = result_body(actions=actions) | {"hints": hints}
    answer = client.post("/api/v1/results", json=body, headers=bearer(register(client, name)))
    assert answer.status_code == 201, answer.text
    result: int = answer.json()["result"]
    return result


def page(client: TestClient, result: int, move: int | None = None) -> str:
    query = "" if move is None else f"?move={move}"
    answer = client.get(f"/daily/{DAY}/classic/results/{result}{query}")
    assert answer.status_code == 200, answer.text
    assert answer.headers["content-type"].startswith("text/html")
    return answer.text


def face_up(position: Position) -> set[str]:
    """The names of the cards face up in ``position`` (columns, cells, foundations' Kings)."""
    shown = {
        CARDS[code].name
        for column, codes in enumerate(position.columns)
        for code in codes[position.down[column] :]
    }
    shown |= {CARDS[code].name for code in position.cells if code is not None}
    return shown | {CARDS[suit * 13 + 12].name for suit in position.foundations}


def drawn(html: str) -> set[str]:
    """The names of the face-up cards the page's SVG draws (each card's <title>)."""
    svg = html[html.index("<svg") : html.index("</svg>")]
    return set(re.findall(r"<title>([^<]*)</title>", svg))


def links(html: str) -> dict[str, str]:
    return dict(re.findall(r'<a rel="(\w+)" href="([^"]*)"', html))


def test_before_the_close_the_page_shows_the_line_and_share_line_only(
    client: TestClient, clock: SettableClock
) -> None:
    deal = daily_deal(DAY)
    line = with_undos(winning_line(deal))
    result = send(client, "Ayşe", line)
    send(client, "Lost", list(lost_line(deal)))
    clock.set(CLOSE - ONE_SECOND)
    html = page(client, result, 5)
    assert "<svg" not in html and "<script" not in html.lower()
    assert "shown from 2026-12-02 12:00 UTC" in html
    assert unescape(SHARE.search(html).group(1)) == (  # type: ignore[union-attr]
        "Scorpion Qt · Classic daily 2026-12-01 · won in 53 (par 50) · no hints · rank 1 of 2"
    )
    assert "1 of 2" in html and "5:00" in html
    # no move of the log is on the page
    moves = {action for action in line if ":" in action}
    assert moves and not moves & set(re.findall(r"\d:\w+>\w", unescape(html)))


def test_after_the_close_each_step_draws_the_engines_position(
    client: TestClient, clock: SettableClock
) -> None:
    deal = daily_deal(DAY)
    line = with_undos(winning_line(deal))
    result = send(client, "Ayşe", line)
    clock.set(CLOSE)
    last = len(line)
    game = Game.new(deal)
    for move in range(last + 1):
        if move:
            action = line[move - 1]
            if action == "undo":
                game.undo()
            elif action == "redo":
                game.redo()
            else:
                game.play(action)
        html = page(client, result, move)
        assert "<script" not in html.lower()
        assert drawn(html) == face_up(game.position), move
        assert f"Step {move} of {last}" in html
        expected = {"up"}
        if move:
            expected |= {"first", "prev"}
            assert f'<code style="font-size: 1rem;">{escape(line[move - 1])}</code>' in html
        if move < last:
            expected |= {"next", "last"}
        found = links(html)
        assert set(found) == expected, move
        if move:
            assert (found["first"], found["prev"]) == ("?move=0", f"?move={move - 1}")
        if move < last:
            assert (found["next"], found["last"]) == (f"?move={move + 1}", f"?move={last}")
    assert "The game is won." in page(client, result, last)
    assert "The deal, before the first move." in page(client, result)
    assert f"Step {last} of {last}" in page(client, result, 10_000)  # past the end: the last


def test_the_page_has_no_javascript_at_all(client: TestClient, clock: SettableClock) -> None:
    result = send(client, "<script>x</script>", list(winning_line(daily_deal(DAY))))
    for moment in (CLOSE - ONE_SECOND, CLOSE):
        clock.set(moment)
        html = page(client, result, 3)
        assert "<script" not in html.lower()
        assert "&lt;script&gt;x&lt;/script&gt;" in html
        assert not re.search(r"\son\w+=", html)  # no event handler attribute
        assert "javascript:" not in html.lower()


def test_a_result_without_a_log_says_so(
    client: TestClient, app: FastAPI, clock: SettableClock
) -> None:
    result = send(client, "Old", list(winning_line(daily_deal(DAY))), hints=1)
    with services(app).engine.begin() as connection:
        connection.execute(update(RESULTS).values(log=None))
    clock.set(CLOSE)
    html = page(client, result)
    assert "<svg" not in html and "there are none to show" in html
    assert unescape(SHARE.search(html).group(1)).endswith("· 1 hint · rank 1 of 1")  # type: ignore[union-attr]


def test_no_such_result_rules_or_date_is_the_404_page(client: TestClient) -> None:
    result = send(client, "Ayşe", list(winning_line(daily_deal(DAY))))
    for path in (
        f"/daily/{DAY}/classic/results/{result + 1}",
        f"/daily/{DAY}/wasp/results/{result}",
        f"/daily/{DAY - datetime.timedelta(days=1)}/classic/results/{result}",
        f"/daily/{DAY}/spider/results/{result}",
        f"/daily/2023-01-01/classic/results/{result}",
    ):
        answer = client.get(path)
        assert answer.status_code == 404, path
        assert "<h1>Not found</h1>" in answer.text


def test_the_boards_rows_link_to_their_results_pages(client: TestClient) -> None:
    deal = daily_deal(DAY)
    won = send(client, "Ayşe", list(winning_line(deal)))
    lost = send(client, "Lost", list(lost_line(deal)))
    html = client.get(f"/daily/{DAY}/classic").text
    for name, result in (("Ayşe", won), ("Lost", lost)):
        assert f'<a href="/daily/{DAY}/classic/results/{result}">{name}</a>' in html
    board = client.get(f"/api/v1/daily/{DAY}/classic").json()["results"]
    assert [line["result"] for line in board] == [won, lost]
