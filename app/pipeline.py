"""The whole road: audio or text -> transcript -> calls -> confirmation -> device.

Models load lazily, on first use, so `voxcall parse` never loads Whisper and
`voxcall transcribe` never loads the language model.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from datetime import datetime
from pathlib import Path
from typing import Literal

from app.correction_markers import corrects_itself, only_content
from app.corrections import Corrector
from app.settings import DecodeMode, Settings
from functions.backend import SqliteDevice
from functions.calls import FunctionCall
from functions.dispatch import CommandOutcome, Dispatcher
from models.asr import SpeechRecognizer, Transcript
from models.audio import AudioClip
from models.caller import CallPrediction, FunctionCaller

Confirm = Callable[[FunctionCall], bool]


@dataclass
class Latencies:
    """Milliseconds spent in each stage of one command."""

    asr_ms: float = 0.0
    lm_ms: float = 0.0
    exec_ms: float = 0.0

    @property
    def total_ms(self) -> float:
        return round(self.asr_ms + self.lm_ms + self.exec_ms, 1)

    def to_json(self) -> dict[str, float]:
        return {
            "asr_ms": round(self.asr_ms, 1),
            "lm_ms": round(self.lm_ms, 1),
            "exec_ms": round(self.exec_ms, 1),
            "total_ms": self.total_ms,
        }


@dataclass
class CommandReport:
    """Everything that happened to one command, for printing or the UI."""

    source: Literal["text", "audio"]
    text: str
    transcript: Transcript | None
    prediction: CallPrediction
    outcome: CommandOutcome
    latencies: Latencies = field(default_factory=Latencies)


def _ms_since(started: float) -> float:
    return (time.perf_counter() - started) * 1000


class Pipeline:
    """Owns the models and the device; runs commands end to end."""

    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self._recognizer: SpeechRecognizer | None = None
        self._caller: FunctionCaller | None = None
        self._corrector: Corrector | None = None
        self._device: SqliteDevice | None = None

    @property
    def recognizer(self) -> SpeechRecognizer:
        if self._recognizer is None:
            self._recognizer = SpeechRecognizer(self.settings)
        return self._recognizer

    @property
    def caller(self) -> FunctionCaller:
        if self._caller is None:
            self._caller = FunctionCaller(self.settings)
        return self._caller

    @property
    def device(self) -> SqliteDevice:
        if self._device is None:
            self._device = SqliteDevice(self.settings.state_db)
        return self._device

    def load_times_ms(self) -> dict[str, float]:
        """How long each model that has been loaded took to load."""
        times = {}
        if self._recognizer is not None:
            times["whisper"] = self._recognizer.load_ms
        if self._caller is not None:
            times[f"language model ({self._caller.lm.precision_label})"] = self._caller.load_ms
        return times

    def transcribe(self, path: Path) -> Transcript:
        return self.recognizer.transcribe_file(path)

    def predict(self, text: str, now: datetime, mode: DecodeMode | None = None) -> CallPrediction:
        """The calls for `text`; a command that corrects itself is read from its cleaned text (`app.corrections`).

        A command with a correction marker is read as said first: when each marker opens a message of that
        reading, the words are the message's (`app.correction_markers.only_content`) and the reading stands.
        """
        as_said = self.caller.predict(text, now, mode)
        if not (self.settings.read_corrections and corrects_itself(text)) or only_content(text, as_said.calls):
            return as_said
        return self._read_corrected(text, as_said, now, mode)

    def _read_corrected(self, text: str, as_said: CallPrediction, now: datetime,
                        mode: DecodeMode | None) -> CallPrediction:
        if self._corrector is None:
            self._corrector = Corrector(self.caller)
        cleaned = self._corrector.cleaned(text)
        if not (cleaned and cleaned.strip()):
            why = self._corrector.unavailable or "the cleanup left nothing of it"
            note = f"the command corrects itself but was read as said: {why}"
            return replace(as_said, notes=[note, *as_said.notes])
        prediction = self.caller.predict(cleaned, now, mode)
        note = f"read as {cleaned!r}: the command corrects itself"
        return replace(prediction, text=text, read_as=cleaned, notes=[note, *prediction.notes])

    def run_text(self, text: str, now: datetime, confirm: Confirm | None, assume_yes: bool,
                 mode: DecodeMode | None = None) -> CommandReport:
        return self._run("text", text, None, 0.0, now, confirm, assume_yes, mode)

    def run_audio(self, audio: Path | AudioClip, now: datetime, confirm: Confirm | None, assume_yes: bool,
                  mode: DecodeMode | None = None) -> CommandReport:
        recognizer = self.recognizer
        started = time.perf_counter()
        if isinstance(audio, Path):
            transcript = recognizer.transcribe_file(audio)
        else:
            transcript = recognizer.transcribe(audio)
        return self._run("audio", transcript.text, transcript, _ms_since(started), now, confirm, assume_yes, mode)

    def _run(self, source: Literal["text", "audio"], text: str, transcript: Transcript | None, asr_ms: float,
             now: datetime, confirm: Confirm | None, assume_yes: bool, mode: DecodeMode | None) -> CommandReport:
        latencies = Latencies(asr_ms=asr_ms)
        self.caller  # load before timing
        started = time.perf_counter()
        prediction = self.predict(text, now, mode)
        latencies.lm_ms = _ms_since(started)
        dispatcher = Dispatcher(self.device, confirm=confirm, assume_yes=assume_yes)
        outcome = dispatcher.run(
            prediction.calls, transcript=prediction.text, source=source,
            latencies=latencies.to_json(), now=now,
        )
        latencies.exec_ms = outcome.exec_ms
        return CommandReport(source, prediction.text, transcript, prediction, outcome, latencies)
