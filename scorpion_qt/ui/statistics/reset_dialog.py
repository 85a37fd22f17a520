"""Asks which statistics to reset (one rule set's or all) and for a confirmation."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QButtonGroup,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from scorpion_qt.ui.statistics.summary_view import RULE_SETS
from scorpion_qt.ui.statistics.texts import count_text, rules_label


class ResetDialog(QDialog):
    """Choose the rule set whose finished games to delete; the game in progress stays."""

    def __init__(self, finished: dict[str | None, int], parent: QWidget | None = None) -> None:
        """``finished``: how many finished games each choice would delete."""
        super().__init__(parent)
        self.setWindowTitle(self.tr("Reset Statistics"))
        layout = QVBoxLayout(self)
        intro = QLabel(
            self.tr(
                "Delete the finished games, and with them the statistics, history and"
                " leaderboard they make, of:"
            ),
            self,
        )
        intro.setWordWrap(True)
        layout.addWidget(intro)
        self.choices: dict[str | None, QRadioButton] = {}
        group = QButtonGroup(self)
        for rules in RULE_SETS:
            name = self.tr("Every game") if rules is None else rules_label(rules)
            button = QRadioButton(
                self.tr("{name} (finished games: {count})").format(
                    name=name, count=count_text(finished.get(rules, 0))
                ),
                self,
            )
            button.setObjectName(f"reset_{rules or 'all'}")
            button.setEnabled(finished.get(rules, 0) > 0)
            group.addButton(button)
            layout.addWidget(button)
            self.choices[rules] = button
        for rules in (None, *RULE_SETS):
            if self.choices[rules].isEnabled():
                self.choices[rules].setChecked(True)
                break
        warning = QLabel(
            self.tr(
                "<b>This cannot be undone.</b> The game in progress is kept, and so are the"
                " daily deals' layouts."
            ),
            self,
        )
        warning.setWordWrap(True)
        layout.addWidget(warning)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel, self)
        self.reset_button = self.buttons.addButton(
            self.tr("&Reset"), QDialogButtonBox.ButtonRole.DestructiveRole
        )
        self.reset_button.setObjectName("reset_confirm")
        self.reset_button.setEnabled(any(b.isEnabled() for b in self.choices.values()))
        self.reset_button.clicked.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.buttons.button(QDialogButtonBox.StandardButton.Cancel).setDefault(True)
        layout.addWidget(self.buttons)

    def chosen_rules(self) -> str | None:
        """The rule set to reset; None means every game."""
        return next(rules for rules, button in self.choices.items() if button.isChecked())
