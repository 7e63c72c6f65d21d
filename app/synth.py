"""Spoken test commands from text, offline: espeak-ng, optionally with noise.

Used by `voxcall eval --audio` to run a labelled text set through the whole
pipeline (speech -> Whisper -> model), with several voices and speeds, and a
noisy copy at a given signal-to-noise ratio.
"""

from __future__ import annotations

import shutil
import subprocess
import tempfile
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from app.errors import VoxcallError
from models.audio import AudioClip, clip_from_pcm, load_audio


@dataclass(frozen=True)
class Voice:
    """An espeak-ng voice, speed in words per minute, and optional white noise."""

    name: str = "en-us"
    speed: int = 150
    snr_db: float | None = None

    @property
    def label(self) -> str:
        noise = f"+noise{self.snr_db:g}dB" if self.snr_db is not None else ""
        return f"{self.name}@{self.speed}{noise}"


def require_espeak() -> None:
    if shutil.which("espeak-ng") is None:
        raise VoxcallError("espeak-ng is not installed", "apt-get install espeak-ng (or run make setup as root)")


def speak(text: str, voice: Voice, seed: int = 0) -> AudioClip:
    """Synthesise `text`; with `snr_db`, add white noise at that ratio."""
    require_espeak()
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "speech.wav"
        subprocess.run(["espeak-ng", "-v", voice.name, "-s", str(voice.speed), "-w", str(path), text],
                       check=True, capture_output=True)
        clip = load_audio(path, max_seconds=60)
    if voice.snr_db is None:
        return clip
    return clip_from_pcm(add_noise(clip.samples, voice.snr_db, seed), clip.sample_rate, source=f"noisy {clip.source}")


def add_noise(samples: np.ndarray, snr_db: float, seed: int) -> np.ndarray:
    """White noise scaled so that speech power / noise power = snr_db."""
    power = float(np.mean(samples**2)) or 1e-12
    noise = np.random.default_rng(seed).normal(0.0, np.sqrt(power / 10 ** (snr_db / 10)), samples.shape)
    return np.clip(samples + noise, -1.0, 1.0).astype(np.float32)
