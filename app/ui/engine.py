"""The UI's side of a command: the pipeline split where a person must be asked.

`Pipeline.run_*` asks for confirmation from inside the run, which would park a
worker thread on a dialog. The UI instead understands a command first
(speech to text to calls, on a worker), asks on the UI thread, then executes
with the answers already given. The models stay the pipeline's; the device is
opened here so the kiosk can swap in a fresh one after idle.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path

import numpy as np

from app.errors import AudioError
from app.pipeline import CommandReport, Latencies, Pipeline
from app.settings import Settings
from functions.backend import DeviceState, HistoryEntry, SqliteDevice
from functions.calls import FunctionCall
from functions.dispatch import Dispatcher, Source, needs_confirmation
from models.asr import Transcript
from models.audio import AudioClip, clip_from_pcm, load_audio
from models.caller import CallPrediction

log = logging.getLogger(__name__)

Clock = Callable[[], datetime]
WARM_UP = Path(__file__).resolve().parents[2] / "assets" / "audio" / "01_flashlight.wav"


def system_clock() -> datetime:
    """The wall clock to the second, as the CLI uses it."""
    return datetime.now().replace(microsecond=0)


@dataclass(frozen=True)
class CommandRequest:
    """One command as it entered the UI: typed text or captured audio.

    `ended_at` is the `perf_counter` moment capture ended (or Enter was
    pressed): the latency breakdown starts there, not when the worker starts.
    """

    source: Source
    origin: str
    text: str = ""
    clip: AudioClip | None = None
    ended_at: float = field(default_factory=time.perf_counter)


@dataclass
class Understood:
    """A command turned into calls but not yet executed."""

    request: CommandRequest
    text: str
    transcript: Transcript | None
    prediction: CallPrediction
    latencies: Latencies
    now: datetime

    @property
    def sensitive(self) -> list[FunctionCall]:
        """The calls the catalog marks `!`: they run only after the person agrees."""
        return [call for call in self.prediction.calls if needs_confirmation(call)]


def _ms_since(started: float) -> float:
    return (time.perf_counter() - started) * 1000


class Assistant:
    """Models (through `Pipeline`), the device, and the clock the UI runs commands against."""

    def __init__(self, settings: Settings, pipeline: Pipeline | None = None, clock: Clock = system_clock) -> None:
        self.settings = settings
        self.pipeline = pipeline or Pipeline(settings)
        self.clock = clock
        self._device: SqliteDevice | None = None

    @property
    def device(self) -> SqliteDevice:
        if self._device is None:
            self._device = SqliteDevice(self.settings.state_db)
        return self._device

    def load_recognizer(self) -> float:
        """Load Whisper and run it once (blocking: call from a worker); the time both took in ms.

        The first transcription also loads the VAD model and warms CTranslate2
        (about ten seconds on one busy CPU core here); paying that during
        loading keeps it off the first spoken command and its partials.
        """
        started = time.perf_counter()
        recognizer = self.pipeline.recognizer
        if WARM_UP.is_file():
            recognizer.transcribe(self.clip_from_file(WARM_UP))
        return _ms_since(started)

    def load_caller(self) -> float:
        """Load the language model (blocking: call from a worker); its load time in ms."""
        return self.pipeline.caller.load_ms

    def clip_from_samples(self, samples: np.ndarray, origin: str, max_seconds: float | None = None) -> AudioClip:
        """`max_seconds` defaults to a command's limit; dictation passes its own, longer one."""
        return clip_from_pcm(samples, self.settings.sample_rate,
                             max_seconds=max_seconds or self.settings.max_audio_seconds, source=origin)

    def clip_from_file(self, path: Path, max_seconds: float | None = None) -> AudioClip:
        return load_audio(path, sample_rate=self.settings.sample_rate,
                          max_seconds=max_seconds or self.settings.max_audio_seconds)

    def partial_text(self, samples: np.ndarray) -> str:
        """Words heard so far; empty when there is nothing recognisable yet."""
        try:
            clip = self.clip_from_samples(samples, "microphone")
            return self.pipeline.recognizer.transcribe(clip).text
        except AudioError:
            return ""

    def understand(self, request: CommandRequest) -> Understood:
        """Speech to text (for audio) and text to validated calls; executes nothing."""
        latencies = Latencies()
        transcript = None
        text = request.text
        if request.clip is not None:
            transcript = self.pipeline.recognizer.transcribe(request.clip)
            latencies.asr_ms = _ms_since(request.ended_at)
            text = transcript.text
        now = self.clock()
        started = time.perf_counter()
        prediction = self.pipeline.predict(text, now)
        latencies.lm_ms = _ms_since(started)
        return Understood(request, prediction.text, transcript, prediction, latencies, now)

    def execute(self, understood: Understood, approved: Sequence[FunctionCall]) -> CommandReport:
        """Run what may run: sensitive calls only if in `approved`, the rest as predicted."""
        chosen = {id(call) for call in approved}
        dispatcher = Dispatcher(self.device, confirm=lambda call: id(call) in chosen)
        latencies = understood.latencies
        outcome = dispatcher.run(
            understood.prediction.calls, transcript=understood.text, source=understood.request.source,
            latencies=latencies.to_json(), now=understood.now,
        )
        latencies.exec_ms = outcome.exec_ms
        return CommandReport(understood.request.source, understood.text, understood.transcript,
                             understood.prediction, outcome, latencies)

    def state(self) -> DeviceState:
        return self.device.snapshot()

    def history(self, limit: int = 50) -> list[HistoryEntry]:
        return self.device.history(limit)

    def fresh_device(self) -> SqliteDevice:
        """Throw the state away and start from a new database (the kiosk's idle reset)."""
        self.close()
        path = self.settings.state_db
        for suffix in ("", "-wal", "-shm"):
            Path(f"{path}{suffix}").unlink(missing_ok=True)
        log.info("device state reset: %s", path)
        return self.device

    def close(self) -> None:
        device, self._device = self._device, None
        if device is not None:
            device.close()
