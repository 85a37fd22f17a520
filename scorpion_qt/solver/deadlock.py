"""A static test that proves positions lost without searching them.

Written below for Classic (same-suit building, only Kings into empty columns); the last
part says what changes for each other rule set, and :func:`board_dead_cards` applies it
by the board's rules.

Facts about Classic play that the test rests on (a card's *parent* is the card of its suit
one rank higher; a card is *in place* when it lies directly on its parent):

1. A card other than a King moves only onto its parent, so once in place it never leaves
   its parent again except in a run sent to a foundation (the parent is under it, so it
   is nobody's top). A card that is not in place has to get onto its parent before the
   game is won: by its own move, or by the reserve deal for a reserve card.
2. Cards are only ever added on top of columns and a block keeps its order, so the card
   lying directly on a card ``x`` stays there until it leaves by its own move (or, for a
   King, when its run is sent off; a run is 13 cards of one suit on top of a column, so
   it can carry off nothing else).
3. A face-down card turns up only when it becomes the top of its column, and a run goes
   to a foundation only when all its cards are face-up.

*Events* are: ``M(c)``, "card ``c`` (not a King) comes to lie on its parent"; ``K(k)``,
"King ``k`` moves into an empty column"; ``F(s)``, "the run of suit ``s`` is sent off";
``E``, "some column is empty". ``Leave(z)``, "card ``z`` leaves the card it lies on", can
only happen through ``M(z)``, or ``K(z)``/``F(suit z)`` for a King, or ``F(suit z)`` for a
card in place. Each event gets *preconditions*: clauses ``a or b or ...`` of events that
must have happened before it first happens, read off the current position:

- ``M(c)`` needs ``c`` face-up, so if ``c`` is face-down: ``Leave(card on c)`` (2, 3);
- ``M(c)`` needs the parent ``p`` on top of a column, so if a card ``d`` lies on ``p``:
  ``Leave(d)`` (2); and if ``p`` lies above ``c`` in the same column, ``c`` cannot reach
  ``p`` until some card between them leaves: ``Leave(z)`` for one of the cards from just
  above ``c`` up to ``p`` (moving ``c`` would carry ``p`` along; no card is ever inserted
  between them);
- ``K(k)`` needs ``E`` and, if ``k`` is face-down, ``Leave(card on k)``;
- ``F(s)`` needs ``M(c)`` for every card of ``s`` not in place, and ``Leave(card on f)``
  for each face-down card ``f`` of ``s`` (3);
- ``E`` needs, unless a column is already empty, one bottom card to leave: ``M(b)`` for a
  bottom card that is not a King, ``F(suit b)`` for a bottom King (moving a King into an
  empty column needs an empty column first). Before any column has ever been empty the
  bottom cards are the ones of today.

A reserve card gets only the clause about the card on its parent: where the deal drops it
is not known. The deal only ever adds cards on top of columns, so it can add obstacles
the clauses do not list but never removes one they do: every clause stays necessary.

Every precondition holds for the *first* time its event happens in any game from this
position, so the events that can happen at all lie inside the least set closed under
"all preconditions have a member in the set". That set is computed by propagation. If
some event every win needs lies outside it (``M(c)`` for each card not in place, and
``Leave(card on f)`` for each face-down card ``f``), no game from the position is won.

**The other rule sets** (RULES.md §6):

- *Scorpion II*: Classic's rules on another layout. Nothing above depends on the layout
  (which columns hold face-down cards, how many): the test holds as it is.
- *Three Blind Mice*: 10 columns, no reserve, two cells whose cards may only be played
  out. A cell's card is face-up with nothing on it, and it can only go onto its parent
  (or, a King, into an empty column): so it gets exactly a reserve card's clauses (the
  card on its parent must leave) and a King's ``K(k) <- E``. Nothing ever goes into a
  cell, so facts 1-3 and every clause above hold: the test holds, cells read as reserve.
- *Wasp and Wasp II*: any card or block may go into an empty column, so fact 1 fails: a
  card leaves its parent, or any card it lies on, also by moving into an empty column.
  That move needs some column empty first, so ``Leave(z)`` gains the literal ``E`` for
  every card (the move into an empty column is ``X(z)``, and ``X(z)`` can happen only
  after ``E``: a clause naming ``E`` instead of ``X(z)`` is still necessary). Facts 2
  and 3 hold (cards are still only added on top of columns), a card not in place still
  has to get onto its parent by its own move before its run can form, and ``E``'s own
  clause is unchanged: the first empty column cannot come from a card moving into an
  empty column. So the test holds with the longer ``Leave``. It proves little once a
  column can be emptied (then every card can leave), but positions where no column can
  ever be emptied are still found.
- *How They Run*: a column's last card may also go into an empty cell and later onto its
  parent (or, a King, into an empty column). So a card can leave the card it lies on by
  going into a cell, which needs a cell empty: event ``C``, "some cell is empty". The
  first time a cell is empty its card has left it, by ``M(c)`` (a card onto its parent)
  or ``K(k)`` (a King into an empty column); unless a cell is empty now, ``C`` needs one
  of those for one of the cards in the cells. ``Leave(z)`` gains ``C`` for every card
  (as ``E`` for the Wasps), and ``E``'s clause gains ``C`` too: a bottom card, alone in
  its column, may leave it for a cell. Cards in cells get a reserve card's clauses. The
  rest stands, so the test holds; with a cell empty it proves almost nothing.
- *Relaxed*: a card may go onto any card one rank higher, so a card has no single
  parent: ``M(c)`` is not a precondition of anything and a card in place may leave its
  parent for another. Nothing of the argument is left, and the test is switched off
  (:func:`board_dead_cards` returns ``()``).

The tests check the test against an exhaustive search of small positions under every rule
set and against a plain reimplementation (``tests/solver``).
"""

