"""Position notation (RULES.md §7): canonical output, lenient input, line-precise errors."""

from __future__ import annotations

import re

import pytest

from scorpion_qt.engine import Game, NotationError, from_text, to_text


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
        ("rules: classic", "rules: wasp", 1, "wasp"),
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
    text = edit(example_text, "score: 0", "score: 1234")
    assert from_text(text).score == 1234
    assert to_text(from_text(text)) == text


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
