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
(`benchmarks/results/lights-up-rule/`). The same test is made on the command's
light clauses alone, so "turn the volume down and the lights up" is read by its
"the lights up" (`benchmarks/results/light-clause-rule/`, rule L).

Rule L also leaves out what no light setting asked for: a `set_lights(on=true)`
for a light clause that dims at no level ("turn up the volume and dim the
lights" switched them on), and a `set_lights` that sets nothing once a room
that is a light word ("turn the lights down" gave room "lights") and a colour
that is a comparison ("warmer") are dropped.

Rule L3: "Stop the music, turn off the bedroom lights and set an alarm for 7:20" gave
`set_lights(on=false, room="bedroom", brightness=7)`, the alarm's hour as a level. A light switched off has no
level, so the brightness of a `set_lights(on=false)` is dropped, with a note
(`benchmarks/results/compound-and-amount-rules/`).

Rule L4: "turn on the kitchen lights, blue at 40 percent" gave the colour "blue at 40 percent" and no level, and
"set the living room lights to red at 20 percent" lost its level. The one light call of an answer that has no
brightness gets the one level its light clauses or colour say in percent (less the level of a screen brightness
or volume call beside it), and its colour loses "at N percent"
(`benchmarks/results/timer-call-and-level-rules/`).

Rule L5: a colour that holds a level in words ("orange, ten percent") is cut too, and its level is the brightness
when there is none. Rule M2: two light calls that name the same room are one wish too ("Make the living room lights
purple and 70 percent" gave one call for the colour and one for the level)
(`benchmarks/results/ringtone-list-and-note-rules/`).

Rule L6: a command that switches off and says no word of switching on or of more light turns no light on. Rule L8:
a light room that is only a number is dropped before light calls are merged
(`benchmarks/results/alarm-tone-and-switch-rules/`).

Rule TL: a light level that the command says only as a temperature ("set the thermostat to 72") is dropped
(`benchmarks/results/timed-switch-and-hold-rules/`). Rules LV and CO: the one light call of an answer gets the one
level ("25 percent", "full brightness", "half brightness") or the one colour ("cyan", "warm white") the command
says and no other call holds, when it has none; a level only when no screen, volume or thermostat is spoken of
(`benchmarks/results/cut-text-and-level-rules/`).
"""

from __future__ import annotations

import logging
import re

from functions.calls import FunctionCall, leave_out
from functions.registry import repaired, validate_call
from functions.senses import LIGHT_WORDS, says_a_level, words_of
from functions.spoken import digits

log = logging.getLogger(__name__)

LIGHTS = "set_lights"
EVERY_ROOM_WORDS = frozenset("all every everywhere whole each".split())
MORE_LIGHT_WORDS = frozenset("up brighter brighten".split())
LESS_LIGHT_WORDS = frozenset("down dim dimmer darker lower low less off out dark".split())
LOW_BRIGHTNESS = 50
CLAUSE_BREAK = re.compile(r"[,;]|\b(?:and|then|plus|also|but)\b")
DIMMING_WORDS = (LESS_LIGHT_WORDS - frozenset("off out dark".split())) | frozenset("dims dimmed soften softer".split())
NOT_A_ROOM = frozenset("light lights lamp lamps lighting up down low high dim bright soft".split())
NOT_A_COLOUR = frozenset("warmer cooler softer brighter darker dimmer lighter".split()
                         # L10: "Turn the hall light and the landing light on" gave the colour "light",
                         # "Switch the kitchen lights off at midnight" "midnight"
                         + "light lights lamp lamps midnight sunset sunrise dawn dusk noon".split())
PERCENT = re.compile(r"\b(\d{1,3}) ?(?:percent|per cent|%)")
SWITCH_OFF_WORDS = frozenset("off out".split())
SWITCH_ON_WORDS = frozenset("on up bright brighter brighten lit".split())
BRIGHTNESS_NAMES = {100: re.compile(r"\b(?:full|max|maximum|100 percent)\s+brightness\b"),
                    50: re.compile(r"\bhalf\s+brightness\b")}
OTHER_LEVEL_WORDS = frozenset("volume sound screen display phone tv music thermostat degrees heat heating".split())
COLOUR = re.compile(r"\b(?:(?:light|dark|pale|deep|bright|sky|baby|navy|midnight|warm|cool|soft|hot|royal|forest|"
                    r"lime|ice)\s+)?(?:red|orange|yellow|green|blue|purple|pink|white|cyan|teal|magenta|violet|indigo|"
                    r"amber|lavender|turquoise|gold|coral|crimson|daylight)\b(?!\s+light\b)")  # not "red light"
TEMPERATURE = re.compile(r"\b(?:thermostat|heat|heating|temperature|ac|air conditioning)\s+(?:up\s+|down\s+)?"
                         r"(?:to|at)\s+(\d{2,3})\b|\b(\d{2,3})\s*(?:degrees|°)")
LEVEL = re.compile(r"\b(?:brightness|lights?|lamps?)\s+(?:up\s+|down\s+)?(?:to|at)\s+(\d{1,3})\b")
AT_A_LEVEL = re.compile(r",?\s*(?:at\s+)?\d{1,3} ?(?:percent|per cent|%).*$")


def merged_light_calls(calls: list[FunctionCall], command: str, notes: list[str]) -> list[FunctionCall]:
    """`calls`, with each `set_lights` that continues the one before it merged into it (`notes` is not written)."""
    if EVERY_ROOM_WORDS & set(words_of(command)):
        return calls
    merged: list[FunctionCall] = []
    for call in calls:
        if merged and _one_wish(merged[-1], call, command.casefold()):
            merged[-1] = _merge(merged[-1], call)
        else:
            merged.append(call)
    return merged


def _one_wish(first: FunctionCall, second: FunctionCall, command: str) -> bool:
    """Both are light calls, at most one names a room, or both the same one that the command says once (M2), and
    none of their set arguments disagree."""
    if first.name != LIGHTS or second.name != LIGHTS:
        return False
    a, b = _set(first), _set(second)
    if "room" in a and "room" in b and not _one_room_said_once(str(a["room"]), str(b["room"]), command):
        return False
    return all(a[key] == b[key] for key in a.keys() & b.keys())


def _one_room_said_once(first: str, second: str, command: str) -> bool:
    room = first.casefold()
    return room == second.casefold() and len(re.findall(rf"\b{re.escape(room)}\b", command)) == 1


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
    if not (_asks_for_more_light(command) or _asks_for_more_light(" , ".join(light_clauses(command)))):
        return calls
    return [_brightened(call, notes) if _dim(call) else call for call in calls]


def light_clauses(command: str) -> list[str]:
    """The parts of `command`, cut at commas and joining words, that name a light (rule L)."""
    clauses = CLAUSE_BREAK.split(command.casefold())
    return [clause for clause in clauses if set(words_of(clause)) & (LIGHT_WORDS | {"light"})]


def _asks_for_more_light(text: str) -> bool:
    words = words_of(text)
    return bool(MORE_LIGHT_WORDS & set(words)) and not LESS_LIGHT_WORDS & set(words) and not says_a_level(text, words)


def _dim(call: FunctionCall) -> bool:
    brightness = call.arguments.get("brightness") if call.name == LIGHTS else None
    return brightness is not None and brightness < LOW_BRIGHTNESS


def _brightened(call: FunctionCall, notes: list[str]) -> FunctionCall:
    on = True if call.arguments["on"] is None else call.arguments["on"]
    return repaired(call, {"brightness": None, "on": on}, "the command asks for more light and says no level", notes)


def without_light_for_dimming(calls: list[FunctionCall], command: str, notes: list[str]) -> list[FunctionCall]:
    """`calls` less each `set_lights` that only switches the lights on when its light clause dims at no level."""
    clauses = " , ".join(light_clauses(command))
    words = set(words_of(clauses))
    switched_on = "on" in words_of(command)  # "dim the lights and turn them on": the switch has its own clause
    if not words & DIMMING_WORDS or words & MORE_LIGHT_WORDS or switched_on or says_a_level(clauses, list(words)):
        return calls
    return leave_out(calls, _why_not_switched_on, notes)


def _why_not_switched_on(call: FunctionCall) -> str | None:
    if call.name != LIGHTS or call.arguments["on"] is not True or _set(call).keys() - {"on", "room"}:
        return None
    return ("the command dims the lights but says no level, and this would only switch them on; say a level, e.g. "
            "'dim the lights to 30 percent'")


def without_empty_light_calls(calls: list[FunctionCall], command: str, notes: list[str]) -> list[FunctionCall]:
    """`calls`, a room or colour that names none dropped, less each `set_lights` then left with nothing to set."""
    kept = [_without_false_names(call, notes) if _sets_something(call) else call for call in calls]
    return leave_out(kept, _why_nothing_set, notes)


def _without_false_names(call: FunctionCall, notes: list[str]) -> FunctionCall:
    changes = {key: None for key, names in (("room", NOT_A_ROOM), ("color", NOT_A_COLOUR))
               if str(call.arguments[key]).casefold() in names}
    return repaired(call, changes, "that names no room or colour", notes) if changes else call


def _sets_something(call: FunctionCall) -> bool:
    """A light call that switches, sets a level, or names a colour that is not a comparison ("warmer")."""
    colour = call.arguments.get("color")
    return call.name == LIGHTS and (call.arguments["on"] is not None or call.arguments["brightness"] is not None
                                    or (colour is not None and colour.casefold() not in NOT_A_COLOUR))


def _why_nothing_set(call: FunctionCall) -> str | None:
    if call.name != LIGHTS or _sets_something(call):
        return None
    return ("it sets nothing the lights have (on or off, a level, a colour); say one, e.g. "
            "'dim the lights to 30 percent' or 'turn the lights on'")


def without_level_for_switching_off(calls: list[FunctionCall], command: str,
                                    notes: list[str]) -> list[FunctionCall]:
    """`calls` with the brightness of each light switched off dropped (rule L3); a note for each."""
    return [repaired(call, {"brightness": None}, "lights switched off have no level", notes)
            if call.name == LIGHTS and call.arguments["on"] is False and call.arguments["brightness"] else call
            for call in calls]


def with_said_light_level(calls: list[FunctionCall], command: str, notes: list[str]) -> list[FunctionCall]:
    """The one light call of `calls` given the level its light clause says in percent, when it has none, and its
    colour cut before "at N percent" (rule L4: "blue at 40 percent" was a colour); a note if so."""
    lights = [call for call in calls if call.name == LIGHTS]
    if len(lights) != 1 or lights[0].arguments["brightness"] is not None:
        return calls
    said = [*light_clauses(command), str(lights[0].arguments["color"] or "")]
    levels = {int(level) for text in said for level in PERCENT.findall(digits(text, limit=len(text)))}
    levels -= {call.arguments["level"] for call in calls if call.name in ("set_brightness", "set_volume")}
    if len(levels) != 1:
        return calls
    (level,) = levels
    colour = lights[0].arguments["color"]
    changes = {"brightness": level, "color": AT_A_LEVEL.sub("", colour) if colour else colour}
    fixed = repaired(lights[0], changes, "the light clause says the level in percent", notes)
    return _replaced(calls, lights[0], fixed)


def without_levels_in_colours(calls: list[FunctionCall], command: str, notes: list[str]) -> list[FunctionCall]:
    """`calls` with each light colour that holds a level in percent, in digits or words, cut before it, and the
    level made the brightness when there is none (rule L5: "orange, ten percent"); a note for each."""
    return [_level_out_of_colour(call, notes) if call.name == LIGHTS and call.arguments["color"] else call
            for call in calls]


def _level_out_of_colour(call: FunctionCall, notes: list[str]) -> FunctionCall:
    colour = digits(str(call.arguments["color"]), limit=len(str(call.arguments["color"])))
    levels = PERCENT.findall(colour)
    if len(levels) != 1:
        return call
    changes: dict[str, object] = {"color": AT_A_LEVEL.sub("", colour).strip(" ,") or None}
    if call.arguments["brightness"] is None:
        changes["brightness"] = int(levels[0])
    return repaired(call, changes, "the colour holds the level", notes)


def with_said_switch_off(calls: list[FunctionCall], command: str, notes: list[str]) -> list[FunctionCall]:
    """`calls` with each light switched on turned off, in a command that switches off and says no word of switching
    on or more light (rule L6: "Turn off the porch light and the hallway light" switched the hallway on)."""
    words = set(words_of(command))
    if not words & SWITCH_OFF_WORDS or words & SWITCH_ON_WORDS:
        return calls
    return [repaired(call, {"on": False}, "the command switches off, never on", notes)
            if call.name == LIGHTS and call.arguments["on"] is True else call for call in calls]


def without_temperatures_as_levels(calls: list[FunctionCall], command: str,
                                   notes: list[str]) -> list[FunctionCall]:
    """`calls` with each light level that the command says only as a temperature ("the thermostat to 72", "68
    degrees") dropped (rule TL: "Turn on the living room lights, set the thermostat to 72" set brightness 72)."""
    spoken = digits(command, limit=len(command))
    temperatures = {int(value) for pair in TEMPERATURE.findall(spoken) for value in pair if value}
    levels = {int(level) for level in PERCENT.findall(spoken)} | {int(level) for level in LEVEL.findall(spoken)}
    return [repaired(call, {"brightness": None}, "the command says this number as a temperature", notes)
            if call.name == LIGHTS and call.arguments["brightness"] in temperatures - levels else call
            for call in calls]


def with_said_level_anywhere(calls: list[FunctionCall], command: str, notes: list[str]) -> list[FunctionCall]:
    """The one light call of `calls` given the one level the command says, when it has none and nothing else in
    the command takes a level (rule LV: "Turn on the kitchen lights, warm white, 25 percent" lost its 25)."""
    lights = [call for call in calls if call.name == LIGHTS]
    spoken = digits(command, limit=len(command))
    if len(lights) != 1 or lights[0].arguments["brightness"] is not None or lights[0].arguments["on"] is False \
            or set(words_of(spoken)) & OTHER_LEVEL_WORDS or len(calls) > 1 and _other_numbers(calls):
        return calls
    levels = {int(level) for level in PERCENT.findall(spoken)}
    levels |= {level for level, said in BRIGHTNESS_NAMES.items() if said.search(spoken)}
    if len(levels) != 1 or not 0 <= min(levels) <= 100:
        return calls
    fixed = repaired(lights[0], {"brightness": levels.pop()}, "the command says this level", notes)
    return _replaced(calls, lights[0], fixed)


def _replaced(calls: list[FunctionCall], old: FunctionCall, new: FunctionCall) -> list[FunctionCall]:
    """`calls` with `old`, the one light call a rule repaired, in its place as `new`."""
    return [new if call is old else call for call in calls]


def _other_numbers(calls: list[FunctionCall]) -> bool:
    return any(isinstance(value, (int, float)) and not isinstance(value, bool)
               for call in calls if call.name != LIGHTS for value in call.arguments.values())


def with_said_colour(calls: list[FunctionCall], command: str, notes: list[str]) -> list[FunctionCall]:
    """The one light call of `calls` given the one colour the command says, when it has none and no other call
    holds it (rule CO: "Basement lights at 90 percent, cyan" lost its cyan); two light calls are left alone."""
    lights = [call for call in calls if call.name == LIGHTS]
    if len(lights) != 1 or lights[0].arguments["color"] is not None or lights[0].arguments["on"] is False:
        return calls
    colours = {found.group(0) for found in COLOUR.finditer(command.casefold())}
    held = " ".join(str(value).casefold() for call in calls if call.name != LIGHTS
                    for value in call.arguments.values())
    if len(colours) != 1 or any(colour in held for colour in colours):
        return calls
    fixed = repaired(lights[0], {"color": colours.pop()}, "the command says this colour", notes)
    return _replaced(calls, lights[0], fixed)


def without_number_rooms(calls: list[FunctionCall], command: str, notes: list[str]) -> list[FunctionCall]:
    """`calls` with each light room that is only a number dropped (rule L8: "purple and 70 percent" gave a room
    "70"), before light calls are merged; a note for each."""
    return [repaired(call, {"room": None}, "a number names no room", notes)
            if call.name == LIGHTS and re.fullmatch(r"[\d\s.%]+", str(call.arguments["room"] or "x")) else call
            for call in calls]
