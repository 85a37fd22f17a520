"""Synthesise the game's sound effects into resources/sounds/ (16-bit mono 44.1 kHz WAV).

    python packaging/make_sounds.py [FOLDER]

Our own work, under the app's licence (GPL-3.0-or-later). Standard library only, and no
randomness: the noise is a fixed linear congruential sequence, so every run writes the same
bytes. Each sound starts and ends with a short fade (a step from or to silence clicks), and
its peak is scaled to PEAK, well under full scale, so none clips and none is loud.
"""

from __future__ import annotations

import math
import struct
import sys
import wave
from collections.abc import Callable, Iterator
from pathlib import Path

RATE = 44100
PEAK = 0.45  # of full scale: gentle beside other programs' sounds
FADE_IN_S = 0.002
FADE_OUT_S = 0.012
OUT = Path(__file__).resolve().parent.parent / "resources" / "sounds"

Samples = list[float]


def noise(count: int, seed: int = 1) -> Iterator[float]:
    """White noise in -1..1 from a fixed sequence (Numerical Recipes' LCG constants)."""
    state = seed
    for _ in range(count):
        state = (1664525 * state + 1013904223) % 2**32
        yield state / 2**31 - 1.0


def low_pass(samples: Samples, cutoff: Callable[[float], float]) -> Samples:
    """A one-pole low-pass filter whose cutoff (Hz) may change with time (seconds)."""
    out: Samples = []
    level = 0.0
    for index, sample in enumerate(samples):
        alpha = 1.0 - math.exp(-2.0 * math.pi * cutoff(index / RATE) / RATE)
        level += alpha * (sample - level)
        out.append(level)
    return out


def seconds(duration: float) -> range:
    return range(round(duration * RATE))


def tone(frequency: float, duration: float, decay: float, start: float = 0.0) -> Samples:
    """A bell-like note: a sine with a quieter octave, decaying exponentially (``decay``
    seconds to fall to 1/e), starting ``start`` seconds into a buffer of ``duration``."""
    out: Samples = []
    for index in seconds(duration):
        t = index / RATE - start
        if t < 0:
            out.append(0.0)
            continue
        phase = 2.0 * math.pi * frequency * t
        out.append((math.sin(phase) + 0.25 * math.sin(2 * phase)) * math.exp(-t / decay))
    return out


def mix(*layers: Samples) -> Samples:
    length = max(len(layer) for layer in layers)
    return [sum(layer[i] for layer in layers if i < len(layer)) for i in range(length)]


def place() -> Samples:
    """A soft tap of a card on the felt: a thump with a little filtered noise, ~60 ms."""
    duration = 0.06
    thump = [
        math.sin(2 * math.pi * 170 * (i / RATE)) * math.exp(-(i / RATE) / 0.012)
        for i in seconds(duration)
    ]
    hiss = low_pass(list(noise(len(thump), seed=7)), lambda _t: 2500.0)
    hiss = [h * math.exp(-(i / RATE) / 0.008) for i, h in enumerate(hiss)]
    return mix(thump, [0.8 * h for h in hiss])


def refuse() -> Samples:
    """A low, short buzz: two soft square-ish tones a fifth apart, ~120 ms."""
    duration = 0.12
    out: Samples = []
    for index in seconds(duration):
        t = index / RATE
        wave_ = sum(math.sin(2 * math.pi * k * 110 * t) / k for k in (1, 3, 5))
        wave_ += 0.6 * sum(math.sin(2 * math.pi * k * 82.5 * t) / k for k in (1, 3))
        out.append(wave_ * math.exp(-t / 0.05))
    return out


def turn() -> Samples:
    """A card turned over: a swish of noise whose brightness rises and falls, ~80 ms."""
    duration = 0.08
    count = len(seconds(duration))
    swept = low_pass(
        list(noise(count, seed=3)),
        lambda t: 600.0 + 5000.0 * math.sin(math.pi * t / duration),
    )
    return [s * math.sin(math.pi * i / count) ** 2 for i, s in enumerate(swept)]


def run() -> Samples:
    """A run completed: a rising three-note chime (C6, E6, G6), ~300 ms."""
    duration = 0.3
    notes = (1046.5, 1318.5, 1568.0)
    return mix(*(tone(f, duration, 0.08, start=0.06 * n) for n, f in enumerate(notes)))


def win() -> Samples:
    """A win: an arpeggio up C major (C5 E5 G5 C6) ending on the chord, ~1 s."""
    duration = 1.0
    notes = (523.25, 659.25, 783.99, 1046.5)
    arpeggio = [tone(f, duration, 0.12, start=0.11 * n) for n, f in enumerate(notes)]
    chord = [tone(f, duration, 0.3, start=0.5) for f in notes]
    return mix(*arpeggio, *[[0.6 * s for s in c] for c in chord])


SOUNDS: dict[str, Callable[[], Samples]] = {
    "place": place,
    "refuse": refuse,
    "turn": turn,
    "run": run,
    "win": win,
}


def finished(samples: Samples) -> Samples:
    """Scaled to PEAK, with the fades in and out."""
    top = max(abs(s) for s in samples) or 1.0
    fade_in, fade_out = round(FADE_IN_S * RATE), round(FADE_OUT_S * RATE)
    count = len(samples)
    out = []
    for index, sample in enumerate(samples):
        gain = min(1.0, index / fade_in, (count - 1 - index) / fade_out)
        out.append(sample / top * PEAK * gain)
    return out


def write(path: Path, samples: Samples) -> None:
    frames = b"".join(struct.pack("<h", round(s * 32767)) for s in finished(samples))
    with wave.open(str(path), "wb") as file:
        file.setnchannels(1)
        file.setsampwidth(2)
        file.setframerate(RATE)
        file.writeframes(frames)


def main(argv: list[str]) -> int:
    folder = Path(argv[0]) if argv else OUT
    folder.mkdir(parents=True, exist_ok=True)
    for name, make in SOUNDS.items():
        path = folder / f"{name}.wav"
        write(path, make())
        print(f"{path}: {path.stat().st_size:,} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
