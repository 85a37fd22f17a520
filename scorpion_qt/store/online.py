"""The queue of daily results for online leaderboard servers: a finished daily game's result
is kept here before it is sent, while it cannot be (offline, a server that is down), and
after, with the server's answer. Nothing in it is ever deleted by the app."""

from __future__ import annotations

import datetime
import logging
from collections.abc import Callable
from typing import Protocol, TypeVar

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from scorpion_qt.store.checked import whole, whole_or_none
from scorpion_qt.store.converters import from_db_time, to_db_time
from scorpion_qt.store.models import DONE, PENDING, REFUSED, GameRow, OnlineSubmissionRow
from scorpion_qt.store.submissions import OnlineSubmission, SubmissionState

log = logging.getLogger(__name__)

T = TypeVar("T")
#: The longest error text kept (a server's reason is short; a body may not be).
ERROR_LENGTH = 500


class Write(Protocol):
    """Runs work in one committed transaction; None when the store is not saving."""

    def __call__(self, work: Callable[[Session], T]) -> T | None: ...


class Read(Protocol):
    """Runs work in a session; ``default`` when the database cannot be read."""

    def __call__(self, work: Callable[[Session], T], default: T) -> T: ...


class OnlineRepository:
    """Reads and writes online submissions; the caller owns the session."""

    def __init__(self, session: Session) -> None:
        self.session = session

    def queue(
        self, game_id: int | None, server: str, payload: str, now: datetime.datetime
    ) -> OnlineSubmission:
        """A new pending submission, to be sent at once; the one already queued when the
        same game's same result is queued again for the same server (the no-moves box of
        a game resumed at the next start, say). A game that is not stored is not named."""
        stored = None
        if game_id is not None:
            stored = self.session.scalar(select(GameRow.id).where(GameRow.id == game_id))
        if stored is not None:
            same = self.session.scalar(
                select(OnlineSubmissionRow).where(
                    OnlineSubmissionRow.game_id == stored,
                    OnlineSubmissionRow.server == server,
                    OnlineSubmissionRow.payload == payload,
                )
            )
            if same is not None:
                return online_submission(same)
        row = OnlineSubmissionRow(
            game_id=stored,
            server=server,
            payload=payload,
            state=PENDING,
            attempts=0,
            next_try_at=None,
            created_at=now,
            updated_at=now,
        )
        self.session.add(row)
        self.session.flush()
        return online_submission(row)

    def get(self, submission_id: int) -> OnlineSubmission | None:
        row = self.session.get(OnlineSubmissionRow, submission_id)
        return None if row is None else online_submission(row)

    def due(self, server: str, now: datetime.datetime | None, limit: int) -> list[OnlineSubmission]:
        """The pending submissions for ``server`` whose time has come at ``now`` (None:
        every pending one, as at a start), oldest first."""
        query = select(OnlineSubmissionRow).where(
            OnlineSubmissionRow.state == PENDING, OnlineSubmissionRow.server == server
        )
        if now is not None:
            query = query.where(
                OnlineSubmissionRow.next_try_at.is_(None) | (OnlineSubmissionRow.next_try_at <= now)
            )
        query = query.order_by(OnlineSubmissionRow.id).limit(limit)
        return [online_submission(row) for row in self.session.scalars(query)]

    def next_try(self, server: str) -> datetime.datetime | None:
        """When the first pending submission for ``server`` that waits is due (stored
        form); None if none waits for a time."""
        query = select(func.min(OnlineSubmissionRow.next_try_at)).where(
            OnlineSubmissionRow.state == PENDING, OnlineSubmissionRow.server == server
        )
        return self.session.scalar(query)

    def pending_count(self, server: str) -> int:
        query = select(func.count()).where(
            OnlineSubmissionRow.state == PENDING, OnlineSubmissionRow.server == server
        )
        return int(self.session.scalar(query) or 0)

    def answered(
        self,
        submission_id: int,
        now: datetime.datetime,
        rank: int | None,
        total: int | None,
        note: str | None = None,
    ) -> OnlineSubmission | None:
        """The server took it (or had the day's result already): done, with the rank."""
        row = self.session.get(OnlineSubmissionRow, submission_id)
        if row is None:
            return None
        row.state, row.rank, row.total, row.next_try_at = DONE, rank, total, None
        row.last_error, row.updated_at = _short(note), now
        self.session.flush()
        return online_submission(row)

    def postponed(
        self,
        submission_id: int,
        now: datetime.datetime,
        error: str,
        next_try_at: datetime.datetime | None,
        *,
        counted: bool = True,
    ) -> OnlineSubmission | None:
        """A try failed for a cause that can go away: pending still, tried again at
        ``next_try_at`` (None: once it can be, say after the player registers again);
        ``counted``: the try counts among its attempts."""
        row = self.session.get(OnlineSubmissionRow, submission_id)
        if row is None:
            return None
        if counted:
            row.attempts += 1
        row.next_try_at, row.last_error, row.updated_at = next_try_at, _short(error), now
        self.session.flush()
        return online_submission(row)

    def refused(
        self, submission_id: int, now: datetime.datetime, reason: str
    ) -> OnlineSubmission | None:
        """The server refused it for good, for ``reason``: kept, never sent again."""
        row = self.session.get(OnlineSubmissionRow, submission_id)
        if row is None:
            return None
        row.state, row.last_error, row.next_try_at, row.updated_at = (
            REFUSED,
            _short(reason),
            None,
            now,
        )
        row.attempts += 1
        self.session.flush()
        return online_submission(row)