from __future__ import annotations

from collections.abc import Sequence

from scorpion_qt.solver.board import (
    CARD_MASK,
    DEAL_TARGET,
    EMPTY_CELL,
    FACE_DOWN,
    TO_CELL,
    Board,
    SolverMove,
)
from scorpion_qt.solver.board import KINGS as _KINGS

FOUND = 52  # F(s) is event FOUND + s
EMPTY = 56
CELL = 57
EVENTS = 58
_NO_CARD = -1
_KING = 12
# Leave(z) as events: a King by its move or its run; a card in place only with its run
_LEAVE_KING = tuple((z, FOUND + z // 13) for z in range(52))
_LEAVE_IN_PLACE = tuple((FOUND + z // 13,) for z in range(52))
_LEAVE = tuple((z,) for z in range(52))
_PLAIN = bytes(x & CARD_MASK for x in range(256))
_DOWN_BYTES = bytes(range(FACE_DOWN, FACE_DOWN + 52))


def dead_cards(
    cols: list[bytes],
    reserve: tuple[int, ...],
    cells: Sequence[int] = (),
    *,
    any_empty: bool = False,
    free_cells: bool = False,
) -> tuple[int, ...]:
    """Cards whose needed event cannot happen: non-empty means the position is lost.

    ``cols`` are board columns (see :mod:`scorpion_qt.solver.board`) and ``cells`` the
    cells' cards (``EMPTY_CELL`` for an empty one), same-suit building. ``any_empty``:
    any card may go into an empty column (the Wasps); ``free_cells``: a column's last
    card may go into an empty cell (How They Run). A face-down card listed stands for
    "it can never turn face-up".
    """
    clauses = _Clauses()
    extra = (EMPTY,) * any_empty + (CELL,) * free_cells
    held = [c for c in cells if c != EMPTY_CELL]
    layout = _Layout(cols, (*reserve, *held), clauses, extra)
    _card_clauses(layout, clauses)
    _other_clauses(layout, clauses)
    if free_cells and len(held) == len(cells):
        # the first time a cell is empty, a card has left it: onto its parent (M), or a
        # King into an empty column (K)
        clauses.add(CELL, held)
    possible = clauses.closure()
    leave = layout.leave
    above = layout.above
    dead = [c for c in layout.movers if not possible[c]]
    dead.extend(f for f in layout.downs if not any(possible[e] for e in leave[above[f]]))
    return tuple(sorted(set(dead)))


class _Clauses:
    """Clauses ``event <- lit or lit ...`` indexed for propagation.

    ``watchers[lit]`` lists what ``lit`` helps: an event ``e >= 0`` for a clause with
    that one literal, or ``~n`` for clause ``n`` of several literals (``owners[n]`` is its
    event). ``need[e]`` counts the clauses of ``e`` not met yet.
    """

    __slots__ = ("need", "owners", "watchers")

    def __init__(self) -> None:
        self.owners: list[int] = []
        self.watchers: list[list[int]] = [[] for _ in range(EVENTS)]
        self.need = [0] * EVENTS

    def add(self, event: int, literals: Sequence[int]) -> None:
        """Add the clause ``event <- literals[0] or literals[1] or ...`` (not empty)."""
        self.need[event] += 1
        if len(literals) == 1:
            self.watchers[literals[0]].append(event)
            return
        number = ~len(self.owners)
        self.owners.append(event)
        for lit in literals:
            self.watchers[lit].append(number)

    def closure(self) -> list[bool]:
        """The least set of events closed under "each clause of the event has a member"."""
        need = self.need
        owners = self.owners
        watchers = self.watchers
        possible = [not n for n in need]
        queue = [e for e in range(EVENTS) if possible[e]]
        met = [False] * len(owners)
        while queue:
            for w in watchers[queue.pop()]:
                if w >= 0:
                    event = w
                elif met[~w]:
                    continue
                else:
                    met[~w] = True
                    event = owners[~w]
                need[event] -= 1
                if not need[event]:
                    possible[event] = True
                    queue.append(event)
        return possible


class _Layout:
    """Where every card lies, read off the columns once; adds the separation clauses."""

    __slots__ = ("above", "bottoms", "col", "downs", "extra", "kings", "leave", "movers")

    def __init__(
        self,
        cols: list[bytes],
        reserve: tuple[int, ...],
        clauses: _Clauses,
        extra: tuple[int, ...] = (),
    ) -> None:
        col = [_NO_CARD] * 52
        idx = [0] * 52
        above = [_NO_CARD] * 52
        in_place = [False] * 52
        present = [False] * 52
        for code in reserve:
            present[code] = True
        self.downs: list[int] = []
        self.bottoms: list[int] = []
        separations: list[tuple[int, bytes]] = []
        for j, cards in enumerate(cols):
            if not cards:
                self.bottoms.append(EMPTY)
                continue
            if cards[0] & FACE_DOWN:
                plain = cards.translate(_PLAIN)
                self.downs.extend(plain[: len(cards) - len(cards.lstrip(_DOWN_BYTES))])
            else:
                plain = cards
            prev = _NO_CARD
            for i, x in enumerate(plain):
                col[x] = j
                idx[x] = i
                present[x] = True
                if prev != _NO_CARD:
                    above[prev] = x
                    if prev == x + 1 and x % 13 != _KING:
                        in_place[x] = True
                # x's child lower in this column can only reach x once they are apart
                if x % 13 and col[x - 1] == j:
                    separations.append((x - 1, plain[idx[x - 1] + 1 : i + 1]))
                prev = x
            b = plain[0]
            self.bottoms.append(FOUND + b // 13 if b % 13 == _KING else b)
        self.col = col
        self.above = above
        #: the events by which each card can leave the card it lies on
        leave: list[tuple[int, ...]] = [
            _LEAVE_KING[c] if c % 13 == _KING else _LEAVE_IN_PLACE[c] if in_place[c] else _LEAVE[c]
            for c in range(52)
        ]
        #: events that let any card leave (the Wasps' E, How They Run's free cell), or ()
        self.extra = extra
        if extra:
            leave = [lits + extra for lits in leave]
        self.leave = leave
        for c, between in separations:
            clauses.add(c, [lit for x in between for lit in leave[x]])
        #: cards (not Kings) that still have to get onto their parent
        self.movers = [c for c in range(52) if present[c] and c % 13 != _KING and not in_place[c]]
        self.kings = [k for k in _KINGS if present[k]]


def _card_clauses(layout: _Layout, clauses: _Clauses) -> None:
    """``M(c)`` needs ``c`` face-up and the card on its parent gone; ``F(s)`` needs ``M(c)``.

    The hot loop of the test: every clause here has one literal unless a King must leave
    (or, with ``layout.extra``, any card).
    """
    col = layout.col
    above = layout.above
    leave = layout.leave
    watchers = clauses.watchers
    need = clauses.need
    face_down = [False] * 52
    for f in layout.downs:
        face_down[f] = True
    for c in layout.movers:
        watchers[c].append(FOUND + c // 13)
        need[FOUND + c // 13] += 1
        if face_down[c]:
            clauses.add(c, leave[above[c]])
        if col[c + 1] != _NO_CARD:
            d = above[c + 1]
            if d != _NO_CARD:
                if d % 13 == _KING or layout.extra:
                    clauses.add(c, leave[d])
                else:
                    watchers[leave[d][0]].append(c)
                    need[c] += 1


def _other_clauses(layout: _Layout, clauses: _Clauses) -> None:
    """The preconditions of the Kings' moves, of ``F(s)`` (turning up) and of ``E``."""
    leave = layout.leave
    above = layout.above
    watchers = clauses.watchers
    need = clauses.need
    downs = layout.downs
    for k in layout.kings:
        if k in downs:
            clauses.add(k, leave[above[k]])
        watchers[EMPTY].append(k)
        need[k] += 1
    for f in downs:
        literals = leave[above[f]]
        if len(literals) == 1:
            watchers[literals[0]].append(FOUND + f // 13)
            need[FOUND + f // 13] += 1
        else:
            clauses.add(FOUND + f // 13, literals)
    if EMPTY not in layout.bottoms:
        # with free cells, a bottom card may also leave for a cell
        clauses.add(EMPTY, [*layout.bottoms, *(e for e in layout.extra if e == CELL)])


def may_kill(board: Board, move: SolverMove) -> bool:
    """Whether ``move`` (not yet played) might turn a position the test passes into one it
    fails; when False, testing the position after the move can be skipped.

    A build move of block ``B`` (first card ``c``) from above card ``b`` onto ``c + 1``
    only removes clauses: ``c`` is in place (no longer needed; ``Leave(c)`` changes, but
    it appears only in separation clauses inside ``c + 1``'s column), ``b`` is on top (its
    flip and the clauses waiting for ``Leave(c)`` go), pairs of cards in ``B`` keep their
    order, parent and child split between the columns part, and an emptied column makes
    ``E`` free. A removed run only removes clauses. The least closure of fewer clauses is
    larger, so the test still passes, except in these cases:

    - a card of ``B`` is the parent of a card in the target column: a new separation;
    - a King fills the last empty column: ``E`` may need a clause again;
    - the reserve deal covers cards;
    - a card fills the last empty cell (How They Run): ``C`` may need a clause again.

    A cell's card played onto its parent is a build move from nowhere; a column's last
    card put into a cell leaves like a card moved away, and needs at most its parent,
    which it uncovers, on top. Meant for rule sets with only Kings into empty columns:
    in the Wasps a card leaving its parent for an empty column is needed again.
    """
    src, index, dst = move
    if dst < 0:
        if dst <= TO_CELL:
            return board.cells.count(EMPTY_CELL) == 1
        return dst == DEAL_TARGET
    cols = board.cols
    target = cols[dst]
    if not target:
        return (index > 0 or src < 0) and sum(not col for col in cols) == 1
    col_of = board.col_of
    if src < 0:
        return bool(index % 13) and col_of[index - 1] == dst
    return any(y % 13 and col_of[y - 1] == dst for y in cols[src][index:])


def worth_testing(board: Board, move: SolverMove) -> bool:
    """Whether the search should test the position after ``move`` (not yet played).

    Only after the moves that :func:`may_kill` flags other than new separations: those
    kill about one position in ten, and testing them all costs more time than the dead
    positions left untested do (measured on Classic deals). Leaving a test out only
    means searching a lost position further.
    """
    dst = move[2]
    if dst < 0:
        return dst == DEAL_TARGET or (dst <= TO_CELL and may_kill(board, move))
    return not board.cols[dst] and may_kill(board, move)


def board_dead_cards(board: Board) -> tuple[int, ...]:
    """:func:`dead_cards` of ``board`` under its rule set; () when the test does not
    apply (Relaxed: see the module docstring).

    Also () without running it when its answer is known to be (): in the Wasps with a
    column empty, or in How They Run with a cell empty. Then ``E`` (or ``C``) is free, so
    every ``Leave`` is possible, and with it every clause of every event.
    """
    if not board.same_suit:
        return ()
    if not board.king_only and b"" in board.cols:
        return ()
    if board.free_cells and EMPTY_CELL in board.cells:
        return ()
    return dead_cards(
        board.cols,
        board.reserve,
        board.cells,
        any_empty=not board.king_only,
        free_cells=board.free_cells,
    )
