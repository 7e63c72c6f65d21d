"""A thermostat set to a number nobody said, or for an appliance that is no thermostat (rules TU and FR).

Blind set M (`benchmarks/results/everyday-blind/`) found "Cancel my seven thirty alarm and set one for eight
fifteen" setting the thermostat to 85, a number the command never says (rule T5 reads only "for N"), and "Set the
fridge to thirty seven degrees" setting the thermostat to 37 (`benchmarks/results/cut-text-and-level-rules/`).

Rule TU (rule T5 widened): in a command about an alarm or a timer and no heating, a `set_thermostat` whose
temperature the command does not say as a number (number words read as digits) is left out. Rule FR: a
`set_thermostat` for a command that sets an appliance's own temperature ("the fridge to", "my oven at": a fridge,
a freezer, an oven, a water heater, a hot tub, a pool, an aquarium, a kettle ...), and names no thermostat,
heating or air conditioning, is left out. Each gets a
note.
"""

from __future__ import annotations

import re

from functions.calls import FunctionCall, leave_out
from functions.senses import ALARM_WORDS, words_of
from functions.spoken import digits

# An appliance's own temperature: "the fridge to 37", "my oven at 350", "the freezer's temperature"; not "the flat
# feels like an oven".
APPLIANCES = re.compile(r"\b(?:the|my|our)\s+(?:fridge|refrigerator|freezer|oven|water heater|hot tub|jacuzzi|pool|"
                        r"aquarium|fish tank|kettle|sous vide|grill|smoker)(?:'s)?\s+(?:to|at|temperature|temp)\b")
ALARM_OR_TIMER_WORDS = ALARM_WORDS | frozenset("timer timers".split())
HOUSE_HEAT_WORDS = frozenset("thermostat heat heating heater ac a/c air conditioning conditioner house home room "
                             "downstairs upstairs inside".split())


def without_unsaid_temperatures(calls: list[FunctionCall], command: str, notes: list[str]) -> list[FunctionCall]:
    """`calls` less each `set_thermostat` to a number the command does not say, in a command about an alarm or a
    timer and no heating (rule TU: "set one for eight fifteen" set 85 degrees); a note for each."""
    words = set(words_of(command))
    if not words & ALARM_OR_TIMER_WORDS or words & (HOUSE_HEAT_WORDS | {"degrees", "warmer", "cooler", "temperature"}):
        return calls
    said = {float(number) for number in re.findall(r"\d+(?:\.\d+)?", digits(command, limit=len(command)))}
    reason = "the command says no such temperature"
    return leave_out(calls, lambda call: reason if call.name == "set_thermostat"
                     and float(call.arguments["temperature"]) not in said else None, notes)


def without_thermostat_for_appliances(calls: list[FunctionCall], command: str,
                                      notes: list[str]) -> list[FunctionCall]:
    """`calls` less each `set_thermostat` of a command about an appliance and not the house's heating (rule FR:
    "Set the fridge to thirty seven degrees"); a note for each."""
    lowered = command.casefold()
    if not APPLIANCES.search(lowered) or set(words_of(lowered)) & HOUSE_HEAT_WORDS or "air condition" in lowered:
        return calls
    reason = "voxcall sets the home's thermostat, not an appliance's temperature"
    return leave_out(calls, lambda call: reason if call.name == "set_thermostat" else None, notes)
