"""The server's migrations: found in a checkout and in an installed layout, the same schema
as the models, safe when processes start together, and invisible to the game's."""

from __future__ import annotations

import datetime
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

from alembic import command
from alembic.autogenerate import compare_metadata
from alembic.config import Config
from alembic.migration import MigrationContext
from alembic.script import ScriptDirectory
from sqlalchemy import Engine, create_engine, inspect, text

from scorpion_qt.package_files import migrations_dir as game_migrations
from scorpion_qt.server import migrate
from scorpion_qt.server.database import database_url, make_engine
from scorpion_qt.server.leaderboard import count_one_more, insert_ranked, total
from scorpion_qt.server.models import Base
from scorpion_qt.store.migrate import read_revisions
from tests.server.postgres import Cluster

ROOT = Path(__file__).resolve().parents[2]


def test_the_migrations_build_the_models_schema(database: str) -> None:
    engine = make_engine(database_url(database))
    try:
        migrate.upgrade(engine)
        with engine.connect() as connection:
            context = MigrationContext.configure(connection, opts={"compare_type": True})
            differences = compare_metadata(context, Base.metadata)
            assert context.get_current_revision() == migrate.head_revision()
            names = {i["name"] for i in inspect(connection).get_indexes("results")}
        assert "ix_results_board" in names
        assert differences == []
        migrate.upgrade(engine)  # at head: nothing to do
    finally:
        engine.dispose()


def test_the_game_never_sees_the_servers_migrations() -> None:
    game = game_migrations()
    server = migrate.locate_migrations()
    assert server == ROOT / "migrations" / "server" and game == ROOT / "migrations"
    server_revisions = {s.revision for s in ScriptDirectory(str(server)).walk_revisions()}
    game_revisions = {s.revision for s in ScriptDirectory(str(game)).walk_revisions()}
    assert server_revisions and game_revisions
    assert not server_revisions & game_revisions
    assert not server_revisions & read_revisions(game).known


def test_an_installed_layout_is_found(tmp_path: Path) -> None:
    package = tmp_path / "scorpion_qt"
    (package / "migrations" / "server").mkdir(parents=True)
    (package / "migrations" / "server" / "env.py").write_text("")
    assert migrate.locate_migrations(package) == package / "migrations" / "server"


UPGRADE = """
import sys
from scorpion_qt.server import migrate
from scorpion_qt.server.database import database_url, make_engine
engine = make_engine(database_url(sys.argv[1]))
migrate.upgrade(engine)
engine.dispose()
"""


def upgrade_together(url: str, count: int = 4) -> None:
    processes = [
        subprocess.Popen([sys.executable, "-c", UPGRADE, url], cwd=ROOT, stderr=subprocess.PIPE)
        for _ in range(count)
    ]
    for process in processes:
        _, err = process.communicate(timeout=60)
        assert process.returncode == 0, err.decode()
    engine = create_engine(url)
    try:
        with engine.connect() as connection:
            revision = MigrationContext.configure(connection).get_current_revision()
        assert revision == migrate.head_revision()
    finally:
        engine.dispose()


def test_processes_starting_together_on_postgresql_take_turns(postgres: Cluster) -> None:
    upgrade_together(postgres.create_database("t_together"))


def test_processes_starting_together_on_sqlite_take_turns(tmp_path: Path) -> None:
    upgrade_together(f"sqlite:///{tmp_path / 'new.sqlite3'}")


def test_board_counts_kept_before_their_shards_carry_over_and_back(
    postgres: Cluster, tmp_path: Path
) -> None:
    """A database at s0002 (one count row a board) upgraded to the shards keeps every
    board's total, and a downgrade sums the shards back into one row."""
    for engine, config in _old_databases(postgres, tmp_path, "t_shards"):
        with engine.begin() as connection:
            config.attributes["connection"] = connection
            command.upgrade(config, "s0002")
            connection.execute(
                text(
                    "INSERT INTO board_counts (date, rules, results) VALUES "
                    "('2026-12-01', 'classic', 7), ('2026-12-01', 'wasp', 2)"
                )
            )
        migrate.upgrade(engine)
        with engine.begin() as connection:
            assert total(connection, datetime.date(2026, 12, 1), "classic") == 7
            count_one_more(connection, datetime.date(2026, 12, 1), "classic", 5)
            assert total(connection, datetime.date(2026, 12, 1), "classic") == 8
            assert total(connection, datetime.date(2026, 12, 1), "wasp") == 2
        with engine.begin() as connection:
            config.attributes["connection"] = connection
            command.downgrade(config, "s0002")
            rows = connection.execute(
                text("SELECT rules, results FROM board_counts ORDER BY rules")
            ).all()
        assert [tuple(row) for row in rows] == [("classic", 8), ("wasp", 2)]


