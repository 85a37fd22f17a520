"""The history table model: pages of played games read on the store's thread as they are
shown.

Only the rows the view asks for are read, a page at a time, and a few pages are kept, so a
history of 100,000 games scrolls smoothly. A page is asked of the store's thread the first
time one of its rows is shown, and its rows fill in when the answer comes: the window never
waits for the disk. Sorting and filtering ask the store again (its indexes sort); nothing is
sorted in Python, so a column the store cannot sort by (the grade, the deal's par, and the
analysis's winnable and turning point) is not sortable.
"""

from __future__ import annotations

import logging
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
    Signal,
)
from PySide6.QtGui import QColor

from scorpion_qt.store.game_result import GameResult
from scorpion_qt.store.records import HistoryFilter, HistoryRow, SortKey
from scorpion_qt.ui.play.rule_sets import rules_name
from scorpion_qt.ui.statistics.texts import (
    count_text,
    deal_label,
    duration_text,
    grade_label,
    moment_text,
    percent_text,
    result_name,
    translate,
    turning_point_text,
    winnable_text,
)

if TYPE_CHECKING:
    from scorpion_qt.store.records import HistoryPage
    from scorpion_qt.store.service import Store
    from scorpion_qt.ui.services.store_thread import StoreThread

log = logging.getLogger(__name__)

# Rows read from the store at a time, and how many such pages are kept.
PAGE_SIZE = 100
KEPT_PAGES = 40
Index = QModelIndex | QPersistentModelIndex

RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
RESULT_COLORS = {GameResult.WON: QColor("#1e8449"), GameResult.IN_PROGRESS: QColor("#2471a3")}


@dataclass(frozen=True)
class Column:
    """A history column: the store's sort key (None: the store cannot sort by it), its
    header and how a row shows in it."""

    key: SortKey | None
    title: Callable[[], str]
    text: Callable[[HistoryRow], str]
    alignment: Qt.AlignmentFlag


COLUMNS = (
    Column(
        SortKey.STARTED_AT,
        lambda: translate("Statistics", "Date"),
        lambda r: moment_text(r.started_at),
        LEFT,
    ),
    Column(
        SortKey.RULES, lambda: translate("Statistics", "Rules"), lambda r: rules_name(r.rules), LEFT
    ),
    Column(SortKey.DEAL, lambda: translate("Statistics", "Deal"), deal_label, LEFT),
    Column(None, lambda: translate("Statistics", "Grade"), grade_label, LEFT),
    Column(
        SortKey.RESULT,
        lambda: translate("Statistics", "Result"),
        lambda r: result_name(r.result),
        LEFT,
    ),
    Column(
        SortKey.SCORE,
        lambda: translate("Statistics", "Score"),
        lambda r: count_text(r.score),
        RIGHT,
    ),
    Column(
        SortKey.MOVES,
        lambda: translate("Statistics", "Moves"),
        lambda r: count_text(r.moves),
        RIGHT,
    ),
    Column(
        None,
        lambda: translate("Statistics", "Par"),
        lambda r: "" if r.par is None else count_text(r.par),
        RIGHT,
    ),
    Column(
        SortKey.HINTS,
        lambda: translate("Statistics", "Hints"),
        lambda r: count_text(r.hints),
        RIGHT,
    ),
    Column(
        SortKey.UNDOS,
        lambda: translate("Statistics", "Undos"),
        lambda r: count_text(r.undos),
        RIGHT,
    ),
    Column(
        SortKey.ELAPSED,
        lambda: translate("Statistics", "Time"),
        lambda r: duration_text(r.elapsed_seconds),
        RIGHT,
    ),
    Column(
        SortKey.PERCENT_COMPLETE,
        lambda: translate("Statistics", "Complete"),
        lambda r: percent_text(r.percent_complete, 0),
        RIGHT,
    ),
    Column(None, lambda: translate("Statistics", "Winnable"), winnable_text, LEFT),
    Column(None, lambda: translate("Statistics", "Turning point"), turning_point_text, RIGHT),
)


