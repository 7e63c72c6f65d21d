"""Fakes and helpers shared by the UI tests: a pipeline without models, a fixed clock."""

from __future__ import annotations

import json
import threading
import time
import types
from datetime import datetime
from pathlib import Path

from collections.abc import Iterator

from app.pipeline import Pipeline
from app.settings import Settings
from app.ui.mic import FRAME_SECONDS, MicInventory
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
    "set the volume to thirty": "set_volume(level=30)",
}
CORRECTED = {"set the volume to eighty, no, thirty": "set the volume to thirty"}


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


class FakeCorrector:
    """The self-correction cleaner's stand-in: the bundled corrected sample, cleaned."""

    unavailable = None

    def cleaned(self, command: str) -> str:
        return CORRECTED.get(command.lower(), command)


class FakePipeline(Pipeline):
    """`Pipeline` with the models replaced; device and everything else are real."""

    def __init__(self, settings: Settings, delay_s: float = 0.0) -> None:
        super().__init__(settings)
        self._fake_recognizer = FakeRecognizer()
        self._fake_caller = FakeCaller(delay_s)
        self._corrector = FakeCorrector()  # type: ignore[assignment]

    @property
    def recognizer(self) -> FakeRecognizer:
        return self._fake_recognizer

    @property
    def caller(self) -> FakeCaller:
        return self._fake_caller


def drawn_lines(widget) -> list[str]:
    """The text of every line the widget draws now, read from its render cache as the screen would."""
    return [widget.render_line(y).text for y in range(widget.size.height)]


def fake_settings(tmp_path: Path, **overrides: object) -> Settings:
    return Settings(db_path=tmp_path / "state.db", data_dir=tmp_path / "data", **overrides)


class FakeInputStream:
    """A `sounddevice.InputStream` stand-in whose callbacks the test drives, as PortAudio's thread would."""

    def __init__(self, module: types.ModuleType, options: dict) -> None:
        self.module = module
        self.options = options
        self.active = False
        self.closed = False

    def start(self) -> None:
        self.active = True

    def feed(self, samples, status: object = None) -> None:
        """Deliver `samples` in 30 ms blocks shaped (frames, 1), as PortAudio does."""
        step = int(self.options["samplerate"] * FRAME_SECONDS)
        for start in range(0, len(samples), step):
            block = samples[start:start + step, None]
            self.options["callback"](block, len(block), None, status)

    def vanish(self) -> None:
        """What PortAudio does when the device is unplugged: the stream ends by itself."""
        self.active = False
        self.options["finished_callback"]()

    def stop(self) -> None:
        if self.module.stop_error is not None:
            raise self.module.stop_error
        if self.active:  # PortAudio calls the finished callback after a requested stop too
            self.active = False
            self.options["finished_callback"]()

    def close(self) -> None:
        self.closed = True


def fake_sounddevice(devices: list[dict] | None = None, default: int = -1) -> types.ModuleType:
    """A `sounddevice` module without PortAudio; set `open_error` / `stop_error` to make those calls fail."""
    module = types.ModuleType("sounddevice")
    module.PortAudioError = type("PortAudioError", (Exception,), {})
    module.query_devices = lambda: list(devices or [])
    module.default = types.SimpleNamespace(device=[default, -1])
    module.streams = []
    module.open_error = None
    module.stop_error = None

    def input_stream(**options: object) -> FakeInputStream:
        if module.open_error is not None:
            raise module.open_error
        module.streams.append(FakeInputStream(module, options))
        return module.streams[-1]

    module.InputStream = input_stream
    return module
