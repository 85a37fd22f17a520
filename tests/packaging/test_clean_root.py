"""The .deb and the bundle on a bare Debian 12: install, play, remove; or say what is missing.

Each test unpacks a fresh copy of a minimal Debian 12 root (``debootstrap --variant=minbase``,
cached for the ISO week, per mirror, in ~/.cache/scorpion-qt-tests or SCORPION_QT_TEST_CACHE)
into a temporary folder and works in it through ``chroot``, as root, with /proc, /dev/pts and
/dev/shm mounted for the time of the test (and always unmounted). The packages apt downloads
are cached as well, so a warm run fetches nothing. The mirror is the one this machine's apt
uses for Debian 12 (SCORPION_QT_TEST_MIRROR overrides it).

* The .deb: apt installs it with its dependencies; ``scorpion-qt`` (from PATH) answers
  ``--version`` and passes ``--smoke`` as an ordinary user with a home of their own; removing
  and purging it leaves every folder and every file as they were before it came, but for the
  files of apt's and dpkg's own bookkeeping (``APT_BOOKKEEPING``).
* The bundle, unpacked into a user's home on a root without those dependencies: it ends with
  status 1 and one line naming the missing system libraries and their packages, and after
  installing just the packages named, it passes ``--smoke``.
"""

from __future__ import annotations

import datetime
import fnmatch
import hashlib
import os
import re
import shutil
import subprocess
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import NamedTuple

import pytest

from scorpion_qt import __version__
from scorpion_qt.missing_libraries import ADVICE, OPTIONAL_LIBRARIES, PREFIX
from tests.packaging.conftest import load_packaging_module, require

pytestmark = pytest.mark.packaging

SUITE = "bookworm"
DEFAULT_MIRROR = "http://deb.debian.org/debian"
KEYRING = Path("/usr/share/keyrings/debian-archive-keyring.gpg")
# not under XDG_CACHE_HOME: tests/conftest.py points that at a folder of the run's own
CACHE = Path(os.environ.get("SCORPION_QT_TEST_CACHE") or Path.home() / ".cache/scorpion-qt-tests")
USER = "player"
HOME = f"/home/{USER}"
ROOT_PATH = "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin"
#: mounted inside the root while a test runs, and left out of its snapshots
MOUNTS = (
    ("proc", "proc", "nosuid,nodev,noexec"),
    ("devpts", "dev/pts", "newinstance,ptmxmode=0666,mode=0620,gid=5"),
    ("tmpfs", "dev/shm", "nosuid,nodev,mode=1777"),
)
APT_OPTIONS = ("-q", "-y", "-o", "Dpkg::Options::=--force-unsafe-io")

#: Files that installing and removing a package changes outside the package, as apt and
#: dpkg do for any package: anything else that changes is the package's doing.
APT_BOOKKEEPING = (
    "/var/lib/dpkg/status",  # dpkg's database of installed packages, and its backup
    "/var/lib/dpkg/status-old",
    "/var/lib/dpkg/updates/*",  # dpkg's journal between two writes of its database
    "/var/lib/dpkg/triggers/Unincorp",  # dpkg's record of pending triggers
    "/var/lib/dpkg/lock",  # dpkg's and apt's locks, touched each time they are taken
    "/var/lib/dpkg/lock-frontend",
    "/var/lib/dpkg/triggers/Lock",
    "/var/lib/apt/extended_states",  # apt's record of which packages came automatically
    "/var/cache/apt/pkgcache.bin",  # apt's caches of the package lists, rebuilt when a
    "/var/cache/apt/srcpkgcache.bin",  # .deb is named on its command line
    "/var/log/dpkg.log",  # the logs of dpkg and apt
    "/var/log/apt/history.log",
    "/var/log/apt/term.log",
    "/var/log/apt/eipp.log.xz",
    f"{HOME}/*",  # the player's own files (games, settings, caches): no package touches them
)


# -- the root: cache, fresh copy, mounts, commands -----------------------------------------


