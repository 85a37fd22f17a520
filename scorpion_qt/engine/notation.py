"""Position text (RULES.md §7): writing it and parsing it with line-precise errors."""

from __future__ import annotations

import re

from scorpion_qt.engine.cards import RUNS, Card, Suit, card_text
from scorpion_qt.engine.errors import NotationError
from scorpion_qt.engine.position import Position
from scorpion_qt.engine.rules import RULES, Rules

_HEADERS = ("rules", "score", "reserve", "cells", "foundations", "bonus")
_COLUMN = r"\d+"  # compiled (and cached by re) on first use, not at import
_BOM = "\ufeff"  # what Windows editors put at the start of a UTF-8 file

#: the longest text read as a position: a position takes a few hundred characters, and even
#: with long comments a text past this is no position (a position file past it is not read)
MAX_TEXT = 64 * 1024
#: the most characters of a bad line, header or card that an error message quotes
QUOTE_LIMIT = 80


def to_text(pos: Position) -> str:
    """The canonical ASCII notation of ``pos``, one item per line, ending in a newline.

    Rule sets with a reserve have a ``reserve:`` line, those with cells a ``cells:``
    line instead (``-`` for an empty cell), after ``rules:`` and ``score:``. A ``bonus:``
    line after ``foundations:`` lists the cards that have earned their same-suit bonus
    (:mod:`scorpion_qt.engine.scoring`), when there are any."""
    lines = [f"rules: {pos.rules.id}", f"score: {pos.score}"]
    if pos.rules.reserve_size:
        lines.append("reserve: " + (" ".join(card_text(c) for c in pos.reserve) or "-"))
    if pos.rules.cells:
        lines.append("cells: " + " ".join("-" if c is None else card_text(c) for c in pos.cells))
    lines.append("foundations: " + (" ".join(s.letter for s in pos.foundations) or "-"))
    if pos.bonus_cards:
        earned = (card_text(c) for c in range(52) if pos.bonus_cards >> c & 1)
        lines.append("bonus: " + " ".join(earned))
    for number, (cards, down) in enumerate(zip(pos.columns, pos.down, strict=True), 1):
        texts = [card_text(c) for c in cards]
        if down:
            texts[0] = "[" + texts[0]
            texts[down - 1] += "]"
        lines.append(f"{number}: {' '.join(texts)}".rstrip())
    return "\n".join(lines) + "\n"


class _Parsed:
    """What the parser has read so far (a scratch record, not a value)."""

    __slots__ = ("columns", "headers", "last_line", "seen")

    def __init__(self) -> None:
        self.headers: dict[str, tuple[int, str]] = {}
        self.columns: dict[int, tuple[int, str]] = {}
        self.seen: dict[int, int] = {}  # card code -> line
        self.last_line = 0  # the last line holding an item, named by "something is missing"


def from_text(text: str) -> Position:
    """Parse position text; raises :class:`NotationError` (and nothing else) naming the
    line and the problem. A leading byte order mark is ignored; a text longer than
    :data:`MAX_TEXT` characters is refused unread."""
    return _parse(text)[0]


def start_from_text(text: str) -> Position:
    """Parse a position to start a game from (pasted, or a position file): as
    :func:`from_text`, and a position already won is refused too, since playing it would
    count as a game won in no moves."""
    position, parsed = _parse(text)
    if position.is_won:
        line, _ = parsed.headers["foundations"]
        raise NotationError("all four runs are on the foundations: the game is already won", line)
    return position


def _parse(text: str) -> tuple[Position, _Parsed]:
    if len(text) > MAX_TEXT:
        raise NotationError(
            f"the text is too long for a position ({len(text):,} characters, at most {MAX_TEXT:,})"
        )
    parsed = _read_lines(text.removeprefix(_BOM))
    rules = _rules(parsed)
    score = _score(parsed, rules)
    reserve = _reserve(parsed, rules)
    cells = _cells(parsed, rules)
    foundations = _foundations(parsed)
    columns, down = _columns(parsed, rules)
    missing = [card_text(c) for c in range(52) if c not in parsed.seen]
    if missing:
        raise NotationError(
            f"missing card(s) {' '.join(missing)} by the end (all 52 cards must appear once)",
            parsed.last_line,
        )
    bonus_cards = _bonus(parsed, foundations)
    position = Position.build(
        rules, columns, down, reserve, foundations, score, cells=cells, bonus_cards=bonus_cards
    )
    return position, parsed


