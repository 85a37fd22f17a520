"""Position notation (RULES.md §7): canonical output, lenient input, line-precise errors."""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scorpion_qt.engine import Game, NotationError, from_text, to_text
from scorpion_qt.engine.notation import MAX_TEXT, QUOTE_LIMIT, start_from_text
from tests.positions import NEARLY_WON

WON = NEARLY_WON.replace("foundations: H D C", "foundations: H D C S").replace(
    "1: KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S\n2: AS", "1:\n2:"
)


def edit(text: str, old: str, new: str) -> str:
    assert text.count(old) == 1, old
    return text.replace(old, new)


@pytest.mark.parametrize(
    ("old", "new", "line", "words"),
    [
        # unknown card
        ("3D JH TH 3S", "3X JH TH 3S", 5, "unknown card"),
        ("KD 8H 7C 9S", "KD 8H 7C 1S", 8, "unknown card"),
        ("reserve: 5S TS 2D", "reserve: 5S TS ZZ", 3, "unknown card"),
        # a card twice (the second place is named)
        ("TD 5H\n", "TD 3D\n", 11, "3D appears twice"),
        ("reserve: 5S TS 2D", "reserve: 5S TS 5S", 3, "5S appears twice"),
        # a column that does not exist in Classic
        ("7: AD QD 9D 6S 2H TD 5H\n", "7: AD QD 9D 6S 2H TD 5H\n8:\n", 12, "no column 8"),
        ("7: AD QD 9D 6S 2H TD 5H\n", "7: AD QD 9D 6S 2H TD 5H\n0:\n", 12, "no column 0"),
        # a column listed twice
        ("7: AD QD 9D 6S 2H TD 5H\n", "7: AD QD 9D 6S 2H TD\n7: 5H\n", 12, "twice"),
        # bad or unknown headers
        ("rules: classic", "rules: spider", 1, "spider"),
        ("rules: classic", "rules classic", 1, "name: value"),
        ("score: 0", "colour: red", 2, "unknown header"),
        ("foundations: -", "foundations: X", 4, "unknown suit"),
        ("score: 0", "score: 0\nreserve: -", 4, "twice"),
        # bad score
        ("score: 0", "score: -5", 2, "score"),
        ("score: 0", "score: ten", 2, "score"),
        ("score: 0", "score: 1.5", 2, "score"),
        ("score: 0", "score:", 2, "score"),
        ("score: 0", "score: ²", 2, "score"),  # str.isdigit() is true for "²"
        # face-down cards above face-up ones, or on top
        ("1: [QS 8S 2S] 3D JH TH 3S", "1: 3D [QS] JH 8S 2S TH 3S", 5, "face-down"),
        ("1: [QS 8S 2S] 3D JH TH 3S", "1: [QS 8S] 2S [3D] JH TH 3S", 5, "face-down"),
        ("1: [QS 8S 2S] 3D JH TH 3S", "1: [QS 8S 2S 3D JH TH 3S]", 5, "face-up"),
        ("1: [QS 8S 2S] 3D JH TH 3S", "1: [QS 8S 2S 3D JH TH 3S", 5, "face-down"),
        # a reserve of the wrong size
        ("reserve: 5S TS 2D", "reserve: 5S TS", 3, "reserve holds 3"),
        ("reserve: 5S TS 2D", "reserve: 5S TS 2D 2H", 3, "reserve holds 3"),
    ],
)
def test_notation_error_names_the_line_and_the_problem(
    example_text: str, old: str, new: str, line: int, words: str
) -> None:
    text = edit(example_text, old, new)
    with pytest.raises(NotationError) as error:
        from_text(text)
    message = str(error.value)
    assert message.startswith(f"line {line}: ")
    assert error.value.line == line
    assert words in message


def test_notation_error_is_a_value_error() -> None:
    assert issubclass(NotationError, ValueError)


def test_a_missing_card_is_named(example_text: str) -> None:
    with pytest.raises(NotationError) as error:
        from_text(edit(example_text, " TD 5H\n", " TD\n"))
    assert "5H" in str(error.value)
    assert "missing" in str(error.value)


