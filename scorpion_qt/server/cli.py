"""The ``scorpion-qt-server`` command: options, then uvicorn."""

from __future__ import annotations

import argparse
import copy
import logging.config
import os
import sys
from collections.abc import Sequence
from typing import Any

from scorpion_qt.server.settings import ENV_PREFIX, Settings, default_database_path


def parser() -> argparse.ArgumentParser:
    defaults = Settings.model_fields
    limit = "requests a minute; 0 for no limit (default %(default)s)"
    made = argparse.ArgumentParser(
        prog="scorpion-qt-server",
        description="Scorpion Qt's online daily leaderboard: checks every result by "
        "replaying its moves, and ranks what the replay shows.",
    )
    made.add_argument(
        "--database",
        metavar="URL",
        help="sqlite:///PATH (or a file path) or postgresql+psycopg://user:pass@host/db; "
        f"default: an SQLite file, {default_database_path()}",
    )
    made.add_argument("--host", default="127.0.0.1", help="address to listen on (%(default)s)")
    made.add_argument("--port", type=_port, default=8765, help="port (%(default)s)")
    made.add_argument(
        "--workers",
        type=_positive,
        default=1,
        metavar="N",
        help="server processes sharing the port (%(default)s); they share one database",
    )
    made.add_argument(
        "--address-limit",
        type=_count,
        default=defaults["address_limit"].default,
        metavar="N",
        help=f"per address: {limit}",
    )
    made.add_argument(
        "--register-limit",
        type=_count,
        default=defaults["register_limit"].default,
        metavar="N",
        help=f"players registered per address: {limit}",
    )
    made.add_argument(
        "--token-limit",
        type=_count,
        default=defaults["token_limit"].default,
        metavar="N",
        help=f"results submitted per token: {limit}",
    )
    made.add_argument(
        "--pool-size",
        type=_positive,
        default=defaults["pool_size"].default,
        metavar="N",
        help="PostgreSQL connections each process keeps (%(default)s: one for each request "
        "it can serve at once); N workers keep N times as many, which must stay under the "
        "database's max_connections (PostgreSQL's default: 100)",
    )
    made.add_argument(
        "--forwarded-allow-ips",
        metavar="IPS",
        default=None,
        help="proxies whose X-Forwarded-For to trust for the client's address "
        "(uvicorn's option; default: 127.0.0.1)",
    )
    made.add_argument(
        "--access-log",
        action=argparse.BooleanOptionalAction,
        default=True,
        help="log every request, uvicorn's access log (default: on); refusals are logged "
        "with their reason either way",
    )
    made.add_argument(
        "--log-level",
        choices=["debug", "info", "warning", "error"],
        default="info",
        help="(%(default)s)",
    )
    return made


def main(argv: Sequence[str] | None = None) -> int:
    """Run the server until it is stopped; bad options exit 2 (argparse)."""
    made = parser()
    options = made.parse_args(argv)
    from scorpion_qt.server.database import DatabaseUrlError, database_url  # noqa: PLC0415

    try:
        if options.database is not None:
            database_url(options.database)
    except DatabaseUrlError as exc:
        made.error(f"--database: {exc}")
    settings = Settings(
        **({"database": options.database} if options.database is not None else {}),
        address_limit=options.address_limit,
        register_limit=options.register_limit,
        token_limit=options.token_limit,
        pool_size=options.pool_size,
    )
    return serve(settings, options)


def serve(settings: Settings, options: argparse.Namespace) -> int:
    import uvicorn  # noqa: PLC0415 (options and --help answer before the server loads)

    from scorpion_qt.server.app import create_app  # noqa: PLC0415

    common: dict[str, Any] = {
        "host": options.host,
        "port": options.port,
        "log_config": log_config(options.log_level),
        "log_level": options.log_level,
        "server_header": False,
        "access_log": options.access_log,
    }
    if options.forwarded_allow_ips is not None:
        common["forwarded_allow_ips"] = options.forwarded_allow_ips
    logging.config.dictConfig(common["log_config"])  # for create_app's own messages
    try:
        if options.workers == 1:
            uvicorn.run(create_app(settings), **common)
            return 0
        _upgrade_first(settings)
        os.environ.update(environment(settings))
        uvicorn.run(
            "scorpion_qt.server.app:app_from_environment",
            factory=True,
            workers=options.workers,
            **common,
        )
    except OSError as exc:  # the database folder or the port
        print(f"scorpion-qt-server: cannot start: {exc}", file=sys.stderr)
        return 1
    return 0


def environment(settings: Settings) -> dict[str, str]:
    """The ``SCORPION_QT_SERVER_*`` variables that give a worker process ``settings``."""
    return {f"{ENV_PREFIX}{k.upper()}": str(v) for k, v in settings.model_dump().items()}


def _upgrade_first(settings: Settings) -> None:
    """Migrate once before the workers start (each checks again, and finds it done)."""
    from scorpion_qt.server import migrate  # noqa: PLC0415
    from scorpion_qt.server.database import database_url, make_engine  # noqa: PLC0415

    engine = make_engine(database_url(settings.database))
    try:
        migrate.upgrade(engine)
    finally:
        engine.dispose()


def log_config(level: str) -> dict[str, Any]:
    """uvicorn's logging set-up, with the server's own loggers on its console handler."""
    from uvicorn.config import LOGGING_CONFIG  # noqa: PLC0415

    config: dict[str, Any] = copy.deepcopy(LOGGING_CONFIG)
    config["loggers"]["scorpion_qt"] = {
        "handlers": ["default"],
        "level": level.upper(),
        "propagate": False,
    }
    config["loggers"]["alembic"] = {"handlers": ["default"], "level": "WARNING"}
    return config


def _number(text: str, low: int, high: int | None = None) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if value < low or (high is not None and value > high):
        bounds = f"{low}-{high}" if high is not None else f"{low} or more"
        raise argparse.ArgumentTypeError(f"{text} is out of range ({bounds})")
    return value


def _port(text: str) -> int:
    return _number(text, 0, 65535)


def _positive(text: str) -> int:
    return _number(text, 1)


def _count(text: str) -> int:
    return _number(text, 0)
