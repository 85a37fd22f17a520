"""The UI's bundled files (cards, fonts, icons, sounds, help, translations), as
:mod:`scorpion_qt.package_files` finds them."""

from __future__ import annotations

from scorpion_qt.package_files import resource, resources_dir

__all__ = ["resource", "resources_dir"]
