"""The store: games, daily deals and statistics in one SQLite file (SQLAlchemy + Alembic).

Names are loaded on first use, so ``scorpion_qt.store.peek`` can read the game in progress
before SQLAlchemy is imported (the window shows sooner).
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from scorpion_qt.store.export import ExportCancelled, ExportError
    from scorpion_qt.store.failures import Reason
    from scorpion_qt.store.locator import locate_migrations
    from scorpion_qt.store.notices import Notice, NoticeKind, StoreStatus
    from scorpion_qt.store.paths import DB_FILENAME, ENV_VAR, resolve_data_dir
    from scorpion_qt.store.peek import PeekedGame, peek_in_progress
    from scorpion_qt.store.records import (
        GRADES,
        DailyDeal,
        GameResult,
        HistoryFilter,
        HistoryPage,
        HistoryRow,
        LeaderboardEntry,
        OnlineSubmission,
        ResumedGame,
        SortKey,
        Statistics,
        StoredAnalysis,
        SubmissionState,
    )
    from scorpion_qt.store.service import Store

_HOMES = {
    "ExportCancelled": "export",
    "ExportError": "export",
    "Reason": "failures",
    "locate_migrations": "locator",
    "Notice": "notices",
    "NoticeKind": "notices",
    "StoreStatus": "notices",
    "DB_FILENAME": "paths",
    "ENV_VAR": "paths",
    "resolve_data_dir": "paths",
    "PeekedGame": "peek",
    "peek_in_progress": "peek",
    "GRADES": "records",
    "DailyDeal": "records",
    "GameResult": "records",
    "HistoryFilter": "records",
    "HistoryPage": "records",
    "HistoryRow": "records",
    "LeaderboardEntry": "records",
    "OnlineSubmission": "records",
    "SubmissionState": "records",
    "ResumedGame": "records",
    "SortKey": "records",
    "Statistics": "records",
    "StoredAnalysis": "records",
    "Store": "service",
}

__all__ = [
    "DB_FILENAME",
    "ENV_VAR",
    "GRADES",
    "DailyDeal",
    "ExportCancelled",
    "ExportError",
    "GameResult",
    "HistoryFilter",
    "HistoryPage",
    "HistoryRow",
    "LeaderboardEntry",
    "Notice",
    "NoticeKind",
    "OnlineSubmission",
    "PeekedGame",
    "Reason",
    "ResumedGame",
    "SortKey",
    "Statistics",
    "Store",
    "StoreStatus",
    "StoredAnalysis",
    "SubmissionState",
    "locate_migrations",
    "peek_in_progress",
    "resolve_data_dir",
]


def __getattr__(name: str) -> Any:
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f"{__name__}.{home}"), name)
    globals()[name] = value
    return value
