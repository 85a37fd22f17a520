"""A throwaway PostgreSQL cluster for the server's tests: Debian's initdb and pg_ctl, run as
an unprivileged user, in a temporary folder, on a free loopback port."""

from __future__ import annotations

import glob
import os
import pwd
import shutil
import socket
import subprocess
import tempfile
from dataclasses import dataclass
from pathlib import Path

import psycopg

#: the user whose cluster it is (``initdb -U``)
SUPERUSER = "scorpion"
MISSING = (
    "PostgreSQL's server binaries are missing (no /usr/lib/postgresql/*/bin/initdb): the "
    "leaderboard server's tests need them. Install Debian's package: "
    "`apt-get install postgresql` (bash packaging/bootstrap.sh test does)."
)


def binaries() -> Path:
    """The newest ``/usr/lib/postgresql/N/bin``; raises ``FileNotFoundError`` (MISSING)."""
    found = sorted(
        glob.glob("/usr/lib/postgresql/*/bin/initdb"),
        key=lambda p: int(Path(p).parent.parent.name),
    )
    if not found:
        raise FileNotFoundError(MISSING)
    return Path(found[-1]).parent


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


def _unprivileged_user() -> str | None:
    """None when not root (the cluster runs as we do); else ``postgres`` (the Debian
    package's user), made if it is missing."""
    if os.geteuid() != 0:
        return None
    try:
        pwd.getpwnam("postgres")
    except KeyError:
        subprocess.run(
            ["useradd", "--system", "--no-create-home", "--shell", "/bin/false", "postgres"],
            check=True,
        )
    return "postgres"


@dataclass
class Cluster:
    """A running cluster; :meth:`stop` ends it and removes its folder."""

    folder: Path
    bin: Path
    port: int
    user: str | None

    @classmethod
    def start(cls) -> Cluster:
        bin_dir = binaries()
        user = _unprivileged_user()
        folder = Path(tempfile.mkdtemp(prefix="scorpion-pg-"))
        if user is not None:
            shutil.chown(folder, user)
        cluster = cls(folder, bin_dir, free_port(), user)
        cluster._run(
            "initdb",
            "-D",
            str(folder / "data"),
            "--auth=trust",
            "-U",
            SUPERUSER,
            "-E",
            "UTF8",
            "--no-sync",
        )
        options = (
            f"-c listen_addresses=127.0.0.1 -c port={cluster.port} "
            f"-c unix_socket_directories={folder} -c fsync=off -c synchronous_commit=off "
            "-c full_page_writes=off -c max_connections=200"
        )
        cluster._run(
            "pg_ctl",
            "-D",
            str(folder / "data"),
            "-o",
            options,
            "-l",
            str(folder / "log"),
            "-w",
            "start",
        )
        return cluster

    def _run(self, program: str, *args: str) -> None:
        command = [str(self.bin / program), *args]
        if self.user is not None:
            command = ["runuser", "-u", self.user, "--", *command]
        done = subprocess.run(command, capture_output=True, text=True, check=False)
        if done.returncode:
            raise RuntimeError(f"{program} failed ({done.returncode}): {done.stderr}{done.stdout}")

    def url(self, database: str = "postgres") -> str:
        return f"postgresql+psycopg://{SUPERUSER}@127.0.0.1:{self.port}/{database}"

    def execute(self, statement: str) -> None:
        """Run one statement outside a transaction (CREATE/DROP DATABASE)."""
        dsn = f"host=127.0.0.1 port={self.port} user={SUPERUSER} dbname=postgres"
        with psycopg.connect(dsn, autocommit=True) as connection:
            connection.execute(statement.encode())

    def create_database(self, name: str) -> str:
        self.execute(f'CREATE DATABASE "{name}"')
        return self.url(name)

    def stop(self) -> None:
        try:
            self._run("pg_ctl", "-D", str(self.folder / "data"), "-m", "fast", "-w", "stop")
        finally:
            shutil.rmtree(self.folder, ignore_errors=True)
