"""The app as a screen reader hears it (Orca on Linux): Classic deal 1 in a real X window on
a private desktop session, its accessible tree and events read over AT-SPI from outside
(tests/ui/atspi_session.py), in each language the app speaks."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication

from scorpion_qt.engine import CARDS, apply, get_rules, legal_moves
from scorpion_qt.engine.deals import deal_position
from scorpion_qt.ui.access.card_words import (
    PileKind,
    card_name,
    column_summary,
    face_down_name,
    pile_name,
)
from scorpion_qt.ui.services.translations import LANGUAGES, use_language
from tests.ui.atspi_session import desktop, find, read, running_app, walk

translate = QCoreApplication.translate


#: Classic deal 1: 7 columns of 7 cards, 3 face down in each of the first 4 (37 face up)
DEAL_1 = deal_position(1, get_rules("classic"))


@dataclass(frozen=True)
class Column:
    """What a screen reader should hear of one column of deal 1."""

    name: str
    description: str
    cards: list[str]
    down: int


@dataclass(frozen=True)
class Reading:
    """The app running in one language, and its tree as first read."""

    env: dict[str, str]
    window: int
    language: str
    tree: dict[str, Any]

    def listen(self, *steps: dict[str, Any]) -> list[dict[str, Any]]:
        """What a screen reader hears while each step's keys are pressed in the window."""
        answer = read(self.env, {"steps": list(steps), "window": str(self.window)})
        found: list[dict[str, Any]] = answer["steps"]
        return found


@pytest.fixture(scope="module")
def session() -> Iterator[dict[str, str]]:
    with desktop() as env:
        yield env


def in_language(language: str, text: str, context: str) -> str:
    """``text`` of ``context`` in ``language`` (English again afterwards)."""
    use_language(language)
    try:
        return translate(context, text)
    finally:
        use_language("en")


def deal_1_columns(language: str) -> list[Column]:
    """Deal 1's columns in words in ``language``: names, summaries, cards bottom to top."""
    use_language(language)
    try:
        columns = []
        for index, (codes, down) in enumerate(zip(DEAL_1.columns, DEAL_1.down, strict=True)):
            cards = [CARDS[code] for code in codes]
            words = [face_down_name()] * down + [card_name(card) for card in cards[down:]]
            summary = column_summary(cards, down)
            columns.append(Column(pile_name(PileKind.COLUMN, index), summary, words, down))
        return columns
    finally:
        use_language("en")


def column_after(move: str, column: int, language: str) -> str:
    """Deal 1's column ``column`` (1-based) summed up in ``language`` after ``move``."""
    played = next(each for each in legal_moves(DEAL_1) if str(each) == move)
    position, _outcome = apply(DEAL_1, played)
    cards = [CARDS[code] for code in position.columns[column - 1]]
    use_language(language)
    try:
        return column_summary(cards, position.down[column - 1])
    finally:
        use_language("en")


def top_row(language: str) -> list[str]:
    """The names of the reserve and the four foundations in ``language``."""
    use_language(language)
    try:
        return [pile_name(PileKind.RESERVE)] + [
            pile_name(PileKind.FOUNDATION, index) for index in range(4)
        ]
    finally:
        use_language("en")


def words(language: str, *codes: str) -> list[str]:
    """Cards named in ``language``, from their codes ("TD")."""
    use_language(language)
    try:
        by_code = {str(card): card for card in CARDS}
        return [card_name(by_code[code]) for code in codes]
    finally:
        use_language("en")


@pytest.fixture(scope="module", params=LANGUAGES)
def reading(
    request: pytest.FixtureRequest,
    session: dict[str, str],
    tmp_path_factory: pytest.TempPathFactory,
    qapp: QApplication,
) -> Iterator[Reading]:
    """Classic deal 1 open in the language of the test's parameter, read once shown."""
    language: str = request.param
    folder = tmp_path_factory.mktemp(language)
    argv = ["--deal", "1", "--rules", "classic", "--data-dir", str(folder / "data")]
    score = in_language(language, "Score: {score}", "GameStatusBar").format(score=0)
    with running_app(session, language, argv, folder / "app.log") as window:
        # read once the status bar and the board's last card are shown
        last_card = deal_1_columns(language)[-1].cards[-1]
        tree = read(session, {"until": [score, last_card]})["tree"]
        yield Reading(session, window, language, tree)


def test_the_window_reads_in_the_players_language(reading: Reading) -> None:
    frame = find(reading.tree, "Scorpion Qt", "frame")
    moves = in_language(reading.language, "Moves: {moves}", "GameStatusBar").format(moves=0)
    assert find(frame, moves)["role"] == "label"
    roles = [node["role"] for node in walk(frame)]
    assert roles.count("menu item") >= 5  # Game, Edit, View, Settings, Help
    assert "status bar" in roles and "tool bar" in roles
    assert len(roles) >= 80


