"""``make.py deb`` reuses the bundle ``make.py bundle`` built from the sources as they are,
and builds it again once anything it is built from has changed (packaging/bundle_stamp.py)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from tests.packaging.conftest import load_packaging_module, make, require

bundle_stamp = load_packaging_module("bundle_stamp")


@pytest.fixture
def sources(tmp_path: Path) -> Path:
    """A project's root with one file in each of the places a bundle is built from."""
    root = tmp_path / "root"
    for name in (
        "scorpion_qt/app.py",
        "scorpion_qt/__pycache__/app.cpython-311.pyc",
        "resources/cards/back.svg",
        "migrations/versions/0001.py",
        "packaging/scorpion-qt.spec",
        "packaging/deb_package.py",
        "packaging/icons/scorpion-qt.svg",
    ):
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text(f"{name}\n", encoding="utf-8")
    return root


def built(root: Path) -> Path:
    bundle = root / "dist" / "scorpion-qt"
    bundle.mkdir(parents=True, exist_ok=True)
    bundle_stamp.write(bundle, root)
    return bundle


def test_a_bundle_built_from_the_sources_as_they_are_is_fresh(sources: Path) -> None:
    bundle = built(sources)
    assert bundle_stamp.stamp_path(bundle) == sources / "dist" / "scorpion-qt.fingerprint"
    assert bundle_stamp.fresh(bundle, sources)
    (sources / "scorpion_qt/__pycache__/app.cpython-311.pyc").write_text("other byte code")
    (sources / "dist/scorpion-qt/log.txt").write_text("the bundle's own files do not count")
    assert bundle_stamp.fresh(bundle, sources)


@pytest.mark.parametrize(
    "changed",
    [
        "scorpion_qt/app.py",
        "resources/cards/back.svg",
        "migrations/versions/0001.py",
        "packaging/scorpion-qt.spec",
        "packaging/deb_package.py",
        "packaging/icons/scorpion-qt.svg",
    ],
)
def test_a_changed_source_makes_it_stale(sources: Path, changed: str) -> None:
    bundle = built(sources)
    (sources / changed).write_text("changed\n", encoding="utf-8")
    assert not bundle_stamp.fresh(bundle, sources)


def test_an_added_or_removed_source_makes_it_stale(sources: Path) -> None:
    bundle = built(sources)
    (sources / "scorpion_qt/new.py").write_text("", encoding="utf-8")
    assert not bundle_stamp.fresh(bundle, sources)
    bundle_stamp.write(bundle, sources)
    (sources / "resources/cards/back.svg").unlink()
    assert not bundle_stamp.fresh(bundle, sources)


def test_without_its_fingerprint_or_its_folder_it_is_not_fresh(sources: Path) -> None:
    bundle = built(sources)
    bundle_stamp.forget(bundle)  # a build begun (and maybe failed) since
    assert not bundle_stamp.fresh(bundle, sources)
    bundle_stamp.write(bundle, sources)
    shutil.rmtree(bundle)
    assert not bundle_stamp.fresh(bundle, sources)


@pytest.mark.packaging
def test_make_deb_after_make_bundle_does_not_build_it_again(
    bundle: Path, build_dirs: tuple[Path, Path], tmp_path: Path
) -> None:
    require(shutil.which("dpkg-deb") is not None, "dpkg-deb")
    out, _work = build_dirs
    assert bundle_stamp.fresh(bundle)  # make.py bundle wrote its fingerprint
    # the same bundle in a folder of the test's own, so the session's .deb stays as built
    own = tmp_path / "dist"
    own.mkdir()
    (own / "scorpion-qt").symlink_to(bundle, target_is_directory=True)
    shutil.copy(bundle_stamp.stamp_path(bundle), own / "scorpion-qt.fingerprint")
    executable = bundle / "scorpion-qt"
    before = executable.stat().st_mtime_ns
    said = make("deb", "--compression", "none", out=own, work=tmp_path / "build")
    assert "not built again" in said
    assert "PyInstaller" not in said
    assert executable.stat().st_mtime_ns == before
    assert len(list(own.glob("scorpion-qt_*.deb"))) == 1
    assert out != own
