"""The leaderboard server under load (issue 23): verified submissions a second with one and
with two server processes on one PostgreSQL, and the latency of board reads with 100,000
results stored for the day.

Run with ``python -m pytest tests/benchmarks/bench_leaderboard.py -m benchmark -s -q``.
A throwaway PostgreSQL cluster (:mod:`tests.server.postgres`), real
``python -m scorpion_qt.server`` processes on loopback, rate limits raised (not turned
off: every request still counts itself in the database), and a light load generator:
keep-alive ``http.client`` connections in a few threads, every request body built before
the clock starts. Each submission is the solver's winning line of today's pinned Classic
deal with undo+redo pairs mixed in at random (so every log differs and still replays to
the win), from a player of its own, from an address of its own (``X-Forwarded-For``,
which uvicorn takes from loopback). Players are put in the database directly: registering
is not what is measured. The one-process run has a database of its own, so both runs
start from an empty board. Targets: at least 300 verified submissions a second with two
processes; board reads p99 at most 20 ms.
"""

from __future__ import annotations

import datetime
import http.client
import json
import os
import random
import resource
import statistics
import threading
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path

import pytest
from sqlalchemy import create_engine, insert, text

from scorpion_qt.server.models import Player, Result
from scorpion_qt.server.tokens import token_hash
from tests.server.games import daily_deal, today, winning_line
from tests.server.postgres import Cluster
from tests.server.server_process import ServerProcess

pytestmark = pytest.mark.benchmark

SUBMISSIONS = 10_000
ONE_PROCESS_SUBMISSIONS = 4_000
STORED = 100_000
#: reads at each offset, and the offsets (the last page included)
READS_PER_OFFSET = 300
OFFSETS = (0, 50, 1_000, 10_000, 50_000, 99_950)
#: client threads per server process (each one keep-alive connection)
THREADS_PER_SERVER = 6
#: high enough never to refuse, low enough that the counters are kept
LIMIT = "10000000"
TARGET_PER_SECOND = 300
TARGET_P99_MS = 20.0


@dataclass(frozen=True, slots=True)
class Request:
    method: str
    path: str
    body: bytes | None
    headers: dict[str, str]


@dataclass(frozen=True, slots=True)
class Outcome:
    request: Request
    status: int
    seconds: float


@dataclass(frozen=True, slots=True)
class Run:
    """What a load run measured: answers, wall time, CPU seconds of the generator, the
    server processes and PostgreSQL."""

    outcomes: list[Outcome]
    wall: float
    generator_cpu: float
    server_cpu: float
    postgres_cpu: float

    @property
    def per_second(self) -> float:
        return len(self.outcomes) / self.wall

    def statuses(self) -> set[int]:
        return {o.status for o in self.outcomes}


@pytest.fixture(scope="module")
def cluster() -> Iterator[Cluster]:
    try:
        started = Cluster.start()
    except FileNotFoundError as exc:
        pytest.fail(str(exc), pytrace=False)
    yield started
    started.stop()


def address(n: int) -> str:
    return f"10.{n >> 16 & 255}.{n >> 8 & 255}.{n & 255}"


def add_players(database: str, first: int, count: int) -> list[tuple[int, str]]:
    """``count`` players put straight into the database; their ids and tokens."""
    tokens = [
        f"bench-{n:07d}-{random.Random(n).getrandbits(128):032x}"
        for n in range(first, first + count)
    ]
    now = datetime.datetime.now(datetime.UTC)
    rows = [
        {
            "id": first + n,
            "name": f"Player {first + n}",
            "name_key": f"player {first + n}",
            "token_hash": token_hash(token),
            "created": now,
        }
        for n, token in enumerate(tokens)
    ]
    engine = create_engine(database)
    try:
        with engine.begin() as connection:
            connection.execute(insert(Player), rows)
            connection.execute(text("SELECT setval('players_id_seq', max(id)) FROM players"))
    finally:
        engine.dispose()
    return [(first + n, token) for n, token in enumerate(tokens)]


def with_undo_redo(line: Sequence[str], rng: random.Random) -> list[str]:
    """``line`` with an undo+redo pair after about every fourth move: the same game."""
    actions: list[str] = []
    for index, move in enumerate(line):
        actions.append(move)
        if index and rng.random() < 0.25:
            actions += ["undo", "redo"]
    return actions


