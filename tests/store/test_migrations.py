"""Migrations: the models match them, the first revision's fixture upgrades intact, a file
at head is marked so, and the migrations folder is found where it ships."""

from __future__ import annotations

import shutil
import sqlite3
import tomllib
from contextlib import closing
from pathlib import Path

import pytest
from alembic import command
from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext
from alembic.script import ScriptDirectory
from sqlalchemy import create_engine

from scorpion_qt.package_files import MIGRATIONS, candidate_dirs, find_folder, migrations_dir
from scorpion_qt.store.database import make_migration_engine
from scorpion_qt.store.head_mark import head_mark, marked_revision
from scorpion_qt.store.migrate import alembic_config, read_revisions, upgrade_database
from scorpion_qt.store.models import Base
from scorpion_qt.store.notices import StoreStatus
from scorpion_qt.store.service import Store
from tests.store.conftest import Clock

FIXTURE = Path(__file__).parent / "fixtures" / "rev0001.sqlite3"
REPO = Path(__file__).resolve().parents[2]
#: The columns revision 0001 created, table by table (what must survive the upgrade).
FIRST_COLUMNS = {
    "games": "id, rules, deal, daily_date, started_at, ended_at, elapsed_seconds, outcome,"
    " score, moves, undos, hints, runs_completed, cards_turned_up, action_count",
    "layouts": "game_id, text",
    "actions": "game_id, seq, action",
    "daily_deals": "date, deal, layout, served_at",
}


def dump(path: Path) -> dict[str, list[tuple[object, ...]]]:
    """Revision 0001's content, whichever revision the file is at (from revision 0003 on,
    each game's actions are one row of ``logs``)."""
    with closing(sqlite3.connect(path)) as db:
        tables = {name for (name,) in db.execute("SELECT name FROM sqlite_master")}
        found = {
            table: db.execute(f"SELECT {columns} FROM {table} ORDER BY 1, 2").fetchall()
            for table, columns in FIRST_COLUMNS.items()
            if table != "actions" or "actions" in tables
        }
        if "actions" not in tables:
            logs = db.execute("SELECT game_id, actions FROM logs ORDER BY game_id").fetchall()
            found["actions"] = [
                (game_id, seq, action)
                for game_id, actions in logs
                for seq, action in enumerate(actions.split(), start=1)
            ]
        return found


def test_models_and_migrations_agree(tmp_path: Path) -> None:
    path = tmp_path / "head.db"
    upgrade_database(path, migrations_dir())
    engine = create_engine(f"sqlite:///{path}")
    with engine.connect() as connection:
        context = MigrationContext.configure(connection, opts={"compare_type": True})
        assert compare_metadata(context, Base.metadata) == []
    engine.dispose()


def test_first_revision_fixture_upgrades_with_every_row(tmp_path: Path, clock: Clock) -> None:
    data_dir = tmp_path / "data"
    data_dir.mkdir()
    path = data_dir / "scorpion.db"
    shutil.copy(FIXTURE, path)
    before = dump(path)
    assert sum(len(rows) for rows in before.values()) > 30  # the fixture has real content

    with Store.open(data_dir, now=clock) as store:
        assert store.status is StoreStatus.SAVING
        assert store.notice is None
        backup = store.backup_path
        assert backup is not None and backup.name.startswith("scorpion.db.backup-")
        resumed = store.resume()
        assert resumed is not None
        assert (resumed.elapsed_seconds, resumed.hints, resumed.game.move_count) == (333.75, 1, 11)

    assert dump(path) == before
    assert dump(backup) == before
    with closing(sqlite3.connect(path)) as db:
        assert db.execute("SELECT version_num FROM alembic_version").fetchall() == [
            (read_revisions(migrations_dir()).head,)
        ]
        percents = db.execute("SELECT percent_complete FROM games ORDER BY id").fetchall()
        daily = db.execute("SELECT result, best_score FROM daily_deals").fetchall()
        table_sql = db.execute("SELECT sql FROM sqlite_master WHERE name = 'games'").fetchone()
    # won → 100; the in-progress game turned one card up: 1/64
    assert percents == [(100.0,), (0.0,), (0.0,), (100.0 / 64,)]
    assert daily == [("lost", 25)]
    assert "AUTOINCREMENT" in table_sql[0]
    with closing(sqlite3.connect(backup)) as db:
        assert db.execute("SELECT version_num FROM alembic_version").fetchall() == [
            ("0001_initial",)
        ]