def debian_mirror() -> str:
    """The Debian archive this machine's apt uses for Debian 12 (not the security one)."""
    if mirror := os.environ.get("SCORPION_QT_TEST_MIRROR"):
        return mirror.rstrip("/")
    sources = Path("/etc/apt")
    for path in [sources / "sources.list", *sorted((sources / "sources.list.d").glob("*"))]:
        if not path.is_file():
            continue
        text = path.read_text(encoding="utf-8", errors="replace")
        if path.suffix == ".sources":
            entries = [_deb822(stanza) for stanza in re.split(r"\n\s*\n", text)]
        elif path.suffix == ".list" or path.name == "sources.list":
            entries = [_one_line(line) for line in text.splitlines()]
        else:
            continue
        for types, uris, suites in filter(None, entries):
            if "deb" in types and SUITE in suites:
                return uris[0].rstrip("/")
    return DEFAULT_MIRROR


def _deb822(stanza: str) -> tuple[list[str], list[str], list[str]] | None:
    lines = [line for line in stanza.splitlines() if not line.lstrip().startswith("#")]
    pairs = [line.split(":", 1) for line in lines if ":" in line and line[:1].strip()]
    fields = {key.strip().lower(): value.split() for key, value in pairs}
    if fields.get("enabled") == ["no"] or not fields.get("uris"):
        return None
    return fields.get("types", []), fields["uris"], fields.get("suites", [])


def _one_line(line: str) -> tuple[list[str], list[str], list[str]] | None:
    words = re.sub(r"\[[^]]*\]", "", line.split("#", 1)[0]).split()
    if len(words) < 3:
        return None
    return [words[0]], [words[1]], [words[2]]


def cache_key(mirror: str) -> str:
    year, week, _day = datetime.date.today().isocalendar()
    return f"{SUITE}-minbase-{hashlib.sha256(mirror.encode()).hexdigest()[:12]}-{year}-W{week:02}"


def require_root_tools() -> None:
    require(shutil.which("debootstrap") is not None, "debootstrap")
    require(KEYRING.is_file(), f"Debian's archive key ({KEYRING}, debian-archive-keyring)")
    require(os.geteuid() == 0, "root (for debootstrap, chroot and mount)")


@pytest.fixture(scope="session")
def mirror() -> str:
    return debian_mirror()


@pytest.fixture(scope="session")
def minbase_tar(mirror: str) -> Path:
    """The cached tarball of a minimal Debian 12 root with its package lists; built when
    this week's is missing (older ones are deleted)."""
    require_root_tools()
    key = cache_key(mirror)
    tar = CACHE / f"{key}.tar"
    if tar.exists():
        return tar
    CACHE.mkdir(parents=True, exist_ok=True)
    for old in [*CACHE.glob(f"{SUITE}-minbase-*.tar"), *CACHE.glob(f"{SUITE}-minbase-*.partial")]:
        old.unlink()
    with tempfile.TemporaryDirectory(dir=CACHE, prefix="debootstrap-") as scratch:
        root = Path(scratch) / "root"
        made = subprocess.run(
            ["debootstrap", "--variant=minbase", f"--keyring={KEYRING}", SUITE, root, mirror],
            capture_output=True,
            text=True,
            timeout=900,
            check=False,
        )
        assert made.returncode == 0, f"debootstrap from {mirror}:\n{made.stdout[-3000:]}"
        (root / "etc" / "apt" / "sources.list").write_text(f"deb {mirror} {SUITE} main\n")
        policy = root / "usr" / "sbin" / "policy-rc.d"  # no service starts in the root
        policy.write_text("#!/bin/sh\nexit 101\n")
        policy.chmod(0o755)
        with mounted(root):
            apt(root, "update")
        partial = tar.with_suffix(".partial")
        subprocess.run(["tar", "-cf", partial, "--numeric-owner", "-C", root, "."], check=True)
        partial.rename(tar)
    return tar


@pytest.fixture(scope="session")
def archives(mirror: str) -> Path:
    """The cached .deb files apt downloaded this week (hard-linked into each root)."""
    folder = CACHE / f"{cache_key(mirror)}-archives"
    for old in CACHE.glob(f"{SUITE}-minbase-*-archives"):
        if old != folder:
            shutil.rmtree(old)
    folder.mkdir(parents=True, exist_ok=True)
    return folder


@pytest.fixture
def fresh_root(minbase_tar: Path, tmp_path: Path) -> Iterator[Path]:
    """A copy of the cached root, deleted after the test (unless something is still
    mounted in it: then it stays, and the test has failed)."""
    root = tmp_path / "root"
    root.mkdir()
    subprocess.run(["tar", "-xpf", minbase_tar, "--numeric-owner", "-C", root], check=True)
    yield root
    if not mounts_under(root):
        shutil.rmtree(root)


