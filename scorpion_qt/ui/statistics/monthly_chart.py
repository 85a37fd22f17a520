"""The monthly trend chart (QtCharts): games played per month as bars, and the share of
them won as a line, over every month from the first matching game's to the last's.

Imported with the Charts page, when it is first shown (QtCharts takes a while to load).
"""

from __future__ import annotations

import logging
from collections.abc import Sequence

from PySide6.QtCharts import (
    QBarCategoryAxis,
    QBarSeries,
    QBarSet,
    QChart,
    QChartView,
    QLineSeries,
    QValueAxis,
)
from PySide6.QtCore import QDate, QLocale, QPointF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QWidget

from scorpion_qt.store.monthly import MonthResults

log = logging.getLogger(__name__)

GAMES_COLOR = QColor("#2471a3")
RATE_COLOR = QColor("#1e8449")
# Up to this many months a label names the month and the whole year, else a shorter one.
LONG_LABELS = 13


class MonthlyChart(QChartView):
    """Games and the win rate of each month."""

    def __init__(self, parent: QWidget | None = None) -> None:
        chart = QChart()
        super().__init__(chart, parent)
        self.setObjectName("monthly_chart")
        self.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.setMinimumHeight(160)
        self.months: tuple[MonthResults, ...] = ()
        chart.setAnimationOptions(QChart.AnimationOption.NoAnimation)
        chart.setMargins(chart.margins() * 0)
        chart.legend().setAlignment(Qt.AlignmentFlag.AlignBottom)
        chart.setTitle(self.tr("Games and wins per month"))
        self.games_set = QBarSet(self.tr("Games played"))
        self.games_set.setColor(GAMES_COLOR)
        self.bars = QBarSeries()
        self.bars.append(self.games_set)
        self.rate_line = QLineSeries()
        self.rate_line.setName(self.tr("Games won (%)"))
        self.rate_line.setPen(QPen(RATE_COLOR, 2.0))
        self.month_axis = QBarCategoryAxis()
        self.games_axis = QValueAxis()
        self.games_axis.setTitleText(self.tr("Games"))
        self.games_axis.setLabelFormat("%d")
        self.rate_axis = QValueAxis()
        self.rate_axis.setTitleText(self.tr("Won (%)"))
        self.rate_axis.setRange(0, 100)
        self.rate_axis.setLabelFormat("%d")
        chart.addAxis(self.month_axis, Qt.AlignmentFlag.AlignBottom)
        chart.addAxis(self.games_axis, Qt.AlignmentFlag.AlignLeft)
        chart.addAxis(self.rate_axis, Qt.AlignmentFlag.AlignRight)
        chart.addSeries(self.bars)
        chart.addSeries(self.rate_line)
        self.bars.attachAxis(self.month_axis)
        self.bars.attachAxis(self.games_axis)
        self.rate_line.attachAxis(self.month_axis)
        self.rate_line.attachAxis(self.rate_axis)

    def show_months(self, months: Sequence[MonthResults]) -> None:
        """Draw these consecutive months (none: an empty chart)."""
        self.months = tuple(months)
        self.games_set.remove(0, self.games_set.count())
        self.games_set.append([float(month.games) for month in self.months])
        self.rate_line.replace(
            [
                QPointF(number, month.win_percent)
                for number, month in enumerate(self.months)
                if month.win_percent is not None
            ]
        )
        self.month_axis.clear()
        shape = "MMM yyyy" if len(self.months) <= LONG_LABELS else "MM/yy"
        locale = QLocale()
        self.month_axis.append(
            [locale.toString(QDate(month.year, month.month, 1), shape) for month in self.months]
        )
        top = max((month.games for month in self.months), default=0)
        self.games_axis.setRange(0, max(10, top * 1.1))
        self.games_axis.applyNiceNumbers()

    @property
    def labels(self) -> list[str]:
        return list(self.month_axis.categories())
