"""A message the model cut at a comma or a full stop gets the rest of what was said (rule Y).

"text mom happy birthday, hope you have a lovely day" sent "happy birthday", and "tell jake I'm running late,
start without me" sent "I'm running late": the model reads the punctuation as the end of the message
(`benchmarks/results/message-and-reminder-rules/`). The catalog keeps a message's spoken words, so the sender
would get half of it.

Rule Y: when the answer is one `send_message` or `send_email`, its body is found once in the command, and the
command goes on after a comma, full stop, semicolon, dash, "!" or "?" to its end, the body gets those words. The
rest is left alone when it is only a courtesy to voxcall ("..., please", "..., thanks": `POLITE_WORDS`), or when it
may be a second wish the model did not read: it starts with a joining word (`JOINING_WORDS`: "..., and set a
timer"), speaks of a device (`DEVICE_WORDS`), takes something back (`MARKER_WORDS`: "..., whoops, send it to Dan
instead"), or starts by calling or writing to someone other than the sender ("..., call mom"; "call me when you
can" is kept). Each change gets a note.
"""

from __future__ import annotations

import re

from functions.calls import FunctionCall
from functions.registry import repaired
from functions.senses import words_of

BODY_OF = {"send_message": "body", "send_email": "body"}
CUT = re.compile(r"\s*[,.;!?\u2014]\s*|\s+-\s+")
JOINING_WORDS = frozenset("and then also plus after afterwards next oh".split())
DEVICE_WORDS = frozenset("timer timers alarm alarms light lights lamp thermostat heating volume bluetooth disturb "
                         "flashlight torch wifi robot reminder remind playlist music song weather note list "
                         "contact contacts map calendar".split())
SENDING_VERBS = frozenset("call text message email phone ring tell send".split())
TO_THE_SENDER = frozenset("me us back".split())
POLITE_WORDS = frozenset("please thanks thank you cheers ta pls plz thx".split())
MARKER_WORDS = frozenset("instead actually whoops oops scratch wait".split())


def with_the_whole_message(calls: list[FunctionCall], command: str, notes: list[str]) -> list[FunctionCall]:
    """`calls` with a lone message's body given the rest of the command it was cut from; a note if so."""
    if len(calls) != 1 or calls[0].name not in BODY_OF:
        return calls
    call = calls[0]
    body = str(call.arguments[BODY_OF[call.name]] or "").rstrip(" ,.;!?")
    rest = _rest_after(body, command)
    if rest is None:
        return calls
    whole = f"{body}{rest}".rstrip()
    reason = "the command goes on after the punctuation, and a message keeps every word said"
    return [repaired(call, {BODY_OF[call.name]: whole}, reason, notes)]


def _rest_after(body: str, command: str) -> str | None:
    """The punctuation and words after `body`'s one place in `command`, when they are more of the message."""
    lowered = command.casefold()
    start = lowered.find(body.casefold()) if body.strip() else -1
    if start < 0 or lowered.count(body.casefold()) != 1:
        return None
    end = start + len(body)
    cut = CUT.match(command, end)
    if cut is None or cut.end() >= len(command.rstrip(" .!?")):
        return None
    rest = command[end:]
    words = words_of(rest)
    if not words or set(words) <= POLITE_WORDS or words[0] in JOINING_WORDS or set(words) & (DEVICE_WORDS | MARKER_WORDS):
        return None
    if words[0] in SENDING_VERBS and (len(words) < 2 or words[1] not in TO_THE_SENDER):
        return None
    return rest
