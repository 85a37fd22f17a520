"""The statistics window offers every rule set of the Scorpion family by its translated
name: the history's filter and the leaderboard narrow to it, the summary has its column."""

from __future__ import annotations

import datetime
from pathlib import Path

from pytestqt.qtbot import QtBot

from scorpion_qt.engine import RULES
from scorpion_qt.store.service import Store
from scorpion_qt.ui.play.rule_sets import rules_name
from scorpion_qt.ui.statistics.window import HISTORY, LEADERBOARD, SUMMARY
from tests.store.conftest import Row, seed
from tests.ui.test_statistics_helpers import open_statistics, settle, show_page

NAMES = {
    "classic": "Classic",
    "relaxed": "Relaxed",
    "scorpion-ii": "Scorpion II",
    "wasp": "Wasp",
    "wasp-ii": "Wasp II",
    "three-blind-mice": "Three Blind Mice",
    "how-they-run": "How They Run",
}


def seed_every_rule_set(data_dir: Path) -> dict[str, int]:
    """A won game of each rule set, yesterday, each with its own score."""
    with Store.open(data_dir) as store:  # the schema, made as the app makes it
        path = store.path
    noon = datetime.datetime.combine(
        datetime.date.today() - datetime.timedelta(days=1), datetime.time(12), datetime.UTC
    )
    rows = [
        Row("won", rules, 500 + n, 90, 400.0, 100.0, noon, noon, deal=100 + n)
        for n, rules in enumerate(RULES)
    ]
    return dict(zip(RULES, seed(path, rows), strict=True))


def test_every_rule_set_has_its_name() -> None:
    assert {rules: rules_name(rules) for rules in RULES} == NAMES


def test_the_filters_offer_every_rule_set_and_narrow_to_it(
    qtbot: QtBot, data_dir: Path, tmp_path: Path
) -> None:
    ids = seed_every_rule_set(data_dir)
    window, statistics = open_statistics(qtbot, data_dir)
    # the summary: a column per rule set, then every game
    summary = statistics.summary
    for n, rules in enumerate(RULES):
        assert summary.cells[("played", rules)].text() == "1"
        assert summary.cells[("best_score", rules)].text() == str(500 + n)
    assert summary.cells[("played", None)].text() == str(len(RULES))
    statistics.grab().save(str(tmp_path / "summary.png"))
    # the history: its filter lists each rule set by name, and shows that one's game only
    show_page(qtbot, statistics, HISTORY)
    combo = statistics.filter_bar.rules_combo
    offered = [combo.itemData(i) for i in range(combo.count())]
    assert offered == [None, *RULES]
    assert [combo.itemText(i) for i in range(1, combo.count())] == list(NAMES.values())
    for rules, game_id in ids.items():
        combo.setCurrentIndex(combo.findData(rules))
        settle(qtbot, statistics)
        model = statistics.history.model
        assert model.total == 1
        shown = model.row(0)
        assert shown is not None and (shown.id, shown.rules) == (game_id, rules)
    # the leaderboard: one win each
    show_page(qtbot, statistics, LEADERBOARD)
    board = statistics.leaderboard
    choices = [board.rules_combo.itemData(i) for i in range(board.rules_combo.count())]
    assert choices == [None, *RULES]
    for rules, game_id in ids.items():
        board.rules_combo.setCurrentIndex(board.rules_combo.findData(rules))
        settle(qtbot, statistics)
        assert [entry.game.id for entry in board.entries] == [game_id]
    statistics.show_page(SUMMARY)
    window.close()
