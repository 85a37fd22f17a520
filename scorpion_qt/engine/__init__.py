"""The Scorpion rules engine: standard library only, immutable values, no I/O."""

from scorpion_qt.engine.cards import CARDS, Card, Suit
from scorpion_qt.engine.deals import daily_deal
from scorpion_qt.engine.errors import IllegalMove, NotationError, Refusal
from scorpion_qt.engine.game import UNDO_LIMIT, Game
from scorpion_qt.engine.moves import DEAL, Move, MoveKind, legal_moves
from scorpion_qt.engine.notation import from_text, to_text
from scorpion_qt.engine.play import Outcome, apply
from scorpion_qt.engine.position import Position
from scorpion_qt.engine.rules import (
    CLASSIC,
    HOW_THEY_RUN,
    RELAXED,
    RULES,
    SCORPION_II,
    THREE_BLIND_MICE,
    WASP,
    WASP_II,
    Build,
    CellRule,
    EmptyColumn,
    Rules,
    get_rules,
)

__all__ = [
    "CARDS",
    "CLASSIC",
    "DEAL",
    "HOW_THEY_RUN",
    "RELAXED",
    "RULES",
    "SCORPION_II",
    "THREE_BLIND_MICE",
    "UNDO_LIMIT",
    "WASP",
    "WASP_II",
    "Build",
    "Card",
    "CellRule",
    "EmptyColumn",
    "Game",
    "IllegalMove",
    "Move",
    "MoveKind",
    "NotationError",
    "Outcome",
    "Position",
    "Refusal",
    "Rules",
    "Suit",
    "apply",
    "daily_deal",
    "from_text",
    "get_rules",
    "legal_moves",
    "to_text",
]
