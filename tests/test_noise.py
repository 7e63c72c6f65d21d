"""Noise for the spoken evaluation (issue 7): white and babble at a given SNR.

The babble bed is synthesised by espeak-ng once per process; these tests
check it is deterministic, fits any clip length, hits the requested ratio
and sounds like speech rather than hiss.
"""

from __future__ import annotations

import shutil

import numpy as np
import pytest

from app import synth
from app.synth import Condition, Noise, Voice, add_babble, add_noise, babble_bed, hear, mix_at_snr, speak

pytestmark = pytest.mark.skipif(shutil.which("espeak-ng") is None, reason="espeak-ng is not installed")

RATE = 16_000


@pytest.fixture(scope="module")
def command() -> np.ndarray:
    return speak("set a timer for five minutes", Voice()).samples


def measured_snr(clean: np.ndarray, noisy: np.ndarray) -> float:
    noise = noisy.astype(np.float64) - clean
    return 10 * np.log10(np.mean(clean.astype(np.float64) ** 2) / np.mean(noise**2))


@pytest.mark.parametrize("snr", [20.0, 10.0, 5.0])
@pytest.mark.parametrize("kind", ["white", "babble"])
def test_noise_is_mixed_at_the_requested_ratio(command: np.ndarray, kind: str, snr: float) -> None:
    noisy = hear("set a timer for five minutes", Condition(Voice(), Noise(kind, snr)), seed=7).samples
    assert abs(measured_snr(command, noisy) - snr) < 0.5


def test_babble_is_deterministic_for_a_seed(command: np.ndarray) -> None:
    first = add_babble(command, 10.0, seed=3)
    assert np.array_equal(first, add_babble(command, 10.0, seed=3))
    assert not np.array_equal(first, add_babble(command, 10.0, seed=4)), "each command gets its own stretch"


def test_babble_bed_is_built_once(monkeypatch: pytest.MonkeyPatch) -> None:
    bed = babble_bed(0)
    monkeypatch.setattr(synth, "speak", lambda *args: pytest.fail("babble synthesised again"))
    assert babble_bed(0) is bed
    assert not bed.flags.writeable, "the shared bed must not be changed by one caller"


@pytest.mark.parametrize("seconds", [0.3, 2.0, 60.0])
def test_babble_fits_any_length_by_looping(seconds: float) -> None:
    samples = np.full(int(seconds * RATE), 0.1, dtype=np.float32)
    noisy = add_babble(samples, 10.0, seed=1)
    assert noisy.shape == samples.shape and noisy.dtype == np.float32
    assert seconds * RATE > len(babble_bed(0)) or np.std(noisy) > 0


def test_babble_is_several_talkers_not_hiss() -> None:
    bed = babble_bed(0).astype(np.float64)
    spectrum = np.abs(np.fft.rfft(bed[: 4 * RATE])) ** 2
    freqs = np.fft.rfftfreq(4 * RATE, 1 / RATE)
    speech_band = spectrum[(freqs > 100) & (freqs < 4000)].sum() / spectrum.sum()
    assert speech_band > 0.8, "babble carries its power in the speech band, white noise would not"
    frames = bed[: len(bed) // 400 * 400].reshape(-1, 400)
    quiet = np.mean(np.sqrt(np.mean(frames**2, axis=1)) < 0.05)
    assert quiet < 0.05, "five talkers leave almost no silent 25 ms frame"


def test_white_noise_differs_from_babble(command: np.ndarray) -> None:
    white = add_noise(command, 10.0, seed=2) - command
    spectrum = np.abs(np.fft.rfft(white.astype(np.float64))) ** 2
    freqs = np.fft.rfftfreq(len(white), 1 / RATE)
    assert spectrum[freqs > 4000].sum() / spectrum.sum() > 0.4


def test_mix_clips_to_full_scale() -> None:
    loud = np.full(RATE, 0.9, dtype=np.float32)
    assert np.abs(mix_at_snr(loud, np.random.default_rng(0).standard_normal(RATE), 0.0)).max() <= 1.0


def test_condition_labels_name_voice_and_noise() -> None:
    assert Condition(Voice("en-us", 150)).label == "en-us@150 clean"
    assert Condition(Voice("en-us", 150), Noise("babble", 5.0)).label == "en-us@150 + babble 5 dB"