def test_downgrade_and_upgrade_again(tmp_path: Path) -> None:
    path = tmp_path / "copy.db"
    shutil.copy(FIXTURE, path)
    migrations = migrations_dir()
    upgrade_database(path, migrations)
    config = alembic_config(migrations)
    engine = make_migration_engine(path)
    with engine.begin() as connection:
        config.attributes["connection"] = connection
        command.downgrade(config, "0001_initial")
    engine.dispose()
    assert dump(path) == dump(FIXTURE)
    upgrade_database(path, migrations)
    assert dump(path) == dump(FIXTURE)


def test_a_failing_migration_leaves_the_file_unchanged(tmp_path: Path) -> None:
    migrations = tmp_path / "migrations"
    shutil.copytree(migrations_dir(), migrations)
    head = read_revisions(migrations).head
    broken = migrations / "versions" / "9999_broken.py"
    broken.write_text(
        '"""Broken on purpose."""\n'
        "from alembic import op\n"
        'revision = "9999_broken"\n'
        f"down_revision = {head!r}\n"
        "def upgrade() -> None:\n"
        '    op.execute("UPDATE games SET score = -1")\n'
        '    op.execute("SELECT * FROM no_such_table")\n'
    )
    path = tmp_path / "copy.db"
    shutil.copy(FIXTURE, path)
    with pytest.raises(Exception, match="no_such_table"):
        upgrade_database(path, migrations)
    assert dump(path) == dump(FIXTURE)
    with closing(sqlite3.connect(path)) as db:
        assert db.execute("SELECT version_num FROM alembic_version").fetchall() == [
            ("0001_initial",)
        ]


def test_the_revisions_are_alembics() -> None:
    migrations = migrations_dir()
    scripts = ScriptDirectory(str(migrations))
    revisions = read_revisions(migrations)
    assert revisions.head == scripts.get_current_head() == "0007_par"
    assert revisions.known == {
        "0001_initial",
        "0002_results",
        "0003_logs",
        "0004_daily_rules",
        "0005_analyses",
        "0006_online",
        "0007_par",
    }


def user_version(path: Path) -> int:
    with closing(sqlite3.connect(path)) as db:
        (version,) = db.execute("PRAGMA user_version").fetchone()
    assert isinstance(version, int)
    return version


def test_a_file_brought_to_head_is_marked_so(tmp_path: Path) -> None:
    migrations = migrations_dir()
    path = tmp_path / "copy.db"
    shutil.copy(FIXTURE, path)
    upgrade_database(path, migrations, "0004_daily_rules")
    assert user_version(path) == 0  # not at head: not marked
    upgrade_database(path, migrations)
    head = read_revisions(migrations).head
    assert user_version(path) == head_mark(head, migrations) != 0
    with closing(sqlite3.connect(path)) as db:
        assert marked_revision(db, migrations) == head
        db.execute("UPDATE alembic_version SET version_num = '0005_analyses'")
        assert marked_revision(db, migrations) is None  # the mark is the revision's


def test_the_mark_is_of_these_migrations(tmp_path: Path) -> None:
    """Another app's migrations (one more script, say) do not take the mark for theirs."""
    migrations = tmp_path / "migrations"
    shutil.copytree(migrations_dir(), migrations)
    path = tmp_path / "head.db"
    upgrade_database(path, migrations)
    head = read_revisions(migrations).head
    (migrations / "versions" / "9999_next.py").write_text(
        f'revision = "9999_next"\ndown_revision = {head!r}\n'
    )
    with closing(sqlite3.connect(path)) as db:
        assert marked_revision(db, migrations) is None


def test_a_current_file_without_the_mark_gets_it_when_opened(tmp_path: Path, clock: Clock) -> None:
    data_dir = tmp_path / "data"
    data_dir.mkdir()
    path = data_dir / "scorpion.db"
    upgrade_database(path, migrations_dir())
    with closing(sqlite3.connect(path)) as db:
        db.execute("PRAGMA user_version = 0")  # as a file of an app before the mark
    with Store.open(data_dir, now=clock) as store:
        assert store.status is StoreStatus.SAVING and store.backup_path is None
    head = read_revisions(migrations_dir()).head
    assert user_version(path) == head_mark(head, migrations_dir())


def test_fresh_database_uses_wal_and_foreign_keys(store: Store) -> None:
    with closing(sqlite3.connect(store.path)) as db:
        assert db.execute("PRAGMA journal_mode").fetchone() == ("wal",)
    assert store._engine is not None
    with store._engine.connect() as connection:
        assert connection.exec_driver_sql("PRAGMA foreign_keys").scalar() == 1


def test_migrations_found_in_the_installed_package_layout(tmp_path: Path) -> None:
    package = tmp_path / "site-packages" / "scorpion_qt"
    (package / "migrations").mkdir(parents=True)
    (package / "migrations" / "env.py").write_text("")
    assert find_folder(MIGRATIONS, package) == package / "migrations"


