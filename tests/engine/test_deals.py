"""Numbered deals, the daily deal and rule sets as data (RULES.md §1, §3, §5, §6)."""

from __future__ import annotations

import datetime
import itertools
from dataclasses import replace
from typing import Any

import pytest

from scorpion_qt.engine import (
    CLASSIC,
    RELAXED,
    RULES,
    EmptyColumn,
    Game,
    Rules,
    daily_deal,
    get_rules,
)
from scorpion_qt.engine.deals import (
    DAILY_RULES,
    DAILY_SLOT,
    FIRST_DAILY_DEAL,
    LAST_DAILY_DEAL,
    MAX_DEAL,
    SplitMix64,
    check_deal_number,
    daily_candidates,
    daily_rules_of,
    is_daily_number,
    shuffled_deck,
)

DEAL_1 = """\
rules: classic
score: 0
reserve: 2S 9H 7S
foundations: -
1: [7D 9C 4D] 8H 8D 5S JD
2: [6D 9S JC] 5D KD 3C 2D
3: [JH 5H 7H] 4H 2C AD 6S
4: [KC KH TH] TS JS TD 8S
5: QC 4S 6C 7C AS 5C AH
6: KS 6H QS QH QD 9D 3D
7: 3S AC 4C 2H 8C TC 3H
"""

DEAL_123456789 = """\
rules: classic
score: 0
reserve: KD TS 2C
foundations: -
1: [KC JC 4H] QC 6D 7S AS
2: [JH 7D 3C] TH KH 8C JS
3: [5D 3S 2D] 9D AD TC 9H
4: [7H 5H AH] 4C 9C 4S JD
5: 5C 9S 7C 3H QS 6H 3D
6: AC 6C QH 8D 8H QD 6S
7: 4D 2H 8S 2S KS 5S TD
"""

RELAXED_DEAL_1 = DEAL_1.replace("rules: classic", "rules: relaxed")

MASK64 = (1 << 64) - 1


def documented_deck(deal: int) -> list[str]:
    """The deal as deals.py documents it, written independently of the engine."""
    state = deal

    def next64() -> int:
        nonlocal state
        state = (state + 0x9E3779B97F4A7C15) & MASK64
        z = state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
        return z ^ (z >> 31)

    deck = [rank + suit for suit in "CDHS" for rank in "A23456789TJQK"]
    for i in range(51, 0, -1):
        bound = i + 1
        limit = (1 << 64) - (1 << 64) % bound
        while (value := next64()) >= limit:
            pass
        j = value % bound
        deck[i], deck[j] = deck[j], deck[i]
    return deck


@pytest.mark.parametrize(
    ("deal", "rules", "expected"),
    [
        (1, "classic", DEAL_1),
        (123456789, "classic", DEAL_123456789),
        (1, "relaxed", RELAXED_DEAL_1),
    ],
)
def test_pinned_deals_never_change(deal: int, rules: str, expected: str) -> None:
    assert Game.new(deal, rules).to_text() == expected


def test_relaxed_deals_the_same_cards_as_classic() -> None:
    classic = Game.new(123456789).to_text()
    relaxed = Game.new(123456789, "relaxed").to_text()
    assert relaxed == classic.replace("rules: classic", "rules: relaxed")


def test_splitmix64_matches_the_reference_vector() -> None:
    rng = SplitMix64(1234567)
    assert [rng.next() for _ in range(5)] == [
        6457827717110365317,
        3203168211198807973,
        9817491932198370423,
        4593380528125082431,
        16408922859458223821,
    ]


@pytest.mark.parametrize("deal", [1, 2, 99, 123456789, 2**31, 2**32 - 1])
def test_deal_follows_the_documented_shuffle_and_layout(deal: int) -> None:
    deck = documented_deck(deal)
    position = Game.new(deal).position
    columns = [[str(c) for c in position.column_cards(n)] for n in range(7)]
    assert columns == [deck[7 * n : 7 * n + 7] for n in range(7)]
    reserve = Game.new(deal).to_text().splitlines()[2]
    assert reserve == "reserve: " + " ".join(deck[49:])


@pytest.mark.parametrize("deal", [1, 42, 2**32 - 1])
def test_deals_are_deterministic(deal: int) -> None:
    assert Game.new(deal).to_text() == Game.new(deal).to_text()
    assert Game.new(deal).deal == deal


def test_different_deals_differ() -> None:
    texts = {Game.new(deal).to_text() for deal in range(1, 51)}
    assert len(texts) == 50


@pytest.mark.parametrize("deal", [1, 2**32 - 1, 777])
def test_a_new_deal_has_the_classic_layout(deal: int) -> None:
    position = Game.new(deal).position
    assert [len(c) for c in position.columns] == [7] * 7
    assert position.down == (3, 3, 3, 3, 0, 0, 0)
    assert len(position.reserve) == 3
    assert position.foundations == ()
    assert position.score == 0
    cards = [c for column in position.columns for c in column] + list(position.reserve)
    assert sorted(cards) == list(range(52))


@pytest.mark.parametrize("deal", [0, -1, 2**32 - 1 + 0.0, 2**53, 2**60, "5", 5.0, True, None])
def test_game_new_rejects_bad_deal_numbers(deal: Any) -> None:
    with pytest.raises(ValueError):
        Game.new(deal)


