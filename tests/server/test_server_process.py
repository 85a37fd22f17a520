"""The server as it runs: real uvicorn processes on loopback, over real sockets."""

from __future__ import annotations

import json
import socket
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import httpx2
import pytest

from tests.server.games import DAY, daily_deal, lost_line, result_body, winning_line, with_undos
from tests.server.postgres import Cluster
from tests.server.server_process import ServerProcess
from tests.server.settable_clock import START


@pytest.fixture
def server(tmp_path: Path) -> Iterator[ServerProcess]:
    """A server whose clock starts at noon (UTC) of DAY: its results are taken."""
    database = f"sqlite:///{tmp_path / 'board.sqlite3'}"
    running = ServerProcess(database, tmp_path / "server.log", at=START)
    running.start()
    yield running
    running.stop()


def register(base: str, name: str) -> str:
    answer = httpx2.post(f"{base}/api/v1/players", json={"name": name})
    assert answer.status_code == 201, answer.text
    token: str = answer.json()["token"]
    return token


def test_end_to_end_and_the_log_holds_no_token(server: ServerProcess) -> None:
    base = server.url
    token = register(base, "Ayşe")
    other = register(base, "<script>")
    deal = daily_deal(DAY)
    with httpx2.Client(base_url=base) as client:
        won = client.post(
            "/api/v1/results",
            json=result_body(actions=with_undos(winning_line(deal))),
            headers={"Authorization": f"Bearer {token}"},
        )
        assert won.status_code == 201 and won.json()["rank"] == 1
        lost = client.post(
            "/api/v1/results",
            json=result_body(actions=list(lost_line(deal))),
            headers={"Authorization": f"Bearer {other}"},
        )
        assert lost.status_code == 201 and lost.json()["rank"] == 2
        refusals = [
            client.post(
                "/api/v1/results",
                json=result_body(),
                headers={"Authorization": "Bearer " + token[:-1]},
            ),
            client.post(
                "/api/v1/results", json=result_body(), headers={"Authorization": f"Bearer {token}"}
            ),
            client.post("/api/v1/players", json={"name": "AYŞE"}),
            client.post(
                "/api/v1/results",
                json=result_body(actions=["undo"]),
                headers={"Authorization": f"Bearer {other}x"},
            ),
        ]
        assert [r.status_code for r in refusals] == [401, 409, 409, 401]
        board = client.get(f"/api/v1/daily/{DAY}/classic").json()
        assert [r["name"] for r in board["results"]] == ["Ayşe", "<script>"]
        page = client.get(f"/daily/{DAY}/classic")
        assert "&lt;script&gt;" in page.text
    server.stop()
    log = server.log.read_text()
    assert "refused POST /api/v1/results from 127.0.0.1: 401 bad_token" in log
    assert "409 already_submitted" in log and "409 name_taken" in log
    for secret in (token, other):
        for piece in (secret, secret[:8], secret[-8:], secret[:-1]):
            assert piece not in log


def raw_request(port: int, head: str, body_parts: list[bytes]) -> bytes:
    """Send ``head`` and as much of ``body_parts`` as the server takes; what it answers."""
    with socket.create_connection(("127.0.0.1", port), timeout=10) as connection:
        connection.sendall(head.encode())
        for part in body_parts:
            try:
                connection.sendall(part)
            except (BrokenPipeError, ConnectionResetError):
                break
        return read_answer(connection)


def read_answer(connection: socket.socket) -> bytes:
    """An HTTP answer's head and its body (of the length the head gives)."""
    answer = b""
    while b"\r\n\r\n" not in answer:
        piece = connection.recv(65536)
        if not piece:
            return answer
        answer += piece
    head, body = answer.split(b"\r\n\r\n", 1)
    length = next(
        int(line.split(b":", 1)[1])
        for line in head.split(b"\r\n")
        if line.lower().startswith(b"content-length:")
    )
    while len(body) < length:
        piece = connection.recv(65536)
        if not piece:
            break
        body += piece
    return head + b"\r\n\r\n" + body


