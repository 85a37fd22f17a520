"""The bundle's solver worker: the frozen executable answers JSON jobs with --solver-worker."""

from __future__ import annotations

import datetime
import json
import subprocess
from pathlib import Path

import pytest

from scorpion_qt.solver.daily import winnable_daily_deal
from scorpion_qt.solver.daily_table import pinned_daily
from scorpion_qt.solver.grade import grade_letter
from scorpion_qt.solver.protocol import DailyJob, request_line
from tests.packaging.conftest import ROOT, app_env

pytestmark = pytest.mark.packaging


def test_bundle_runs_the_solver_worker(bundle: Path, outside: Path) -> None:
    table = bundle / "_internal" / "scorpion_qt" / "resources" / "daily"
    requests = [
        request_line(1, DailyJob(datetime.date(2024, 2, 29))),
        json.dumps({"id": 2, "job": "fly", "args": {}}).encode() + b"\n",
        request_line(3, DailyJob(datetime.date(2031, 5, 17), "wasp", str(table))),
    ]
    result = subprocess.run(
        [str(bundle / "scorpion-qt"), "--solver-worker"],
        input=b"".join(requests).decode(),
        cwd=outside,
        env=app_env(),
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    answers = [json.loads(line) for line in result.stdout.splitlines()]
    assert [(a["id"], a["ok"]) for a in answers] == [(1, True), (2, False), (3, True)]
    assert answers[0]["result"]["deal"] == winnable_daily_deal(datetime.date(2024, 2, 29))
    # the bundle carries the pinned table, and its worker reads it
    pinned = pinned_daily(ROOT / "resources" / "daily", datetime.date(2031, 5, 17), "wasp")
    assert pinned is not None
    assert answers[2]["result"] == {
        "deal": pinned.deal,
        "grade": grade_letter(pinned.grade),  # pinned with the deal
        "pinned": True,
        "error": None,
    }
