"""Bluetooth or lights turned off when the command only asks to switch them on are turned on (rules O and O2).

"Turn Bluetooth back on, please." gave `set_bluetooth(enabled=false)`: the model reads "back" as a way of
undoing, as it read "turn the volume back up" as down (rule V). A blind set of everyday commands written from
the catalog found it (`benchmarks/results/everyday-blind/`, `benchmarks/results/switch-and-edit-rules/`). When
a command says a word of switching on ("on", "enable", "activate") and no word of switching off or of refusal
("off", "disable", "quit", "not", ...; the "not" of "do not disturb" is not one), a `set_bluetooth` that
switches off is switched on instead, with a note. Bluetooth only: "notifications back on" is do not disturb
off, and a light's "on" may belong to another clause ("on a map ... lights out"). The other direction is left
alone: "off" also goes off as an alarm does.

Rule O2: "its way too dark in here put the lights back on" switched them off. When one of the command's light
clauses (`functions.lights.light_clauses`) says a word of switching on and the whole command says no word of
switching off ("out" included), a `set_lights(on=false)` is switched on, with a note
(`benchmarks/results/lights-on-and-details-rules/`).

Rule O3: "Turn do not disturb off and bluetooth back on." kept Bluetooth off, because the command says "off"
for do not disturb. Rule O's test is also made on the command's Bluetooth clauses alone
(`benchmarks/results/relative-and-name-rules/`).
"""

from __future__ import annotations

import re

from functions.calls import FunctionCall
from functions.lights import CLAUSE_BREAK, light_clauses
from functions.registry import repaired
from functions.senses import words_of

SWITCHES = {"set_bluetooth": "enabled"}
ON_WORDS = frozenset("on enable enabled activate reactivate".split())
OFF_WORDS = frozenset("off disable disabled deactivate stop quit end close drop disconnect unpair kill shut cut mute "
                      "silence without no not don't dont never nothing".split())
DO_NOT_DISTURB = re.compile(r"\bdo not disturb\b")
OTHER_SWITCHES = frozenset("dnd disturb notifications lights light lamp lamps flashlight torch wifi wi-fi alarm timer "
                           "music tv robot".split())


def asks_only_to_switch_on(command: str) -> bool:
    """A word of switching on and none of switching off or of refusal, "do not disturb" read as a name."""
    words = set(words_of(DO_NOT_DISTURB.sub("dnd", command.casefold())))
    return bool(words & ON_WORDS) and not words & OFF_WORDS


def with_said_switch_on(calls: list[FunctionCall], command: str, notes: list[str]) -> list[FunctionCall]:
    """`calls`, each switch turned off switched on when the command, or its Bluetooth clause (O3), only asks to
    switch on, with a note."""
    if not (asks_only_to_switch_on(command) or _bluetooth_clause_asks_to_switch_on(command)):
        return calls
    return [_switched_on(call, notes) if _switches_off(call) else call for call in calls]


def _bluetooth_clause_asks_to_switch_on(command: str) -> bool:
    """Rule O3: the clauses naming Bluetooth only ask to switch on, and every clause that switches off names
    something else ("turn do not disturb off and bluetooth back on", not "turn bluetooth on, no, off")."""
    clauses = CLAUSE_BREAK.split(DO_NOT_DISTURB.sub("dnd", command.casefold()))
    bluetooth = [clause for clause in clauses if "bluetooth" in words_of(clause)]
    switching_off = [set(words_of(clause)) for clause in clauses if set(words_of(clause)) & OFF_WORDS]
    return (bool(bluetooth) and asks_only_to_switch_on(" , ".join(bluetooth))
            and all(words & OTHER_SWITCHES for words in switching_off))


def _switches_off(call: FunctionCall) -> bool:
    argument = SWITCHES.get(call.name)
    return argument is not None and call.arguments[argument] is False


def _switched_on(call: FunctionCall, notes: list[str]) -> FunctionCall:
    return repaired(call, {SWITCHES[call.name]: True}, "the command only asks to switch on", notes)


def light_clauses_ask_only_to_switch_on(command: str) -> bool:
    """A light clause says a word of switching on, and the command no word of switching off ("out" included).

    The whole command is read for "off": "put the kitchen lights on then switch the guest room off".
    """
    said = set(words_of(" , ".join(light_clauses(command))))
    return bool(said & ON_WORDS) and not set(words_of(command)) & (OFF_WORDS | {"out"})


def with_said_lights_on(calls: list[FunctionCall], command: str, notes: list[str]) -> list[FunctionCall]:
    """`calls`, a `set_lights(on=false)` switched on when the command's light clauses only ask to switch on (O2)."""
    if not light_clauses_ask_only_to_switch_on(command):
        return calls
    return [_lit(call, notes) if call.name == "set_lights" and call.arguments["on"] is False else call
            for call in calls]


def _lit(call: FunctionCall, notes: list[str]) -> FunctionCall:
    return repaired(call, {"on": True}, "the command only asks to switch the lights on", notes)
