"""The ``scorpion-qt-server`` command's entry point, which checks the server's libraries.

The plain wheel installs the command too, but not the libraries of the ``[server]``
extra; without them the command says in one line how to install them and exits 2,
before it imports any of them (standard library only here).
"""

from __future__ import annotations

import importlib.util
import sys
from collections.abc import Sequence

PROG = "scorpion-qt-server"
INSTALL = "pip install 'scorpion-qt[server]'"

# The modules the server imports, each with the distribution that holds it (SQLAlchemy,
# Alembic and platformdirs come with the game itself)
NEEDED = {
    "fastapi": "fastapi",
    "starlette": "starlette",
    "pydantic": "pydantic",
    "pydantic_core": "pydantic-core",
    "pydantic_settings": "pydantic-settings",
    "annotated_types": "annotated-types",
    "uvicorn": "uvicorn",
    "jinja2": "jinja2",
    "icu": "PyICU",
    "fastapi_offline": "fastapi-offline",
}


def missing() -> list[str]:
    """The distributions of :data:`NEEDED` whose module cannot be found."""
    return [name for module, name in NEEDED.items() if importlib.util.find_spec(module) is None]


def main(argv: Sequence[str] | None = None) -> int:
    """The command: one line and 2 without the extra, else the server's own command."""
    absent = missing()
    if absent:
        print(
            f"{PROG}: the leaderboard server needs the [server] extra "
            f"(missing: {', '.join(absent)}); install it with: {INSTALL}",
            file=sys.stderr,
        )
        return 2
    from scorpion_qt.server.cli import main as serve  # noqa: PLC0415 (only once they are there)

    return serve(argv)