class OnlineQueue:
    """The store's online submissions, through the store's own reads and writes: a write
    commits at once; while the store is not saving nothing is written and the writing
    calls return None. Times given and returned are aware; limits are the caller's."""

    def __init__(
        self,
        write: Write,
        read: Read,
        now: Callable[[], datetime.datetime],
        key: Callable[[int], int],
    ) -> None:
        self._write = write
        self._read = read
        self._now = now  # the store's clock, in stored form
        self._key = key  # a game's stored id for a provisional one

    def queue(self, game_id: int | None, server: str, payload: str) -> OnlineSubmission | None:
        """Queue ``payload`` for ``server`` (see :meth:`OnlineRepository.queue`); None if
        the store is not saving (the caller keeps it until it is)."""
        key = None if game_id is None else self._key(game_id)
        now = self._now()
        return self._write(lambda s: OnlineRepository(s).queue(key, server, payload, now))

    def get(self, submission_id: int) -> OnlineSubmission | None:
        return self._read(lambda s: OnlineRepository(s).get(submission_id), None)

    def due(self, server: str, limit: int = 20, *, waiting: bool = False) -> list[OnlineSubmission]:
        """The pending submissions for ``server`` whose time has come; ``waiting``: those
        that wait for a later time too (a start tries everything again)."""
        now = None if waiting else self._now()
        return self._read(lambda s: OnlineRepository(s).due(server, now, limit), [])

    def next_try(self, server: str) -> datetime.datetime | None:
        """When the next pending submission for ``server`` is due (aware UTC), or None."""
        stored = self._read(lambda s: OnlineRepository(s).next_try(server), None)
        return None if stored is None else from_db_time(stored)

    def pending_count(self, server: str) -> int:
        return self._read(lambda s: OnlineRepository(s).pending_count(server), 0)

    def answered(
        self, submission_id: int, rank: int | None, total: int | None, note: str | None = None
    ) -> OnlineSubmission | None:
        now = self._now()
        return self._write(
            lambda s: OnlineRepository(s).answered(submission_id, now, rank, total, note)
        )

    def postponed(
        self,
        submission_id: int,
        error: str,
        next_try_at: datetime.datetime | None,
        *,
        counted: bool = True,
    ) -> OnlineSubmission | None:
        now = self._now()
        stored = None if next_try_at is None else to_db_time(next_try_at)
        return self._write(
            lambda s: OnlineRepository(s).postponed(
                submission_id, now, error, stored, counted=counted
            )
        )

    def refused(self, submission_id: int, reason: str) -> OnlineSubmission | None:
        now = self._now()
        return self._write(lambda s: OnlineRepository(s).refused(submission_id, now, reason))


def online_submission(row: OnlineSubmissionRow) -> OnlineSubmission:
    """The record of a row, its values checked (see :mod:`~scorpion_qt.store.converters`)."""
    what = f"online submission {row.id}"
    if not isinstance(row.payload, str) or not isinstance(row.server, str):
        raise ValueError(f"{what} holds no text payload or server")
    return OnlineSubmission(
        id=whole(row.id, what),
        game_id=whole_or_none(row.game_id, f"{what}'s game"),
        server=row.server,
        payload=row.payload,
        state=SubmissionState(row.state),
        attempts=whole(row.attempts, f"{what}'s attempts"),
        next_try_at=None if row.next_try_at is None else from_db_time(row.next_try_at),
        last_error=None if row.last_error is None else str(row.last_error),
        rank=whole_or_none(row.rank, f"{what}'s rank"),
        total=whole_or_none(row.total, f"{what}'s total"),
        created_at=from_db_time(row.created_at),
        updated_at=from_db_time(row.updated_at),
    )


def _short(text: str | None) -> str | None:
    return None if text is None else text[:ERROR_LENGTH]
