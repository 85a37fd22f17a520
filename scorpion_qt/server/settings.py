"""The server's settings, read once into a typed object (arguments, else environment)."""

from __future__ import annotations

from pathlib import Path

from pydantic import Field, JsonValue
from pydantic_settings import BaseSettings, SettingsConfigDict

#: Environment variables that set :class:`Settings` start with this (the command line
#: passes its options to uvicorn's worker processes through them).
ENV_PREFIX = "SCORPION_QT_SERVER_"

_LIMIT = "requests a minute; 0 for no limit"


def metavar(name: str) -> dict[str, JsonValue]:
    """A field's ``json_schema_extra`` naming its value on the command line (``--workers
    N``)."""
    return {"metavar": name}


def default_database_path() -> Path:
    """The embedded default: an SQLite file in the user's data folder (on Linux
    ``~/.local/share/scorpion-qt-server/leaderboard.sqlite3``)."""
    from platformdirs import user_data_path  # noqa: PLC0415 (only when no URL is given)

    return user_data_path("scorpion-qt-server", appauthor=False) / "leaderboard.sqlite3"


def default_database_url() -> str:
    return f"sqlite:///{default_database_path()}"


class Settings(BaseSettings):
    """How one server process runs. Limits count requests per minute; 0 turns one off.

    ``address_limit`` counts every request from one address (``/healthz`` aside),
    ``register_limit`` the players registered from one address, ``token_limit`` the
    results submitted with one token, ``join_limit`` the clubs joined or created (invite
    codes tried) with one token and from one address. Each field's description is its help on the
    command line (:mod:`.cli`), which is made from these fields.
    """

    model_config = SettingsConfigDict(env_prefix=ENV_PREFIX, frozen=True)

    database: str = Field(
        default_factory=default_database_url,
        description="sqlite:///PATH (or a file path) or postgresql+psycopg://user:pass@host/db",
        json_schema_extra=metavar("URL"),
    )
    address_limit: int = Field(
        default=120, ge=0, description=f"per address: {_LIMIT}", json_schema_extra=metavar("N")
    )
    register_limit: int = Field(
        default=10,
        ge=0,
        description=f"players registered per address: {_LIMIT}",
        json_schema_extra=metavar("N"),
    )
    token_limit: int = Field(
        default=20,
        ge=0,
        description=f"results submitted per token: {_LIMIT}",
        json_schema_extra=metavar("N"),
    )
    join_limit: int = Field(
        default=10,
        ge=0,
        description=f"clubs joined or created, per token and per address: {_LIMIT}",
        json_schema_extra=metavar("N"),
    )
    pool_timeout: float = Field(
        default=10.0,
        gt=0,
        description="seconds a request waits for a pooled database connection before the "
        "answer is 503",
        json_schema_extra=metavar("SECONDS"),
    )
    pool_size: int = Field(
        default=40,
        ge=1,
        description="PostgreSQL connections each process keeps, one for each request it can "
        "serve at once; N workers keep N times as many, which must stay under the database's "
        "max_connections (PostgreSQL's default: 100)",
        json_schema_extra=metavar("N"),
    )
    forwarded_allow_ips: str | None = Field(
        default=None,
        json_schema_extra=metavar("IPS"),
        description="proxies whose X-Forwarded-For to trust for the client's address "
        "(addresses and networks, comma-separated, or * for any; null: the "
        "FORWARDED_ALLOW_IPS environment variable, else 127.0.0.1 and ::1, as uvicorn's); "
        "a forwarded address that is no IP address is ignored for the proxy's, and logged",
    )
    api_docs: bool = Field(
        default=True,
        description="serve the API's interactive documentation at /docs and /redoc (Swagger "
        "UI's and ReDoc's files served by this server, from a package: no other host is "
        "named); the schema, /openapi.json, is served either way",
    )
