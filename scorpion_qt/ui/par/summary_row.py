"""The Summary's row on par: how often a won game beat or equalled its deal's par."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from scorpion_qt.ui.statistics.texts import NOTHING, count_text, percent_text, translate

if TYPE_CHECKING:
    from scorpion_qt.store.records import Statistics


def par_text(statistics: Statistics) -> str:
    """ "75.0 % (3 of 4)": the won games with a par won in par moves or fewer, of the won
    games with a par; nothing while no won game has a par."""
    with_par, at_or_under = statistics.won_with_par, statistics.won_at_or_under_par
    if not with_par:
        return NOTHING
    return translate("Statistics", "{percent} ({count} of {total})").format(
        percent=percent_text(100.0 * at_or_under / with_par),
        count=count_text(at_or_under),
        total=count_text(with_par),
    )


def par_rows() -> list[tuple[str, str, Callable[[Statistics], str]]]:
    """(key, translated label, formatter) of the par row."""
    return [("par", translate("Statistics", "Wins at or under par"), par_text)]
