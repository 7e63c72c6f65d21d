"""Whisper's decoding options come from `Settings` and reach faster-whisper unchanged.

A fake model stands in for Whisper, so this pins the wiring (environment
variable -> setting -> `WhisperOptions` -> `transcribe` keyword) in
milliseconds; the measurements behind the defaults are in the README.
"""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace
from typing import Any

import numpy as np
import pytest
from pydantic import ValidationError

from app.settings import Settings
from models import asr
from models.asr import SpeechRecognizer, WhisperOptions
from models.audio import AudioClip


class FakeWhisper:
    """Remembers the keywords of its last call and says one fixed sentence."""

    def __init__(self) -> None:
        self.kwargs: dict[str, Any] = {}

    def transcribe(self, samples: np.ndarray, **kwargs: Any) -> tuple[list[Any], Any]:
        self.kwargs = kwargs
        segment = SimpleNamespace(text=" Turn on the flashlight.")
        return [segment], SimpleNamespace(language="en", duration_after_vad=1.0)


@pytest.fixture
def recognizer_for(monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setattr(asr, "asr_model_dir", lambda settings: Path("unused"))
    monkeypatch.setattr(SpeechRecognizer, "_load", lambda self, model_dir: FakeWhisper())

    def make(settings: Settings) -> SpeechRecognizer:
        return SpeechRecognizer(settings.model_copy(update={"device": "cpu"}))

    return make


def clip() -> AudioClip:
    return AudioClip(np.zeros(16_000, dtype=np.float32), 16_000, "test")


def test_settings_reach_whisper(recognizer_for, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("VOXCALL_ASR_VAD_THRESHOLD", "0.35")
    monkeypatch.setenv("VOXCALL_ASR_VAD_MIN_SILENCE_MS", "500")
    monkeypatch.setenv("VOXCALL_ASR_TEMPERATURE_FALLBACK", "false")
    monkeypatch.setenv("VOXCALL_ASR_BEAM_SIZE", "3")
    recognizer = recognizer_for(Settings(asr_prompt="", asr_no_speech_threshold=None))
    assert recognizer.transcribe(clip()).text == "Turn on the flashlight."
    sent = recognizer.model.kwargs
    assert sent["beam_size"] == 3 and sent["temperature"] == [0.0] and sent["initial_prompt"] is None
    assert sent["no_speech_threshold"] is None
    assert sent["vad_parameters"].threshold == 0.35 and sent["vad_parameters"].min_silence_duration_ms == 500


def test_temperature_fallback_is_the_whisper_ladder() -> None:
    assert WhisperOptions.from_settings(Settings(asr_temperature_fallback=True)).temperatures == (
        0.0, 0.2, 0.4, 0.6, 0.8, 1.0)


def test_replacing_the_options_changes_the_next_decode(recognizer_for) -> None:
    recognizer = recognizer_for(Settings())
    recognizer.options = WhisperOptions.from_settings(Settings(asr_beam_size=1, asr_vad_speech_pad_ms=123))
    recognizer.transcribe(clip())
    assert recognizer.model.kwargs["vad_parameters"].speech_pad_ms == 123


@pytest.mark.parametrize("field, value", [
    ("asr_vad_threshold", 1.5), ("asr_vad_threshold", 0.0), ("asr_vad_min_silence_ms", -1),
    ("asr_vad_speech_pad_ms", -5), ("asr_no_speech_threshold", 2.0), ("asr_beam_size", 0),
])
def test_out_of_range_values_are_refused(field: str, value: float) -> None:
    with pytest.raises(ValidationError):
        Settings(**{field: value})



def test_fallback_sampling_is_seeded_when_whisper_loads(recognizer_for, monkeypatch: pytest.MonkeyPatch) -> None:
    import ctranslate2

    seeds: list[int] = []
    monkeypatch.setattr(ctranslate2, "set_random_seed", seeds.append)
    recognizer_for(Settings(asr_seed=7)).transcribe(clip())
    assert seeds == [7]
    recognizer_for(Settings(asr_seed=None)).transcribe(clip())
    assert seeds == [7], "no seed: sampling stays random"


class EchoingWhisper(FakeWhisper):
    """Repeats its prompt's opening while it has a prompt, and hears the words without one."""

    def __init__(self) -> None:
        super().__init__()
        self.prompts: list[str | None] = []

    def transcribe(self, samples: np.ndarray, **kwargs: Any) -> tuple[list[Any], Any]:
        self.prompts.append(kwargs["initial_prompt"])
        text = " Voice commands for a device." if kwargs["initial_prompt"] else " What's the weather?"
        return [SimpleNamespace(text=text)], SimpleNamespace(language="en", duration_after_vad=1.0)


def test_a_transcript_that_repeats_the_prompt_is_decoded_again_without_it(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(asr, "asr_model_dir", lambda settings: Path("unused"))
    monkeypatch.setattr(SpeechRecognizer, "_load", lambda self, model_dir: EchoingWhisper())
    recognizer = SpeechRecognizer(Settings(device="cpu"))
    assert recognizer.transcribe(clip()).text == "What's the weather?"
    assert recognizer.model.prompts == [Settings().asr_prompt, None]


@pytest.mark.parametrize(("text", "echo"), [
    ("Voice commands for a device.", True),
    ("voice commands for a device the weather app called", True),
    ("Set an alarm.", False),
    ("Turn on the flashlight, set an alarm, set a timer.", False),
    ("Voice commands", False),
    ("", False),
])
def test_only_the_prompts_opening_counts_as_an_echo(text: str, echo: bool) -> None:
    assert asr.echoes_prompt(text, Settings().asr_prompt) is echo
