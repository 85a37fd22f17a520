"""Results of days that are over everywhere, kept in memory once read: such a day's board
takes no more results, so a result's rank and its board's total never change again, and
a player stepping through a replay reads the same result at every step (its rank, summed
from the rank buckets, was most of a replay page's database time)."""

from __future__ import annotations

import datetime
import threading
from collections import OrderedDict
from dataclasses import dataclass

from sqlalchemy import Connection

from scorpion_qt.engine.daily_close import closes_at
from scorpion_qt.server.kept_result import KeptResult, kept_result
from scorpion_qt.server.leaderboard import total

#: how long after a day's close its results are kept: a result sent just before the close
#: may be committed a moment after it
SETTLED = datetime.timedelta(minutes=5)
#: the most results kept (the least recently read dropped first)
KEPT = 4096

_Key = tuple[int, datetime.date, str]


@dataclass(frozen=True, slots=True)
class ReadResult:
    """A result and the count of its board's results."""

    result: KeptResult
    total: int


class ClosedResults:
    """The results read of days over everywhere (one per app: its database's)."""

    def __init__(self, most: int = KEPT) -> None:
        self._most = most
        self._kept: OrderedDict[_Key, ReadResult] = OrderedDict()
        self._lock = threading.Lock()

    def read(
        self,
        connection: Connection,
        result: int,
        day: datetime.date,
        rules: str,
        now: datetime.datetime,
    ) -> ReadResult:
        """The result ``result`` of ``day``'s board under ``rules`` and its board's total:
        kept, or read (404 when there is none) and kept once the day is over and settled."""
        key = (result, day, rules)
        with self._lock:
            found = self._kept.get(key)
            if found is not None:
                self._kept.move_to_end(key)
                return found
        read = ReadResult(
            kept_result(connection, result, day, rules), total(connection, day, rules)
        )
        if now >= closes_at(day) + SETTLED:
            with self._lock:
                self._kept[key] = read
                if len(self._kept) > self._most:
                    self._kept.popitem(last=False)
        return read
