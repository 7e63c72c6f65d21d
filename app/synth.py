"""Spoken test commands from text, offline: espeak-ng, optionally with noise.

Used by `voxcall eval --audio` to run a labelled text set through the whole
pipeline (speech -> Whisper -> model), with several voices and speeds, and
noisy copies at given signal-to-noise ratios. Two kinds of noise: white
(a fan, a bad microphone) and babble (other people talking in the room, the
hard case, because it is speech in the same band as the command).
"""

from __future__ import annotations

import shutil
import subprocess
import tempfile
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Literal

import numpy as np

from app.errors import VoxcallError
from models.audio import TARGET_RATE, AudioClip, clip_from_pcm, load_audio

NoiseKind = Literal["white", "babble"]
NOISE_KINDS: tuple[NoiseKind, ...] = ("white", "babble")

BABBLE_SENTENCES: tuple[str, ...] = (
    "I think we should leave a little earlier tomorrow because of the traffic",
    "she told me the museum was closed for the whole of last week",
    "honestly the soup was fine but the bread was a bit stale",
    "we could paint the fence on saturday if the weather holds",
    "my brother finally sold his old car to a neighbour down the road",
    "the meeting ran long so nobody had time for lunch",
)
"""What the other people in the room say: conversation, not commands."""

BABBLE_VOICES: tuple[tuple[str, int], ...] = (
    ("en-us", 165), ("en-gb", 180), ("en-us+f3", 150),
    ("en-gb-scotland+f2", 170), ("en-029+m3", 160), ("en-gb-x-rp+f4", 190),
)
"""One espeak-ng voice and speed per talker, so the talkers differ in pitch and pace."""

BABBLE_TALKERS = 5
_GAP_S = 0.25


@dataclass(frozen=True)
class Voice:
    """An espeak-ng voice and its speed in words per minute."""

    name: str = "en-us"
    speed: int = 150

    @property
    def label(self) -> str:
        return f"{self.name}@{self.speed}"


@dataclass(frozen=True)
class Noise:
    """Noise of one kind mixed in at `snr_db` (speech power over noise power)."""

    kind: NoiseKind
    snr_db: float

    @property
    def label(self) -> str:
        return f"{self.kind} {self.snr_db:g} dB"


@dataclass(frozen=True)
class Condition:
    """How a command is heard in one evaluation pass: a voice, clean or with noise."""

    voice: Voice
    noise: Noise | None = None

    @property
    def label(self) -> str:
        return f"{self.voice.label} + {self.noise.label}" if self.noise else f"{self.voice.label} clean"


def require_espeak() -> None:
    if shutil.which("espeak-ng") is None:
        raise VoxcallError("espeak-ng is not installed", "apt-get install espeak-ng (or run make setup as root)")


def speak(text: str, voice: Voice) -> AudioClip:
    """Synthesise `text` as a clean 16 kHz clip; espeak-ng is deterministic, so no seed."""
    require_espeak()
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "speech.wav"
        subprocess.run(["espeak-ng", "-v", voice.name, "-s", str(voice.speed), "-w", str(path), text],
                       check=True, capture_output=True)
        return load_audio(path, max_seconds=60)


def hear(text: str, condition: Condition, seed: int = 0) -> AudioClip:
    """`text` spoken in `condition`'s voice, with its noise mixed in (seeded)."""
    clip = speak(text, condition.voice)
    if condition.noise is None:
        return clip
    return with_noise(clip, condition.noise, seed)


def with_noise(clip: AudioClip, noise: Noise, seed: int) -> AudioClip:
    """A copy of `clip` with `noise` mixed in at its ratio."""
    samples = add_noise(clip.samples, noise.snr_db, seed) if noise.kind == "white" else add_babble(
        clip.samples, noise.snr_db, seed)
    return clip_from_pcm(samples, clip.sample_rate, source=f"{clip.source} + {noise.label}")


def add_noise(samples: np.ndarray, snr_db: float, seed: int) -> np.ndarray:
    """White noise scaled so that speech power / noise power = snr_db."""
    noise = np.random.default_rng(seed).standard_normal(samples.shape)
    return mix_at_snr(samples, noise, snr_db)


def add_babble(samples: np.ndarray, snr_db: float, seed: int, bed_seed: int = 0) -> np.ndarray:
    """Babble at `snr_db`: a stretch of the cached bed, starting where `seed` says, looped to length."""
    bed = babble_bed(bed_seed)
    start = int(np.random.default_rng(seed).integers(len(bed)))
    noise = bed[(start + np.arange(len(samples))) % len(bed)]
    return mix_at_snr(samples, noise, snr_db)


def mix_at_snr(samples: np.ndarray, noise: np.ndarray, snr_db: float) -> np.ndarray:
    """`samples + noise`, the noise scaled so that mean power of samples / of noise = snr_db.

    Powers are over the whole clip, silence included (as for white noise),
    so the ratios of the two kinds are comparable.
    """
    power = float(np.mean(samples.astype(np.float64) ** 2)) or 1e-12
    noise_power = float(np.mean(noise.astype(np.float64) ** 2)) or 1e-12
    scaled = noise * np.sqrt(power / noise_power / 10 ** (snr_db / 10))
    return np.clip(samples + scaled, -1.0, 1.0).astype(np.float32)


@lru_cache(maxsize=4)
def babble_bed(seed: int = 0) -> np.ndarray:
    """Several talkers mixed into one read-only bed, synthesised once per process and seed.

    Each talker (its own voice and speed) says the sentences in its own
    seeded order, with short gaps; every talker is brought to the same power
    and starts at a different point of its loop, so no one voice dominates
    and the gaps of one are filled by the others, like a crowded room.
    """
    rng = np.random.default_rng(seed)
    picks = rng.choice(len(BABBLE_VOICES), size=BABBLE_TALKERS, replace=False)
    streams = [_talker(BABBLE_VOICES[i], rng) for i in sorted(picks)]
    length = max(len(s) for s in streams)
    bed = np.zeros(length, dtype=np.float64)
    for stream in streams:
        looped = np.resize(stream, length)
        bed += np.roll(looped, int(rng.integers(length))) / np.sqrt(np.mean(stream**2))
    bed = (bed / np.sqrt(np.mean(bed**2))).astype(np.float32)
    bed.setflags(write=False)
    return bed


def _talker(spec: tuple[str, int], rng: np.random.Generator) -> np.ndarray:
    """One talker's stream: every babble sentence once, in a seeded order, with pauses."""
    voice = Voice(*spec)
    gap = np.zeros(int(_GAP_S * TARGET_RATE), dtype=np.float64)
    parts = []
    for index in rng.permutation(len(BABBLE_SENTENCES)):
        parts += [speak(BABBLE_SENTENCES[index], voice).samples.astype(np.float64), gap]
    return np.concatenate(parts)