def _quote(text: str) -> str:
    """``text`` quoted for a message, cut to :data:`QUOTE_LIMIT` characters."""
    if len(text) > QUOTE_LIMIT:
        text = text[: QUOTE_LIMIT - 1] + "…"
    return repr(text)


def _read_lines(text: str) -> _Parsed:
    parsed = _Parsed()
    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        parsed.last_line = number
        key, colon, value = line.partition(":")
        key = key.strip().lower()
        if not colon:
            raise NotationError(f"expected 'name: value', got {_quote(raw.strip())}", number)
        if re.fullmatch(_COLUMN, key):
            digits = key.lstrip("0") or "0"
            if len(digits) > 2:  # int() refuses thousands of digits; no rule set has 100
                raise NotationError(f"there is no column {_quote(key)}", number)
            column = int(digits)
            if column in parsed.columns:
                raise NotationError(f"column {column} is listed twice", number)
            parsed.columns[column] = (number, value.strip())
        elif key in _HEADERS:
            if key in parsed.headers:
                raise NotationError(f"header '{key}' is given twice", number)
            parsed.headers[key] = (number, value.strip())
        else:
            raise NotationError(f"unknown header {_quote(key)}", number)
    return parsed


def _header(parsed: _Parsed, key: str) -> tuple[int, str]:
    try:
        return parsed.headers[key]
    except KeyError:
        raise NotationError(f"the '{key}:' line is missing by the end", parsed.last_line) from None


def _rules(parsed: _Parsed) -> Rules:
    line, value = _header(parsed, "rules")
    rules = RULES.get(value.lower())
    if rules is None:
        known = ", ".join(sorted(RULES))
        raise NotationError(f"unknown rules {_quote(value)} (known: {known})", line)
    return rules


def _score(parsed: _Parsed, rules: Rules) -> int:
    if "score" not in parsed.headers:
        return 0
    line, value = parsed.headers["score"]
    if not (value.isascii() and value.isdigit()):
        raise NotationError(f"score must be a whole number >= 0, not {_quote(value)}", line)
    # no game of the rule set scores more (the wording stays the one for every rule set:
    # callers compare it); and a number past a 64-bit integer would break saving the game,
    # one of thousands of digits int() itself refuses
    digits = value.lstrip("0") or "0"
    limit = rules.max_score
    if len(digits) > len(str(limit)) or int(digits) > limit:
        raise NotationError(
            f"score {_quote(value)} is more than any game scores (at most {limit})", line
        )
    return int(digits)


def _card(parsed: _Parsed, token: str, line: int) -> int:
    try:
        code = Card.parse(token).code
    except ValueError:
        raise NotationError(f"unknown card {_quote(token)}", line) from None
    if code in parsed.seen:
        raise NotationError(
            f"{card_text(code)} appears twice (first on line {parsed.seen[code]})", line
        )
    parsed.seen[code] = line
    return code


def _reserve(parsed: _Parsed, rules: Rules) -> tuple[int, ...]:
    if not rules.reserve_size:
        if "reserve" in parsed.headers:
            line, _ = parsed.headers["reserve"]
            raise NotationError(f"{rules.name} has no reserve: leave out the 'reserve:' line", line)
        return ()
    line, value = _header(parsed, "reserve")
    if value == "-":
        return ()
    codes = tuple(_card(parsed, token, line) for token in value.split())
    if len(codes) != rules.reserve_size:
        raise NotationError(
            f"the reserve holds {rules.reserve_size} cards (or '-' once dealt), not {len(codes)}",
            line,
        )
    return codes


