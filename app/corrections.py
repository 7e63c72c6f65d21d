"""A command that corrects itself is cleaned by the dictation model before its calls are read.

People correct themselves mid-command: "set the volume to 80 no 30", "call mom,
I mean call dad". The calls adapter reads the first request and drops the
correction (14 of 15 in a hand probe, `benchmarks/results/correction-rule/`):
the volume goes to 80 and mom is called. The dictation cleanup adapter is
trained to drop exactly such self-corrections, so a command with a correction
marker (`MARKER`) after at least two words is cleaned first and its calls are
read from the cleaned text; a note says so. A marker at the start corrects
nothing ("actually, turn on the lights"; "scratch that steak timer").

The cleanup model is loaded on the first correction: beside the calls model as
a LoRA swap where the precision allows (float32, bf16), otherwise on its own.
"""

from __future__ import annotations

import logging
import re
import threading

from app.errors import ModelError
from app.vocabulary import Vocabulary
from models.caller import FunctionCaller
from models.cleanup import DictationCleaner

log = logging.getLogger(__name__)

NUMBER = (r"(?:\d|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|"
          r"forty|fifty|sixty|seventy|eighty|ninety|hundred)")
ACTION = r"(?:call|text|message|email|play|set|turn|switch|make|send|add|put|move|go|open|show|remind|start)"
# "scratch that" with nothing after it takes the whole command back (`functions.retraction`).
MARKER = re.compile(
    r"\b(?:no,? wait|wait,? no|no,? no|oh no|i mean|i meant|or rather|correction|actually,? no"
    r"|no,? actually|no,? make (?:it|that)|make that)\b|\bscratch that\W*\w"
    rf"|\bno,? (?!one\b){NUMBER}|\b(?:no|actually),? {ACTION}\b"
)
MIN_WORDS_BEFORE = 2


def corrects_itself(command: str) -> bool:
    """Whether `command` takes something back: a correction marker after at least two words.

    A command that ends by taking itself back ("set a timer, scratch that") replaces
    nothing; the guards leave its calls out (`functions.retraction`).
    """
    text = command.casefold().replace("\u2019", "'")
    return any(len(text[: found.start()].split()) >= MIN_WORDS_BEFORE for found in MARKER.finditer(text))


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