def test_a_missing_card_error_names_a_line(example_text: str) -> None:
    # RULES.md §7: "anything else is a parse error that names the line and the problem".
    with pytest.raises(NotationError) as error:
        from_text(edit(example_text, " TD 5H\n", " TD\n"))
    assert re.match(r"line \d+: ", str(error.value)), str(error.value)


def test_a_missing_column_is_named(example_text: str) -> None:
    with pytest.raises(NotationError) as error:
        from_text(edit(example_text, "5: 6H 8C JS 4C 9C 8D 5C\n", ""))
    assert "column 5 is missing" in str(error.value)


def test_a_missing_column_error_names_a_line(example_text: str) -> None:
    # RULES.md §7: "anything else is a parse error that names the line and the problem".
    with pytest.raises(NotationError) as error:
        from_text(edit(example_text, "5: 6H 8C JS 4C 9C 8D 5C\n", ""))
    assert re.match(r"line \d+: ", str(error.value)), str(error.value)


@pytest.mark.parametrize("header", ["rules", "reserve", "foundations"])
def test_a_missing_header_is_named(example_text: str, header: str) -> None:
    text = "\n".join(ln for ln in example_text.splitlines() if not ln.startswith(header + ":"))
    with pytest.raises(NotationError) as error:
        from_text(text)
    assert f"'{header}:'" in str(error.value)


def test_score_is_optional_and_defaults_to_zero(example_text: str) -> None:
    position = from_text(edit(example_text, "score: 0\n", ""))
    assert position.score == 0
    assert to_text(position) == example_text


def test_score_is_read_and_written(example_text: str) -> None:
    text = edit(example_text, "score: 0", "score: 535")
    assert from_text(text).score == 535
    assert to_text(from_text(text)) == text


@pytest.mark.parametrize(
    "score",
    [
        "701",
        "9223372036854775808",  # one past a 64-bit integer: saving the game failed
        "9" * 30,
        "1" + "0" * 4999,  # 5,000 digits: int() itself refuses them (a ValueError)
    ],
)
def test_a_score_no_game_reaches_is_refused_on_its_line(example_text: str, score: str) -> None:
    with pytest.raises(NotationError) as error:
        from_text(edit(example_text, "score: 0", f"score: {score}"))
    assert error.value.line == 2
    assert "at most 700" in str(error.value)
    assert len(str(error.value)) < 200


def test_the_highest_score_and_leading_zeros_are_read(example_text: str) -> None:
    assert from_text(edit(example_text, "score: 0", "score: 700")).score == 700
    assert from_text(edit(example_text, "score: 0", "score: " + "0" * 5000 + "35")).score == 35


def test_a_byte_order_mark_is_ignored(example_text: str) -> None:
    # as Windows editors save UTF-8; the line numbers stay as the editor shows them
    assert from_text("\ufeff" + example_text) == from_text(example_text)
    with pytest.raises(NotationError) as error:
        from_text("\ufeff" + edit(example_text, "score: 0", "score: x"))
    assert error.value.line == 2


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("rules: classic", "x" * 10_000),  # no "name: value"
        ("rules: classic", "rules: " + "w" * 10_000),
        ("score: 0", "score: " + "s" * 10_000),
        ("score: 0", "h" * 10_000 + ": 0"),  # an unknown header
        ("3D JH TH 3S", "3D JH TH " + "3" * 10_000 + "S"),  # an unknown card
        ("foundations: -", "foundations: " + "C" * 10_000),  # an unknown suit
        ("score: 0", "1" * 5_000 + ": AS"),  # a column number int() refuses
    ],
)
def test_an_error_quotes_at_most_80_characters_of_the_bad_line(
    example_text: str, old: str, new: str
) -> None:
    with pytest.raises(NotationError) as error:
        from_text(edit(example_text, old, new))
    message = str(error.value)
    assert error.value.line is not None
    # the quote, and at most the list of the seven rule ids beside it
    assert len(message) < 3 * QUOTE_LIMIT, message
    assert max(len(word) for word in message.split()) <= QUOTE_LIMIT + 2  # its quotes


def test_a_text_too_long_for_a_position_is_refused_unread(example_text: str) -> None:
    long = example_text + "#" * (MAX_TEXT - len(example_text))
    assert from_text(long) == from_text(example_text)
    with pytest.raises(NotationError) as error:
        from_text(long + "#")
    assert "too long" in str(error.value)
    assert len(str(error.value)) < 100