def mounts_under(root: Path) -> list[str]:
    """Mount points inside ``root`` (from /proc/self/mountinfo)."""
    inside = str(root.resolve())
    points = []
    for line in Path("/proc/self/mountinfo").read_text().splitlines():
        point = re.sub(r"\\([0-7]{3})", lambda m: chr(int(m[1], 8)), line.split()[4])
        if point == inside or point.startswith(inside + "/"):
            points.append(point)
    return points


@contextmanager
def mounted(root: Path) -> Iterator[None]:
    """/proc, /dev/pts and /dev/shm mounted in ``root`` while the block runs; unmounted
    after it however it ends, and checked gone when it ends normally."""
    done: list[Path] = []
    try:
        for kind, target, options in MOUNTS:
            point = root / target
            point.mkdir(parents=True, exist_ok=True)
            subprocess.run(["mount", "-t", kind, "-o", options, kind, point], check=True)
            done.append(point)
        yield
    finally:
        for point in reversed(done):
            if subprocess.run(["umount", point], check=False).returncode != 0:
                subprocess.run(["umount", "--lazy", point], check=False)
    left = mounts_under(root)
    assert not left, f"still mounted: {left}"


def in_root(
    root: Path, *command: str, user: int | None = None, timeout: float = 600, **env: str
) -> subprocess.CompletedProcess[str]:
    """Run ``command`` in ``root`` as root (or as the user with id ``user``), in a clean
    environment of PATH, HOME and ``env``; the result, whatever its status."""
    if user is None:
        prefix = ["chroot", str(root)]
        env = {"HOME": "/root", "PATH": ROOT_PATH, **env}
    else:
        prefix = ["chroot", f"--userspec={user}:{user}", f"--groups={user}", str(root)]
        env = {"HOME": HOME, "USER": USER, "LOGNAME": USER, "PATH": "/usr/bin:/bin", **env}
    return subprocess.run(
        [*prefix, "/usr/bin/env", "-i", *(f"{k}={v}" for k, v in env.items()), *command],
        env={"PATH": ROOT_PATH, "LC_ALL": "C"},
        capture_output=True,
        text=True,
        timeout=timeout,
        check=False,
    )


def apt(root: Path, *args: str) -> str:
    """``apt-get ARGS`` in ``root``; its output (it must succeed)."""
    result = in_root(root, "apt-get", *APT_OPTIONS, *args, DEBIAN_FRONTEND="noninteractive")
    assert result.returncode == 0, result.stdout + result.stderr
    return result.stdout


@contextmanager
def cached_archives(root: Path, cache: Path) -> Iterator[None]:
    """The cached .deb files in the root's apt archive while the block runs, and the ones
    apt downloaded meanwhile added to the cache afterwards."""
    folder = root / "var" / "cache" / "apt" / "archives"
    for deb in cache.glob("*.deb"):
        _link(deb, folder / deb.name)
    try:
        yield
    finally:
        for deb in folder.glob("*.deb"):
            if not (cache / deb.name).exists():
                _link(deb, cache / deb.name)


def _link(source: Path, target: Path) -> None:
    try:
        os.link(source, target)
    except OSError:
        shutil.copyfile(source, target)


def add_user(root: Path) -> int:
    """An ordinary user with a home of their own; their id."""
    result = in_root(root, "useradd", "--create-home", "--shell", "/bin/sh", USER)
    assert result.returncode == 0, result.stderr
    result = in_root(root, "id", "-u", USER)
    return int(result.stdout)


def installed_packages(root: Path) -> set[str]:
    result = in_root(root, "dpkg-query", "-W", "-f", "${Package} ${db:Status-Status}\n")
    return {line.split()[0] for line in result.stdout.splitlines() if line.endswith("installed")}


def system_sonames(root: Path) -> set[str]:
    """The libraries the root's dynamic loader knows (``ldconfig -p``)."""
    result = in_root(root, "ldconfig", "-p")
    assert result.returncode == 0, result.stderr
    return {line.split()[0] for line in result.stdout.splitlines()[1:] if line.strip()}


# -- snapshots of the root ------------------------------------------------------------------


class Entry(NamedTuple):
    kind: str  # "d" folder, "l" symlink (with its target), "f" anything else
    mode: int
    owner: tuple[int, int]
    content: str  # folders: ""; files: size and modification time; symlinks: the target


