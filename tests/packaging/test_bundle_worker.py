"""The bundle's solver worker: the frozen executable answers JSON jobs with --solver-worker."""

from __future__ import annotations

import datetime
import json
import subprocess
from pathlib import Path

import pytest

from scorpion_qt.solver.daily import winnable_daily_deal
from tests.packaging.conftest import app_env

pytestmark = pytest.mark.packaging


def test_bundle_runs_the_solver_worker(bundle: Path, outside: Path) -> None:
    requests = [
        {"id": 1, "job": "daily", "args": ["2024-02-29"]},
        {"id": 2, "job": "fly", "args": []},
    ]
    result = subprocess.run(
        [str(bundle / "scorpion-qt"), "--solver-worker"],
        input="".join(json.dumps(r) + "\n" for r in requests),
        cwd=outside,
        env=app_env(),
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    answers = [json.loads(line) for line in result.stdout.splitlines()]
    assert [(a["id"], a["ok"]) for a in answers] == [(1, True), (2, False)]
    assert answers[0]["result"]["deal"] == winnable_daily_deal(datetime.date(2024, 2, 29))
