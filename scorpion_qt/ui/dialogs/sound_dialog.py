"""Settings → Sound: sound on or off and its volume, heard as they are chosen."""

from __future__ import annotations

from PySide6 import QtCore
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QSlider,
    QWidget,
)

from scorpion_qt.ui.services.sound import Sounds

# the sound a change of volume plays, to be heard at the new volume
PREVIEW = "place"


class SoundDialog(QDialog):
    """Each choice applies to ``sounds`` at once (a new volume plays a sound at it, once the
    slider is let go); OK keeps it, Cancel (or Esc) puts back what was there."""

    def __init__(self, sounds: Sounds, on: bool, volume: int, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Sound"))
        self._sounds = sounds
        self._before = (on, volume)
        self.play_box = QCheckBox(self.tr("&Play sounds"), self)
        self.play_box.setAccessibleName(self.tr("Play sounds"))
        self.play_box.setChecked(on)
        self.volume_slider = QSlider(QtCore.Qt.Orientation.Horizontal, self)
        self.volume_slider.setRange(0, 100)
        self.volume_slider.setPageStep(10)
        self.volume_slider.setValue(volume)
        self.volume_slider.setEnabled(on)
        self.volume_slider.setAccessibleName(self.tr("Volume"))
        self.volume_label = QLabel(self.tr("&Volume:"), self)
        self.volume_label.setBuddy(self.volume_slider)
        form = QFormLayout(self)
        form.addRow(self.play_box)
        form.addRow(self.volume_label, self.volume_slider)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        form.addRow(self.buttons)
        self.play_box.toggled.connect(self._play_toggled)
        self.volume_slider.valueChanged.connect(self._volume_changed)
        self.volume_slider.sliderReleased.connect(lambda: sounds.play(PREVIEW))

    def _play_toggled(self, on: bool) -> None:
        self.volume_slider.setEnabled(on)
        self._sounds.set_enabled(on)
        self._sounds.play(PREVIEW)  # heard only when on

    def _volume_changed(self, volume: int) -> None:
        self._sounds.set_volume(volume)
        if not self.volume_slider.isSliderDown():  # a key or a click: heard now
            self._sounds.play(PREVIEW)

    def choice(self) -> tuple[bool, int]:
        """(sound on, volume 0-100)."""
        return self.play_box.isChecked(), self.volume_slider.value()

    def reject(self) -> None:
        on, volume = self._before
        self._sounds.set_volume(volume)
        self._sounds.set_enabled(on)
        super().reject()
