"""A volume change takes the one direction of sound its command names.

"turn the volume back up" gave `adjust_volume(direction="down")`: the model reads
"back" as going down. It did so for all three "... back up" commands of a hand
probe (`benchmarks/results/volume-direction-rule/`). When a command's words name
one direction only (`UP_WORDS` or `DOWN_WORDS`, not both) and no light or
temperature, whose "up" and "down" would be theirs ("the volume down and the
lights up"), an `adjust_volume` with the other direction is given the one said,
with a note. Every expected `adjust_volume` of our sets whose command names one
direction has it, so the rule repairs only what the model turned around.
"""

from __future__ import annotations

from functions.calls import FunctionCall
from functions.registry import repaired
from functions.senses import LIGHT_WORDS, TEMPERATURE_WORDS, words_of

VOLUME_CALL = "adjust_volume"
UP_WORDS = frozenset("up louder raise increase crank boost higher pump".split())
DOWN_WORDS = frozenset("down quieter lower softer decrease reduce quieten".split())
OTHER_WORDS = LIGHT_WORDS | TEMPERATURE_WORDS | frozenset({"light"})


def said_direction(command: str) -> str | None:
    """"up" or "down" when that is the only direction of sound `command` names, else None."""
    words = set(words_of(command))
    if words & OTHER_WORDS:
        return None
    up, down = bool(words & UP_WORDS), bool(words & DOWN_WORDS)
    if up == down:
        return None
    return "up" if up else "down"


def with_said_volume_direction(calls: list[FunctionCall], command: str, notes: list[str]) -> list[FunctionCall]:
    """`calls`, each `adjust_volume` against the direction the command names turned to it, with a note."""
    said = said_direction(command)
    if said is None:
        return calls
    return [_turned(call, said, notes) if _against(call, said) else call for call in calls]


def _against(call: FunctionCall, said: str) -> bool:
    return call.name == VOLUME_CALL and call.arguments.get("direction") != said


def _turned(call: FunctionCall, said: str, notes: list[str]) -> FunctionCall:
    return repaired(call, {"direction": said}, f"the command names only {said!r}", notes)
