"""Where the leaderboard's tokens are kept: in the system keyring where there is one (the
Secret Service, the macOS Keychain, the Windows Credential Locker), else in a file in the
data folder that only the player may read (0600). Never in the settings file.

Each token is kept under its registration's key (a digest of the server and the name), so
the keyring holds one entry per registration and no address or name in clear. A keyring
can block (a D-Bus call, a locked keyring asking for its password): each call is given
:data:`KEYRING_SECONDS`, and is asked only when a token is needed, then remembered.
"""

from __future__ import annotations

import contextlib
import logging
import os
import stat
import threading
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Generic, TypeVar

if TYPE_CHECKING:
    from keyring.backend import KeyringBackend

log = logging.getLogger(__name__)

#: the keyring's service name under which the tokens are kept
SERVICE = "scorpion-qt leaderboard"
#: the file of the tokens when there is no usable keyring (in the data folder)
TOKEN_FILE = "online-tokens.json"
#: the longest wait for one keyring call before the file is used instead
KEYRING_SECONDS = 3.0
#: the largest token file read (a token is a few dozen bytes)
MAX_FILE_BYTES = 64 * 1024
#: what the token file's mode must be: read and written by its owner alone
PRIVATE = 0o600

R = TypeVar("R")


class KeyringUnusable(Exception):
    """The keyring failed, took too long, or there is none: the file is used."""


def usable_keyring() -> KeyringBackend | None:
    """The system's keyring, or None when there is none (keyring's fail backend, or one
    with no priority, as on a Linux machine without a Secret Service)."""
    try:
        import keyring  # only when a token is needed

        backend = keyring.get_keyring()
        priority = float(backend.priority)
    except Exception as error:  # a broken backend plug-in raises anything
        log.warning("no usable keyring: %s", error)
        return None
    if priority <= 0:
        log.info("no usable keyring (%s): the tokens are kept in a private file", backend)
        return None
    return backend


