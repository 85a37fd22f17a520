"""Replay a stored game move by move on a read-only board: step, jump, or play at a speed.

Step ``k`` shows the game after the first ``k`` actions of its log (moves, undos and redos,
as the player made them), the position ``Game.replay(log[:k])`` gives. Forward steps play
the action through a controller so the cards fly as in a game; a step back over a move
undoes it, and any other jump rebuilds the game from the log's prefix.

With the game's analysis (slip_panel, slip_analysis) the timeline marks the turning point,
the step where the move that lost the game was chosen; there the board marks that move
and one that kept the game winnable, and the winning line from there can be stepped
through the same way, on the same controls, until the dialog goes back to the game.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from PySide6.QtCore import QTimer, Signal
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QStyle,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from scorpion_qt.engine import Game, IllegalMove, Move, Position
from scorpion_qt.engine.game import REDO, UNDO
from scorpion_qt.store.game_result import GameResult
from scorpion_qt.store.records import HistoryRow
from scorpion_qt.ui.play.controller import GameController
from scorpion_qt.ui.play.rule_sets import rules_name
from scorpion_qt.ui.statistics.board_looks import BoardLooks
from scorpion_qt.ui.statistics.replay_scene import ReplayScene, ReplayView
from scorpion_qt.ui.statistics.replay_texts import describe_action
from scorpion_qt.ui.statistics.replay_track import ReplayTrack
from scorpion_qt.ui.statistics.slip_panel import SlipPanel
from scorpion_qt.ui.statistics.slip_report import SlipReport, decision_step
from scorpion_qt.ui.statistics.slip_texts import move_phrase, plain, turning_text, verdict_text
from scorpion_qt.ui.statistics.slip_timeline import TimelineSlider
from scorpion_qt.ui.statistics.texts import count_text, deal_label, moment_text, result_name

if TYPE_CHECKING:
    from scorpion_qt.ui.statistics.slip_analysis import SlipAnalysis

log = logging.getLogger(__name__)

# Seconds per step the speed menu offers, and the one chosen at first.
SPEEDS = (0.25, 0.5, 1.0, 2.0)
DEFAULT_SPEED = 0.5


class ReplayDialog(QDialog):
    """A stored game shown step by step; the board never accepts a move. ``row`` is the
    game's history row (None for a game the store does not hold)."""

    play_again_requested = Signal(object)  # HistoryRow

    def __init__(
        self,
        game: Game,
        row: HistoryRow | None,
        parent: QWidget | None = None,
        looks: BoardLooks | None = None,
    ) -> None:
        super().__init__(parent)
        looks = looks or BoardLooks()
        self.row = row
        self.log = game.log  # the actions replayed (not ``actions``: QWidget has one)
        self.moves = game.moves  # the game's final line, which an analysis is of
        self._game = game
        self._game_track = ReplayTrack.of_game(game)
        # what the controls step along: the game's log, or the winning line shown
        self.track = self._game_track
        self.step = 0
        self.report: SlipReport | None = None
        # the step showing the position where the move that lost the game was chosen
        self.turning_step: int | None = None
        self._jump_to_turn = False  # go there when the analysis comes, if still here
        self.setWindowTitle(self._title(game, row))
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
        self.slider = TimelineSlider(self)
        self.slider.setObjectName("replay_slider")
        self.slider.setRange(0, len(self.log))
        self.slider.valueChanged.connect(self.go_to)
        self.panel = SlipPanel(self)
        self.panel.analysed.connect(self._have_report)
        self.panel.turning_action.triggered.connect(self.go_to_turning_point)
        self.panel.line_action.triggered.connect(self.toggle_line)
        self._make_controls()
        self._show_step()

    def _title(self, game: Game, row: HistoryRow | None) -> str:
        if row is not None:
            return self.tr("Replay: {rules}, {deal}, {date}").format(
                rules=rules_name(row.rules), deal=deal_label(row), date=moment_text(row.started_at)
            )
        deal = (
            self.tr("Custom position")
            if game.deal is None
            else self.tr("#{number}").format(number=game.deal)
        )
        return self.tr("Replay: {rules}, {deal}").format(rules=rules_name(game.rules), deal=deal)

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
        self.last_button.defaultAction().triggered.connect(lambda: self.go_to(len(self.track)))
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
        self.play_again_button.setEnabled(self.row is not None and self.row.deal is not None)
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
        layout.addWidget(self.panel)
        layout.addLayout(controls)
        layout.addLayout(bottom)
        self._set_speed()
        self.slider.setFocus()  # it steps with the arrow keys too; buttons keep Space free
        self.resize(900, 720)

    # -- stepping -----------------------------------------------------------------------

    @property
    def on_line(self) -> bool:
        """Whether the controls step along the winning line (else along the game)."""
        return self.track is not self._game_track

    @property
    def positions(self) -> list[Position]:
        """The position after each step of the track."""
        return self.track.positions

    def _game_at(self, step: int) -> Game:
        return self.track.game_at(step)

    def step_forward(self) -> bool:
        """Play the next action of the track; False at the end."""
        if self.step >= len(self.track):
            self.stop()
            return False
        action = self.track.actions[self.step]
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
        action = self.track.actions[self.step - 1]
        self.step -= 1
        # undoing a move gives back the position before it, and the cards fly back
        if action not in (UNDO, REDO) and self.controller.game.can_undo:
            self.controller.undo()
        self._settle()
        return True

    def go_to(self, step: int) -> None:
        """Show the position after ``step`` actions of the track."""
        step = max(0, min(step, len(self.track)))
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

    # -- where it slipped away ----------------------------------------------------------

    def offer_analysis(self, slip: SlipAnalysis, *, ask: bool = False) -> None:
        """Show the game's stored analysis, or offer to analyse it. ``ask``: analyse it
        now, from the game's last step, and go to its turning point once known (unless the
        player has moved meanwhile)."""
        if ask:
            self.go_to(len(self.log))
            self._jump_to_turn = True
        game_id = None if self.row is None else self.row.id
        self.panel.offer(slip, game_id, self._game, ask=ask)
        self._show_step()

    def _have_report(self, report: SlipReport) -> None:
        self.report = report
        turning = report.turning_point
        self.turning_step = None
        if turning is not None and turning < len(self.moves):
            self.turning_step = decision_step(self.log, turning)
        if not self.on_line:
            self.slider.set_mark(self.turning_step)
        jump, self._jump_to_turn = self._jump_to_turn, False
        if jump and self.step == len(self.log) and not self.on_line:
            self.go_to_turning_point()
        self._show_step()

    def go_to_turning_point(self) -> None:
        """Show the position where the move that lost the game was chosen."""
        if self.turning_step is None:
            return
        self.stop()
        if self.on_line:
            self._leave_line()
        self.go_to(self.turning_step)

    def toggle_line(self) -> None:
        if self.on_line:
            self.back_to_game()
        else:
            self.show_winning_line()

    def show_winning_line(self) -> None:
        """Step along the winning line from the turning point instead of the game."""
        report, step = self.report, self.turning_step
        if report is None or step is None or self.on_line:
            return
        self.stop()
        base = self._game_track.game_at(step)
        try:
            line = ReplayTrack.played_on(base, list(report.better_line))
        except ValueError:  # IllegalMove is one
            log.warning("the analysis's winning line does not replay: %s", report.better_line)
            self.panel.show_text(plain(self.tr("The winning line does not replay here.")))
            return
        self.track, self.step = line, 0
        self.controller.set_game(base.copy(), record=False)
        self._set_track_range()
        self.panel.line_action.setText(self.tr("Back to the Game"))
        self._show_step()

    def back_to_game(self) -> None:
        """Step along the game again, from its turning point."""
        if not self.on_line:
            return
        self.stop()
        self._leave_line()
        self.step = self.turning_step or 0
        self.controller.set_game(self._game_at(self.step), record=False)
        self._show_step()

    def _leave_line(self) -> None:
        self.track = self._game_track
        self.step = min(self.step, len(self.track))
        self._set_track_range()
        self.panel.line_action.setText(self.tr("Show the Winning Line"))

    def _set_track_range(self) -> None:
        self.slider.blockSignals(True)
        self.slider.setRange(0, len(self.track))
        self.slider.blockSignals(False)
        self.slider.set_mark(None if self.on_line else self.turning_step)

    # -- playing ------------------------------------------------------------------------

    def toggle_playing(self) -> None:
        if self.timer.isActive():
            self.stop()
        else:
            if self.step >= len(self.track):
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
        if not self.step_forward() or self.step >= len(self.track):
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
        total = len(self.track)
        self.slider.blockSignals(True)
        self.slider.setValue(self.step)
        self.slider.blockSignals(False)
        self.caption.setText(self._caption(total))
        game = self.controller.game
        figures = self.tr("Score {score} · moves {moves}").format(
            score=count_text(game.score), moves=count_text(game.move_count)
        )
        if self.on_line and game.is_won:
            figures = self.tr("{figures} · {result}").format(
                figures=figures, result=result_name(GameResult.WON)
            )
        elif self.step == total and not self.on_line:
            result = self.row.result if self.row is not None else GameResult.IN_PROGRESS
            figures = self.tr("{figures} · {result}").format(
                figures=figures, result=result_name(result)
            )
        self.figures.setText(figures)
        self.back_button.setEnabled(self.step > 0)
        self.first_button.setEnabled(self.step > 0)
        self.forward_button.setEnabled(self.step < total)
        self.last_button.setEnabled(self.step < total)
        self._show_slip()

    def _caption(self, total: int) -> str:
        if self.on_line:
            if self.step == 0:
                return self.tr("The winning line from move {number}: {count} moves").format(
                    number=count_text(self._turn_number()), count=count_text(total)
                )
            return self.tr("Winning line, move {step} of {total}: {action}").format(
                step=count_text(self.step),
                total=count_text(total),
                action=self.describe(self.track.actions[self.step - 1]),
            )
        if self.step == 0:
            return self.tr("The deal, before the first move (steps: {count})").format(
                count=count_text(total)
            )
        return self.tr("Step {step} of {total}: {action}").format(
            step=count_text(self.step),
            total=count_text(total),
            action=self.describe(self.log[self.step - 1]),
        )

    def _turn_number(self) -> int:
        """The turning point's move number, counted from 1."""
        turning = self.report.turning_point if self.report is not None else None
        return 0 if turning is None else turning + 1

    def _show_slip(self) -> None:
        """The board's marks and the panel's line for the step shown."""
        report = self.report
        if report is None:
            self.scene.clear_moves()
            return
        game = self.controller.game
        if self.on_line:
            ahead = None
            if self.step < len(self.track):
                ahead = self._legal(self.track.actions[self.step])
            self.scene.show_moves(None, ahead)
            text = self.tr(
                "The winning line's next move is marked in blue; Back to the Game (W) returns"
                " to your game"
            )
            if game.is_won:
                text = self.tr(
                    "The winning line ends in a won game; Back to the Game (W) returns to your game"
                )
            self.panel.show_text(plain(text))
            return
        turning = report.turning_point
        if self.step == self.turning_step and turning is not None and report.better_line:
            played = self._legal(self.moves[turning])
            better = self._legal(report.better_line[0])
            if played is not None and better is not None:
                self.scene.show_moves(played, better)
                position = game.position
                self.panel.show_text(
                    turning_text(
                        turning + 1,
                        move_phrase(played, position),
                        move_phrase(better, position),
                        self.panel.dark,
                    )
                )
                return
        self.scene.clear_moves()
        won = self.row is not None and self.row.result is GameResult.WON
        self.panel.show_text(plain(verdict_text(report, won)))

    def _legal(self, text: str) -> Move | None:
        """The move ``text`` names if the position shown allows it (the engine says)."""
        try:
            return self.controller.game.check(text)
        except IllegalMove:
            return None

    def describe(self, action: str) -> str:
        """An action of the log in words."""
        return describe_action(action)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.stop()
        self.panel.cancel()  # nobody waits for its analysis any more
        super().closeEvent(event)
