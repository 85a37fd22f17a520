"""The Charts page (QtCharts): score per game over time, the rolling win rate, and games
and wins per month.

This module is imported only when the page is first shown: QtCharts takes a while to load.
"""

from __future__ import annotations

import datetime
import logging
from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCharts import (
    QAreaSeries,
    QCategoryAxis,
    QChart,
    QChartView,
    QLineSeries,
    QScatterSeries,
    QValueAxis,
)
from PySide6.QtCore import QDateTime, QLocale, QPointF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QLabel, QStackedWidget, QVBoxLayout, QWidget

from scorpion_qt.store.monthly import MonthResults
from scorpion_qt.store.reader import StoreReader
from scorpion_qt.store.records import HistoryFilter
from scorpion_qt.store.trends import TrendPoint
from scorpion_qt.ui.statistics.monthly_chart import MonthlyChart
from scorpion_qt.ui.statistics.rolling import (
    MIN_GAMES,
    WINDOW,
    games_per_point,
    rolling_win_rate,
)
from scorpion_qt.ui.statistics.texts import count_text, date_format, time_format
from scorpion_qt.ui.statistics.time_ticks import Step, round_ticks

if TYPE_CHECKING:
    from scorpion_qt.ui.services.store_thread import StoreThread

log = logging.getLogger(__name__)

# The most points a chart draws; more games are grouped by period in the database.
MAX_POINTS = 400
# The time axis reaches past the first and last games by this share of their span, and
# at least MIN_MARGIN_MS (one game, or games seconds apart).
MARGIN = 0.04
MIN_MARGIN_MS = 5 * 60_000
SCORE_COLOR = QColor("#2471a3")
RANGE_COLOR = QColor(36, 113, 163, 50)
RATE_COLOR = QColor("#1e8449")


