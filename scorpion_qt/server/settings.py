"""The server's settings, read once into a typed object (arguments, else environment)."""

from __future__ import annotations

from pathlib import Path

from pydantic import Field
from pydantic_settings import BaseSettings, SettingsConfigDict

#: Environment variables that set :class:`Settings` start with this (the command line
#: passes its options to uvicorn's worker processes through them).
ENV_PREFIX = "SCORPION_QT_SERVER_"


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
    results submitted with one token.
    """

    model_config = SettingsConfigDict(env_prefix=ENV_PREFIX, frozen=True)

    database: str = Field(default_factory=default_database_url)
    address_limit: int = Field(default=120, ge=0)
    register_limit: int = Field(default=10, ge=0)
    token_limit: int = Field(default=20, ge=0)
    #: seconds a request waits for a pooled database connection before the answer is 503
    pool_timeout: float = Field(default=10.0, gt=0)
    #: PostgreSQL connections a process keeps (see database.POOL_SIZE); N processes keep N
    #: times as many, which must stay under the database's max_connections
    pool_size: int = Field(default=40, ge=1)
