"""The replay's words for where a game slipped away: the moves, and what the analysis found."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from scorpion_qt.engine import CARDS, Move, MoveKind, Position
from scorpion_qt.ui.play.messages import card_name
from scorpion_qt.ui.statistics.slip_report import SlipReport

# Called as translate("Context", "literal text") so that pyside6-lupdate finds every text.
translate = QCoreApplication.translate

# the marks' colours, as the board draws them and the texts name them (see slip_marks)
PLAYED_COLOUR = "#ff8a1f"
BETTER_COLOUR = "#3fc4ff"
# the same, darker, for text on the dialog's light background
PLAYED_TEXT = "#b35300"
BETTER_TEXT = "#0a62a8"


def move_phrase(move: Move, position: Position) -> str:
    """``move`` from ``position`` in a few words: ``7♥ onto 8♥``, ``K♠ into the empty
    column 3``, ``the deal from the reserve``."""
    if move.kind is MoveKind.DEAL:
        return translate("ReplayDialog", "the deal from the reserve")
    assert move.card is not None
    card = card_name(move.card)
    if move.kind is MoveKind.FOUNDATION:
        return translate("ReplayDialog", "the {card} run to a foundation").format(card=card)
    if move.kind is MoveKind.TO_CELL:
        return translate("ReplayDialog", "{card} into cell {cell}").format(
            card=card, cell=move.cell + 1
        )
    column = position.columns[move.target] if 0 <= move.target < len(position.columns) else ()
    on = card_name(CARDS[column[-1]]) if column else ""
    if move.kind is MoveKind.FROM_CELL:
        text = (
            translate("ReplayDialog", "{card} from cell {cell} onto {target}")
            if on
            else translate("ReplayDialog", "{card} from cell {cell} into the empty column {n}")
        )
    else:
        text = (
            translate("ReplayDialog", "{card} onto {target}")
            if on
            else translate("ReplayDialog", "{card} into the empty column {n}")
        )
    return text.format(card=card, cell=move.cell + 1, target=on, n=move.target + 1)


def turning_text(number: int, played: str, better: str, dark: bool = False) -> str:
    """The line under the board at the turning point, as rich text: the played move in
    the played mark's colour, the better one in the better mark's (the marks' own on a
    ``dark`` background, darker ones on a light one)."""
    return translate(
        "ReplayDialog",
        "Move {number}: you played {played}; {better} would have kept the game winnable",
    ).format(
        number=number,
        played=_coloured(played, PLAYED_COLOUR if dark else PLAYED_TEXT),
        better=_coloured(better, BETTER_COLOUR if dark else BETTER_TEXT),
    )


def _coloured(text: str, colour: str) -> str:
    return f'<b style="color:{colour}">{_escaped(text)}</b>'


def _escaped(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def plain(text: str) -> str:
    """A plain text for a rich-text label (escaped)."""
    return _escaped(text)


def verdict_text(report: SlipReport, won: bool) -> str:
    """What the analysis found when it shows no turning point, or where it is when it
    does (the board shows it at that step)."""
    if report.turning_point is not None:
        return translate(
            "ReplayDialog",
            "The game slipped away at move {number}: Turning Point (T) shows where",
        ).format(number=report.turning_point + 1)
    if report.winnable_at_start is False:
        return translate(
            "ReplayDialog", "This deal could not be won from the start: no move lost it"
        )
    if not report.complete:
        if report.winnable_at_start is None:
            return translate(
                "ReplayDialog",
                "The analysis ran out of time: whether this deal could be won is not known",
            )
        return translate(
            "ReplayDialog",
            "The analysis ran out of time before it found where the game slipped away",
        )
    if won:
        return translate("ReplayDialog", "This game was won: it never slipped away")
    return translate(
        "ReplayDialog", "The game never became lost: it could still be won after its last move"
    )