def submissions(players: list[tuple[int, str]], day: datetime.date) -> list[Request]:
    deal = daily_deal(day)
    line = winning_line(deal)
    made = []
    for player, token in players:
        rng = random.Random(player)
        body = json.dumps(
            {
                "date": day.isoformat(),
                "rules": "classic",
                "deal": deal,
                "actions": with_undo_redo(line, rng),
                "seconds": round(rng.uniform(60, 3600), 1),
            }
        ).encode()
        headers = {
            "Authorization": f"Bearer {token}",
            "Content-Type": "application/json",
            "X-Forwarded-For": address(player),
        }
        made.append(Request("POST", "/api/v1/results", body, headers))
    return made


def reads(day: datetime.date) -> list[Request]:
    rng = random.Random(23)
    made = [
        Request(
            "GET",
            f"/api/v1/daily/{day}/classic?offset={offset}&limit=50",
            None,
            {"X-Forwarded-For": address(rng.randrange(200))},
        )
        for offset in OFFSETS
        for _ in range(READS_PER_OFFSET)
    ]
    rng.shuffle(made)
    return made


def send_all(port: int, requests: Sequence[Request], into: list[Outcome]) -> None:
    """Send ``requests`` one after another on one keep-alive connection."""
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
    try:
        for request in requests:
            started = time.perf_counter()
            connection.request(request.method, request.path, request.body, request.headers)
            answer = connection.getresponse()
            answer.read()
            into.append(Outcome(request, answer.status, time.perf_counter() - started))
    finally:
        connection.close()


def process_cpu(pids: Sequence[int]) -> float:
    """User and system CPU seconds of the processes ``pids`` so far."""
    tick = os.sysconf("SC_CLK_TCK")
    total = 0
    for pid in pids:
        try:
            fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        except FileNotFoundError:
            continue
        total += int(fields[11]) + int(fields[12])  # utime, stime
    return total / tick


def postgres_pids(cluster: Cluster) -> list[int]:
    """The cluster's processes (the postmaster and its backends)."""
    marker = str(cluster.folder).encode()
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                environment = (entry / "cmdline").read_bytes()
            except OSError:
                continue
            if b"postgres" in environment and (
                marker in environment or _child_of_postmaster(entry, cluster)
            ):
                found.append(int(entry.name))
    return found


def _child_of_postmaster(entry: Path, cluster: Cluster) -> bool:
    postmaster = (cluster.folder / "data" / "postmaster.pid").read_text().split()[0]
    try:
        parent = (entry / "stat").read_text().rsplit(")", 1)[1].split()[1]
    except OSError:
        return False
    return parent == postmaster


def run_load(
    servers: Sequence[ServerProcess], requests: Sequence[Request], cluster: Cluster
) -> Run:
    """Spread ``requests`` over ``THREADS_PER_SERVER`` connections to each server."""
    threads = THREADS_PER_SERVER * len(servers)
    chunks = [requests[i::threads] for i in range(threads)]
    results: list[list[Outcome]] = [[] for _ in range(threads)]
    workers = [
        threading.Thread(target=send_all, args=(servers[i % len(servers)].port, chunks[i], out))
        for i, out in enumerate(results)
    ]
    server_pids = [s.process.pid for s in servers if s.process is not None]
    database_pids = postgres_pids(cluster)
    before = resource.getrusage(resource.RUSAGE_SELF)
    server_before, postgres_before = process_cpu(server_pids), process_cpu(database_pids)
    started = time.perf_counter()
    for worker in workers:
        worker.start()
    for worker in workers:
        worker.join()
    wall = time.perf_counter() - started
    after = resource.getrusage(resource.RUSAGE_SELF)
    database_pids = sorted(set(database_pids) | set(postgres_pids(cluster)))
    return Run(
        outcomes=[o for out in results for o in out],
        wall=wall,
        generator_cpu=(after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime),
        server_cpu=process_cpu(server_pids) - server_before,
        postgres_cpu=process_cpu(database_pids) - postgres_before,
    )


def start_servers(database: str, count: int, folder: Path) -> list[ServerProcess]:
    options = ("--address-limit", LIMIT, "--register-limit", LIMIT, "--token-limit", LIMIT)
    return [
        ServerProcess(database, folder / f"server-{n}.log", *options).start() for n in range(count)
    ]


