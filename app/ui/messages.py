"""Messages that carry results from worker and audio threads to the UI thread.

`post_message` is safe from any thread and never blocks, so an audio
callback or the scheduler's polling thread can hand over a result without
waiting for the interface (and without deadlocking it while it shuts down).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
from textual.message import Message

from app.pipeline import CommandReport
from app.ui.dictation_engine import DictationLine, HeardLine
from app.ui.engine import Understood
from functions.backend import FiredEvent


@dataclass
class ModelProgress(Message):
    """A model finished loading (or failed): `done` of `total` steps."""

    step: str
    done: int
    total: int
    load_ms: float | None = None
    error: str | None = None


@dataclass
class MicLevel(Message):
    """The loudness of the latest audio chunk, for the level meter."""

    dbfs: float


@dataclass
class SpeechStarted(Message):
    """The endpointer heard speech begin."""


@dataclass
class UtteranceCaptured(Message):
    """A finished stretch of speech and the moment capture ended."""

    samples: np.ndarray
    ended_at: float


@dataclass
class CaptureStopped(Message):
    """The audio source stopped (key released, file finished, device lost)."""


@dataclass
class CaptureLost(Message):
    """The microphone went away mid-recording; `kept` says whether its speech became a command."""

    problem: str
    kept: bool


@dataclass
class PartialHeard(Message):
    """The words recognised so far while the person is still speaking."""

    text: str


@dataclass
class CommandUnderstood(Message):
    """Calls are ready; confirmation (if any) comes next."""

    understood: Understood


@dataclass
class CommandDone(Message):
    """A command executed (or refused to); the panels show its report."""

    report: CommandReport


@dataclass
class CommandFailed(Message):
    """A command could not be used: bad audio, bad text, a locked database."""

    origin: str
    error: str


@dataclass
class EventFired(Message):
    """An alarm or timer went off."""

    event: FiredEvent


@dataclass
class CleanerLoaded(Message):
    """The dictation model is ready beside the function caller (or could not be made).

    `retry` says the failure came before the model was touched (no adapter,
    int8, a bad vocabulary file), so pressing F7 again may try once more.
    """

    load_ms: float | None = None
    error: str | None = None
    retry: bool = False


@dataclass
class DictationHeard(Message):
    """A raw line of dictation: shown at once, cleaned next."""

    heard: HeardLine


@dataclass
class DictationCleaned(Message):
    """A raw line's clean text and its latency."""

    line: DictationLine


@dataclass
class DictationFailed(Message):
    """A line, or a whole request when `line_id` is None, could not be dictated."""

    origin: str
    error: str
    line_id: int | None = None


@dataclass
class DictationDone(Message):
    """A request's last line is done: the next one may start."""