class ChartsView(QWidget):
    """Three charts over the games the filter chooses; an explanation when there are none."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.points: tuple[TrendPoint, ...] = ()
        self._asked = 0  # trends asked for: only the latest is drawn
        self.rates: list[float | None] = []  # None: too few games yet for a rate

        self.score_series = QLineSeries()
        self.score_series.setPen(QPen(SCORE_COLOR, 1.6))
        self.score_series.setName(self.tr("Average score"))
        self.low_series = QLineSeries()
        self.high_series = QLineSeries()
        self.range_series = QAreaSeries(self.high_series, self.low_series)
        self.range_series.setName(self.tr("Lowest to highest"))
        self.range_series.setColor(RANGE_COLOR)
        self.range_series.setBorderColor(Qt.GlobalColor.transparent)
        # one game a point: a dot per game, won ones in green
        self.won_dots = self._dots(self.tr("Won"), RATE_COLOR)
        self.other_dots = self._dots(self.tr("Not won"), SCORE_COLOR)
        self.score_chart, self.score_x, self.score_y = self._chart(
            [self.range_series, self.score_series, self.other_dots, self.won_dots],
            self.tr("Score"),
        )
        self.rate_series = QLineSeries()
        self.rate_series.setPen(QPen(RATE_COLOR, 1.8))
        self.rate_chart, self.rate_x, self.rate_y = self._chart(
            [self.rate_series], self.tr("Games won (%)")
        )
        self.rate_y.setRange(0, 100)
        self.rate_chart.legend().hide()

        self.score_view = self._view(self.score_chart, "score_chart")
        self.rate_view = self._view(self.rate_chart, "rate_chart")
        self.caption = QLabel(self)
        self.caption.setObjectName("charts_caption")
        self.caption.setWordWrap(True)
        self.chart_page = charts = QWidget(self)  # both charts and their caption
        column = QVBoxLayout(charts)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.score_view, 1)
        column.addWidget(self.rate_view, 1)
        self.monthly = MonthlyChart(self)
        column.addWidget(self.monthly, 1)
        column.addWidget(self.caption)

        self.empty_label = QLabel(self)
        self.empty_label.setObjectName("charts_empty")
        self.empty_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.empty_label.setWordWrap(True)
        self._stack = QStackedWidget(self)
        self._stack.addWidget(charts)
        self._stack.addWidget(self.empty_label)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self._stack)

    @staticmethod
    def _dots(name: str, color: QColor) -> QScatterSeries:
        dots = QScatterSeries()
        dots.setName(name)
        dots.setColor(color)
        dots.setBorderColor(color)
        dots.setMarkerSize(7)
        return dots

    def _chart(
        self, series: list[QLineSeries | QAreaSeries | QScatterSeries], value_title: str
    ) -> tuple[QChart, QCategoryAxis, QValueAxis]:
        chart = QChart()
        chart.setAnimationOptions(QChart.AnimationOption.NoAnimation)
        chart.legend().setAlignment(Qt.AlignmentFlag.AlignBottom)
        chart.setMargins(chart.margins() * 0)
        # times in ms since the epoch, labelled at round times (see time_ticks)
        x_axis = QCategoryAxis()
        x_axis.setLabelsPosition(QCategoryAxis.AxisLabelsPosition.AxisLabelsPositionOnValue)
        y_axis = QValueAxis()
        y_axis.setTitleText(value_title)
        y_axis.setLabelFormat("%d")
        chart.addAxis(x_axis, Qt.AlignmentFlag.AlignBottom)
        chart.addAxis(y_axis, Qt.AlignmentFlag.AlignLeft)
        for one in series:
            chart.addSeries(one)
            one.attachAxis(x_axis)
            one.attachAxis(y_axis)
        return chart, x_axis, y_axis

    def _view(self, chart: QChart, name: str) -> QChartView:
        view = QChartView(chart, self)
        view.setObjectName(name)
        view.setRenderHint(QPainter.RenderHint.Antialiasing)
        view.setMinimumHeight(160)
        return view

    # -- data ---------------------------------------------------------------------------

    def refresh(
        self, store_thread: StoreThread, reader: StoreReader, chosen: HistoryFilter
    ) -> None:
        """Read the trend of the games ``chosen`` matches on the store's thread, and draw it
        when it comes (unless another was asked for meanwhile)."""
        self._asked += 1
        asked = self._asked

        def show(found: tuple[tuple[TrendPoint, ...], tuple[MonthResults, ...]]) -> None:
            if asked == self._asked:
                points, months = found
                self.show_points(points, chosen)
                self.monthly.show_months(months)

        store_thread.run(
            lambda _store: (reader.trend(chosen, MAX_POINTS), reader.months(chosen)), show
        )

    def show_points(self, points: Sequence[TrendPoint], chosen: HistoryFilter) -> None:
        self.points = tuple(points)
        if not self.points:
            self.empty_label.setText(
                self.tr("<h3>No games yet</h3><p>Charts of your scores and wins appear here.</p>")
                if chosen == HistoryFilter()
                else self.tr(
                    "<h3>No games match</h3><p>Try other rules, results, grades or dates.</p>"
                )
            )
            self._stack.setCurrentWidget(self.empty_label)
            return
        self._stack.setCurrentWidget(self.chart_page)
        grouped = any(p.games > 1 for p in self.points)
        times = [_msecs(p) for p in self.points]
        if grouped:
            self.score_series.replace(_line(times, [p.mean_score for p in self.points]))
            self.low_series.replace(_line(times, [p.low_score for p in self.points]))
            self.high_series.replace(_line(times, [p.high_score for p in self.points]))
            self.won_dots.clear()
            self.other_dots.clear()
        else:
            timed = list(zip(times, self.points, strict=True))
            for dots, won in ((self.won_dots, True), (self.other_dots, False)):
                dots.replace([QPointF(t, p.mean_score) for t, p in timed if bool(p.wins) is won])
            for line in (self.score_series, self.low_series, self.high_series):
                line.clear()
        for item in (self.score_series, self.range_series):
            item.setVisible(grouped)
        for dots in (self.won_dots, self.other_dots):
            dots.setVisible(not grouped)
        self.rates = rolling_win_rate(self.points)
        self.rate_series.replace(
            [QPointF(t, r) for t, r in zip(times, self.rates, strict=True) if r is not None]
        )
        first, last = min(times), max(times)
        # a margin at both ends, in proportion: games minutes apart stay apart
        margin = max((last - first) * MARGIN, MIN_MARGIN_MS)
        first, last = first - margin, last + margin
        for axis in (self.score_x, self.rate_x):
            _time_axis(axis, first, last)
        top = max(p.high_score for p in self.points)
        self.score_y.setRange(0, max(10, top * 1.05))
        self.score_y.applyNiceNumbers()
        self.rate_chart.setTitle(
            self.tr("Games won among the last {count} games").format(
                count=count_text(max(WINDOW, round(games_per_point(self.points))))
            )
        )
        self.score_chart.setTitle(
            self.tr("Average score by period") if grouped else self.tr("Score per game")
        )
        games = sum(p.games for p in self.points)
        caption = (
            self.tr("Games: {games}. Games a point sums up, on average: {each}.").format(
                games=count_text(games), each=count_text(round(games_per_point(self.points)))
            )
            if grouped
            else self.tr("Games: {games}. Each point is one game.").format(games=count_text(games))
        )
        if None in self.rates:
            caption += " " + self.tr(
                "The share of games won is drawn once {count} games are played."
            ).format(count=count_text(MIN_GAMES))
        self.caption.setText(caption)

    @property
    def is_empty(self) -> bool:
        return self._stack.currentWidget() is self.empty_label


def _line(times: Sequence[float], values: Sequence[float]) -> list[QPointF]:
    return [QPointF(t, v) for t, v in zip(times, values, strict=True)]


def _msecs(point: TrendPoint) -> float:
    return point.at.timestamp() * 1000


def _time_axis(axis: QCategoryAxis, first: float, last: float) -> None:
    """``axis`` from ``first`` to ``last`` (ms since the epoch), its ticks at round local
    times."""
    for label in axis.categoriesLabels():
        axis.remove(label)
    axis.setRange(first, last)
    axis.setStartValue(first)
    step, ticks = round_ticks(_datetime(first), _datetime(last))
    shape = _tick_format(step, ticks)
    locale = QLocale()
    for tick in ticks:
        msecs = tick.timestamp() * 1000
        axis.append(locale.toString(QDateTime.fromMSecsSinceEpoch(round(msecs)), shape), msecs)


def _tick_format(step: Step, ticks: Sequence[datetime.datetime]) -> str:
    """How a tick of ``step`` is labelled: the time of day alone within one day; the date
    as well over several; the date alone for days; month and year, or the year alone."""
    if step.unit in ("minute", "hour"):
        one_day = len({tick.date() for tick in ticks}) <= 1
        return time_format() if one_day else f"{date_format()} {time_format()}"
    if step.unit == "day":
        return date_format()
    return "MMM yyyy" if step.count < 12 else "yyyy"


def _datetime(msecs: float) -> datetime.datetime:
    return datetime.datetime.fromtimestamp(msecs / 1000, datetime.UTC)