def test_migrations_found_in_a_source_checkout(tmp_path: Path) -> None:
    package = tmp_path / "checkout" / "scorpion_qt"
    package.mkdir(parents=True)
    (tmp_path / "checkout" / "migrations").mkdir()
    (tmp_path / "checkout" / "migrations" / "env.py").write_text("")
    assert find_folder(MIGRATIONS, package) == tmp_path / "checkout" / "migrations"


def test_installed_migrations_win_over_a_checkout(tmp_path: Path) -> None:
    package = tmp_path / "scorpion_qt"
    for folder in candidate_dirs(MIGRATIONS, package):
        folder.mkdir(parents=True)
        (folder / "env.py").write_text("")
    assert find_folder(MIGRATIONS, package) == package / "migrations"


def test_missing_migrations_name_the_places_searched(tmp_path: Path) -> None:
    with pytest.raises(FileNotFoundError, match="searched"):
        find_folder(MIGRATIONS, tmp_path / "scorpion_qt")


def test_this_checkout_finds_its_migrations() -> None:
    assert migrations_dir() == REPO / "migrations"


def test_the_wheel_ships_migrations_where_the_locator_looks() -> None:
    pyproject = tomllib.loads((REPO / "pyproject.toml").read_text("utf-8"))
    force = pyproject["tool"]["hatch"]["build"]["targets"]["wheel"]["force-include"]
    installed = candidate_dirs(MIGRATIONS, Path("scorpion_qt"))[0]
    assert force["migrations"] == installed.as_posix()


def test_upgrade_to_one_log_per_game_keeps_order_ids_and_allows_damaged(tmp_path: Path) -> None:
    path = tmp_path / "two.db"
    migrations = migrations_dir()
    upgrade_database(path, migrations, "0002_results")
    game = (
        "INSERT INTO games (id, rules, started_at, elapsed_seconds, outcome, score, moves,"
        " undos, hints, runs_completed, cards_turned_up, action_count)"
        " VALUES (?, 'classic', '2025-01-01 00:00:00.000000', 0, ?, 0, 0, 0, 0, 0, 0, ?)"
    )
    with closing(sqlite3.connect(path)) as db:
        db.executemany(game, [(1, "lost", 3), (2, "in_progress", 0), (3, "won", 1)])
        db.executemany(
            "INSERT INTO actions (game_id, seq, action) VALUES (?, ?, ?)",
            [(1, 3, "redo"), (1, 1, "1:5C>2"), (1, 2, "undo"), (3, 1, "deal")],
        )
        db.execute("DELETE FROM games WHERE id = 3")  # the highest id given is gone
        db.commit()
    upgrade_database(path, migrations)
    with closing(sqlite3.connect(path)) as db:
        assert db.execute("SELECT game_id, actions FROM logs ORDER BY game_id").fetchall() == [
            (1, "1:5C>2 undo redo"),
            (2, ""),
        ]
        assert db.execute("SELECT seq FROM sqlite_sequence WHERE name = 'games'").fetchall() == [
            (3,)
        ]
        db.execute(game, (4, "damaged", 0))
        with pytest.raises(sqlite3.IntegrityError, match="CHECK"):
            db.execute(game, (5, "abandoned", 0))
        tables = {name for (name,) in db.execute("SELECT name FROM sqlite_master")}
    assert "actions" not in tables and "logs" in tables


def _downgrade(path: Path, revision: str) -> None:
    config = alembic_config(migrations_dir())
    engine = make_migration_engine(path)
    with engine.begin() as connection:
        config.attributes["connection"] = connection
        command.downgrade(config, revision)
    engine.dispose()


GAMES_0004 = (
    "id, rules, deal, daily_date, started_at, ended_at, elapsed_seconds, outcome, score,"
    " moves, undos, hints, runs_completed, cards_turned_up, action_count, percent_complete"
)


