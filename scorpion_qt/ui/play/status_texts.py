"""Short texts for the status bar: clock, deal and its grade, score."""

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


def grade_name(grade: str | None) -> str:
    """The name of a grade's letter (store.grades.GRADES, the solver's Grade values):
    "Easy", "Medium" or "Hard"; "" when the grade is not known (None, or no grade's)."""
    names = {
        "E": QCoreApplication.translate("Grade", "Easy"),
        "M": QCoreApplication.translate("Grade", "Medium"),
        "H": QCoreApplication.translate("Grade", "Hard"),
    }
    return names.get(grade or "", "")


def deal_text(deal: int | None, daily: datetime.date | None, grade: str | None = None) -> str:
    """The deal (a daily deal's date, a number, or a custom position) and, when it is
    known, its grade: "Deal #123456 · Hard"."""
    if daily is not None:
        text = QCoreApplication.translate("Status", "Daily deal {date}").format(
            date=daily.isoformat()
        )
    elif deal is None:
        text = QCoreApplication.translate("Status", "Custom position")
    else:
        text = QCoreApplication.translate("Status", "Deal #{number}").format(number=deal)
    name = grade_name(grade)
    if not name:
        return text
    return QCoreApplication.translate("Status", "{deal} · {grade}").format(deal=text, grade=name)
