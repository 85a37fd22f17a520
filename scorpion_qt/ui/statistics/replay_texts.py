"""The replay's words for the actions of a game's log (moves, undos, redos)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from scorpion_qt.engine import Move, MoveKind
from scorpion_qt.engine.game import REDO, UNDO
from scorpion_qt.ui.play.messages import card_name, describe_move

# Called as translate("Context", "literal text") so that pyside6-lupdate finds every text;
# the dialog's context, where these texts were first translated.
translate = QCoreApplication.translate


def describe_action(action: str) -> str:
    """An action of the log in words."""
    if action == UNDO:
        return translate("ReplayDialog", "undo")
    if action == REDO:
        return translate("ReplayDialog", "redo")
    move = Move.parse(action)
    if move.kind is MoveKind.DEAL:
        return translate("ReplayDialog", "deal the reserve")
    assert move.card is not None
    card = card_name(move.card)
    if move.kind is MoveKind.FOUNDATION:
        return translate(
            "ReplayDialog", "the {card} run from column {column} to a foundation"
        ).format(card=card, column=move.source + 1)
    if move.kind in (MoveKind.FROM_CELL, MoveKind.TO_CELL):
        return describe_move(move)
    return translate("ReplayDialog", "{card} from column {source} to column {target}").format(
        card=card, source=move.source + 1, target=move.target + 1
    )
