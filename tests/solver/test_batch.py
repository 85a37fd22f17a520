"""Batch mode: solves a range of deals in workers and prints rates and percentiles."""

from __future__ import annotations

import subprocess
import sys

import pytest

from scorpion_qt.solver.batch import DealResult, main, percentile, run, summary


def test_percentiles_use_the_nearest_rank() -> None:
    values = [float(v) for v in range(1, 101)]
    assert percentile(values, 50) == 50
    assert percentile(values, 99) == 99
    assert percentile(values, 100) == 100
    assert percentile([3.0], 90) == 3.0
    assert percentile([], 50) == 0.0


def test_the_summary_counts_each_status() -> None:
    results = [
        DealResult(1, "won", 0.02, 100, 50),
        DealResult(2, "lost", 0.001, 1, 0),
        DealResult(3, "lost", 0.5, 30_000, 0),
        DealResult(4, "unknown", 1.0, 60_000, 0),
    ]
    text = summary(results, 1.6)
    assert "won:      1   25.00 %" in text
    assert "lost:      2   50.00 %" in text
    assert "unknown:      1   25.00 %" in text
    assert "p50 20.0, p90 1000.0, p95 1000.0, p99 1000.0, max 1000.0" in text
    assert "decided within 0.1 s: 50.00 %" in text
    assert "decided within 1 s: 75.00 %" in text


def test_one_worker_and_two_workers_agree() -> None:
    alone = sorted(run(range(1, 9), "classic", 5.0), key=lambda r: r.deal)
    together = sorted(run(range(1, 9), "classic", 5.0, workers=2), key=lambda r: r.deal)
    assert [(r.deal, r.status, r.length) for r in alone] == [
        (r.deal, r.status, r.length) for r in together
    ]


def test_main_prints_the_summary(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--rules", "classic", "--first", "1", "--count", "6", "--time-limit", "5"]) == 0
    out = capsys.readouterr().out
    assert "rules: classic, deals 1..6" in out
    assert "deals: 6" in out
    assert "won:      2   33.33 %" in out  # deals 3 and 6 are won
    assert "time per deal (ms): p50" in out
    assert "nodes/s" in out


def test_main_lists_deals_on_request(capsys: pytest.CaptureFixture[str]) -> None:
    main(["--rules", "relaxed", "--first", "2", "--count", "2", "--list", "--node-limit", "50000"])
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("2 won ")
    assert lines[1].startswith("3 won ")


def test_bad_arguments_are_refused(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["--count", "0"])
    with pytest.raises(SystemExit):
        main(["--rules", "spider"])
    assert "usage" in capsys.readouterr().err


def test_the_module_runs_with_two_workers() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "scorpion_qt.solver", "--count", "4", "--workers", "2"],
        capture_output=True,
        text=True,
        check=True,
        timeout=60,
    )
    assert "deals: 4" in done.stdout
    assert "decided within 1 s" in done.stdout


@pytest.mark.parametrize(
    ("option", "value", "said"),
    [
        ("--node-limit", "0", "argument --node-limit: a whole number of positions >= 1, not '0'"),
        ("--node-limit", "-5", "a whole number of positions >= 1, not '-5'"),
        ("--time-limit", "-1", "argument --time-limit: seconds, a number >= 0 (0: no limit)"),
        ("--time-limit", "nan", "seconds, a number >= 0 (0: no limit), not 'nan'"),
        ("--time-limit", "inf", "seconds, a number >= 0 (0: no limit), not 'inf'"),
    ],
)
def test_node_limits_below_1_and_bad_time_limits_exit_2_with_a_message(
    option: str, value: str, said: str
) -> None:
    # a node limit of 0 ended in a traceback; a negative time limit or nan meant none
    done = subprocess.run(
        [sys.executable, "-m", "scorpion_qt.solver", "--count", "1", option, value],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert done.returncode == 2
    assert said in done.stderr
    assert "Traceback" not in done.stderr
    assert done.stdout == ""


def test_the_help_says_what_it_does(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as done:
        main(["--help"])
    assert done.value.code == 0
    out = " ".join(capsys.readouterr().out.split())
    assert out.startswith("usage: scorpion-qt-solve ")
    assert "how many are won, lost and undecided within the limits" in out
    assert "scorpion-qt --deal N shows the same deal" in out
    assert "--time-limit SECONDS seconds per deal (default 1; 0: none)" in out
    assert "example: scorpion-qt-solve --rules wasp" in out
