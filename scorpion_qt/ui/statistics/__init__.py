"""The Statistics window and its pages (imported when the window is first opened)."""

from scorpion_qt.ui.statistics.board_looks import BoardLooks
from scorpion_qt.ui.statistics.window import StatisticsWindow

__all__ = ["BoardLooks", "StatisticsWindow"]
