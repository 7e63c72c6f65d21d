"""The fitted Whisper window: how many frames it keeps, when it applies, and that real audio still decodes."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace
from typing import Any

import numpy as np
import pytest

from app.settings import Settings
from models.asr import SpeechRecognizer, WhisperOptions
from models.audio import load_audio
from models.whisper_window import WindowedWhisper, fitted_frames, fitted_window

SAMPLES = Path(__file__).resolve().parent.parent / "assets" / "audio"


def features(audio_frames: int, total: int = 3000) -> np.ndarray:
    """Log-Mel-like features: non-zero for `audio_frames`, then faster-whisper's zero padding."""
    out = np.zeros((80, total), dtype=np.float32)
    out[:, :audio_frames] = -0.5
    return out


@pytest.mark.parametrize(("audio", "margin", "frames"), [
    (313, 800, 1200),
    (300, 800, 1100),
    (301, 0, 400),
    (0, 800, 800),
    (0, 0, 100),
    (2500, 800, 3000),
    (3000, 800, 3000),
])
def test_the_window_is_the_audio_and_the_margin_in_whole_seconds_at_most_30(audio: int, margin: int,
                                                                              frames: int) -> None:
    assert fitted_frames(features(audio), margin) == frames


def test_a_quiet_band_inside_the_audio_does_not_end_it() -> None:
    quiet = features(500)
    quiet[:79, 200:500] = 0.0
    assert fitted_frames(quiet, 100) == 600


def test_a_batch_is_measured_across_all_its_bands() -> None:
    assert fitted_frames(features(450)[None], 200) == 700


class FakeCt2:
    """Stands in for the CTranslate2 Whisper: remembers the frames each encode was given."""

    device = "cpu"

    def __init__(self) -> None:
        self.frames: list[int] = []

    def encode(self, storage: Any, to_cpu: bool = False) -> SimpleNamespace:
        self.frames.append(np.asarray(storage).shape[-1])
        return SimpleNamespace()


def windowed() -> WindowedWhisper:
    model = object.__new__(WindowedWhisper)
    model.model = FakeCt2()
    return model


def test_the_encoder_gets_the_full_window_unless_a_fitted_one_is_asked_for(monkeypatch: pytest.MonkeyPatch) -> None:
    import faster_whisper.transcribe as fw

    monkeypatch.setattr(fw, "get_ctranslate2_storage", lambda array: array)
    model = windowed()
    model.encode(features(250))
    with fitted_window(2.0):
        model.encode(features(250))
        with fitted_window(None):
            model.encode(features(250))
        model.encode(features(250))
    model.encode(features(250))
    assert model.model.frames == [3000, 500, 3000, 500, 3000]


def test_the_setting_reaches_the_options() -> None:
    assert WhisperOptions.from_settings(Settings()).window_margin_s is None
    fitted = Settings(asr_window="fitted", asr_window_margin_s=4)
    assert WhisperOptions.from_settings(fitted).window_margin_s == 4


def test_a_margin_outside_0_to_30_s_is_refused() -> None:
    from pydantic import ValidationError

    for margin in (0, -1, 31):
        with pytest.raises(ValidationError):
            Settings(asr_window_margin_s=margin)


@pytest.fixture(scope="module")
def recognizer() -> SpeechRecognizer:
    return SpeechRecognizer(Settings(device="cpu"))


@pytest.mark.parametrize("name", ["01_flashlight.wav", "03_timer.wav", "06_message_john.wav"])
def test_bundled_commands_decode_the_same_in_the_fitted_window(recognizer: SpeechRecognizer, name: str,
                                                                monkeypatch: pytest.MonkeyPatch) -> None:
    import models.whisper_window as window

    encoded: list[int] = []

    def spy(features: np.ndarray, margin_frames: int) -> int:
        encoded.append(fitted_frames(features, margin_frames))
        return encoded[-1]

    monkeypatch.setattr(window, "fitted_frames", spy)
    clip = load_audio(SAMPLES / name, max_seconds=60)
    full = recognizer.transcribe(clip).text
    assert encoded == [], "the default window is the full one"
    recognizer.options = WhisperOptions.from_settings(Settings(asr_window="fitted"))
    try:
        fitted = recognizer.transcribe(clip).text
    finally:
        recognizer.options = WhisperOptions.from_settings(Settings())
    assert fitted == full
    assert encoded and all(frames <= 100 * (int(clip.duration_s) + 1 + 12) for frames in encoded)


def test_the_sweep_counts_repeats_and_word_errors_against_the_full_window() -> None:
    from benchmarks.asr_window import Sweep

    full = Sweep(None, ["Pause.", "Set a timer."], [1000.0, 1200.0])
    fitted = Sweep(12.0, ["Pause. Pause.", "Set a timer."], [400.0, 500.0])
    references = [["pause"], ["set", "a", "timer"]]
    assert fitted.row(full, references) == "| 12 s | 450 ms | 450 ms | 1 / 2 | 1 | 25.00% (1) |"
    assert full.row(full, references) == "| full 30 s | 1,100 ms | 1,100 ms | 2 / 2 | 0 | 0.00% (0) |"


def test_the_sweep_counts_a_clip_heard_as_nothing_instead_of_stopping() -> None:
    from app.errors import AudioError
    from benchmarks.asr_window import transcribe_all

    class Deaf:
        options = None

        def transcribe(self, clip: Any) -> Any:
            raise AudioError("no speech recognised", "speak closer")

    sweep = transcribe_all(Deaf(), [object(), object()], 12.0)
    assert sweep.texts == ["", ""] and len(sweep.ms) == 2