def bulk_results(database: str, first_player: int, count: int, day: datetime.date) -> None:
    """``count`` more results of ``day`` (and their players), straight into the database:
    wins and losses, scores, moves and times spread as a day's board might be."""
    players = add_players(database, first_player, count)
    deal = daily_deal(day)
    rng = random.Random(100)
    now = datetime.datetime.now(datetime.UTC)
    rows = []
    for player, _ in players:
        won = rng.random() < 0.6
        rows.append(
            {
                "player_id": player,
                "date": day,
                "rules": "classic",
                "deal": deal,
                "won": won,
                "score": 695 if won else rng.randrange(0, 600),
                "moves": rng.randrange(52, 140),
                "runs": 4 if won else rng.randrange(0, 4),
                "seconds": round(rng.uniform(60, 3600), 1),
                "actions": rng.randrange(52, 200),
                "submitted_at": now,
            }
        )
    engine = create_engine(database)
    try:
        with engine.begin() as connection:
            connection.execute(insert(Result), rows)
        with engine.connect() as connection:
            connection.execution_options(isolation_level="AUTOCOMMIT").execute(
                text("VACUUM ANALYZE results")
            )
    finally:
        engine.dispose()


def percentile(values: Sequence[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def latency_line(label: str, outcomes: Sequence[Outcome]) -> str:
    ms = [o.seconds * 1000 for o in outcomes]
    return (
        f"  {label:<28} {statistics.median(ms):7.1f} {percentile(ms, 0.95):7.1f} "
        f"{percentile(ms, 0.99):7.1f} {max(ms):7.1f}"
    )


def cpu_line(label: str, run: Run) -> str:
    return (
        f"  {label:<28} {len(run.outcomes):6d} {run.wall:6.1f} s {run.per_second:7.0f}/s   "
        f"generator {run.generator_cpu:5.1f} s, servers {run.server_cpu:5.1f} s, "
        f"PostgreSQL {run.postgres_cpu:5.1f} s"
    )


def test_submissions_and_reads_under_load(
    cluster: Cluster, tmp_path_factory: pytest.TempPathFactory
) -> None:
    folder = tmp_path_factory.mktemp("bench_leaderboard")
    day = today()
    winning_line(daily_deal(day))  # the solver's line, before any clock

    one_db = cluster.create_database("bench_one")
    servers = start_servers(one_db, 1, folder)  # the first one makes the tables
    try:
        one_requests = submissions(add_players(one_db, 1, ONE_PROCESS_SUBMISSIONS), day)
        one = run_load(servers, one_requests, cluster)
        print(f"\n  (1 process: {one.per_second:.0f} submissions/s)", flush=True)
    finally:
        for server in servers:
            server.stop()

    two_db = cluster.create_database("bench_two")
    servers = start_servers(two_db, 2, folder)
    try:
        two_requests = submissions(add_players(two_db, 1, SUBMISSIONS), day)
        two = run_load(servers, two_requests, cluster)
        print(f"  (2 processes: {two.per_second:.0f} submissions/s)", flush=True)
        bulk_results(two_db, SUBMISSIONS + 1, STORED - SUBMISSIONS, day)
        board = run_load(servers, reads(day), cluster)
        last = http.client.HTTPConnection("127.0.0.1", servers[0].port)
        last.request("GET", f"/api/v1/daily/{day}/classic?offset={STORED - 50}&limit=50")
        answer = json.loads(last.getresponse().read())
        last.close()
    finally:
        for server in servers:
            server.stop()

    by_offset: dict[str, list[Outcome]] = {}
    for outcome in board.outcomes:
        offset = outcome.request.path.split("offset=")[1].split("&")[0]
        by_offset.setdefault(offset, []).append(outcome)
    print(
        f"\nLeaderboard server, {os.cpu_count()} cores, one PostgreSQL, today's Classic deal "
        f"({daily_deal(day)}), winning line of {len(winning_line(daily_deal(day)))} moves "
        "with undo+redo pairs mixed in"
    )
    print("  verified submissions          count   wall      rate   CPU used")
    print(cpu_line("1 server process", one))
    print(cpu_line("2 server processes", two))
    print(f"  growth from one to two: x{two.per_second / one.per_second:.2f}")
    print(f"  submission latency (2 processes, {THREADS_PER_SERVER * 2} connections), ms:")
    print("                                   p50     p95     p99     max")
    print(latency_line("submissions", two.outcomes))
    print(f"  board reads with {answer['total']:,} results for the day, limit 50, ms:")
    print("                                   p50     p95     p99     max")
    print(latency_line(f"all offsets ({len(board.outcomes)} reads)", board.outcomes))
    for offset in sorted(by_offset, key=int):
        print(latency_line(f"offset {int(offset):,}", by_offset[offset]))
    print(cpu_line("board reads", board))

    assert one.statuses() == {201} and two.statuses() == {201}
    assert board.statuses() == {200}
    assert answer["total"] == STORED and len(answer["results"]) == 50
    assert two.per_second >= TARGET_PER_SECOND
    assert percentile([o.seconds * 1000 for o in board.outcomes], 0.99) <= TARGET_P99_MS
