"""Light calls repaired: two split out of one wish are merged, and no dimming answers a wish for more light.

The backend applies a `set_lights` without a room to every room, and the model
sometimes answers "switch the patio lamps on and make it white" with
`set_lights(on=true, room="patio")` and `set_lights(color="white")`: every light
in the house turns white. Two `set_lights` next to each other are one wish when
at most one names a room and no argument is set in both to different values;
they are merged into the first, with the room and every argument either set.
A command that speaks of every room ("make all the lights blue") keeps both.
Nothing is left out, so no note is written; the log says what was merged.
Declared and measured in `benchmarks/results/light-merge-rule/`.

"turn the lights up" gave `set_lights(brightness=10)`. In a command that asks
for more light and says no level and no word of less, a brightness below 50 is
dropped and the lights are switched on, as our sets answer "light up the office"
(`benchmarks/results/lights-up-rule/`).
"""

from __future__ import annotations

import logging

from functions.calls import FunctionCall
from functions.registry import repaired, validate_call
from functions.senses import says_a_level, words_of

log = logging.getLogger(__name__)

LIGHTS = "set_lights"
EVERY_ROOM_WORDS = frozenset("all every everywhere whole each".split())
MORE_LIGHT_WORDS = frozenset("up brighter brighten".split())
LESS_LIGHT_WORDS = frozenset("down dim dimmer darker lower low less off out dark".split())
LOW_BRIGHTNESS = 50


def merged_light_calls(calls: list[FunctionCall], command: str, notes: list[str]) -> list[FunctionCall]:
    """`calls`, with each `set_lights` that continues the one before it merged into it (`notes` is not written)."""
    if EVERY_ROOM_WORDS & set(words_of(command)):
        return calls
    merged: list[FunctionCall] = []
    for call in calls:
        if merged and _one_wish(merged[-1], call):
            merged[-1] = _merge(merged[-1], call)
        else:
            merged.append(call)
    return merged


def _one_wish(first: FunctionCall, second: FunctionCall) -> bool:
    """Both are light calls, at most one names a room, and none of their set arguments disagree."""
    if first.name != LIGHTS or second.name != LIGHTS:
        return False
    a, b = _set(first), _set(second)
    if "room" in a and "room" in b:
        return False
    return all(a[key] == b[key] for key in a.keys() & b.keys())


def _merge(first: FunctionCall, second: FunctionCall) -> FunctionCall:
    call = validate_call(LIGHTS, {**first.arguments, **_set(second)})
    log.info("merged %s and %s into %s", first.describe(), second.describe(), call.describe())
    return call


def _set(call: FunctionCall) -> dict[str, object]:
    return {key: value for key, value in call.arguments.items() if value is not None}


def without_unsaid_dimness(calls: list[FunctionCall], command: str, notes: list[str]) -> list[FunctionCall]:
    """`calls`, a low brightness nobody said dropped (and the lights on) when the command asks for more light.

    "turn the lights up" gave `set_lights(brightness=10)` (`benchmarks/results/lights-up-rule/`).
    """
    words = words_of(command)
    if not MORE_LIGHT_WORDS & set(words) or LESS_LIGHT_WORDS & set(words) or says_a_level(command, words):
        return calls
    return [_brightened(call, notes) if _dim(call) else call for call in calls]


def _dim(call: FunctionCall) -> bool:
    brightness = call.arguments.get("brightness") if call.name == LIGHTS else None
    return brightness is not None and brightness < LOW_BRIGHTNESS


def _brightened(call: FunctionCall, notes: list[str]) -> FunctionCall:
    on = True if call.arguments["on"] is None else call.arguments["on"]
    return repaired(call, {"brightness": None, "on": on}, "the command asks for more light and says no level", notes)
