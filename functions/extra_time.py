"""A command that asks for more time on a timer loses no timer and gets the minutes it said.

"add five more minutes to the timer" gave `set_timer(duration_seconds=5)` and
`cancel_timer()`: the running timer was cancelled, and the model copied "five"
without its unit, which reads as seconds (5 cancels and 6 such durations in a hand
probe, `benchmarks/results/add-time-rule/`). The catalog cannot extend a timer; a
new timer for the time asked is the closest call it has, and the running one must
stay. So a command that asks for more time and says no word of ending keeps no
timer or alarm cancel (X1), and a timer of a bare N seconds where the command says
"N more minutes" gets N minutes (X2). Each with a note.
"""

from __future__ import annotations

import re

from functions.calls import FunctionCall, leave_out
from functions.registry import repaired
from functions.senses import END_WORDS, words_of
from functions.spoken import duration_seconds

MORE_TIME = re.compile(r"\b(?:add|adding|another|extra|additional|longer|tack)\b|\b(?<!any )(?<!no )more\b")
CANCELS = frozenset({"cancel_timer", "cancel_alarm"})
TIMER = "set_timer"
EXTRA_SPAN = re.compile(r"\b(?P<amount>[\w.]+) (?:more|extra|additional) (?P<unit>seconds?|minutes?|hours?)\b")


def without_cancel_for_more_time(calls: list[FunctionCall], command: str, notes: list[str]) -> list[FunctionCall]:
    """`calls` less each timer or alarm cancel, when the command asks for more time and ends nothing."""
    text = command.casefold()
    if not MORE_TIME.search(text) or END_WORDS & set(words_of(text)):
        return calls
    reason = "the command asks for more time and says nothing of ending; the running timer stays"
    return leave_out(calls, lambda call: reason if call.name in CANCELS else None, notes)


def with_said_extra_duration(calls: list[FunctionCall], command: str, notes: list[str]) -> list[FunctionCall]:
    """`calls`, each timer of a bare N seconds given the unit of the command's "N more <unit>"."""
    said = dict(_extra_durations(command.casefold()))
    return [_lengthened(call, said[seconds], notes) if (seconds := _seconds(call)) in said else call
            for call in calls]


def _extra_durations(text: str) -> list[tuple[int, int]]:
    """(the bare number, the whole duration) for each "N more <unit>" the command says."""
    found = []
    for match in EXTRA_SPAN.finditer(text):
        try:
            found.append((duration_seconds(match["amount"]), duration_seconds(f"{match['amount']} {match['unit']}")))
        except ValueError:
            continue
    return found


def _seconds(call: FunctionCall) -> int | None:
    return getattr(call.args, "duration_seconds", None) if call.name == TIMER else None


def _lengthened(call: FunctionCall, seconds: int, notes: list[str]) -> FunctionCall:
    return repaired(call, {"duration_seconds": seconds}, "the command says how much more time", notes)
