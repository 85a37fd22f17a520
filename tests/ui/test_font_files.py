"""Seeing the system's fonts from its folders, before Qt is asked (see startup.load_fonts)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import QApplication

from scorpion_qt.ui.font_files import OVERRIDES, font_folders, fonts_found

NO_SYSTEM: tuple[str, ...] = ()  # not the machine's own folders: only this test's


def usual_system(tmp_path: Path) -> tuple[dict[str, str], str]:
    """An environment whose font folders are under ``tmp_path``, and a fontconfig file."""
    config = tmp_path / "fonts.conf"
    config.write_text("<fontconfig/>")
    environ = {
        "HOME": str(tmp_path / "home"),
        "XDG_DATA_DIRS": str(tmp_path / "share"),
    }
    return environ, str(config)


def test_windows_and_macos_always_have_fonts(tmp_path: Path) -> None:
    for platform in ("win32", "darwin"):
        assert fonts_found(platform, {}, str(tmp_path / "no such file"))


def test_a_font_file_deep_in_a_standard_folder_is_enough(tmp_path: Path) -> None:
    environ, config = usual_system(tmp_path)
    assert not fonts_found("linux", environ, config, NO_SYSTEM)  # no folder at all
    folder = tmp_path / "share" / "fonts" / "truetype" / "dejavu"
    folder.mkdir(parents=True)
    (folder / "README").write_text("not a font")
    (folder / "ter-u12n.pcf.gz").write_bytes(b"a bitmap font")
    assert not fonts_found("linux", environ, config, NO_SYSTEM)
    (folder / "DejaVuSans.TTF").write_bytes(b"")
    assert fonts_found("linux", environ, config, NO_SYSTEM)


def test_the_users_own_folders_count(tmp_path: Path) -> None:
    environ, config = usual_system(tmp_path)
    (tmp_path / "home" / ".fonts").mkdir(parents=True)
    (tmp_path / "home" / ".fonts" / "Mine.otf").write_bytes(b"")
    assert fonts_found("linux", environ, config, NO_SYSTEM)


def test_an_unusual_set_up_is_left_to_qt(tmp_path: Path) -> None:
    environ, config = usual_system(tmp_path)
    (tmp_path / "share" / "fonts").mkdir(parents=True)
    (tmp_path / "share" / "fonts" / "Some.ttf").write_bytes(b"")
    assert fonts_found("linux", environ, config, NO_SYSTEM)
    assert not fonts_found("linux", environ, str(tmp_path / "missing.conf"), NO_SYSTEM)
    for name in OVERRIDES:
        assert not fonts_found("linux", {**environ, name: str(tmp_path)}, config, NO_SYSTEM), name


def test_the_folders_are_fontconfigs_defaults() -> None:
    environ = {"HOME": "/home/ada"}
    assert font_folders(environ) == [
        "/home/ada/.local/share/fonts",
        "/home/ada/.fonts",
        "/usr/local/share/fonts",
        "/usr/share/fonts",
    ]
    environ = {"HOME": "/home/ada", "XDG_DATA_HOME": "/data", "XDG_DATA_DIRS": "/opt/a:/usr/share"}
    # a folder named twice is looked in once
    assert font_folders(environ) == [
        "/data/fonts",
        "/home/ada/.fonts",
        "/opt/a/fonts",
        "/usr/share/fonts",
        "/usr/local/share/fonts",
    ]
    assert font_folders({}) == ["/usr/local/share/fonts", "/usr/share/fonts"]
    assert font_folders({"HOME": "/home/ada"}, ()) == [
        "/home/ada/.local/share/fonts",
        "/home/ada/.fonts",
        "/usr/local/share/fonts",
        "/usr/share/fonts",
    ]


def test_on_this_machine_fonts_seen_in_folders_are_fonts_qt_has(qapp: QApplication) -> None:
    # the start-up trusts the folders when they show a font: Qt must then have fonts too
    if fonts_found():
        assert QFontDatabase.families()
