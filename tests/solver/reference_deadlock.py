"""The static dead-position test written plainly, to check the fast one against.

Same events and clauses as :mod:`scorpion_qt.solver.deadlock` (see its docstring), built
one clause at a time with sets and a generic propagation.
"""

from __future__ import annotations

from scorpion_qt.solver.board import CARD_MASK, FACE_DOWN

FOUND = 52  # F(s) is event FOUND + s
EMPTY = 56
CELL = 57
EVENTS = 58
_NO_CARD = -1


def dead_cards(  # noqa: PLR0912
    cols: list[bytes],
    reserve: tuple[int, ...],
    cells: tuple[int, ...] = (),
    *,
    any_empty: bool = False,
    free_cells: bool = False,
) -> tuple[int, ...]:
    """Cards whose needed event cannot happen: non-empty means the position is lost.

    ``cols`` are board columns (see :mod:`scorpion_qt.solver.board`), ``cells`` the cells'
    cards (-1 for an empty cell), same-suit building; ``any_empty`` for the Wasps'
    empty columns, ``free_cells`` for How They Run's cells. A face-down card listed
    stands for "it can never turn face-up".
    """
    col = [_NO_CARD] * 52
    idx = [0] * 52
    above = [_NO_CARD] * 52
    down: list[int] = []
    has_empty_column = False
    for j, cards in enumerate(cols):
        if not cards:
            has_empty_column = True
        prev = _NO_CARD
        for i, x in enumerate(cards):
            c = x & CARD_MASK
            col[c] = j
            idx[c] = i
            if x & FACE_DOWN:
                down.append(c)
            if prev != _NO_CARD:
                above[prev] = c
            prev = c
    in_place = [False] * 52
    for c in range(52):
        if c % 13 != 12 and col[c] != _NO_CARD and above[c + 1] == c:
            in_place[c] = True

    # any card may also leave for an empty column (the Wasps) or a free cell (How They Run)
    extra = ((EMPTY,) if any_empty else ()) + ((CELL,) if free_cells else ())

    def leave(z: int) -> tuple[int, ...]:
        if z % 13 == 12:
            return (z, FOUND + z // 13, *extra)
        if in_place[z]:
            return (FOUND + z // 13, *extra)
        return (z, *extra)

    clauses: list[tuple[int, tuple[int, ...]]] = []  # (event, literals)
    on_board_or_reserve = [col[c] != _NO_CARD for c in range(52)]
    held = [c for c in cells if c >= 0]
    for code in (*reserve, *held):
        on_board_or_reserve[code] = True
    for c in range(52):
        if not on_board_or_reserve[c]:
            continue
        if c % 13 == 12:
            if c in down:
                clauses.append((c, leave(above[c])))
            clauses.append((c, (EMPTY,)))
            continue
        if in_place[c]:
            continue
        if c in down and above[c] != _NO_CARD:
            clauses.append((c, leave(above[c])))
        p = c + 1
        if col[p] == _NO_CARD:
            continue
        if above[p] != _NO_CARD:
            clauses.append((c, leave(above[p])))
        if col[p] == col[c] and idx[p] > idx[c]:
            between = cols[col[c]][idx[c] + 1 : idx[p] + 1]
            literals: set[int] = set()
            for x in between:
                literals.update(leave(x & CARD_MASK))
            clauses.append((c, tuple(literals)))
    flips = [(f, leave(above[f])) for f in down if above[f] != _NO_CARD]
    for s in range(4):
        if not any(on_board_or_reserve[s * 13 + r] for r in range(13)):
            continue
        for c in range(s * 13, s * 13 + 12):
            if not in_place[c]:
                clauses.append((FOUND + s, (c,)))
        clauses.extend((FOUND + s, lits) for f, lits in flips if f // 13 == s)
    if not has_empty_column:
        bottoms = tuple(
            FOUND + b // 13 if b % 13 == 12 else b for b in (cards[0] & CARD_MASK for cards in cols)
        )
        clauses.append((EMPTY, bottoms + ((CELL,) if free_cells else ())))
    if free_cells and len(held) == len(cells):
        clauses.append((CELL, tuple(held)))
    possible = _closure(clauses)
    dead = [
        c
        for c in range(52)
        if on_board_or_reserve[c] and c % 13 != 12 and not in_place[c] and not possible[c]
    ]
    dead.extend(f for f, lits in flips if not any(possible[e] for e in lits))
    return tuple(sorted(set(dead)))


def _closure(clauses: list[tuple[int, tuple[int, ...]]]) -> list[bool]:
    """The least set of events closed under "every clause of the event has a member in it"."""
    need = [0] * EVENTS
    watchers: list[list[int]] = [[] for _ in range(EVENTS)]
    for number, (event, literals) in enumerate(clauses):
        need[event] += 1
        for lit in literals:
            watchers[lit].append(number)
    possible = [False] * EVENTS
    queue = [e for e in range(EVENTS) if need[e] == 0]
    for e in queue:
        possible[e] = True
    satisfied = [False] * len(clauses)
    while queue:
        x = queue.pop()
        for number in watchers[x]:
            if satisfied[number]:
                continue
            satisfied[number] = True
            event = clauses[number][0]
            need[event] -= 1
            if need[event] == 0:
                possible[event] = True
                queue.append(event)
    return possible
