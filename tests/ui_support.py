"""Fakes and helpers shared by the UI tests: a pipeline without models, a fixed clock."""

from __future__ import annotations

import json
import threading
import time
from datetime import datetime
from pathlib import Path

from collections.abc import Iterator

from app.pipeline import Pipeline
from app.settings import Settings
from app.ui.mic import MicInventory
from app.vocabulary import Vocabulary
from functions.parse import parse_calls
from models.asr import Segment, Transcript
from models.audio import AudioClip
from models.caller import CallPrediction, check_command
from models.cleanup import CleanResult
from models.decoding import DecodeStats

NOW = datetime(2026, 3, 14, 10, 42, 0)
SAMPLES = Path(__file__).resolve().parent.parent / "assets" / "audio"
NO_MIC = MicInventory(problem="No microphone found on this machine.")
ANSWERS = {
    "turn on the flashlight": "turn_on_flashlight()",
    "wake me up at seven thirty": 'set_alarm(time="seven thirty")',
    "set a timer for five minutes": 'set_timer(duration_seconds="five minutes")',
    "turn the volume up": 'adjust_volume(direction="up")',
    "turn on the kitchen lights": 'set_lights(on=True, room="kitchen")',
    "send a message to john saying i am running late": 'send_message(recipient="John", body="I am running late")',
    "text john hi": 'send_message(recipient="John", body="hi")',
}


def sample_texts() -> dict[str, str]:
    """File name -> what the bundled sample says."""
    return {s["file"]: s["text"] for s in json.loads((SAMPLES / "samples.json").read_text())}


class FakeRecognizer:
    """Knows the bundled samples by file name; anything captured live is the flashlight sample."""

    load_ms = 0.0

    def __init__(self) -> None:
        self.texts = sample_texts()
        self.hotwords: list[str | None] = []

    def transcribe(self, clip: AudioClip) -> Transcript:
        text = self.texts.get(Path(clip.source).name, "turn on the flashlight")
        return Transcript(text, "en", clip.duration_s, clip.duration_s, 0.0, clip.source)

    def dictation_segments(self, clip: AudioClip, hotwords: str | None) -> Iterator[Segment]:
        """The same words as `transcribe`, with a filler in front for the cleaner to drop."""
        self.hotwords.append(hotwords)
        yield Segment("um " + self.transcribe(clip).text, 0.0, clip.duration_s)


class FakeCaller:
    """A language model stand-in: fixed answers, parsed and validated by the real catalog."""

    load_ms = 0.0

    def __init__(self, delay_s: float = 0.0) -> None:
        self.delay_s = delay_s
        self.started = threading.Event()

    def predict(self, text: str, now: datetime, mode: object = None) -> CallPrediction:
        command = check_command(text, 500)
        self.started.set()
        time.sleep(self.delay_s)
        raw = ANSWERS.get(command.lower(), "none")
        parsed = parse_calls(raw, now=now)
        return CallPrediction(command, parsed.calls, parsed.rejected, raw, DecodeStats("mtp", 4, 7, 3))


class FakeCleaner:
    """The cleanup model's stand-in: fillers out, the vocabulary applied, a capital and a full stop."""

    FILLERS = {"um", "uh", "er"}

    def __init__(self, vocabulary: Vocabulary, delay_s: float = 0.0) -> None:
        self.vocabulary = vocabulary
        self.delay_s = delay_s
        self.cleaned: list[str] = []

    def clean(self, text: str, mode: object = None) -> CleanResult:
        time.sleep(self.delay_s)
        self.cleaned.append(text)
        words = self.vocabulary.correct(" ".join(w for w in text.split() if w.lower() not in self.FILLERS))
        return CleanResult(text, words[:1].upper() + words[1:] + ".", DecodeStats("lookup", 20, 9, 3))


class FakePipeline(Pipeline):
    """`Pipeline` with the two models replaced; device and everything else are real."""

    def __init__(self, settings: Settings, delay_s: float = 0.0) -> None:
        super().__init__(settings)
        self._fake_recognizer = FakeRecognizer()
        self._fake_caller = FakeCaller(delay_s)

    @property
    def recognizer(self) -> FakeRecognizer:
        return self._fake_recognizer

    @property
    def caller(self) -> FakeCaller:
        return self._fake_caller


def fake_settings(tmp_path: Path, **overrides: object) -> Settings:
    return Settings(db_path=tmp_path / "state.db", data_dir=tmp_path / "data", **overrides)
