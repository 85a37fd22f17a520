"""Build Scorpion Qt's artefacts: the wheel, the one-folder bundle and the .deb.

    python packaging/make.py wheel            dist/scorpion_qt-VERSION-py3-none-any.whl
    python packaging/make.py bundle           dist/scorpion-qt/ (PyInstaller, one folder)
    python packaging/make.py deb              dist/scorpion-qt_VERSION_ARCH.deb (from
                                              --bundle DIR, else from dist/scorpion-qt/ when
                                              it was built from the sources as they are,
                                              else it builds the bundle first)
    python packaging/make.py all              all three
    python packaging/make.py metadata         the man page, AppStream metainfo and .deb
                                              description in packaging/linux/, written
                                              from the app's sources (packaging/metadata.py)

Needs the packaging tools: ``pip install -e ".[package]"``; the .deb needs dpkg-deb.
Work files go to build/ (or --work), results to dist/ (or --out).
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import time
from pathlib import Path

import bundle_stamp
import deb_package

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "packaging" / "scorpion-qt.spec"


def build_wheel(out: Path) -> Path:
    """Build the wheel (in an isolated environment, as pip would) into ``out``."""
    before = set(out.glob("*.whl"))
    _run([sys.executable, "-m", "build", "--wheel", "--outdir", str(out), str(ROOT)])
    made = sorted(set(out.glob("*.whl")) - before) or sorted(out.glob("scorpion_qt-*.whl"))
    return made[-1]


def build_bundle(out: Path, work: Path) -> Path:
    """Build the PyInstaller one-folder bundle ``out/scorpion-qt``, its fingerprint
    beside it (:mod:`bundle_stamp`)."""
    bundle_stamp.forget(out / "scorpion-qt")
    _run(
        [
            sys.executable,
            "-m",
            "PyInstaller",
            "--noconfirm",
            "--log-level",
            "WARN",
            "--distpath",
            str(out),
            "--workpath",
            str(work / "pyinstaller"),
            str(SPEC),
        ]
    )
    bundle_stamp.write(out / "scorpion-qt")
    return out / "scorpion-qt"


def folder_size(folder: Path) -> int:
    return sum(p.lstat().st_size for p in folder.rglob("*") if not p.is_dir())


def _run(command: list[str]) -> None:
    print("+", " ".join(command), flush=True)
    subprocess.run(command, check=True, cwd=ROOT)


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(description="Build Scorpion Qt's wheel, bundle and .deb.")
    p.add_argument("targets", nargs="+", choices=("wheel", "bundle", "deb", "all", "metadata"))
    p.add_argument("--out", type=Path, default=ROOT / "dist", help="results (default dist/)")
    p.add_argument("--work", type=Path, default=ROOT / "build", help="work files (build/)")
    p.add_argument("--bundle", type=Path, help="an already built bundle folder, for deb")
    p.add_argument(
        "--compression",
        default="xz",
        choices=("xz", "zstd", "gzip", "none"),
        help="the .deb's compression (default xz)",
    )
    return p


def main(argv: list[str] | None = None) -> int:
    args = parser().parse_args(argv)
    targets = {"wheel", "bundle", "deb"} if "all" in args.targets else set(args.targets)
    out, work = args.out.resolve(), args.work.resolve()
    out.mkdir(parents=True, exist_ok=True)
    if "metadata" in targets:
        import metadata  # noqa: PLC0415 (the app and Qt, loaded for this target only)

        metadata.main([])
    if "wheel" in targets:
        print(f"wheel: {build_wheel(out)}")
    bundle = args.bundle.resolve() if args.bundle else None
    reused = out / "scorpion-qt"
    if (
        "deb" in targets
        and "bundle" not in targets
        and bundle is None
        and bundle_stamp.fresh(reused)
    ):
        bundle = reused
        print(f"bundle: {bundle} (built from the sources as they are, not built again)")
    if "bundle" in targets or ("deb" in targets and bundle is None):
        started = time.perf_counter()
        bundle = build_bundle(out, work)
        seconds = time.perf_counter() - started
        size = folder_size(bundle) / 2**20
        print(f"bundle: {bundle} ({size:.0f} MiB, built in {seconds:.0f} s)")
    if "deb" in targets:
        if shutil.which("dpkg-deb") is None:
            print("deb: dpkg-deb is not installed", file=sys.stderr)
            return 1
        assert bundle is not None
        deb = deb_package.build(bundle, out, work, args.compression)
        print(f"deb: {deb} ({deb.stat().st_size / 2**20:.0f} MiB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
