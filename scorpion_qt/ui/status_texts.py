"""Short texts for the status bar: clock, deal, score."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

if TYPE_CHECKING:
    import datetime


def clock_text(seconds: float) -> str:
    whole = int(seconds)
    hours, rest = divmod(whole, 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}" if hours else f"{minutes}:{secs:02d}"


def deal_text(deal: int | None, daily: datetime.date | None) -> str:
    if daily is not None:
        return QCoreApplication.translate("Status", "Daily deal {date}").format(
            date=daily.isoformat()
        )
    if deal is None:
        return QCoreApplication.translate("Status", "Custom position")
    return QCoreApplication.translate("Status", "Deal #{number}").format(number=deal)
