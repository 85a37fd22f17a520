"""Replay a stored game move by move on a read-only board: step, jump, or play at a speed.

Step ``k`` shows the game after the first ``k`` actions of its log (moves, undos and redos,
as the player made them), the position ``Game.replay(log[:k])`` gives. Forward steps play
the action through a controller so the cards fly as in a game; a step back over a move
undoes it, and any other jump rebuilds the game from the log's prefix.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSlider,
    QStyle,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from scorpion_qt.engine import Game, Move, MoveKind, Position
from scorpion_qt.engine.game import REDO, UNDO
from scorpion_qt.store import HistoryRow
from scorpion_qt.ui.controller import GameController
from scorpion_qt.ui.messages import card_name, describe_move, rules_name
from scorpion_qt.ui.statistics.replay_scene import ReplayScene, ReplayView
from scorpion_qt.ui.statistics.texts import count_text, deal_label, moment_text, result_name

log = logging.getLogger(__name__)

# Seconds per step the speed menu offers, and the one chosen at first.
SPEEDS = (0.25, 0.5, 1.0, 2.0)
DEFAULT_SPEED = 0.5


def replay_positions(game: Game) -> list[Position]:
    """The position after each prefix of ``game.log``, the start first."""
    replayed = Game.replay([], deal=game.deal, start_text=game.start_text())
    positions = [replayed.position]
    for action in game.log:
        if action == UNDO:
            replayed.undo()
        elif action == REDO:
            replayed.redo()
        else:
            replayed.play(action)
        positions.append(replayed.position)
    return positions


@dataclass(frozen=True)
class BoardLooks:
    """How the player has the board drawn (Settings menu), for the replay to match."""

    animations: bool = True
    four_colour: bool = False
    large_index: bool = False


class ReplayDialog(QDialog):
    """A stored game shown step by step; the board never accepts a move."""

    play_again_requested = Signal(object)  # HistoryRow

    def __init__(
        self,
        game: Game,
        row: HistoryRow,
        parent: QWidget | None = None,
        looks: BoardLooks | None = None,
    ) -> None:
        super().__init__(parent)
        looks = looks or BoardLooks()
        self.row = row
        self.log = game.log  # the actions replayed (not ``actions``: QWidget has one)
        self._deal = game.deal
        self._start_text = game.start_text()
        self.positions = replay_positions(game)
        self.step = 0
        self.setWindowTitle(
            self.tr("Replay: {rules}, {deal}, {date}").format(
                rules=rules_name(row.rules), deal=deal_label(row), date=moment_text(row.started_at)
            )
        )
        self.controller = GameController(self._game_at(0))
        self.scene = ReplayScene(self.controller)
        self.scene.animations_enabled = looks.animations
        self.scene.set_card_style(looks.four_colour, looks.large_index)
        self.view = ReplayView(self.scene, self)
        self.timer = QTimer(self)
        self.timer.timeout.connect(self._tick)

        self.caption = QLabel(self)
        self.caption.setObjectName("replay_caption")
        self.figures = QLabel(self)
        self.figures.setObjectName("replay_figures")
        self.slider = QSlider(Qt.Orientation.Horizontal, self)
        self.slider.setObjectName("replay_slider")
        self.slider.setRange(0, len(self.log))
        self.slider.valueChanged.connect(self.go_to)
        self._make_controls()
        self._show_step()

    # -- building -----------------------------------------------------------------------

    def _button(self, name: str, icon: QStyle.StandardPixmap, tip: str, key: str) -> QToolButton:
        action = QAction(self.style().standardIcon(icon), tip, self)
        sequence = QKeySequence(key)
        action.setShortcut(sequence)
        shown = sequence.toString(QKeySequence.SequenceFormat.NativeText)
        action.setToolTip(self.tr("{action} ({key})").format(action=tip, key=shown))
        self.addAction(action)
        button = QToolButton(self)
        button.setObjectName(name)
        button.setDefaultAction(action)
        return button

    def _make_controls(self) -> None:
        pixmap = QStyle.StandardPixmap
        self.first_button = self._button(
            "replay_first", pixmap.SP_MediaSkipBackward, self.tr("To the start"), "Home"
        )
        self.back_button = self._button(
            "replay_back", pixmap.SP_MediaSeekBackward, self.tr("Step back"), "Left"
        )
        self.play_button = self._button(
            "replay_play", pixmap.SP_MediaPlay, self.tr("Play"), "Space"
        )
        self.forward_button = self._button(
            "replay_forward", pixmap.SP_MediaSeekForward, self.tr("Step forward"), "Right"
        )
        self.last_button = self._button(
            "replay_last", pixmap.SP_MediaSkipForward, self.tr("To the end"), "End"
        )
        self.first_button.defaultAction().triggered.connect(lambda: self.go_to(0))
        self.back_button.defaultAction().triggered.connect(self.step_back)
        self.play_button.defaultAction().triggered.connect(self.toggle_playing)
        self.forward_button.defaultAction().triggered.connect(self.step_forward)
        self.last_button.defaultAction().triggered.connect(lambda: self.go_to(len(self.log)))
        self.speed_combo = QComboBox(self)
        self.speed_combo.setObjectName("replay_speed")
        for seconds in SPEEDS:
            self.speed_combo.addItem(
                self.tr("{seconds} s per move").format(seconds=seconds), seconds
            )
        self.speed_combo.setCurrentIndex(SPEEDS.index(DEFAULT_SPEED))
        self.speed_combo.currentIndexChanged.connect(lambda _i: self._set_speed())
        self.play_again_button = QPushButton(self.tr("Play This Deal &Again"), self)
        self.play_again_button.setObjectName("replay_play_again")
        self.play_again_button.setEnabled(self.row.deal is not None)
        self.play_again_button.clicked.connect(lambda: self.play_again_requested.emit(self.row))
        close = QPushButton(self.tr("Close"), self)
        close.clicked.connect(self.close)

        controls = QHBoxLayout()
        for button in (
            self.first_button,
            self.back_button,
            self.play_button,
            self.forward_button,
            self.last_button,
        ):
            controls.addWidget(button)
        controls.addWidget(self.slider, 1)
        controls.addWidget(self.speed_combo)
        bottom = QHBoxLayout()
        bottom.addWidget(self.figures, 1)
        bottom.addWidget(self.play_again_button)
        bottom.addWidget(close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.caption)
        layout.addLayout(controls)
        layout.addLayout(bottom)
        self._set_speed()
        self.slider.setFocus()  # it steps with the arrow keys too; buttons keep Space free
        self.resize(900, 720)

    # -- stepping -----------------------------------------------------------------------

    def _game_at(self, step: int) -> Game:
        return Game.replay(self.log[:step], deal=self._deal, start_text=self._start_text)

    def step_forward(self) -> bool:
        """Play the next action of the log; False at the end."""
        if self.step >= len(self.log):
            self.stop()
            return False
        action = self.log[self.step]
        self.step += 1
        if action == UNDO:
            self.controller.undo()
        elif action == REDO:
            self.controller.redo()
        else:
            self.controller.play(action)
        self._settle()
        return True

    def step_back(self) -> bool:
        """Show the position one action earlier; False at the start."""
        if self.step == 0:
            return False
        self.stop()
        action = self.log[self.step - 1]
        self.step -= 1
        # undoing a move gives back the position before it, and the cards fly back
        if action not in (UNDO, REDO) and self.controller.game.can_undo:
            self.controller.undo()
        self._settle()
        return True

    def go_to(self, step: int) -> None:
        """Show the position after ``step`` actions."""
        step = max(0, min(step, len(self.log)))
        if step == self.step + 1:
            self.step_forward()
        elif step == self.step - 1:
            self.step_back()
        elif step != self.step:
            self.step = step
            self.controller.set_game(self._game_at(step), record=False)
            self._show_step()

    def _settle(self) -> None:
        """Make sure the board shows step :attr:`step` exactly (else rebuild it)."""
        if self.controller.game.position != self.positions[self.step]:
            self.controller.set_game(self._game_at(self.step), record=False)
        self._show_step()

    # -- playing ------------------------------------------------------------------------

    def toggle_playing(self) -> None:
        if self.timer.isActive():
            self.stop()
        else:
            if self.step >= len(self.log):
                self.go_to(0)
            self.timer.start()
            self._show_playing()

    def stop(self) -> None:
        self.timer.stop()
        self._show_playing()

    @property
    def playing(self) -> bool:
        return self.timer.isActive()

    def _tick(self) -> None:
        if not self.step_forward() or self.step >= len(self.log):
            self.stop()

    def _set_speed(self) -> None:
        self.timer.setInterval(round(float(self.speed_combo.currentData()) * 1000))

    def _show_playing(self) -> None:
        action = self.play_button.defaultAction()
        playing = self.timer.isActive()
        pixmap = (
            QStyle.StandardPixmap.SP_MediaPause if playing else QStyle.StandardPixmap.SP_MediaPlay
        )
        action.setIcon(self.style().standardIcon(pixmap))
        action.setText(self.tr("Pause") if playing else self.tr("Play"))

    # -- texts --------------------------------------------------------------------------

    def _show_step(self) -> None:
        total = len(self.log)
        self.slider.blockSignals(True)
        self.slider.setValue(self.step)
        self.slider.blockSignals(False)
        if self.step == 0:
            text = self.tr("The deal, before the first move (steps: {count})").format(
                count=count_text(total)
            )
        else:
            text = self.tr("Step {step} of {total}: {action}").format(
                step=count_text(self.step),
                total=count_text(total),
                action=self.describe(self.log[self.step - 1]),
            )
        self.caption.setText(text)
        game = self.controller.game
        figures = self.tr("Score {score} · moves {moves}").format(
            score=count_text(game.score), moves=count_text(game.move_count)
        )
        if self.step == total:
            figures = self.tr("{figures} · {result}").format(
                figures=figures, result=result_name(self.row.result)
            )
        self.figures.setText(figures)
        self.back_button.setEnabled(self.step > 0)
        self.first_button.setEnabled(self.step > 0)
        self.forward_button.setEnabled(self.step < total)
        self.last_button.setEnabled(self.step < total)

    def describe(self, action: str) -> str:
        """An action of the log in words."""
        if action == UNDO:
            return self.tr("undo")
        if action == REDO:
            return self.tr("redo")
        move = Move.parse(action)
        if move.kind is MoveKind.DEAL:
            return self.tr("deal the reserve")
        assert move.card is not None
        card = card_name(move.card)
        if move.kind is MoveKind.FOUNDATION:
            return self.tr("the {card} run from column {column} to a foundation").format(
                card=card, column=move.source + 1
            )
        if move.kind in (MoveKind.FROM_CELL, MoveKind.TO_CELL):
            return describe_move(move)
        return self.tr("{card} from column {source} to column {target}").format(
            card=card, source=move.source + 1, target=move.target + 1
        )

    def closeEvent(self, event: QCloseEvent) -> None:
        self.stop()
        super().closeEvent(event)
