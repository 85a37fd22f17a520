"""Exporting the history onto what is already at the target: a link is followed, a pipe
or a folder is left alone, a file keeps its permissions; errors name the target."""

from __future__ import annotations

import csv
import os
import stat
from pathlib import Path

import pytest

from scorpion_qt.store.export import ExportError
from scorpion_qt.store.service import Store
from tests.store.conftest import Row, seed

GAMES = [Row("won", score=500), Row("lost", score=100)]


@pytest.fixture
def stored(store: Store) -> Store:
    seed(store.path, GAMES)
    return store


def exported_ids(path: Path) -> list[str]:
    with path.open(encoding="utf-8", newline="") as handle:
        return [line["score"] for line in csv.DictReader(handle)]


def leftovers(folder: Path) -> list[str]:
    return sorted(name for name in os.listdir(folder) if name.endswith(".part"))


def test_a_symlink_target_is_written_through_and_stays_a_link(
    stored: Store, tmp_path: Path
) -> None:
    real = tmp_path / "kept" / "history.csv"
    real.parent.mkdir()
    real.write_text("old content\n")
    link = tmp_path / "history.csv"
    link.symlink_to(real)
    assert stored.export_csv(link) == 2
    assert link.is_symlink() and link.resolve() == real
    assert exported_ids(real) == ["500", "100"]
    assert leftovers(tmp_path) == leftovers(real.parent) == []


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs named pipes")
def test_a_named_pipe_is_refused_and_left_alone(stored: Store, tmp_path: Path) -> None:
    pipe = tmp_path / "history.csv"
    os.mkfifo(pipe)
    with pytest.raises(ExportError) as raised:
        stored.export_csv(pipe)
    assert str(pipe) in str(raised.value) and "not a plain file" in str(raised.value)
    assert stat.S_ISFIFO(os.lstat(pipe).st_mode)
    assert leftovers(tmp_path) == []


def test_a_folder_is_refused(stored: Store, tmp_path: Path) -> None:
    folder = tmp_path / "history.csv"
    folder.mkdir()
    with pytest.raises(ExportError, match="it is a folder"):
        stored.export_csv(folder)
    assert folder.is_dir() and list(folder.iterdir()) == []


def test_an_error_names_the_target_not_the_data_folder(stored: Store, tmp_path: Path) -> None:
    target = tmp_path / "no-such-folder" / "history.csv"
    with pytest.raises(ExportError) as raised:
        stored.export_csv(target)
    message = str(raised.value)
    assert message == f"cannot export to {target}: its folder does not exist"
    assert "data folder" not in message


def test_an_existing_file_keeps_its_permissions(stored: Store, tmp_path: Path) -> None:
    target = tmp_path / "history.csv"
    target.write_text("old\n")
    target.chmod(0o600)
    stored.export_csv(target)
    assert stat.S_IMODE(target.stat().st_mode) == 0o600
    assert exported_ids(target) == ["500", "100"]


def test_a_file_named_like_the_old_temporary_file_is_not_touched(
    stored: Store, tmp_path: Path
) -> None:
    bystander = tmp_path / "history.csv.part"
    bystander.write_text("somebody's notes\n")
    stored.export_csv(tmp_path / "history.csv")
    assert bystander.read_text() == "somebody's notes\n"
