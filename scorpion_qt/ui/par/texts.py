"""The words of a win against par."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale

# Called as translate("Context", "literal text") so that pyside6-lupdate finds every text.
translate = QCoreApplication.translate


def par_line(moves: int, par: int | None) -> str:
    """ "Won in 58 moves — par 52"; said otherwise when the win equals or beats par;
    "" when no par is known."""
    if par is None:
        return ""
    number = QLocale().toString
    if moves > par:
        text = translate("ParLine", "Won in {moves} moves — par {par}")
    elif moves == par == 1:
        text = translate("ParLine", "Won in 1 move — you matched par 1!")
    elif moves == par:
        text = translate("ParLine", "Won in {moves} moves — you matched par {par}!")
    elif moves == 1:
        text = translate("ParLine", "Won in 1 move — better than par {par}!")
    else:
        text = translate("ParLine", "Won in {moves} moves — better than par {par}!")
    return text.format(moves=number(moves), par=number(par))
