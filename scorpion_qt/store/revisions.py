"""The migration revisions shipped with the app, read cheaply from the version files."""

from __future__ import annotations

import ast
import logging
import re
from pathlib import Path
from typing import NamedTuple

log = logging.getLogger(__name__)

_ASSIGNMENT = re.compile(
    r"^(?P<name>revision|down_revision)\s*(?::[^=\n]*)?=\s*(?P<value>.+?)\s*$", re.MULTILINE
)


class Revisions(NamedTuple):
    """The head revision id and every revision id this app knows."""

    head: str
    known: frozenset[str]


def read_revisions(migrations_dir: Path) -> Revisions:
    """The revisions in ``migrations_dir/versions``.

    Start-up must not pay for loading Alembic, so the ``revision``/``down_revision``
    assignments are read as text; anything unusual (a merge, several heads) falls back to
    Alembic's own script directory.
    """
    scanned = _scan(migrations_dir / "versions")
    if scanned is not None:
        return scanned
    log.info("revision files need Alembic to be read")
    return _from_alembic(migrations_dir)


def _scan(versions: Path) -> Revisions | None:
    parents: dict[str, str | None] = {}
    for script in sorted(versions.glob("*.py")):
        found = {m["name"]: m["value"] for m in _ASSIGNMENT.finditer(script.read_text("utf-8"))}
        if "revision" not in found:
            continue
        try:
            revision = ast.literal_eval(found["revision"])
            parent = ast.literal_eval(found.get("down_revision", "None"))
        except (ValueError, SyntaxError):
            return None
        if not isinstance(revision, str) or not (parent is None or isinstance(parent, str)):
            return None
        parents[revision] = parent
    heads = set(parents) - set(parents.values())
    if len(heads) != 1:
        return None
    return Revisions(head=heads.pop(), known=frozenset(parents))


def _from_alembic(migrations_dir: Path) -> Revisions:
    from alembic.script import ScriptDirectory  # noqa: PLC0415 (a rare fallback)

    scripts = ScriptDirectory(str(migrations_dir))
    head = scripts.get_current_head()
    if head is None:
        raise RuntimeError(f"no migration revisions in {migrations_dir}")
    known = frozenset(script.revision for script in scripts.walk_revisions())
    return Revisions(head=head, known=known)
