"""The New Game dialog: the rule set (grouped by family) and which deal (random, winnable
of a grade, number, daily)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QRegularExpression
from PySide6.QtGui import QRegularExpressionValidator
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLayout,
    QLineEdit,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from scorpion_qt.store.grades import GRADES
from scorpion_qt.ui.play.new_game_choice import MAX_DEAL, NewGameChoice
from scorpion_qt.ui.play.rule_sets import (
    GRADED_RULES,
    RULE_FAMILIES,
    family_name,
    rules_description,
    rules_name,
)
from scorpion_qt.ui.play.status_texts import grade_name


class NewGameDialog(QDialog):
    """Asks for the rules and the deal; starts from the last choice. OK asks ``confirm``
    (whether the game in progress may be left) before the dialog is accepted; its No
    rejects the dialog, so the game stays as it was."""

    def __init__(
        self,
        last: NewGameChoice,
        parent: QWidget | None = None,
        confirm: Callable[[], bool] | None = None,
    ) -> None:
        super().__init__(parent)
        self._confirm = confirm
        self.setWindowTitle(self.tr("New Game"))
        layout = QVBoxLayout(self)
        # never smaller than the wrapped explanations need (their height depends on width)
        layout.setSizeConstraint(QLayout.SizeConstraint.SetMinimumSize)
        # the Scorpion and Wasp families on the left; Three Blind Mice and the deal on the
        # right: the two columns about as tall
        columns = QHBoxLayout()
        layout.addLayout(columns)
        families = self._family_boxes()
        left, right = QVBoxLayout(), QVBoxLayout()
        for box in families[:-1]:
            left.addWidget(box)
        left.addStretch(1)
        right.addWidget(families[-1])
        columns.addLayout(left, 1)
        columns.addLayout(right, 1)

        deal_box = QGroupBox(self.tr("Deal"), self)
        deal_layout = QVBoxLayout(deal_box)
        self.random_button = QRadioButton(self.tr("A random deal"), deal_box)
        self.number_button = QRadioButton(self.tr("Deal number:"), deal_box)
        self.number_edit = QLineEdit(str(last.number), deal_box)
        self.number_edit.setObjectName("deal_number")
        self.number_edit.setValidator(
            QRegularExpressionValidator(QRegularExpression(r"[1-9][0-9]{0,9}"), self)
        )
        self.number_edit.setPlaceholderText(self.tr("1 to {max}").format(max=MAX_DEAL))
        self.winnable_box = QCheckBox(self.tr("Winnable deals only"), deal_box)
        self.winnable_box.setObjectName("winnable_only")
        self.winnable_box.setChecked(last.winnable_only)
        winnable_row = self._grade_row(deal_box, last.grade)
        self.daily_button = QRadioButton(self.tr("Today's daily deal (always winnable)"), deal_box)
        self._deal_group = QButtonGroup(self)
        for button in (self.random_button, self.number_button, self.daily_button):
            self._deal_group.addButton(button)
        deal_layout.addWidget(self.random_button)
        deal_layout.addLayout(winnable_row)
        deal_layout.addWidget(self.number_button)
        deal_layout.addWidget(self.number_edit)
        deal_layout.addWidget(self.daily_button)
        right.addWidget(deal_box)
        right.addStretch(1)

        self.error_label = QLabel(self)
        self.error_label.setStyleSheet("color: #c0392b")
        layout.addWidget(self.error_label)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.buttons.accepted.connect(self._accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)

        self.rules_buttons.get(last.rules, self.rules_buttons["classic"]).setChecked(True)
        {"random": self.random_button, "number": self.number_button, "daily": self.daily_button}[
            last.mode
        ].setChecked(True)
        self.number_edit.textEdited.connect(lambda _text: self.number_button.setChecked(True))
        self._deal_group.buttonToggled.connect(lambda _button, _on: self._enable_grade())
        self._enable_grade()

    def _grade_row(self, parent: QWidget, grade: str | None) -> QHBoxLayout:
        """ "Winnable deals only" and, beside it, the grade of the winnable deal (enabled
        with it, for rules whose deals have grades)."""
        self.grade_combo = QComboBox(parent)
        self.grade_combo.setObjectName("deal_grade")
        self.grade_combo.setToolTip(self.tr("How hard the winnable deal is, as the solver found"))
        self.grade_combo.addItem(self.tr("Any"), None)
        for letter in GRADES:
            self.grade_combo.addItem(grade_name(letter), letter)
        self.grade_combo.setCurrentIndex(max(self.grade_combo.findData(grade), 0))
        label = QLabel(self.tr("&Grade:"), parent)
        label.setBuddy(self.grade_combo)
        row = QHBoxLayout()
        row.addWidget(self.winnable_box)
        row.addStretch(1)
        row.addWidget(label)
        row.addWidget(self.grade_combo)
        self._grade_label = label
        self.winnable_box.toggled.connect(lambda _on: self._enable_grade())
        self._rules_group.buttonToggled.connect(lambda _button, _on: self._enable_grade())
        return row

    def _enable_grade(self) -> None:
        """ "Winnable deals only" is a choice of a random deal's: a numbered deal is dealt as
        it is and the daily deal is always winnable, so it is off (its tooltip says why)
        for them, and so is the grade."""
        random_deal = not (self.number_button.isChecked() or self.daily_button.isChecked())
        self.winnable_box.setEnabled(random_deal)
        self.winnable_box.setToolTip(
            self.tr("The solver checks the random deal can be won")
            if random_deal
            else self.tr(
                "Only for a random deal: a numbered deal is dealt as it is, and the daily"
                " deal is always winnable"
            )
        )
        graded = self._chosen_rules() in GRADED_RULES
        enabled = graded and random_deal and self.winnable_box.isChecked()
        self.grade_combo.setEnabled(enabled)
        self._grade_label.setEnabled(enabled)
        self.grade_combo.setToolTip(
            self.tr("Wasp and Wasp II deals have no grades yet")
            if not graded
            else self.tr("How hard the winnable deal is, as the solver found")
            if random_deal
            else self.tr("Only for a winnable random deal")
        )

    def _chosen_rules(self) -> str:
        return next(
            (rules for rules, button in self.rules_buttons.items() if button.isChecked()),
            "classic",
        )

    def _family_boxes(self) -> list[QGroupBox]:
        """A group per family of rule sets, a button and a line of explanation per rule
        set: one choice across them all."""
        boxes = []
        self.rules_buttons: dict[str, QRadioButton] = {}
        self._rules_group = QButtonGroup(self)  # one choice across the families
        for family, members in RULE_FAMILIES:
            family_box = QGroupBox(family_name(family), self)
            family_box.setObjectName(f"family_{family}")
            family_layout = QVBoxLayout(family_box)
            for rules_id in members:
                button = QRadioButton(rules_name(rules_id), family_box)
                button.setObjectName(f"rules_{rules_id}")
                explanation = QLabel(rules_description(rules_id), family_box)
                explanation.setObjectName(f"explanation_{rules_id}")
                explanation.setWordWrap(True)
                explanation.setIndent(24)
                # wide enough that no explanation takes more than two or three lines
                explanation.setMinimumWidth(explanation.fontMetrics().averageCharWidth() * 44)
                family_layout.addWidget(button)
                family_layout.addWidget(explanation)
                self._rules_group.addButton(button)
                self.rules_buttons[rules_id] = button
            boxes.append(family_box)
        return boxes

    def choice(self) -> NewGameChoice:
        rules = self._chosen_rules()
        mode = (
            "number"
            if self.number_button.isChecked()
            else "daily"
            if self.daily_button.isChecked()
            else "random"
        )
        text = self.number_edit.text()
        number = int(text) if text.isdigit() else 0
        grade = self.grade_combo.currentData()
        return NewGameChoice(
            rules,
            mode,
            number,
            self.winnable_box.isChecked(),
            grade=grade if grade in GRADES and rules in GRADED_RULES else None,
        )

    def _accept(self) -> None:
        choice = self.choice()
        if choice.mode == "number" and not 1 <= choice.number <= MAX_DEAL:
            self.error_label.setText(
                self.tr("Choose a deal number from 1 to {max}.").format(max=MAX_DEAL)
            )
            return
        if self._confirm is not None and not self._confirm():
            self.reject()  # the game in progress stays
            return
        self.accept()
