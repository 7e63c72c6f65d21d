"""A command that ends by taking itself back runs nothing, with a note.

"set a timer for 5 minutes, never mind", "call mom, forget it", "set an alarm
for 7 am, cancel that": the fine-tuned model reads the request and drops the
retraction, so the timer is set and mom is called (10 of 11 in a hand probe,
`benchmarks/results/retraction-rule/`). A command whose last words take it back
(`TAKEN_BACK`, after at least two words, optionally after "no", "oh",
"actually") leaves out every call that does not hold those words in an
argument. A call that holds them read them as content ("text bob never mind",
"remind me to cancel that", "play nevermind") and stays, unless punctuation
sets the words off ("send a message to sam saying hi, scratch that": the model
wrote them into the message; rule R2, `benchmarks/results/retraction-rule-2/`).
A retraction followed by a new request ("never mind, set it for 10") is a
self-correction instead (`app.corrections`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from functions.calls import FunctionCall, leave_out

TAKEN_BACK = re.compile(
    r"(?P<pause>[,.;:\u2014\u2013-]\s*|\u2026\s*)?(?:\b(?:no|oh|actually|wait|um|uh)\W+)*"
    r"\b(?P<phrase>never ?mind|forget (?:it|that|about it)|(?:cancel|scratch|strike|disregard|ignore) that)\W*$"
)
MIN_WORDS_BEFORE = 2


@dataclass(frozen=True)
class Retraction:
    phrase: str
    """The words that take the command back, e.g. "never mind"."""
    after_a_pause: bool
    """Whether punctuation sets them off from the request: then they are not the request's content."""


def retraction(command: str) -> Retraction | None:
    """How `command` takes itself back at its end, or None."""
    text = command.casefold().replace("\u2019", "'")
    found = TAKEN_BACK.search(text)
    if found is None or len(text[: found.start()].split()) < MIN_WORDS_BEFORE:
        return None
    return Retraction(found["phrase"], found["pause"] is not None)


def _squashed(text: str) -> str:
    return re.sub(r"\W+", "", text.casefold())


def without_retracted_calls(calls: list[FunctionCall], command: str, notes: list[str]) -> list[FunctionCall]:
    """`calls` less those a trailing retraction takes back; words held in a call are content unless after a pause."""
    taken_back = retraction(command)
    if taken_back is None:
        return calls
    said = _squashed(taken_back.phrase)

    def why(call: FunctionCall) -> str | None:
        held = any(said in _squashed(value) for value in call.arguments.values() if isinstance(value, str))
        if held and not taken_back.after_a_pause:
            return None
        return f"the command takes itself back ({taken_back.phrase!r})"

    return leave_out(calls, why, notes)