def test_upgrade_to_analyses_and_grades_keeps_every_game_and_back(tmp_path: Path) -> None:
    path = tmp_path / "four.db"
    migrations = migrations_dir()
    upgrade_database(path, migrations, "0004_daily_rules")
    games = [
        (1, "classic", 7, None, "2025-01-01 10:00:00.000000", "2025-01-01 10:20:00.000000",
         1200.0, "won", 900, 120, 4, 1, 4, 12, 130, 100.0),
        (2, "relaxed", 9, "2025-01-02", "2025-01-02 09:00:00.000000",
         "2025-01-02 09:30:00.000000", 1800.0, "lost", 200, 60, 0, 0, 1, 5, 61, 28.125),
        (4, "classic", 3, None, "2025-01-03 08:00:00.000000", None, 30.0, "in_progress", 10,
         2, 0, 0, 0, 1, 2, 1.5625),
    ]  # fmt: skip
    with closing(sqlite3.connect(path)) as db:
        db.execute(
            "INSERT INTO daily_deals (date, rules, deal, layout, served_at)"
            " VALUES ('2025-01-02', 'relaxed', 9, '-', '2025-01-02 08:00:00.000000')"
        )
        db.executemany(f"INSERT INTO games ({GAMES_0004}) VALUES ({', '.join('?' * 16)})", games)
        db.executemany("INSERT INTO layouts (game_id, text) VALUES (?, '-')", [(1,), (2,), (4,)])
        db.executemany("INSERT INTO logs (game_id, actions) VALUES (?, 'deal')", [(1,), (2,), (4,)])
        db.execute("UPDATE sqlite_sequence SET seq = 5 WHERE name = 'games'")  # 5 was deleted
        db.commit()

    upgrade_database(path, migrations)
    with closing(sqlite3.connect(path)) as db:
        assert db.execute(f"SELECT {GAMES_0004} FROM games ORDER BY id").fetchall() == games
        assert db.execute("SELECT id, grade FROM games ORDER BY id").fetchall() == [
            (1, None),
            (2, None),
            (4, None),
        ]
        assert db.execute("SELECT count(*) FROM game_analyses").fetchall() == [(0,)]
        assert db.execute("SELECT seq FROM sqlite_sequence WHERE name = 'games'").fetchall() == [
            (5,)
        ]
        table_sql = db.execute("SELECT sql FROM sqlite_master WHERE name = 'games'").fetchone()
        assert "AUTOINCREMENT" in table_sql[0]
        db.execute("PRAGMA foreign_keys = ON")
        db.execute("UPDATE games SET grade = 'H' WHERE id = 2")
        with pytest.raises(sqlite3.IntegrityError, match="CHECK"):
            db.execute("UPDATE games SET grade = 'X' WHERE id = 1")
        db.execute(
            "INSERT INTO game_analyses (game_id, line_checksum, winnable_at_start, turning_point,"
            " complete, analysed_at, data) VALUES (2, 'ab12', 1, 17, 1,"
            " '2025-01-05 00:00:00.000000', '{}')"
        )
        with pytest.raises(sqlite3.IntegrityError, match="FOREIGN KEY"):
            db.execute(
                "INSERT INTO game_analyses (game_id, line_checksum, complete, analysed_at, data)"
                " VALUES (99, 'x', 0, '2025-01-05 00:00:00.000000', '{}')"
            )
        db.commit()

    _downgrade(path, "0004_daily_rules")
    with closing(sqlite3.connect(path)) as db:
        assert db.execute(f"SELECT {GAMES_0004} FROM games ORDER BY id").fetchall() == games
        columns = {row[1] for row in db.execute("PRAGMA table_info(games)")}
        tables = {name for (name,) in db.execute("SELECT name FROM sqlite_master")}
        assert db.execute("SELECT seq FROM sqlite_sequence WHERE name = 'games'").fetchall() == [
            (5,)
        ]
        assert db.execute("SELECT version_num FROM alembic_version").fetchall() == [
            ("0004_daily_rules",)
        ]
    assert "grade" not in columns and "game_analyses" not in tables
    assert "ix_games_grade" not in tables and "ix_games_by_score" in tables

    upgrade_database(path, migrations)  # and up again
    with closing(sqlite3.connect(path)) as db:
        assert db.execute("SELECT id, grade FROM games ORDER BY id").fetchall() == [
            (1, None),
            (2, None),
            (4, None),
        ]


def test_a_database_at_0004_opens_with_its_games_ungraded_and_unanalysed(
    tmp_path: Path, clock: Clock
) -> None:
    data_dir = tmp_path / "data"
    data_dir.mkdir()
    path = data_dir / "scorpion.db"
    shutil.copy(FIXTURE, path)
    upgrade_database(path, migrations_dir(), "0004_daily_rules")
    with Store.open(data_dir, now=clock) as store:
        assert store.status is StoreStatus.SAVING and store.backup_path is not None
        rows = store.history_page(limit=100).rows
        assert len(rows) == 4
        assert {(r.grade, r.analysed, r.winnable, r.turning_point) for r in rows} == {
            (None, False, None, None)
        }
        assert all(store.analysis(r.id) is None for r in rows)
        assert store.statistics(grade="E").played == 0
        assert store.statistics().played == 4
        store.set_grade(rows[0].id, "E")
        assert store.statistics(grade="E").played == 1
