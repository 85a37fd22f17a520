"""The store: games, daily deals and statistics in one SQLite file (SQLAlchemy + Alembic)."""

from scorpion_qt.store.export import ExportError
from scorpion_qt.store.locator import locate_migrations
from scorpion_qt.store.notices import Notice, NoticeKind, StoreStatus
from scorpion_qt.store.paths import DB_FILENAME, ENV_VAR, resolve_data_dir
from scorpion_qt.store.records import (
    DailyDeal,
    GameResult,
    HistoryFilter,
    HistoryPage,
    HistoryRow,
    LeaderboardEntry,
    ResumedGame,
    SortKey,
    Statistics,
)
from scorpion_qt.store.service import Store

__all__ = [
    "DB_FILENAME",
    "ENV_VAR",
    "DailyDeal",
    "ExportError",
    "GameResult",
    "HistoryFilter",
    "HistoryPage",
    "HistoryRow",
    "LeaderboardEntry",
    "Notice",
    "NoticeKind",
    "ResumedGame",
    "SortKey",
    "Statistics",
    "Store",
    "StoreStatus",
    "locate_migrations",
    "resolve_data_dir",
]
