"""The ``scorpion-qt-server`` command: options, then uvicorn.

The options are made by pydantic-settings from :class:`Command`'s fields, the server's
:class:`~scorpion_qt.server.settings.Settings` and how uvicorn serves them (each field's
description its help, ``--address-limit`` for ``address_limit``); their values are
checked by the model, and a value it refuses ends the command as argparse's own errors
do (exit 2, the reason on stderr).
"""

from __future__ import annotations

import argparse
import copy
import logging.config
import os
import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Literal

from annotated_types import Ge, Gt, Le
from pydantic import Field, ValidationError
from pydantic_core import ErrorDetails
from pydantic_settings import CliApp, CliSettingsSource

from scorpion_qt.server.settings import ENV_PREFIX, Settings, metavar

if TYPE_CHECKING:
    from scorpion_qt.server.day_close import Clock

PROG = "scorpion-qt-server"


class Command(Settings):
    """Scorpion Qt's online daily leaderboard: checks every result by replaying its moves,
    and ranks what the replay shows."""

    host: str = Field(
        default="127.0.0.1",
        description="address to listen on",
        json_schema_extra=metavar("ADDRESS"),
    )
    port: int = Field(
        default=8765, ge=0, le=65535, description="port", json_schema_extra=metavar("PORT")
    )
    workers: int = Field(
        default=1,
        ge=1,
        description="server processes sharing the port; they share one database",
        json_schema_extra=metavar("N"),
    )
    access_log: bool = Field(
        default=True,
        description="log every request, uvicorn's access log; refusals are logged with "
        "their reason either way",
    )
    log_level: Literal["debug", "info", "warning", "error"] = Field(
        default="info", description="the least a message must weigh to be logged"
    )

    def settings(self) -> Settings:
        """The server's own settings, without how it is served."""
        return Settings.model_validate(self.model_dump(include=set(Settings.model_fields)))


def parse(argv: Sequence[str] | None = None) -> Command:
    """The command's options (``argv``, default the process's arguments, then the
    ``SCORPION_QT_SERVER_*`` environment); bad ones exit 2 with argparse's message."""
    made = argparse.ArgumentParser(prog=PROG, description=Command.__doc__)
    source: CliSettingsSource[argparse.ArgumentParser] = CliSettingsSource(
        Command,
        root_parser=made,
        add_argument_method=_add_argument,
        cli_kebab_case=True,
        cli_implicit_flags=True,
        cli_hide_none_type=True,
    )
    try:
        command = CliApp.run(
            Command,
            cli_args=list(sys.argv[1:] if argv is None else argv),
            cli_settings_source=source,
        )
    except ValidationError as exc:
        made.error("; ".join(_refusal(error) for error in exc.errors()))
    from scorpion_qt.server.database import DatabaseUrlError, database_url  # noqa: PLC0415

    try:
        database_url(command.database)
    except DatabaseUrlError as exc:
        made.error(f"--database: {exc}")
    return command


def _add_argument(made: argparse.ArgumentParser, *names: str, **options: Any) -> argparse.Action:
    """``add_argument`` of the option pydantic-settings made from a field, with the
    ``metavar`` the field names (in its ``json_schema_extra``), and a default made at
    run time shown as made (the SQLite file's path, not the factory's name)."""
    field = Command.model_fields[options["dest"]]
    if isinstance(field.json_schema_extra, dict) and "metavar" in field.json_schema_extra:
        options["metavar"] = field.json_schema_extra["metavar"]
    if field.default_factory is not None:
        made_default = field.get_default(call_default_factory=True, validated_data={})
        options["help"] = f"{field.description} (default: {made_default})".replace("%", "%%")
    return made.add_argument(*names, **options)


def _refusal(error: ErrorDetails) -> str:
    """argparse's words for a value :class:`Command` refuses: the option, then why."""
    field = str(error["loc"][0]) if error["loc"] else ""
    option = "--" + field.replace("_", "-")
    given = error["input"]
    if error["type"] in ("int_parsing", "int_from_float"):
        return f"{option}: {given!r} is not a whole number"
    if error["type"] == "float_parsing":
        return f"{option}: {given!r} is not a number"
    if error["type"] in ("greater_than_equal", "less_than_equal", "greater_than"):
        return f"{option}: {given} is out of range ({_bounds(field)})"
    if error["type"] == "literal_error":
        return f"{option}: invalid choice: {given!r} ({error['msg'].lower()})"
    return f"{option}: {error['msg']}"


def _bounds(field: str) -> str:
    """A field's range as the refusal words it: ``0-65535``, ``1 or more``, ``more than 0``."""
    low = high = above = None
    for bound in Command.model_fields[field].metadata:
        if isinstance(bound, Ge):
            low = bound.ge
        elif isinstance(bound, Gt):
            above = bound.gt
        elif isinstance(bound, Le):
            high = bound.le
    if above is not None:
        return f"more than {above}"
    return f"{low} or more" if high is None else f"{low}-{high}"


def main(argv: Sequence[str] | None = None) -> int:
    """Run the server until it is stopped; bad options exit 2 (argparse)."""
    return serve(parse(argv))


def serve(command: Command, clock: Clock | None = None) -> int:
    """Serve ``command``'s settings; the app tells the time by ``clock`` (default the
    real time; one process only: worker processes tell the real time)."""
    import uvicorn  # noqa: PLC0415 (options and --help answer before the server loads)

    from scorpion_qt.server.app import create_app  # noqa: PLC0415
    from scorpion_qt.server.day_close import utc_now  # noqa: PLC0415

    settings = command.settings()
    common: dict[str, Any] = {
        "host": command.host,
        "port": command.port,
        "log_config": log_config(command.log_level),
        "log_level": command.log_level,
        "server_header": False,
        "access_log": command.access_log,
        # the app reads X-Forwarded-For itself (scorpion_qt.server.forwarded)
        "proxy_headers": False,
    }
    logging.config.dictConfig(common["log_config"])  # for create_app's own messages
    try:
        if command.workers == 1:
            uvicorn.run(create_app(settings, clock=clock or utc_now), **common)
            return 0
        _upgrade_first(settings)
        os.environ.update(environment(settings))
        uvicorn.run(
            "scorpion_qt.server.app:app_from_environment",
            factory=True,
            workers=command.workers,
            **common,
        )
    except OSError as exc:  # the database folder or the port
        print(f"{PROG}: cannot start: {exc}", file=sys.stderr)
        return 1
    return 0


def environment(settings: Settings) -> dict[str, str]:
    """The ``SCORPION_QT_SERVER_*`` variables that give a worker process ``settings``."""
    values = settings.model_dump(include=set(Settings.model_fields))
    return {f"{ENV_PREFIX}{k.upper()}": str(v) for k, v in values.items() if v is not None}


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