@pytest.mark.parametrize("rules", ["spider", "", "scorpion2", "Wasp", "scorpion_ii"])
def test_game_new_rejects_unknown_rules(rules: str) -> None:
    with pytest.raises(ValueError):
        Game.new(5, rules)


def test_known_rules_are_the_scorpion_family() -> None:
    assert list(RULES) == [
        "classic",
        "relaxed",
        "scorpion-ii",
        "wasp",
        "wasp-ii",
        "three-blind-mice",
        "how-they-run",
    ]
    assert get_rules("classic") is CLASSIC
    assert get_rules("relaxed") is RELAXED
    assert Game.new(5).rules == "classic"
    assert Game.new(5, "relaxed").rules == "relaxed"
    assert Game.new(5, RELAXED).variant is RELAXED


@pytest.mark.parametrize(
    ("date", "rules", "deal"),
    [
        (datetime.date(2024, 1, 1), "classic", 5573037666241872),
        (datetime.date(2024, 1, 1), "wasp", 3512051505459267),
        (datetime.date(2025, 6, 15), "classic", 6758426127221592),
        (datetime.date(2000, 2, 29), "wasp", 7867897032161259),
    ],
)
def test_daily_deal_is_pinned(date: datetime.date, rules: str, deal: int) -> None:
    assert daily_deal(date, rules) == deal


def test_daily_deal_numbers_lie_beyond_new_games_and_name_their_rule_set() -> None:
    start = datetime.date(2025, 12, 20)
    for offset in range(30):
        date = start + datetime.timedelta(days=offset)
        for rules in RULES:
            deal = daily_deal(date, rules)
            assert FIRST_DAILY_DEAL <= deal <= LAST_DAILY_DEAL < 2**53
            assert deal > MAX_DEAL
            assert is_daily_number(deal)
            assert daily_rules_of(deal) == rules
            assert daily_deal(datetime.date(date.year, date.month, date.day), rules) == deal
            assert Game.new(deal, rules).deal == deal
    assert not is_daily_number(MAX_DEAL)
    assert daily_rules_of(42) is None
    assert daily_rules_of(FIRST_DAILY_DEAL + 7) is None  # a place no rule set holds
    assert check_deal_number(LAST_DAILY_DEAL) == LAST_DAILY_DEAL


def test_every_rule_set_has_a_place_among_the_daily_numbers() -> None:
    assert set(RULES) <= set(DAILY_RULES)
    assert len(DAILY_RULES) <= DAILY_SLOT
    with pytest.raises(ValueError, match="no daily deals"):
        daily_deal(datetime.date(2026, 1, 1), "spider")


def test_daily_candidates_of_two_rule_sets_never_meet() -> None:
    start = datetime.date(2026, 1, 1)
    seen: dict[int, str] = {}
    for offset in range(60):
        for rules in RULES:
            stream = daily_candidates(start + datetime.timedelta(days=offset), rules)
            for deal in itertools.islice(stream, 20):
                assert seen.setdefault(deal, rules) == rules


def test_a_daily_number_deals_another_shuffle_than_new_games_do() -> None:
    deal = daily_deal(datetime.date(2026, 3, 1))
    assert shuffled_deck(deal) != shuffled_deck(deal % 2**32)
    assert sorted(shuffled_deck(deal)) == list(range(52))


def test_daily_deal_differs_across_30_consecutive_dates() -> None:
    start = datetime.date(2026, 2, 1)
    deals = {daily_deal(start + datetime.timedelta(days=n)) for n in range(30)}
    assert len(deals) == 30


def scorpion_ii() -> Rules:
    return replace(CLASSIC, id="scorpion2", name="Scorpion II", face_down=(3, 3, 3, 0, 0, 0, 0))


def test_scorpion_ii_as_data_deals_face_down_cards_only_in_columns_1_to_3() -> None:
    game = Game.new(5, rules=scorpion_ii())
    assert game.position.down == (3, 3, 3, 0, 0, 0, 0)
    assert game.rules == "scorpion2"
    assert game.variant.name == "Scorpion II"
    lines = game.to_text().splitlines()
    assert [("[" in line) for line in lines[4:]] == [True] * 3 + [False] * 4
    classic = Game.new(5).position
    assert game.position.columns == classic.columns
    assert game.position.reserve == classic.reserve


def test_wasp_as_data_lets_any_card_into_an_empty_column() -> None:
    wasp = replace(CLASSIC, id="wasp", name="Wasp", empty_column=EmptyColumn.ANY)
    text = (
        "rules: classic\nreserve: -\nfoundations: C D\n"
        "1: [AH] 9S 8H 4S\n2: [2H] 3S\n3:\n4: 3H KH QH JH\n5: 5S TH 9H 7H 6H 5H\n"
        "6: AS QS TS 2S KS\n7: 4H 6S JS 7S 8S\n"
    )
    classic = Game.from_text(text).position
    game = Game(replace(classic, rules=wasp))
    moves = {str(m) for m in game.legal_moves()}
    assert {"5:TH>3", "6:AS>3", "1:9S>3", "2:3S>3", "7:4H>3", "4:KH>3"} <= moves
    assert "1:AH>3" not in moves  # still face-down
    outcome = game.play("5:TH>3")
    assert outcome.points == 0
    assert game.to_text().splitlines()[6] == "3: TH 9H 7H 6H 5H"
    assert Game.new(5, rules=wasp).variant.empty_column is EmptyColumn.ANY