def test_a_won_position_is_a_position_but_no_start(example_text: str) -> None:
    assert from_text(WON).is_won
    assert start_from_text(example_text) == from_text(example_text)
    with pytest.raises(NotationError) as error:
        start_from_text(WON)
    assert error.value.line == 3  # foundations: H D C S
    assert "already won" in str(error.value)


#: lines of "name: value", known names mostly, the values anything from cards to 5,000 digits
LINES = st.builds(
    "{}:{}".format,
    st.one_of(
        st.sampled_from(["score", "reserve", "foundations", "1", "7", "8"]),
        st.integers(min_value=0).map(str),
        st.just("7" * 5000),
        st.text(max_size=10),
    ),
    st.one_of(
        st.text(max_size=40),
        st.integers(min_value=-1).map(str),
        st.just("9" * 5000),
        st.lists(st.sampled_from(["AS", "10H", "K♠", "[", "]", "-", "C", "x"])).map(" ".join),
    ),
)


@settings(max_examples=300, deadline=None)
@given(st.booleans(), st.lists(LINES, max_size=14).map("\n".join))
def test_any_text_is_a_position_or_a_notation_error(known_rules: bool, text: str) -> None:
    try:
        from_text(("rules: classic\n" if known_rules else "") + text)
    except NotationError as error:
        assert len(str(error)) < 300


def test_header_order_is_free(example_text: str) -> None:
    lines = example_text.splitlines()
    shuffled = "\n".join([lines[10], lines[3], *lines[4:10], lines[2], lines[0], lines[1]])
    assert to_text(from_text(shuffled)) == example_text


def test_unicode_suits_and_10_are_accepted_and_written_canonically(example_text: str) -> None:
    fancy = example_text
    for old, new in [
        ("3D JH TH 3S", "3♦ J♥ 10♥ 3♠"),
        ("reserve: 5S TS 2D", "reserve: 5♠ 10♠ 2♦"),
        ("[QS 8S 2S]", "[Q♠ 8♠ 2♠]"),
        ("AD QD 9D", "A♦ Q♦ 9♦"),
        ("6H 8C JS", "6♥ 8♣ J♠"),
    ]:
        fancy = edit(fancy, old, new)
    assert to_text(from_text(fancy)) == example_text


def test_lower_case_cards_are_accepted(example_text: str) -> None:
    text = edit(example_text, "1: [QS 8S 2S] 3D JH TH 3S", "1: [qs 8s 2s] 3d jh th 3s")
    assert to_text(from_text(text)) == example_text


def test_comments_are_ignored(example_text: str) -> None:
    lines = example_text.splitlines()
    commented = "\n".join(
        [
            "# the rule book's example deal",
            lines[0] + "   # classic | relaxed",
            "   # an indented comment line",
            *lines[1:5],
            lines[5] + " # 7S and 4H",
            "",
            *lines[6:],
            "# end",
        ]
    )
    assert to_text(from_text(commented)) == example_text


def test_comment_lines_still_count_for_line_numbers(example_text: str) -> None:
    text = "# comment\n# another\n" + edit(example_text, "3D JH", "3X JH")
    with pytest.raises(NotationError) as error:
        from_text(text)
    assert str(error.value).startswith("line 7: ")


def test_empty_columns_and_foundations_are_written_canonically() -> None:
    text = (
        "rules: relaxed\nscore: 7\nreserve: -\nfoundations: H C\n"
        "1: KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S AS\n2:\n3: [KD QD] JD TD 9D 8D 7D\n"
        "4:\n5: 6D 5D 4D 3D 2D AD\n6:\n7:\n"
    )
    position = from_text(text)
    assert position.rules.id == "relaxed"
    assert position.score == 7
    assert position.reserve == ()
    assert [s.letter for s in position.foundations] == ["H", "C"]
    assert position.down == (0, 0, 2, 0, 0, 0, 0)
    assert to_text(position) == text


def test_to_text_of_a_game_is_from_text_round_trip(example_text: str) -> None:
    game = Game.from_text(example_text)
    game.play("2:4H>7")
    game.play("deal")
    assert Game.from_text(game.to_text()).to_text() == game.to_text()