def test_a_10_mb_body_is_answered_413_before_it_is_sent(server: ServerProcess) -> None:
    head = (
        "POST /api/v1/results HTTP/1.1\r\nHost: 127.0.0.1\r\n"
        "Content-Type: application/json\r\nAuthorization: Bearer x\r\n"
        "Content-Length: 10485760\r\n\r\n"
    )
    with socket.create_connection(("127.0.0.1", server.port), timeout=10) as connection:
        connection.sendall(head.encode() + b'{"actions": [')
        # only the headers and 13 bytes of 10 MB went out: the answer comes now
        answer = read_answer(connection)
    assert answer.startswith(b"HTTP/1.1 413 "), answer
    assert json.loads(answer.split(b"\r\n\r\n", 1)[1])["reason"] == "too_large"


def test_a_chunked_body_is_cut_at_64_kb(server: ServerProcess) -> None:
    head = (
        "POST /api/v1/players HTTP/1.1\r\nHost: 127.0.0.1\r\n"
        "Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n"
    )
    chunk = b"400\r\n" + b" " * 1024 + b"\r\n"
    answer = raw_request(server.port, head, [chunk] * 200)
    assert answer.startswith(b"HTTP/1.1 413 "), answer


def test_a_truncated_body_and_a_hang_up_do_not_harm_the_server(server: ServerProcess) -> None:
    head = (
        "POST /api/v1/players HTTP/1.1\r\nHost: 127.0.0.1\r\n"
        "Content-Type: application/json\r\nContent-Length: 100\r\n\r\n"
    )
    with socket.create_connection(("127.0.0.1", server.port), timeout=10) as connection:
        connection.sendall(head.encode() + b'{"name": "Ay')  # and hang up
    assert httpx2.get(f"{server.url}/healthz").json() == {"status": "ok"}
    server.stop()
    assert "Traceback" not in server.log.read_text()


def test_two_servers_racing_on_one_postgresql_give_one_201_and_one_409(
    postgres: Cluster, tmp_path: Path
) -> None:
    url = postgres.create_database("t_race")
    servers = [ServerProcess(url, tmp_path / f"server{i}.log", at=START) for i in range(2)]
    with ThreadPoolExecutor(2) as pool:
        list(pool.map(ServerProcess.start, servers))
    try:
        # six players, each sending DAY's result to both servers at once (a day's results
        # are taken only while it is open: DAY and the next day, at DAY's noon)
        tokens = [register(servers[0].url, f"Racer {n}") for n in range(6)]
        with ThreadPoolExecutor(2) as pool:
            for token in tokens:
                headers = {"Authorization": f"Bearer {token}"}
                sent = [(s.url, result_body(), headers) for s in servers]
                answers = list(pool.map(lambda job: post_result(*job), sent))
                assert sorted(a.status_code for a in answers) == [201, 409], [
                    a.text for a in answers
                ]
        board = httpx2.get(f"{servers[1].url}/api/v1/daily/{DAY}/classic").json()
        assert board["total"] == 6
    finally:
        for running in servers:
            running.stop()


def post_result(base: str, body: dict[str, object], headers: dict[str, str]) -> httpx2.Response:
    return httpx2.post(f"{base}/api/v1/results", json=body, headers=headers)


def test_several_workers_share_the_port(tmp_path: Path) -> None:
    running = ServerProcess(
        f"sqlite:///{tmp_path / 'board.sqlite3'}", tmp_path / "server.log", "--workers", "2"
    )
    running.start()
    try:
        with httpx2.Client(base_url=running.url) as client:
            names = [f"p{i}" for i in range(10)]
            assert [
                client.post("/api/v1/players", json={"name": n}).status_code for n in names
            ] == [201] * 10
    finally:
        running.stop()
    assert running.log.read_text().count("Started server process") >= 2