def _cells(parsed: _Parsed, rules: Rules) -> tuple[int | None, ...]:
    if not rules.cells:
        if "cells" in parsed.headers:
            line, _ = parsed.headers["cells"]
            raise NotationError(f"{rules.name} has no cells: leave out the 'cells:' line", line)
        return ()
    line, value = _header(parsed, "cells")
    tokens = value.split()
    if len(tokens) != rules.cells:
        raise NotationError(
            f"the cells line lists {rules.cells} cells ('-' for an empty one), not {len(tokens)}",
            line,
        )
    return tuple(None if token == "-" else _card(parsed, token, line) for token in tokens)


def _foundations(parsed: _Parsed) -> tuple[Suit, ...]:
    line, value = _header(parsed, "foundations")
    if value == "-":
        return ()
    suits: list[Suit] = []
    for token in value.split():
        try:
            suit = Suit.parse(token)
        except ValueError:
            raise NotationError(f"unknown suit {_quote(token)} in foundations", line) from None
        if suit in suits:
            raise NotationError(f"the {suit.name.lower()} run is listed twice", line)
        suits.append(suit)
        for code in RUNS[suit]:
            _card(parsed, card_text(code), line)
    return tuple(suits)


def _bonus(parsed: _Parsed, foundations: tuple[Suit, ...]) -> int:
    """The mask of the cards the optional ``bonus:`` line names (none without it)."""
    if "bonus" not in parsed.headers:
        return 0
    line, value = parsed.headers["bonus"]
    mask = 0
    if value == "-":
        return 0
    for token in value.split():
        try:
            code = Card.parse(token).code
        except ValueError:
            raise NotationError(f"unknown card {_quote(token)} in bonus", line) from None
        if mask >> code & 1:
            raise NotationError(f"{card_text(code)} is listed twice in bonus", line)
        if code % 13 == 12:
            raise NotationError(f"{card_text(code)} is a King: no card earns it a bonus", line)
        if Suit(code // 13) in foundations:
            raise NotationError(
                f"{card_text(code)} is on a foundation: its run took its bonus with it", line
            )
        mask |= 1 << code
    return mask


def _columns(parsed: _Parsed, rules: Rules) -> tuple[tuple[tuple[int, ...], ...], tuple[int, ...]]:
    expected = set(range(1, rules.columns + 1))
    extra = sorted(set(parsed.columns) - expected)
    if extra:
        line = parsed.columns[extra[0]][0]
        raise NotationError(
            f"there is no column {extra[0]}: {rules.name} has {rules.columns} columns", line
        )
    missing = sorted(expected - set(parsed.columns))
    if missing:
        raise NotationError(
            f"column {missing[0]} is missing by the end: list all {rules.columns} columns,"
            f" '{missing[0]}:' for an empty one",
            parsed.last_line,
        )
    columns: list[tuple[int, ...]] = []
    downs: list[int] = []
    for number in range(1, rules.columns + 1):
        line, value = parsed.columns[number]
        cards, down = _column(parsed, number, line, value)
        columns.append(cards)
        downs.append(down)
    return tuple(columns), tuple(downs)


def _column(parsed: _Parsed, number: int, line: int, value: str) -> tuple[tuple[int, ...], int]:
    hidden = ""
    shown = value
    if "[" in value or "]" in value:
        opening, closing = value.find("["), value.find("]")
        if (
            opening != 0
            or closing < 0
            or value.count("[") != 1
            or value.count("]") != 1
            or closing < opening
        ):
            raise NotationError(
                f"column {number}: face-down cards go in one [ ] group at the bottom;"
                " a face-down card cannot lie above a face-up one",
                line,
            )
        hidden, shown = value[1:closing], value[closing + 1 :]
    down = [_card(parsed, token, line) for token in hidden.split()]
    up = [_card(parsed, token, line) for token in shown.split()]
    if down and not up:
        raise NotationError(
            f"column {number}: its top card must be face-up (a face-down card on top is"
            " turned up automatically)",
            line,
        )
    return tuple(down + up), len(down)
