"""Whether the system has fonts, seen from its folders rather than asked of Qt.

Asking Qt (``QFontDatabase.families()``) makes PySide6 build the QFontDatabase type and its
enums before the first paint, most of a millisecond on every start, for a question whose
answer is nearly always yes: Windows and macOS always have fonts, and elsewhere Qt takes
them from fontconfig, which by default looks in a few standard folders. One font file
there is enough. Finding none proves nothing (fontconfig may be set up to look elsewhere),
so the start-up then asks Qt (see ``startup.load_fonts``).
"""

from __future__ import annotations

import os
import sys
from collections.abc import Iterable, Mapping

#: outline fonts, which Qt draws at any size
FONT_SUFFIXES = (".ttf", ".otf", ".ttc", ".otc", ".pfb", ".pfa")
#: fontconfig's configuration when no environment variable names another
FONTCONFIG_FILE = "/etc/fonts/fonts.conf"
#: where fontconfig's default configuration always looks
SYSTEM_FOLDERS = ("/usr/share/fonts", "/usr/local/share/fonts")
#: environment variables that point Qt or fontconfig at fonts or settings of their own
OVERRIDES = ("FONTCONFIG_FILE", "FONTCONFIG_PATH", "FONTCONFIG_SYSROOT", "QT_QPA_FONTDIR")


def fonts_found(
    platform: str = sys.platform,
    environ: Mapping[str, str] = os.environ,
    config: str = FONTCONFIG_FILE,
    system: tuple[str, ...] = SYSTEM_FOLDERS,
) -> bool:
    """True when the system surely has fonts: on Windows and macOS, or where fontconfig
    is set up as usual and one of its standard folders holds a font file."""
    if platform in ("win32", "darwin"):
        return True
    if any(environ.get(name) for name in OVERRIDES) or not os.path.isfile(config):
        return False
    return any(_holds_a_font(folder) for folder in font_folders(environ, system))


def font_folders(environ: Mapping[str, str], system: tuple[str, ...] = SYSTEM_FOLDERS) -> list[str]:
    """The folders fontconfig's default configuration looks in, the user's first."""
    home = environ.get("HOME")
    data_home = environ.get("XDG_DATA_HOME") or (f"{home}/.local/share" if home else "")
    data_dirs = environ.get("XDG_DATA_DIRS") or "/usr/local/share:/usr/share"
    candidates: list[str] = []
    if data_home:
        candidates.append(f"{data_home}/fonts")
    if home:
        candidates.append(f"{home}/.fonts")
    candidates += [f"{folder}/fonts" for folder in data_dirs.split(":") if folder]
    candidates += system
    return list(dict.fromkeys(candidates))


def _holds_a_font(folder: str) -> bool:
    """Whether ``folder`` or a folder in it holds a font file (stopping at the first)."""
    return any(_is_font(names) for _root, _dirs, names in os.walk(folder))


def _is_font(names: Iterable[str]) -> bool:
    return any(name.lower().endswith(FONT_SUFFIXES) for name in names)
