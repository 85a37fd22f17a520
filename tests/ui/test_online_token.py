"""The leaderboard token is in the system keyring where there is one, else in a file only
the player may read (0600); never in settings.ini. A token an earlier version left there
moves out, and is never lost on the way."""

from __future__ import annotations

import os
import stat
import threading
from collections.abc import Iterator
from pathlib import Path

import keyring
import pytest
from keyring.backend import KeyringBackend
from keyring.backends import fail
from keyring.errors import KeyringError, PasswordDeleteError

from scorpion_qt.ui.services import token_safe
from scorpion_qt.ui.services.settings import Settings
from scorpion_qt.ui.services.token_safe import SERVICE, TOKEN_FILE
from scorpion_qt.ui.startup import SETTINGS_FILE

SERVER = "https://scores.example.org"
TOKEN = "tok-7f3a9c1e5b2d4f6a8c0e1b3d5f7a9c1e"
OTHER = "tok-0b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e"


class MemoryKeyring(KeyringBackend):
    """A keyring of this process's memory: a real keyring backend, set with keyring's own
    set_keyring, as a system one would be found."""

    priority = 1

    def __init__(self) -> None:
        super().__init__()  # type: ignore[no-untyped-call]
        self.entries: dict[tuple[str, str], str] = {}
        self.failing = False
        self.hold = threading.Event()
        self.holding = False
        self.reads = 0

    def get_password(self, service: str, username: str) -> str | None:
        self.reads += 1
        if self.holding:
            self.hold.wait()  # a locked keyring waiting for its password
        return self.entries.get((service, username))

    def set_password(self, service: str, username: str, password: str) -> None:
        if self.failing:
            raise KeyringError("the keyring is locked")
        self.entries[(service, username)] = password

    def delete_password(self, service: str, username: str) -> None:
        if self.entries.pop((service, username), None) is None:
            raise PasswordDeleteError(username)


@pytest.fixture
def system_keyring() -> Iterator[MemoryKeyring]:
    backend = MemoryKeyring()
    keyring.set_keyring(backend)
    yield backend
    backend.hold.set()
    keyring.set_keyring(fail.Keyring())  # type: ignore[no-untyped-call]


@pytest.fixture
def no_keyring() -> Iterator[None]:
    """What a Linux machine without a Secret Service has (CI, a bare window manager)."""
    keyring.set_keyring(fail.Keyring())  # type: ignore[no-untyped-call]
    yield


def files_holding(folder: Path, text: str) -> list[str]:
    """Every file under ``folder`` whose bytes hold ``text``."""
    return sorted(
        str(path.relative_to(folder))
        for path in folder.rglob("*")
        if path.is_file() and text.encode() in path.read_bytes()
    )


def register(data_dir: Path, name: str = "Ayşe", token: str = TOKEN) -> Settings:
    settings = Settings(data_dir / SETTINGS_FILE)
    settings.remember_online(SERVER, name)
    settings.remember_registration(token, 7)
    return settings


def test_without_a_keyring_the_token_is_in_a_file_only_the_player_may_read(
    tmp_path: Path, no_keyring: None
) -> None:
    data_dir = tmp_path / "data"
    data_dir.mkdir()
    register(data_dir)
    token_file = data_dir / TOKEN_FILE
    assert stat.S_IMODE(os.stat(token_file).st_mode) == 0o600
    assert files_holding(data_dir, TOKEN) == [TOKEN_FILE]
    assert "online" in (data_dir / SETTINGS_FILE).read_text()  # the server and name are
    again = Settings(data_dir / SETTINGS_FILE)  # and after a restart
    assert (again.online_token, again.online_player) == (TOKEN, 7)
    again.forget_online_token()
    assert not token_file.exists()
    assert Settings(data_dir / SETTINGS_FILE).online_token == ""


def test_a_token_file_others_could_read_is_made_private_again(
    tmp_path: Path, no_keyring: None
) -> None:
    data_dir = tmp_path / "data"
    data_dir.mkdir()
    register(data_dir)
    token_file = data_dir / TOKEN_FILE
    token_file.chmod(0o644)  # say, copied with a tool that does not keep modes
    assert Settings(data_dir / SETTINGS_FILE).online_token == TOKEN
    assert stat.S_IMODE(os.stat(token_file).st_mode) == 0o600


def test_with_a_keyring_the_token_is_there_and_in_no_file(
    tmp_path: Path, system_keyring: MemoryKeyring
) -> None:
    data_dir = tmp_path / "data"
    data_dir.mkdir()
    settings = register(data_dir)
    assert list(system_keyring.entries.values()) == [TOKEN]
    assert [service for service, _ in system_keyring.entries] == [SERVICE]
    assert files_holding(data_dir, TOKEN) == []
    settings.remember_online(SERVER, "Ayla")  # another name: another registration
    settings.remember_registration(OTHER, 8)
    assert sorted(system_keyring.entries.values()) == sorted([TOKEN, OTHER])
    again = Settings(data_dir / SETTINGS_FILE)
    assert (again.online_token, again.online_player) == (OTHER, 8)
    again.remember_online(SERVER, "Ayşe")
    assert (again.online_token, again.online_player) == (TOKEN, 7)
    assert files_holding(data_dir, TOKEN) == files_holding(data_dir, OTHER) == []


