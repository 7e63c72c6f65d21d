"""The UI's side of dictation: speech or typed text to raw lines, raw lines to clean text.

Nothing here executes anything on the device: dictation only turns words
into text. The cleanup model is created lazily (the first time the person
switches to dictation) beside the function caller, so one copy of the base
weights serves both jobs; creating it is blocking and belongs on a worker.
"""

from __future__ import annotations

import itertools
import logging
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from app import vocabulary as vocab_file
from app.errors import ModelError
from app.pipeline import Pipeline
from app.settings import Settings
from app.ui.engine import CommandRequest
from app.vocabulary import Vocabulary
from models.decoding import DecodeStats

if TYPE_CHECKING:
    from models.caller import FunctionCaller
    from models.cleanup import CleanResult

log = logging.getLogger(__name__)

SAVE_FILE = "dictation.txt"


class Cleaner(Protocol):
    """What the UI needs of `models.cleanup.DictationCleaner` (tests pass a fake)."""

    vocabulary: Vocabulary

    def clean(self, text: str) -> CleanResult: ...


CleanerFactory = Callable[["FunctionCaller", Vocabulary], Cleaner]


def cleaner_beside(caller: FunctionCaller, vocabulary: Vocabulary) -> Cleaner:
    """The real cleaner on the caller's weights; imported here so the UI starts without peft."""
    from models.cleanup import DictationCleaner

    return DictationCleaner.beside(caller, vocabulary)


@dataclass(frozen=True)
class HeardLine:
    """One stretch of dictation as recognised (or typed), before cleanup.

    `asr_ms` is None for typed text; for speech it is the time Whisper took
    to produce this segment, counted from the end of capture for the first.
    """

    line_id: int
    origin: str
    raw: str
    asr_ms: float | None


@dataclass(frozen=True)
class DictationLine:
    """A raw line and its clean text, with how long each step took."""

    heard: HeardLine
    clean: str
    clean_ms: float
    stats: DecodeStats

    @property
    def total_ms(self) -> float:
        return (self.heard.asr_ms or 0.0) + self.clean_ms


def _ms_since(started: float) -> float:
    return (time.perf_counter() - started) * 1000


class Dictation:
    """The cleaner, the vocabulary it and Whisper use, and the path clean text is saved to."""

    def __init__(self, settings: Settings, pipeline: Pipeline, make_cleaner: CleanerFactory = cleaner_beside) -> None:
        self.settings = settings
        self.pipeline = pipeline
        self.make_cleaner = make_cleaner
        self.cleaner: Cleaner | None = None
        self.vocabulary = Vocabulary()
        self._ids = itertools.count(1)

    @property
    def save_path(self) -> Path:
        return self.settings.data_dir / SAVE_FILE

    def load(self) -> float:
        """Read the vocabulary and put the cleanup adapter beside the caller (blocking); ms taken."""
        started = time.perf_counter()
        vocabulary = vocab_file.load(self.settings.vocabulary_path)
        self.cleaner = self.make_cleaner(self.pipeline.caller, vocabulary)
        self.vocabulary = vocabulary
        load_ms = _ms_since(started)
        log.info("dictation cleaner ready in %.0f ms (%d vocabulary entries)", load_ms, len(vocabulary.entries))
        return load_ms

    def use_vocabulary(self, vocabulary: Vocabulary) -> None:
        """After an edit: Whisper's hotwords and the cleaner's corrections both follow."""
        self.vocabulary = vocabulary
        if self.cleaner is not None:
            self.cleaner.vocabulary = vocabulary

    def heard(self, request: CommandRequest) -> Iterator[HeardLine]:
        """Raw lines of one request: the typed text, or each speech segment as Whisper decodes it."""
        if request.clip is None:
            yield HeardLine(next(self._ids), request.origin, request.text.strip(), None)
            return
        mark = request.ended_at
        hotwords = self.vocabulary.hotwords()
        for segment in self.pipeline.recognizer.dictation_segments(request.clip, hotwords):
            yield HeardLine(next(self._ids), request.origin, segment.text, _ms_since(mark))
            mark = time.perf_counter()

    def clean(self, heard: HeardLine) -> DictationLine:
        """One raw line through the cleanup model (blocking: call from a worker)."""
        if self.cleaner is None:
            raise ModelError("the dictation model is not loaded", "press F7 to switch to dictation")
        started = time.perf_counter()
        result = self.cleaner.clean(heard.raw)
        return DictationLine(heard, result.text, _ms_since(started), result.stats)

    def save(self, lines: list[str]) -> Path:
        """Append clean lines to the dictation file; returns its path."""
        path = self.save_path
        path.parent.mkdir(parents=True, exist_ok=True)
        with path.open("a", encoding="utf-8") as out:
            out.write("".join(line + "\n" for line in lines))
        return path
