"""The worker keys every position a winning line passes through, in one replay: compact
keys, the score left out, an answer whose size grows with the line's length."""

from __future__ import annotations

import json

import pytest

from scorpion_qt.engine import Game
from scorpion_qt.solver.jobs import run, solved_answer
from scorpion_qt.solver.line_keys import KEY_BYTES, line_keys, position_key, scoreless
from scorpion_qt.solver.protocol import (
    Answered,
    ProtocolError,
    SolveAnswer,
    SolveJob,
    answer_json,
    read_reply,
    reply_line,
)
from tests import long_line
from tests.long_line import LENGTH
from tests.positions import NEARLY_WON

#: bytes of the worker's answer line a move of a won line may take: the move (about 9
#: bytes as JSON) and its position's key (27)
ANSWER_BYTES_A_MOVE = 40


def test_a_key_is_compact_and_leaves_the_score_out() -> None:
    game = long_line.start()
    text = game.to_text()
    key = position_key(text)
    assert len(key) == 2 * KEY_BYTES and int(key, 16) >= 0
    assert position_key(text.replace("score: 0", "score: 35")) == key
    assert position_key(scoreless(text)) == key
    game.play(long_line.long_line()[0])
    assert position_key(game.to_text()) != key


def test_the_keys_follow_the_line_one_a_position_after_each_move_but_the_last() -> None:
    line = long_line.long_line()
    start = long_line.start()
    keys = line_keys(start.to_text(), line)
    assert len(keys) == LENGTH - 1
    assert len(set(keys)) == LENGTH - 1  # the recorded line passes no position twice
    replay = long_line.start()
    for played, move in enumerate(line[:-1], start=1):
        replay.play(move)
        if played in (1, 2, LENGTH // 2, LENGTH - 1):
            assert keys[played - 1] == position_key(replay.to_text())


def test_a_keying_no_longer_wanted_stops() -> None:
    asked = []

    def stop() -> bool:
        asked.append(True)
        return True

    assert line_keys(long_line.start().to_text(), long_line.long_line(), stop) == ()
    assert asked == [True]  # at its first look, after a few hundred moves


def test_a_won_answer_carries_the_keys_and_grows_with_its_line() -> None:
    start = scoreless(long_line.start().to_text())
    line = long_line.long_line()
    whole = solved_answer(start, "won", line)
    reply = reply_line(Answered(7, answer_json(whole)))
    assert len(reply) < ANSWER_BYTES_A_MOVE * LENGTH
    read = read_reply(reply)
    assert isinstance(read, Answered)
    assert SolveJob(start, 2.0).read_answer(read.result) == whole
    assert whole.keys == line_keys(start, line)
    # a solve that the worker runs answers the same way
    solved = run(SolveJob(NEARLY_WON, 5.0))
    assert solved == SolveAnswer(NEARLY_WON, "won", ("2:AS>1",), ())
    assert solved_answer(NEARLY_WON, "lost", ()) == SolveAnswer(NEARLY_WON, "lost", (), ())


def test_an_answer_whose_keys_do_not_fit_its_line_is_refused() -> None:
    text = Game.from_text(NEARLY_WON).to_text()
    fine = {"position_text": text, "status": "won", "moves": ["a", "b"], "keys": ["k"]}
    assert SolveAnswer.from_json(json.loads(json.dumps(fine))).keys == ("k",)
    for keys in ([], ["k", "l"]):
        with pytest.raises(ProtocolError, match="keys for a line of 2 moves"):
            SolveAnswer.from_json({**fine, "keys": keys})
    with pytest.raises(ProtocolError, match="keys for a line of 0 moves"):
        SolveAnswer.from_json({**fine, "status": "lost", "moves": [], "keys": ["k"]})
    with pytest.raises(ProtocolError):
        SolveAnswer.from_json({key: value for key, value in fine.items() if key != "keys"})
