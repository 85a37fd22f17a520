"""Sound effects (Settings → Sound): a card placed, a refused drop, a card turned, a run
completed and a win, played at the volume the player chose.

Why it is built this way:

- **Nothing waits for a sound.** Each sound is a QSoundEffect whose WAV file is loaded once,
  when sound is first switched on (``setSource`` decodes it on Qt's own thread), and
  ``QSoundEffect.play`` only starts Qt's audio thread mixing it: it returns at once, so a
  move, and its animation, never waits for a sound.
- **QtMultimedia loads only when sound is first switched on**, never at start-up or while
  sound is off: it costs the start time, talks to the sound server, and on Linux it links
  libpulse, which a machine may lack (the import then fails).
- **A machine that cannot play a sound is silent, not broken**: QtMultimedia that does not
  load, no audio output, or an effect that reports an error leaves the game as it was;
  why is logged once, at info level, and nothing raises.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QUrl, Signal

from scorpion_qt.package_files import resource
from scorpion_qt.ui.play.controller import Change, ChangeEvent, GameController

if TYPE_CHECKING:
    from PySide6.QtMultimedia import QSoundEffect

log = logging.getLogger(__name__)

#: the sounds, each resources/sounds/NAME.wav (made by packaging/make_sounds.py)
NAMES = ("place", "refuse", "turn", "run", "win")


def sound_for(event: ChangeEvent) -> str | None:
    """The one sound a change of the game makes: a move (or redo) that completes a run
    chimes, else one that turns a card up turns, else the cards are placed; an undo puts
    cards back (placed); a new game, and the winning move (the win has its own), none."""
    outcome = event.outcome
    if event.kind is Change.NEW or outcome is None:
        return None
    if event.kind is Change.UNDO:
        return "place"
    if outcome.won:
        return None
    if outcome.runs_removed:
        return "run"
    if outcome.turned_up:
        return "turn"
    return "place"


class Sounds(QObject):
    """The game's sound effects, silent until :meth:`set_enabled` turns them on."""

    #: a sound's name, each time one is asked for while sound is on, whether or not this
    #: machine can play it
    requested = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._enabled = False
        self._volume = 0.7
        self._effects: dict[str, QSoundEffect] | None = None  # loaded when first on
        self._silent = False  # this machine cannot play them (see _load)

    @property
    def enabled(self) -> bool:
        return self._enabled

    def set_enabled(self, on: bool) -> None:
        self._enabled = on
        if on and self._effects is None:
            self._load()

    @property
    def volume(self) -> int:
        """The volume, 0 to 100."""
        return round(self._volume * 100)

    def set_volume(self, percent: int) -> None:
        """The volume, 0 (silent) to 100 (the sounds as made)."""
        self._volume = min(max(percent, 0), 100) / 100
        for effect in (self._effects or {}).values():
            effect.setVolume(self._volume)

    def follow(self, controller: GameController) -> None:
        """Play the game's sounds: its moves (see :func:`sound_for`), refusals and wins."""
        controller.changed.connect(self._changed)
        controller.refused.connect(lambda _message: self.play("refuse"))
        controller.won.connect(lambda: self.play("win"))

    def _changed(self, event: ChangeEvent) -> None:
        name = sound_for(event)
        if name is not None:
            self.play(name)

    def play(self, name: str) -> None:
        """Start sound ``name`` (one of :data:`NAMES`) if sound is on; returns at once."""
        if not self._enabled:
            return
        self.requested.emit(name)
        effect = (self._effects or {}).get(name)
        if effect is not None and effect.isLoaded():
            effect.play()

    def _load(self) -> None:
        self._effects = {}
        try:
            from PySide6.QtMultimedia import QMediaDevices, QSoundEffect
        except ImportError as error:  # on Linux, say, libpulse.so.0 is missing
            self._silence(f"Qt's multimedia module does not load ({error})")
            return
        if not QMediaDevices.audioOutputs():
            self._silence("this system has no audio output")
            return
        for name in NAMES:
            effect = QSoundEffect(self)
            effect.setVolume(self._volume)
            effect.statusChanged.connect(lambda effect=effect: self._check(effect))
            effect.setSource(QUrl.fromLocalFile(str(resource("sounds", f"{name}.wav"))))
            self._effects[name] = effect

    def _check(self, effect: QSoundEffect) -> None:
        if effect.status() == effect.Status.Error:
            self._silence(f"the sound {effect.source().fileName()} cannot be played")

    def _silence(self, why: str) -> None:
        if not self._silent:
            self._silent = True
            log.info("sounds are silent: %s", why)