class TokenSafe:
    """Tokens by key: in ``keyring`` (found with :func:`usable_keyring` when not given),
    else in ``folder`` / :data:`TOKEN_FILE`. :meth:`put` says whether the token was kept."""

    def __init__(
        self, folder: Path, keyring: Callable[[], KeyringBackend | None] = usable_keyring
    ) -> None:
        self._file = folder / TOKEN_FILE
        self._find_keyring = keyring
        self._keyring: KeyringBackend | None = None
        self._looked = False
        self._known: dict[str, str] = {}
        #: reads the keyring has not answered in time, by key: one at a time is asked
        self._late: dict[str, _Call[str | None]] = {}

    @property
    def file(self) -> Path:
        return self._file

    def get(self, key: str) -> str:
        """The token kept under ``key``, or "" when there is none."""
        if key in self._known:
            return self._known[key]
        token = ""
        backend = self._backend()
        if backend is not None:
            late = self._late.get(key)
            if late is not None and not late.done.is_set():
                return self._from_file(key)  # still waiting (a password prompt?): not again
            read = self._late.pop(key, None) or _Call(lambda: backend.get_password(SERVICE, key))
            try:
                token = read.result() or ""
            except KeyringUnusable:
                if not read.done.is_set():
                    self._late[key] = read  # its answer is taken the next time
                return self._from_file(key)  # not remembered: the keyring is asked again
        token = token or self._from_file(key)
        self._known[key] = token
        return token

    def put(self, key: str, token: str) -> bool:
        """Keep ``token`` under ``key`` (in the keyring, else the file); False when neither
        could keep it (the reason is logged)."""
        backend = self._backend()
        if backend is not None:
            try:
                self._call(lambda: backend.set_password(SERVICE, key, token))
            except KeyringUnusable:
                pass
            else:
                self._known[key] = token
                on_file = self._read()
                if on_file.pop(key, None) is not None:  # kept there while the keyring failed
                    self._write(on_file)
                return True
        tokens = self._read()
        tokens[key] = token
        if not self._write(tokens):
            return False
        self._known[key] = token
        return True

    def delete(self, key: str) -> None:
        """Forget the token under ``key``, wherever it is."""
        self._known.pop(key, None)
        backend = self._backend()
        if backend is not None:
            try:
                if self._call(lambda: backend.get_password(SERVICE, key)) is not None:
                    self._call(lambda: backend.delete_password(SERVICE, key))
            except KeyringUnusable:
                pass
        tokens = self._read()
        if tokens.pop(key, None) is not None:
            self._write(tokens)

    # -- the keyring ---------------------------------------------------------------------

    def _backend(self) -> KeyringBackend | None:
        """The keyring, looked for once (finding the Secret Service asks D-Bus, which can
        hang too: given KEYRING_SECONDS, then the file is used for this session)."""
        if not self._looked:
            self._looked = True
            try:
                self._keyring = self._call(self._find_keyring)
            except KeyringUnusable:
                self._keyring = None
        return self._keyring

    def _call(self, call: Callable[[], R]) -> R:
        return _Call(call).result()

    # -- the private file ----------------------------------------------------------------

    def _from_file(self, key: str) -> str:
        return self._read().get(key, "")

    def _read(self) -> dict[str, str]:
        """The file's tokens ({} when there is none, or it is not to be trusted); a file
        others may read is made private again."""
        flags = os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0)
        try:
            handle = os.open(self._file, flags)
        except FileNotFoundError:
            return {}
        except OSError as error:
            log.warning("cannot open the token file %s: %s", self._file, error)
            return {}
        try:
            info = os.fstat(handle)
            if not stat.S_ISREG(info.st_mode) or info.st_size > MAX_FILE_BYTES:
                log.warning("the token file %s is no regular file of a sane size", self._file)
                return {}
            if os.name == "posix" and stat.S_IMODE(info.st_mode) & 0o077:
                log.warning("the token file %s could be read by others: made private", self._file)
                os.fchmod(handle, PRIVATE)
            import json  # which only a saved token needs read: not at every start

            with os.fdopen(handle, "rb", closefd=False) as opened:
                found = json.loads(opened.read().decode("utf-8"))
        except (OSError, ValueError) as error:
            log.warning("cannot read the token file %s: %s", self._file, error)
            return {}
        finally:
            os.close(handle)
        if not isinstance(found, dict):
            return {}
        return {str(k): v for k, v in found.items() if isinstance(v, str)}

    def _write(self, tokens: dict[str, str]) -> bool:
        """Replace the file by one holding ``tokens`` (none: no file), made under another
        name with mode 0600 from its creation and renamed once whole."""
        if not tokens:
            try:
                self._file.unlink(missing_ok=True)
            except OSError as error:
                log.warning("cannot delete the token file %s: %s", self._file, error)
                return False
            return True
        partial = self._file.with_name(f".{self._file.name}.{os.getpid()}.partial")
        flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0)
        try:
            partial.unlink(missing_ok=True)
            handle = os.open(partial, flags, PRIVATE)
            import json

            with os.fdopen(handle, "wb") as opened:
                opened.write(json.dumps(tokens).encode("utf-8"))
                opened.flush()
                os.fsync(opened.fileno())
            os.replace(partial, self._file)
        except OSError as error:
            log.warning("cannot write the token file %s: %s", self._file, error)
            with contextlib.suppress(OSError):
                partial.unlink(missing_ok=True)
            return False
        return True


class _Call(Generic[R]):
    """A keyring call on a thread of its own: a daemon thread, so a keyring that never
    answers cannot keep the app from quitting."""

    def __init__(self, call: Callable[[], R]) -> None:
        self._call = call
        self._outcome: list[tuple[bool, object]] = []
        self.done = threading.Event()
        threading.Thread(target=self._run, name="keyring", daemon=True).start()

    def _run(self) -> None:
        try:
            self._outcome.append((True, self._call()))
        except Exception as error:  # the keyring's errors, or a D-Bus one
            self._outcome.append((False, error))
        finally:
            self.done.set()

    def result(self) -> R:
        """What the call returned, waiting KEYRING_SECONDS at most; KeyringUnusable when
        it raised or is not done by then."""
        if not self.done.wait(KEYRING_SECONDS):
            log.warning("the keyring did not answer within %s s", KEYRING_SECONDS)
            raise KeyringUnusable("no answer")
        worked, value = self._outcome[0]
        if not worked:
            log.warning("the keyring failed: %s", value)
            raise KeyringUnusable(str(value))
        return value  # type: ignore[return-value]  # what the call returned