def snapshot(root: Path) -> dict[str, Entry]:
    """Every path in ``root`` (as "/usr/bin/...") but the mounted ones, with what it is."""
    skip = {str(root / target) for _kind, target, _options in MOUNTS} | {str(root / "sys")}
    entries: dict[str, Entry] = {}
    for folder, dirs, files in os.walk(root):
        dirs[:] = [d for d in dirs if os.path.join(folder, d) not in skip]
        for name in [*dirs, *files]:
            path = os.path.join(folder, name)
            info = os.lstat(path)
            owner = (info.st_uid, info.st_gid)
            if os.path.islink(path):
                entry = Entry("l", 0, owner, os.readlink(path))
            elif name in dirs:
                entry = Entry("d", info.st_mode, owner, "")
            else:
                entry = Entry("f", info.st_mode, owner, f"{info.st_size} {info.st_mtime_ns}")
            entries["/" + os.path.relpath(path, root)] = entry
    return entries


def bookkeeping(path: str) -> bool:
    return any(fnmatch.fnmatchcase(path, pattern) for pattern in APT_BOOKKEEPING)


def changes(before: dict[str, Entry], after: dict[str, Entry]) -> list[str]:
    """What differs between two snapshots, bookkeeping aside: "gone /x", "new /y" and
    "changed /z" (a folder's entries changing is no change of the folder)."""
    found = []
    for path in sorted(before.keys() | after.keys()):
        if bookkeeping(path) or before.get(path) == after.get(path):
            continue
        if path not in after:
            found.append(f"gone {path}")
        elif path not in before:
            found.append(f"new {path}")
        else:
            found.append(f"changed {path}: {before[path]} -> {after[path]}")
    return found


def size_of(entries: dict[str, Entry]) -> int:
    return sum(int(e.content.split()[0]) for e in entries.values() if e.kind == "f")


# -- the tests ------------------------------------------------------------------------------


def _field(deb: Path, name: str) -> str:
    return subprocess.run(
        ["dpkg-deb", "-f", deb, name], check=True, capture_output=True, text=True
    ).stdout.strip()


def package_paths(deb: Path) -> set[str]:
    """Every path of the .deb (``dpkg-deb -c``) as "/usr/bin/...", the root itself left out."""
    out = subprocess.run(["dpkg-deb", "-c", deb], check=True, capture_output=True, text=True).stdout
    paths = {"/" + line.split(" ./", 1)[1].split(" -> ")[0].strip("/") for line in out.splitlines()}
    return paths - {"/"}


def _smoke_ok(result: subprocess.CompletedProcess[str], root: Path, data: str) -> None:
    """As conftest.assert_smoke_ok, for a data folder named inside ``root``."""
    assert result.returncode == 0, result.stdout + result.stderr
    (line,) = result.stdout.splitlines()  # one line on success
    assert line.startswith("smoke: ok (") and ", before the store loaded;" in line
    assert f"data in {data};" in line
    assert (root / data.lstrip("/") / "scorpion.db").stat().st_size > 0


