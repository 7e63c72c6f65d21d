"""Recordings gone wrong, made from clean speech: the audio faults of issue 7.

Clipping (an input gain far too high), a DC offset (a cheap microphone),
8 kHz telephone audio (300-3400 Hz, G.711 mu-law), long leading silence and
music in the background. Pure numpy on mono float32 samples, deterministic,
so tests can state what each fault does to a known command.
"""

from __future__ import annotations

import numpy as np

TELEPHONE_RATE = 8_000
TELEPHONE_BAND_HZ = (300.0, 3400.0)
MU = 255.0
_CHORDS_HZ = ((261.63, 329.63, 392.00), (220.00, 261.63, 329.63), (174.61, 220.00, 261.63), (196.00, 246.94, 293.66))
_BEAT_S = 0.5


def clipped(samples: np.ndarray, gain: float) -> np.ndarray:
    """Amplified by `gain` and hard-clipped at full scale, as an overdriven input stage does."""
    return np.clip(samples * gain, -1.0, 1.0).astype(np.float32)


def with_dc_offset(samples: np.ndarray, offset: float) -> np.ndarray:
    """Shifted by a constant, kept within full scale."""
    return np.clip(samples + offset, -1.0, 1.0).astype(np.float32)


def after_silence(samples: np.ndarray, rate: int, seconds: float) -> np.ndarray:
    """`seconds` of digital silence before the speech."""
    return np.concatenate([np.zeros(int(rate * seconds), dtype=np.float32), samples]).astype(np.float32)


def band_limited(samples: np.ndarray, rate: int, band: tuple[float, float] = TELEPHONE_BAND_HZ) -> np.ndarray:
    """Only the telephone band kept (an FFT mask: steep, and enough for a test signal)."""
    spectrum = np.fft.rfft(samples)
    freqs = np.fft.rfftfreq(len(samples), 1 / rate)
    spectrum[(freqs < band[0]) | (freqs > band[1])] = 0
    return np.fft.irfft(spectrum, n=len(samples)).astype(np.float32)


def mu_law(samples: np.ndarray) -> np.ndarray:
    """Through G.711 mu-law at 8 bits and back: the quantisation noise of a phone line."""
    encoded = np.sign(samples) * np.log1p(MU * np.abs(samples)) / np.log1p(MU)
    quantised = np.round((encoded + 1) / 2 * 255) / 255 * 2 - 1
    return (np.sign(quantised) * np.expm1(np.abs(quantised) * np.log1p(MU)) / MU).astype(np.float32)


def music(seconds: float, rate: int, seed: int = 0) -> np.ndarray:
    """A chord progression with harmonics, note envelopes and a soft hi-hat on every beat.

    Music, not noise: tonal, rhythmic and in the speech band, the hard case for
    a voice-activity detector.
    """
    rng = np.random.default_rng(seed)
    t = np.arange(int(seconds * rate)) / rate
    beat = (t // _BEAT_S).astype(int)
    phase_in_beat = t - beat * _BEAT_S
    out = np.zeros_like(t)
    for index, chord in enumerate(_CHORDS_HZ):
        active = (beat // 4) % len(_CHORDS_HZ) == index
        for note in chord:
            for harmonic, weight in ((1, 1.0), (2, 0.5), (3, 0.25)):
                out += active * weight * np.sin(2 * np.pi * note * harmonic * t)
    out *= np.exp(-2.5 * phase_in_beat)
    out += 0.3 * rng.standard_normal(len(t)) * np.exp(-60.0 * phase_in_beat)
    return (out / np.max(np.abs(out))).astype(np.float32)


def mixed(speech: np.ndarray, background: np.ndarray, snr_db: float) -> np.ndarray:
    """Speech over `background` (looped or cut to length) at `snr_db`, within full scale."""
    repeats = int(np.ceil(len(speech) / len(background)))
    bed = np.tile(background, repeats)[: len(speech)]
    speech_power = float(np.mean(speech**2)) or 1e-12
    bed_power = float(np.mean(bed**2)) or 1e-12
    scale = np.sqrt(speech_power / (bed_power * 10 ** (snr_db / 10)))
    return np.clip(speech + scale * bed, -1.0, 1.0).astype(np.float32)
