"""A command that corrects itself is cleaned by the dictation model before its calls are read.

People correct themselves mid-command: "set the volume to 80 no 30", "call mom,
I mean call dad". The calls adapter reads the first request and drops the
correction (14 of 15 in a hand probe, `benchmarks/results/correction-rule/`):
the volume goes to 80 and mom is called. The dictation cleanup adapter is
trained to drop exactly such self-corrections, so a command with a correction
marker (`app.correction_markers`) after at least two words is cleaned first and
its calls are read from the cleaned text; a note says so. A marker at the start
corrects nothing ("actually, turn on the lights"; "scratch that steak timer"),
and one that the command read as said opens a message with ("text anna: no, I
can't make it tonight") is the message's.

The cleanup model is loaded on the first correction: beside the calls model as
a LoRA swap where the precision allows (float32, bf16), otherwise on its own.
"""

from __future__ import annotations

import logging
import threading

from app.errors import ModelError
from app.vocabulary import Vocabulary
from models.caller import FunctionCaller
from models.cleanup import DictationCleaner

log = logging.getLogger(__name__)


class Corrector:
    """Cleans self-correcting commands with the dictation cleanup model, loaded on first use."""

    def __init__(self, caller: FunctionCaller) -> None:
        self.caller = caller
        self._cleaner: DictationCleaner | None = None
        self._loading = threading.Lock()
        self.unavailable: str | None = None
        """Why no cleanup model could load (then every command is read as said)."""

    def cleaned(self, command: str) -> str | None:
        """What `command` means once its self-correction is dropped; None when no cleanup model can load."""
        cleaner = self._load()
        if cleaner is None:
            return None
        text = cleaner.clean(command).text
        log.info("%r corrects itself: read as %r", command, text)
        return text

    def _load(self) -> DictationCleaner | None:
        with self._loading:
            if self._cleaner is None and self.unavailable is None:
                try:
                    self._cleaner = DictationCleaner.beside_if_possible(self.caller, Vocabulary())
                except ModelError as err:
                    self.unavailable = str(err)
                    log.warning("self-corrections are read as said: %s", err)
            return self._cleaner