def test_deb_installs_plays_and_leaves_no_trace(
    deb: Path, fresh_root: Path, archives: Path
) -> None:
    """apt installs the .deb and its dependencies on a bare Debian 12; the player runs it
    from PATH; removing and purging it restores every folder and file as they were.

    The dependencies are installed first, on their own (``apt-get satisfy`` of the .deb's
    Depends, the very packages ``apt-get install ./the.deb`` would pull in: checked), so
    that the root before the .deb and after its removal can be compared file by file."""
    started = time.monotonic()
    root = fresh_root
    with mounted(root), cached_archives(root, archives):
        user = add_user(root)
        (root / "tmp" / deb.name).write_bytes(deb.read_bytes())
        (root / "tmp" / deb.name).chmod(0o644)  # apt reads it as its own _apt user
        local = f"/tmp/{deb.name}"
        apt(root, "update")
        simulated = apt(root, "install", "--simulate", local)
        pulled = set(re.findall(r"^Inst (\S+)", simulated, re.MULTILINE)) - {"scorpion-qt"}
        bare = snapshot(root)
        bare_packages = installed_packages(root)

        satisfied = apt(root, "satisfy", _field(deb, "Depends"))
        assert installed_packages(root) - bare_packages == pulled
        before = snapshot(root)
        output = apt(root, "install", local)
        assert re.search(r"^0 upgraded, 1 newly installed, 0 to remove", output, re.MULTILINE)
        installed = snapshot(root)
        size = in_root(root, "dpkg-query", "-W", "-f", "${Installed-Size}", "scorpion-qt")

        version = in_root(root, "scorpion-qt", "--version", user=user)
        assert (version.returncode, version.stdout) == (0, f"scorpion-qt {__version__}\n")
        data = f"{HOME}/data"
        smoke = in_root(
            root,
            "scorpion-qt",
            "--smoke",
            "--data-dir",
            data,
            user=user,
            QT_QPA_PLATFORM="offscreen",
        )
        _smoke_ok(smoke, root, data)

        apt(root, "remove", "scorpion-qt")
        purge = in_root(root, "dpkg", "--purge", "scorpion-qt")  # apt no longer knows it
        assert purge.returncode == 0, purge.stdout + purge.stderr
        assert "scorpion-qt" not in installed_packages(root)
        after = snapshot(root)

    folders = {path for path, entry in before.items() if entry.kind == "d"}
    folders |= {path for path, entry in bare.items() if entry.kind == "d"}
    assert not sorted(folders - after.keys()), "folders removed with the package"
    assert not changes(before, after)
    files = package_paths(deb)
    own = {path: entry for path, entry in installed.items() if path not in before}
    assert files <= installed.keys()
    assert files - before.keys() <= own.keys()  # the comparison sees the package come and go
    disk = re.search(r"After this operation, (.+) of additional disk space", satisfied)
    print(
        f"\nclean root: apt pulls {len(pulled)} packages with the .deb"
        f" ({disk[1] if disk else '?'} installed);"
        f" scorpion-qt's Installed-Size {int(size.stdout) >> 10} MiB"
        f" ({size_of(own) >> 20} MiB in {len(own)} new paths);"
        f" {time.monotonic() - started:.0f} s"
    )


def test_bundle_on_a_bare_root_names_the_missing_libraries(
    bundle: Path, fresh_root: Path, archives: Path
) -> None:
    """The bundle unpacked into a home on a root without the .deb's dependencies ends with
    status 1 and one line naming each missing library and its package (every library of
    the bundle the root lacks); with just those packages installed, it plays."""
    deb_package = load_packaging_module("deb_package")
    root = fresh_root
    with mounted(root), cached_archives(root, archives):
        user = add_user(root)
        unpacked = root / HOME.lstrip("/") / "scorpion-qt"
        shutil.copytree(bundle, unpacked, symlinks=True)
        for path in [unpacked, *unpacked.rglob("*")]:
            os.lchown(path, user, user)
        executable = f"{HOME}/scorpion-qt/scorpion-qt"

        version = in_root(root, executable, "--version", user=user)
        assert (version.returncode, version.stdout) == (0, f"scorpion-qt {__version__}\n")
        result = in_root(root, executable, "--smoke", user=user, QT_QPA_PLATFORM="offscreen")
        assert result.returncode == 1, result.stdout + result.stderr
        assert result.stdout == ""
        line = result.stderr
        assert line.count("\n") == 1 and line.endswith("\n"), line  # one line, no traceback
        assert line.startswith(PREFIX) and line.endswith(ADVICE + "\n"), line
        named = dict(re.findall(r"([\w.+-]+\.so[.\d]*) \(([\w.+-]+)\)", line))
        assert ", ".join(f"{n} ({p})" for n, p in named.items()) in line  # every one a pair
        print(f"\nbare root: {line.rstrip()}")

        present = system_sonames(root)
        optional = {soname for soname, _package in OPTIONAL_LIBRARIES}  # the game does without
        lacking = set(deb_package.external_libraries(bundle)) - present - optional
        assert lacking <= named.keys(), "missing but not named"
        assert not named.keys() & present, "named but present"
        for soname, package in named.items():
            assert deb_package.SYSTEM_LIBRARIES[soname].split(" (")[0] == package

        apt(root, "update")
        apt(root, "install", "--no-install-recommends", *sorted(set(named.values())))
        data = f"{HOME}/data"
        smoke = in_root(
            root, executable, "--smoke", "--data-dir", data, user=user, QT_QPA_PLATFORM="offscreen"
        )
        _smoke_ok(smoke, root, data)