def test_the_board_reads_as_columns_of_cards_in_words(reading: Reading) -> None:
    columns = deal_1_columns(reading.language)
    face_up = [name for column in columns for name in column.cards[column.down :]]
    assert len(face_up) == len(set(face_up)) == 37
    for column in columns:
        found = find(reading.tree, column.name)
        assert found["description"] == column.description
        assert [card["name"] for card in found["children"]] == column.cards, column.name
    heard = {node["name"] for node in walk(reading.tree)}
    assert set(face_up) <= heard
    # the board holds the piles in reading order: the reserve, the foundations, the columns
    board = next(
        node
        for node in walk(reading.tree)
        if node["children"] and node["children"][-1]["name"] == columns[-1].name
    )
    assert [pile["name"] for pile in board["children"]] == top_row(reading.language) + [
        column.name for column in columns
    ]
    assert {pile["role"] for pile in board["children"]} == {"list"}
    reserve, *foundations = board["children"][:5]
    assert len(reserve["children"]) == 3  # face down until dealt
    assert all(not foundation["children"] for foundation in foundations)


FOCUS = "object:state-changed:focused"
DESCRIPTION = "object:property-change:accessible-description"
ANNOUNCEMENT = "object:announcement"
#: AT-SPI's politeness of an announcement (AtspiLive), in its event's detail1
ASSERTIVE = 2


def keys(*names: str, until: str, heard: str = FOCUS) -> dict[str, Any]:
    """A step: keys pressed, then what is heard until an event of kind ``heard`` about (or
    saying) ``until`` came, and the events that follow it at once."""
    return {"keys": list(names), "until": {"type": heard, "text": until}}


def announced(step: dict[str, Any]) -> list[str]:
    """What a step's announcements said (Qt's QAccessibleAnnouncementEvent on AT-SPI)."""
    return [event["data"] for event in step["heard"] if event["type"] == ANNOUNCEMENT]


def focus_gained(step: dict[str, Any]) -> list[str]:
    """The objects a step's focus events moved to, in order (names)."""
    return [
        event["source"]["name"]
        for event in step["heard"]
        if event["type"] == FOCUS and event["detail1"] == 1
    ]


def test_the_focus_is_heard_as_the_arrows_move_it_and_moves_are_announced(
    reading: Reading,
) -> None:
    # one scenario from the deal as shown, its focus on column 1's top card
    two, three, six, eight, ten, jack = words(reading.language, "2D", "3C", "6S", "8S", "TD", "JD")
    column_1 = in_language(reading.language, "Column {number}", "CardWords").format(number=1)
    summary = column_after("4:TD>1", 1, reading.language)
    right, up, picked, put, _picked, refused = reading.listen(
        keys("Right", until=two),  # to column 2's top card
        keys("Up", until=three),  # down column 2
        # column 4's Ten of Diamonds picked up
        keys("Right", "Right", "Up", "Return", until=ten, heard=ANNOUNCEMENT),
        # and put on column 1's Jack of Diamonds
        keys("Left", "Left", "Left", "space", until=summary, heard=DESCRIPTION),
        # the Jack of Diamonds and its two cards picked up, refused on the Two of Diamonds
        keys("Return", until=jack, heard=ANNOUNCEMENT),
        keys("Right", "space", until=jack, heard=ANNOUNCEMENT),
    )
    assert focus_gained(right)[-1:] == [two]
    assert right["focused"][-1]["name"] == two
    assert right["focused"][-1]["role"] == "list item"
    assert focus_gained(up) == [three]
    assert up["focused"][-1]["name"] == three
    assert focus_gained(picked) == [six, eight, ten]
    assert focus_gained(put) == [six, two, jack]
    changed = [
        event["data"]
        for event in put["heard"]
        if event["type"] == DESCRIPTION and event["source"]["name"] == column_1
    ]
    assert changed[-1:] == [summary]
    # the move said once, in words: "Ten of Diamonds and one card to Column 1; 5 points"
    spoken = announced(put)
    assert len(spoken) == 1 and ten in spoken[0] and column_1 in spoken[0], spoken
    assert any(ten in said for said in announced(picked))  # picked up
    # a refusal is said at once (assertive), with its reason
    said = [event for event in refused["heard"] if event["type"] == ANNOUNCEMENT]
    assert [event["detail1"] for event in said][-1:] == [ASSERTIVE]
    assert jack in said[-1]["data"], said