class HistoryModel(QAbstractTableModel):
    """Played games matching :attr:`chosen`, in the order of :attr:`sort_key`, read through
    ``store_thread``."""

    reloaded = Signal(int)  # the number of matching games, once a new query is answered

    def __init__(self, store_thread: StoreThread, parent: Any = None) -> None:
        super().__init__(parent)
        self.store_thread = store_thread
        self.chosen = HistoryFilter()
        self.sort_key = SortKey.STARTED_AT
        self.descending = True
        self.total = 0
        self._pages: OrderedDict[int, tuple[HistoryRow, ...]] = OrderedDict()
        self._asked: set[int] = set()  # pages asked of the store's thread, not answered yet
        self._query = 0  # counts the queries: an answer to an older one is dropped
        self.pages_read = 0  # how many store queries this model made (tests and benchmark)

    # -- querying -----------------------------------------------------------------------

    def set_filter(self, chosen: HistoryFilter) -> None:
        if chosen != self.chosen:
            self.chosen = chosen
            self.reload()

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        """Called by the view when a header is clicked: the store sorts (a column it cannot
        sort by leaves the order as it was)."""
        if not 0 <= column < len(COLUMNS):
            return
        key = COLUMNS[column].key
        if key is None:
            return
        descending = order == Qt.SortOrder.DescendingOrder
        if (key, descending) != (self.sort_key, self.descending):
            self.sort_key, self.descending = key, descending
            self.reload()

    def reload(self, near: int = 0) -> None:
        """Ask the store for the first page (and the count), and the page of row ``near``
        too; the rows shown stay until the answer replaces them all (:attr:`reloaded`)."""
        self._query += 1
        query, pages = self._query, sorted({0, self.page_of(near)})
        self._asked.clear()
        read = self._reader()
        self.pages_read += len(pages)
        self.store_thread.run(
            lambda store: [read(store, page) for page in pages],
            lambda answers: self._reloaded(query, dict(zip(pages, answers, strict=True))),
        )

    def _reloaded(self, query: int, answers: dict[int, HistoryPage]) -> None:
        if query != self._query:
            return
        self.beginResetModel()
        self._pages.clear()
        self.total = answers[0].total
        for page, answer in answers.items():
            self._pages[page] = answer.rows
        self.endResetModel()
        self.reloaded.emit(self.total)

    def _reader(self) -> Callable[[Store, int], HistoryPage]:
        """Reads a page of the current query (on the store's thread)."""
        chosen, sort_key, descending = self.chosen, self.sort_key, self.descending

        def read(store: Store, page: int) -> HistoryPage:
            offset = page * PAGE_SIZE
            return store.history_page(chosen, sort_key, descending, offset, PAGE_SIZE)

        return read

    def _ask(self, page: int) -> None:
        """Ask the store's thread for ``page``; its rows show when it comes."""
        if page in self._asked:
            return
        self._asked.add(page)
        self.pages_read += 1
        query, read = self._query, self._reader()
        self.store_thread.run(
            lambda store: read(store, page), lambda answer: self._answered(query, page, answer)
        )

    def _answered(self, query: int, page: int, answer: HistoryPage) -> None:
        if query != self._query:
            return
        self._asked.discard(page)
        self._pages[page] = answer.rows
        while len(self._pages) > KEPT_PAGES:
            self._pages.popitem(last=False)
        first = page * PAGE_SIZE
        last = min(first + len(answer.rows), self.total) - 1
        if last >= first:
            self.dataChanged.emit(self.index(first, 0), self.index(last, len(COLUMNS) - 1))

    @staticmethod
    def page_of(number: int) -> int:
        return max(number, 0) // PAGE_SIZE

    def row(self, number: int) -> HistoryRow | None:
        """The game shown in row ``number``; None while its page is being read (it is asked
        for then, and :attr:`dataChanged` tells when it is in)."""
        if not 0 <= number < self.total:
            return None
        page, offset = divmod(number, PAGE_SIZE)
        rows = self._pages.get(page)
        if rows is None:
            self._ask(page)
            return None
        self._pages.move_to_end(page)
        return rows[offset] if offset < len(rows) else None

    def column_of(self, key: SortKey) -> int:
        return next(i for i, column in enumerate(COLUMNS) if column.key is key)

    def sortable(self, column: int) -> bool:
        return 0 <= column < len(COLUMNS) and COLUMNS[column].key is not None

    # -- the model ----------------------------------------------------------------------

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 (Qt's default)
        return 0 if parent.isValid() else self.total

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 (Qt's default)
        return 0 if parent.isValid() else len(COLUMNS)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        column = COLUMNS[index.column()]
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return column.alignment
        if role not in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ForegroundRole):
            return None
        row = self.row(index.row())
        if row is None:
            return None
        if role == Qt.ItemDataRole.ForegroundRole:
            return RESULT_COLORS.get(row.result) if column.key is SortKey.RESULT else None
        return column.text(row)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < len(COLUMNS):
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return COLUMNS[section].title()
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return COLUMNS[section].alignment
        if role == Qt.ItemDataRole.ToolTipRole and COLUMNS[section].key is None:
            return translate("Statistics", "The games cannot be sorted by this column")
        return None