def test_results_stored_before_the_rank_buckets_are_counted_into_them(
    postgres: Cluster, tmp_path: Path
) -> None:
    """A database at s0003 (no rank buckets) upgraded keeps each result's place: a result
    stored after the upgrade is ranked among those stored before it, bucket edges
    included; a downgrade drops the buckets."""
    day = datetime.date(2026, 12, 1)
    old = [
        (True, 695, 52, 59.99),
        (True, 695, 52, 60.0),
        (True, 695, 52, 61.5),
        (False, 80, 30, 1.0),
    ]
    for engine, config in _old_databases(postgres, tmp_path, "t_buckets"):
        with engine.begin() as connection:
            config.attributes["connection"] = connection
            command.upgrade(config, "s0003")
            for n, (won, score, moves, seconds) in enumerate([*old, (True, 695, 52, 61.5)]):
                connection.execute(
                    text(
                        "INSERT INTO players (id, name, name_key, token_hash, created) "
                        "VALUES (:n, :name, :name, :hash, :now)"
                    ),
                    {"n": n + 1, "name": f"p{n}", "hash": f"{n:064x}", "now": day},
                )
                if n < len(old):
                    connection.execute(
                        text(
                            "INSERT INTO results (player_id, date, rules, deal, won, score, "
                            "moves, runs, seconds, actions, submitted_at) VALUES (:p, :day, "
                            "'classic', 1, :won, :score, :moves, 0, :seconds, 1, :day)"
                        ),
                        {"p": n + 1, "day": day, "won": won, "score": score}
                        | {"moves": moves, "seconds": seconds},
                    )
        migrate.upgrade(engine)
        with engine.begin() as connection:
            values = {"player_id": len(old) + 1, "date": day, "rules": "classic", "deal": 1}
            values |= {"won": True, "score": 695, "moves": 52, "seconds": 60.5, "runs": 0}
            values |= {"hints": 0, "clean": True}
            placed = insert_ranked(connection, values | {"actions": 1, "submitted_at": day})
            assert placed is not None and placed[1] == 3  # after 59.99 and 60.0
            buckets = connection.execute(
                text("SELECT minute, results FROM rank_buckets WHERE won ORDER BY minute")
            ).all()
            assert [tuple(b) for b in buckets] == [(0, 1), (1, 3)]
        with engine.begin() as connection:
            config.attributes["connection"] = connection
            command.downgrade(config, "s0003")
            assert "rank_buckets" not in inspect(connection).get_table_names()


def test_results_stored_before_hints_were_counted_rank_as_clean(
    postgres: Cluster, tmp_path: Path
) -> None:
    """A database at s0004 upgraded: its results hold 0 hints and rank as clean, counted
    in clean buckets; a hinted win stored after the upgrade ranks below them all, a lost
    one among them; a downgrade takes the columns away again."""
    day = datetime.date(2026, 12, 1)
    for engine, config in _old_databases(postgres, tmp_path, "t_hints"):
        with engine.begin() as connection:
            config.attributes["connection"] = connection
            command.upgrade(config, "s0004")
            for n in range(4):
                connection.execute(
                    text(
                        "INSERT INTO players (id, name, name_key, token_hash, created) "
                        "VALUES (:n, :name, :name, :hash, :now)"
                    ),
                    {"n": n + 1, "name": f"p{n}", "hash": f"{n:064x}", "now": day},
                )
            for n, won in ((1, True), (2, False)):
                connection.execute(
                    text(
                        "INSERT INTO results (player_id, date, rules, deal, won, score, moves, "
                        "runs, seconds, actions, submitted_at) VALUES (:p, :day, 'classic', 1, "
                        ":won, 600, 52, 0, 100.0, 1, :day)"
                    ),
                    {"p": n, "day": day, "won": won},
                )
            connection.execute(
                text(
                    "INSERT INTO rank_buckets (date, rules, won, score, moves, minute, results) "
                    "VALUES (:day, 'classic', true, 600, 52, 1, 1), "
                    "(:day, 'classic', false, 600, 52, 1, 1)"
                ),
                {"day": day},
            )
        migrate.upgrade(engine)
        with engine.begin() as connection:
            stored = connection.execute(text("SELECT hints, clean FROM results")).all()
            assert [tuple(row) for row in stored] == [(0, True), (0, True)]
            base = {"date": day, "rules": "classic", "deal": 1, "score": 700, "moves": 40}
            base |= {"seconds": 10.0, "runs": 4, "actions": 1, "submitted_at": day}
            hinted = base | {"player_id": 3, "won": True, "hints": 2, "clean": False}
            assert (placed := insert_ranked(connection, hinted)) is not None and placed[1] == 3
            clean = base | {"player_id": 4, "won": False, "hints": 0, "clean": True}
            assert (placed := insert_ranked(connection, clean)) is not None and placed[1] == 2
            buckets = connection.execute(
                text("SELECT clean, won, results FROM rank_buckets ORDER BY clean, won, score")
            ).all()
            assert [tuple(b) for b in buckets] == [
                (False, True, 1),
                (True, False, 1),
                (True, False, 1),
                (True, True, 1),
            ]
        with engine.begin() as connection:
            config.attributes["connection"] = connection
            command.downgrade(config, "s0004")
            columns = {c["name"] for c in inspect(connection).get_columns("results")}
            assert "hints" not in columns and "clean" not in columns
            kept = connection.execute(text("SELECT won, score FROM rank_buckets")).all()
            expected = [(False, 600), (False, 700), (True, 600), (True, 700)]
            assert sorted(tuple(b) for b in kept) == expected


def _old_databases(postgres: Cluster, tmp_path: Path, name: str) -> Iterator[tuple[Engine, Config]]:
    """A new PostgreSQL database ``name`` and a new SQLite file, in turn, each with the
    Alembic configuration to take it to an older revision (disposed of afterwards)."""
    for url in (postgres.create_database(name), f"sqlite:///{tmp_path / f'{name}.sqlite3'}"):
        engine = make_engine(database_url(url))
        try:
            yield engine, migrate.alembic_config()
        finally:
            engine.dispose()
