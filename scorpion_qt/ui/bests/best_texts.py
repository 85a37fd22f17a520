"""The words of a win's news: each new best and the streak, one line each."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QLocale

from scorpion_qt.ui.play.rule_sets import rules_name
from scorpion_qt.ui.play.status_texts import clock_text

if TYPE_CHECKING:
    from scorpion_qt.store.personal_bests import WinNews

# Called as translate("Context", "literal text") so that pyside6-lupdate finds every text.
translate = QCoreApplication.translate


def news_lines(news: WinNews) -> list[str]:
    """What the win summary says of ``news``: a first win under its rules, else every new
    best (score, moves, time: each with the best it beat), then the streak of two wins or
    more against the longest one; nothing when the win is none of these."""
    number = QLocale().toString
    lines = []
    if news.first_win:
        lines.append(
            translate("BestNews", "Your first win under the {rules} rules!").format(
                rules=rules_name(news.rules)
            )
        )
    else:
        if news.new_best_score and news.best_score_before is not None:
            lines.append(
                translate("BestNews", "New best score: {score} (was {before})").format(
                    score=number(news.score), before=number(news.best_score_before)
                )
            )
        if news.new_fewest_moves and news.fewest_moves_before is not None:
            lines.append(
                translate("BestNews", "Fewest moves yet: {moves} (was {before})").format(
                    moves=number(news.moves), before=number(news.fewest_moves_before)
                )
            )
        if news.new_fastest and news.fastest_before is not None:
            lines.append(
                translate("BestNews", "Fastest win yet: {time} (was {before})").format(
                    time=clock_text(news.seconds), before=clock_text(news.fastest_before)
                )
            )
    if news.streak >= 2:
        lines.append(streak_line(news.streak, news.best_streak_before))
    return lines


def streak_line(streak: int, best_before: int) -> str:
    """ "3 wins in a row — your best is 5" (``streak`` is 2 or more: the plural always)."""
    wins = QLocale().toString(streak)
    if streak > best_before:
        return translate("BestNews", "{wins} wins in a row — your longest streak yet").format(
            wins=wins
        )
    if streak == best_before:
        return translate("BestNews", "{wins} wins in a row — as many as your best").format(
            wins=wins
        )
    return translate("BestNews", "{wins} wins in a row — your best is {best}").format(
        wins=wins, best=QLocale().toString(best_before)
    )
