"""GET /daily/{date}/{rules}: the board as a page without JavaScript, names as text."""

from __future__ import annotations

import re

from fastapi.testclient import TestClient

from tests.server.games import DAY, bearer, daily_deal, register, result_body, today


def test_the_page_shows_the_days_table_with_names_as_text(client: TestClient) -> None:
    hostile = "<script>alert(1)</script>"[:24]
    token = register(client, hostile)
    assert (
        client.post("/api/v1/results", json=result_body(), headers=bearer(token)).status_code == 201
    )
    register_ok = register(client, "Ayşe & Co")
    body = result_body(seconds=400)
    assert client.post("/api/v1/results", json=body, headers=bearer(register_ok)).status_code == 201
    page = client.get(f"/daily/{DAY}/classic")
    assert page.status_code == 200
    assert page.headers["content-type"].startswith("text/html")
    html = page.text
    assert "<script" not in html.lower()  # no script of ours, and the name's is text
    assert "&lt;script&gt;alert(1)&lt;/script" in html
    assert "Ayşe &amp; Co" in html
    assert f"Deal {daily_deal(DAY)}" in html
    # each name links to its result's page
    rows = re.findall(
        r"<tr><td class=\"number\">(\d+)</td><td><a href=\"/daily/2026-12-01/classic/results/\d+\">"
        r"(.*?)</a></td><td>(\w+)</td>",
        html,
    )
    assert rows == [
        ("1", "&lt;script&gt;alert(1)&lt;/script", "Won"),
        ("2", "Ayşe &amp; Co", "Won"),
    ]
    assert "5:00" in html and "6:40" in html  # the times, m:ss


def test_the_page_links_the_previous_and_next_day_and_the_other_rules(client: TestClient) -> None:
    html = client.get("/daily/2026-03-01/wasp").text
    assert 'href="/daily/2026-02-28/wasp"' in html
    assert 'href="/daily/2026-03-02/wasp"' in html
    assert 'href="/daily/2026-03-01/classic"' in html
    assert "No results yet" in html
    first = client.get("/daily/2024-01-01/classic").text
    assert 'rel="prev"' not in first and 'href="/daily/2024-01-02/classic"' in first
    last = client.get("/daily/2036-12-31/classic").text
    assert 'rel="next"' not in last and 'href="/daily/2036-12-30/classic"' in last


def test_unknown_rules_or_a_date_outside_the_table_is_a_404_page(client: TestClient) -> None:
    for path in ("/daily/2026-03-01/spider", "/daily/2037-01-01/classic"):
        page = client.get(path)
        assert page.status_code == 404, path
        assert page.headers["content-type"].startswith("text/html")
        assert "Not found" in page.text
    hostile = client.get("/daily/2026-03-01/%3Cscript%3E")
    assert hostile.status_code == 404 and "<script>" not in hostile.text


def test_the_front_page_is_todays_classic_board(client: TestClient) -> None:
    answer = client.get("/", follow_redirects=False)
    assert answer.status_code == 307
    assert answer.headers["location"] == f"/daily/{today()}/classic"
