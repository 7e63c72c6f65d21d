"""A command that ends by taking itself back runs nothing, with a note.

"set a timer for 5 minutes, never mind", "call mom, forget it", "set an alarm
for 7 am, cancel that": the fine-tuned model reads the request and drops the
retraction, so the timer is set and mom is called (10 of 11 in a hand probe,
`benchmarks/results/retraction-rule/`). A command whose last words take it back
(`TAKEN_BACK`, after at least two words, optionally after "no", "oh",
"actually") leaves out every call that does not hold those words in an
argument. A call that holds them read them as content ("text bob never mind",
"remind me to cancel that", "play nevermind") and stays. A retraction followed
by a new request ("never mind, set it for 10") is a self-correction instead
(`app.corrections`).
"""

from __future__ import annotations

import re

from functions.calls import FunctionCall, leave_out

TAKEN_BACK = re.compile(
    r"(?:\b(?:no|oh|actually|wait|um|uh)\W+)*"
    r"\b(?P<phrase>never ?mind|forget (?:it|that|about it)|(?:cancel|scratch|strike|disregard|ignore) that)\W*$"
)
MIN_WORDS_BEFORE = 2


def retraction(command: str) -> str | None:
    """The words with which `command` takes itself back at its end, or None."""
    text = command.casefold().replace("\u2019", "'")
    found = TAKEN_BACK.search(text)
    if found is None or len(text[: found.start()].split()) < MIN_WORDS_BEFORE:
        return None
    return found["phrase"]


def _squashed(text: str) -> str:
    return re.sub(r"\W+", "", text.casefold())


def without_retracted_calls(calls: list[FunctionCall], command: str, notes: list[str]) -> list[FunctionCall]:
    """`calls` less those a trailing retraction takes back; a call holding its words read them as content."""
    phrase = retraction(command)
    if phrase is None:
        return calls
    said = _squashed(phrase)

    def why(call: FunctionCall) -> str | None:
        held = any(said in _squashed(value) for value in call.arguments.values() if isinstance(value, str))
        return None if held else f"the command takes itself back ({phrase!r})"

    return leave_out(calls, why, notes)