def test_a_keyring_that_fails_leaves_the_token_in_the_private_file(
    tmp_path: Path, system_keyring: MemoryKeyring
) -> None:
    data_dir = tmp_path / "data"
    data_dir.mkdir()
    system_keyring.failing = True
    register(data_dir)
    assert system_keyring.entries == {}
    assert files_holding(data_dir, TOKEN) == [TOKEN_FILE]
    assert stat.S_IMODE(os.stat(data_dir / TOKEN_FILE).st_mode) == 0o600
    system_keyring.failing = False  # unlocked: the next registration's goes there
    settings = Settings(data_dir / SETTINGS_FILE)
    assert settings.online_token == TOKEN
    settings.remember_registration(TOKEN, 7)
    assert list(system_keyring.entries.values()) == [TOKEN]
    assert files_holding(data_dir, TOKEN) == []


def test_a_keyring_that_does_not_answer_holds_nothing_up_for_long(
    tmp_path: Path, system_keyring: MemoryKeyring, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(token_safe, "KEYRING_SECONDS", 0.2)
    data_dir = tmp_path / "data"
    data_dir.mkdir()
    register(data_dir)
    system_keyring.holding = True
    reads = system_keyring.reads
    settings = Settings(data_dir / SETTINGS_FILE)
    assert settings.online_token == ""  # not yet (a prompt for the keyring's password?)
    assert settings.online_token == ""  # at once, while that read is still waiting
    assert system_keyring.reads == reads + 1  # one prompt, not one a read
    system_keyring.holding = False
    system_keyring.hold.set()  # answered: its answer is taken
    for thread in threading.enumerate():
        if thread.name == "keyring":
            thread.join(timeout=10)
    assert settings.online_token == TOKEN
    assert system_keyring.reads == reads + 1


def earlier_settings(data_dir: Path, kept_key: str) -> None:
    """settings.ini as an earlier version wrote it: the token in use, and one put aside."""
    data_dir.mkdir()
    (data_dir / SETTINGS_FILE).write_text(
        "[online]\n"
        f"server={SERVER}\n"
        "name=Ayla\n"
        f"token={OTHER}\n"
        "player=8\n"
        "\n[online_kept]\n"
        f"{kept_key}=7 {TOKEN}\n",
        encoding="utf-8",
    )


def kept_key_of_ayse(tmp_path: Path) -> str:
    """The key under which the registration of Ayşe is put aside (as earlier versions did)."""
    probe = Settings(tmp_path / "probe" / SETTINGS_FILE)
    probe.remember_online(SERVER, "Ayşe")
    return probe._registration().partition("/")[2]


@pytest.mark.parametrize("where", ["keyring", "file"])
def test_tokens_an_earlier_version_left_in_settings_ini_move_out(
    tmp_path: Path, where: str, request: pytest.FixtureRequest
) -> None:
    backend = request.getfixturevalue("system_keyring" if where == "keyring" else "no_keyring")
    data_dir = tmp_path / "data"
    earlier_settings(data_dir, kept_key_of_ayse(tmp_path))
    settings = Settings(data_dir / SETTINGS_FILE)
    ini = (data_dir / SETTINGS_FILE).read_text(encoding="utf-8")
    assert TOKEN not in ini and OTHER not in ini
    assert (settings.online_token, settings.online_player) == (OTHER, 8)
    settings.remember_online(SERVER, "Ayşe")
    assert (settings.online_token, settings.online_player) == (TOKEN, 7)
    if where == "keyring":
        assert isinstance(backend, MemoryKeyring)
        assert sorted(backend.entries.values()) == sorted([TOKEN, OTHER])
        assert files_holding(data_dir, TOKEN) == files_holding(data_dir, OTHER) == []
    else:
        assert files_holding(data_dir, TOKEN) == files_holding(data_dir, OTHER) == [TOKEN_FILE]
        assert stat.S_IMODE(os.stat(data_dir / TOKEN_FILE).st_mode) == 0o600


def test_a_token_that_cannot_be_kept_elsewhere_stays_where_it_was(
    tmp_path: Path, no_keyring: None, caplog: pytest.LogCaptureFixture
) -> None:
    data_dir = tmp_path / "data"
    earlier_settings(data_dir, kept_key_of_ayse(tmp_path))
    (data_dir / TOKEN_FILE).mkdir()  # no file can be written there
    settings = Settings(data_dir / SETTINGS_FILE)
    ini = (data_dir / SETTINGS_FILE).read_text(encoding="utf-8")
    assert TOKEN in ini and OTHER in ini  # not lost
    assert "cannot write the token file" in caplog.text
    assert (settings.online_token, settings.online_player) == (OTHER, 8)
    settings.remember_online(SERVER, "Ayşe")
    assert (settings.online_token, settings.online_player) == (TOKEN, 7)
    settings.remember_online(SERVER, "Ayla")
    assert (settings.online_token, settings.online_player) == (OTHER, 8)
    (data_dir / TOKEN_FILE).rmdir()  # the cause goes away: the next start moves them out
    again = Settings(data_dir / SETTINGS_FILE)
    ini = (data_dir / SETTINGS_FILE).read_text(encoding="utf-8")
    assert TOKEN not in ini and OTHER not in ini
    assert again.online_token == OTHER
    again.remember_online(SERVER, "Ayşe")
    assert again.online_token == TOKEN


def test_a_keyring_that_hangs_when_looked_for_leaves_the_token_in_the_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Finding the Secret Service asks D-Bus, which can hang: the file is used instead."""
    monkeypatch.setattr(token_safe, "KEYRING_SECONDS", 0.2)
    hung = threading.Event()

    def find() -> KeyringBackend | None:
        hung.wait()
        return MemoryKeyring()

    safe = token_safe.TokenSafe(tmp_path, keyring=find)
    try:
        assert safe.put("online_kept/abc", TOKEN)
        assert safe.get("online_kept/abc") == TOKEN
        assert files_holding(tmp_path, TOKEN) == [TOKEN_FILE]
    finally:
        hung.set()
