"""Where the data folder is: --data-dir over $SCORPION_QT_DATA_DIR over the user folder."""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs
import pytest

from scorpion_qt.store.paths import ENV_VAR, database_path, resolve_data_dir
from scorpion_qt.store.service import Store


def test_explicit_folder_wins(tmp_path: Path) -> None:
    env = {ENV_VAR: str(tmp_path / "env")}
    assert resolve_data_dir(tmp_path / "cli", env) == tmp_path / "cli"


def test_environment_variable_overrides_the_user_folder(tmp_path: Path) -> None:
    assert resolve_data_dir(None, {ENV_VAR: str(tmp_path / "env")}) == tmp_path / "env"


@pytest.mark.parametrize("xdg", [None, "/srv/xdg-data", "relative/ignored", "  "])
def test_user_data_folder_by_default_is_platformdirs_choice(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, xdg: str | None
) -> None:
    # the Linux rule is worked out without importing platformdirs: it must agree with it
    monkeypatch.setenv("HOME", str(tmp_path))
    if xdg is None:
        monkeypatch.delenv("XDG_DATA_HOME", raising=False)
    else:
        monkeypatch.setenv("XDG_DATA_HOME", xdg)
    expected = Path(platformdirs.user_data_dir("scorpion-qt", appauthor=False))
    env = dict(os.environ)
    assert resolve_data_dir(None, env) == expected
    assert resolve_data_dir(None, {**env, ENV_VAR: "  "}) == expected


def test_home_is_expanded(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("HOME", str(tmp_path))
    assert resolve_data_dir("~/games", {}) == tmp_path / "games"


def test_store_open_uses_the_environment(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(ENV_VAR, str(tmp_path / "from-env"))
    with Store.open() as store:
        assert store.data_dir == tmp_path / "from-env"
        assert store.path == database_path(tmp_path / "from-env")
        assert store.path.is_file()
