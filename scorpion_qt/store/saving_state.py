"""Whether the store saves, and the player told when that changes: saving stops at a failed
write, for a reason (a full disk, a locked file, ...); while the reason can go away, a try
to write is due every ``RETRY_SECONDS``, and saving resumes at the first write that works."""

from __future__ import annotations

import datetime
import logging
from collections.abc import Callable
from pathlib import Path

from scorpion_qt.store.error_reasons import failure_notice
from scorpion_qt.store.failures import LASTING, Reason
from scorpion_qt.store.full_check import forget_check
from scorpion_qt.store.notices import Notice, StoreStatus, resumed_notice
from scorpion_qt.store.opening import Opened

log = logging.getLogger(__name__)

#: While not saving for a cause that can go away, a recording call tries to write again
#: if this long has passed since the last try.
RETRY_SECONDS = 5.0
RETRY = datetime.timedelta(seconds=RETRY_SECONDS)


class SavingState:
    """The store's status and latest notice; each new notice is given to ``tell``."""

    def __init__(
        self, opened: Opened, now: Callable[[], datetime.datetime], tell: Callable[[Notice], None]
    ) -> None:
        self._now = now
        self._tell = tell
        self._retry_at: datetime.datetime | None = None
        self.adopt(opened)

    def adopt(self, opened: Opened) -> None:
        """The status and notice the database was (re)opened with."""
        self.status = opened.status
        self.notice = opened.notice
        self.reason: Reason | None = None
        if opened.status is StoreStatus.NOT_SAVING and opened.notice is not None:
            self.reason = opened.notice.reason

    @property
    def saving(self) -> bool:
        return self.status is StoreStatus.SAVING

    @property
    def recording(self) -> bool:
        """Whether recording calls are kept: saving, or not saving for now only."""
        if self.status is StoreStatus.SAVING:
            return True
        return self.status is StoreStatus.NOT_SAVING and self.reason not in LASTING

    def retry_now(self) -> None:
        """The next try is due at once (the store is closing)."""
        self._retry_at = None

    def try_due(self) -> bool:
        """Whether a try to write is due now; if it is, the next is RETRY_SECONDS away."""
        now, retry_at = self._now(), self._retry_at
        # a clock set back more than the wait does not hold the tries off
        due = retry_at is None or now >= retry_at or now < retry_at - RETRY
        if due:
            self._retry_at = now + RETRY
        return due

    def failed(self, error: BaseException, path: Path) -> None:
        """A write failed: saving stops (the next try RETRY_SECONDS away)."""
        log.warning("saving stopped: %s", error, exc_info=error)
        self._retry_at = self._now() + RETRY
        notice = failure_notice(error, path)
        if notice.reason is Reason.DAMAGED:
            forget_check(path)  # the next start checks the file in full, and salvages it
        self.not_saving(notice)

    def not_saving(self, notice: Notice) -> None:
        """Not saving, for the notice's reason: the player is told when saving stops and
        when the reason changes, not at each failed try."""
        told = self.status is StoreStatus.NOT_SAVING and self.reason is notice.reason
        self.status, self.reason = StoreStatus.NOT_SAVING, notice.reason
        if told:
            self.notice = notice
        else:
            self.tell(notice)

    def resumed(self, path: Path) -> None:
        """A write worked after a failure: saving resumes."""
        log.info("saving resumed")
        self.status, self.reason, self._retry_at = StoreStatus.SAVING, None, None
        self.tell(resumed_notice(path))

    def tell(self, notice: Notice) -> None:
        self.notice = notice
        self._tell(notice)
