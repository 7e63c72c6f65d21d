"""Wishes about when something happens again or later, or about a setting's own sound, that the catalog cannot hold,
and an evening alarm read as a morning one (rules AT, SC, D2, F2, SN2, AV2, AS and HO).

Blind set K (`benchmarks/results/everyday-blind/`) and a hand probe (`benchmarks/results/schedule-and-evening-rules/`)
found: "Alarm for 9:15 tonight" set 09:15; "Turn the porch light on every evening at 6" set brightness 6 now;
"Stop calls from unknown numbers getting through" switched do not disturb off; "Turn off the hallway light, the
porch light and the flashlight" also switched the flashlight on; "Turn off snooze on my alarm" cancelled every
alarm; "Lower the volume of my 6 am alarm" cancelled it.

Rule AT: an alarm before noon whose clock time the command says with "tonight", "this evening", "in the evening"
or "at night" after it is moved to the evening. Rule SC: a command about a recurring time ("every evening",
"nightly", "automatically") keeps no light, do not disturb, mute or Bluetooth call: the catalog would do it now,
once. Rule D2: a command that blocks, rejects or stops calls keeps no do not disturb switched off. Rule F2: an
answer that switches the flashlight both on and off, for a command that names it once, says "off" and no word of
switching on, keeps it off. Rule SN2: "turn off
snooze" cancels no alarm. Rule AV2: "the volume/sound/tone of/for my ... alarm" changes no volume and cancels no
alarm. Rule AS: a switch said with a clock time or an hour of the day ("at 10 tonight", "at sunset") is not made
now. Rule HO: "skip holidays" neither cancels nor sets an alarm (blind sets K and L,
`benchmarks/results/timed-switch-and-hold-rules/`). Each change gets a note.
"""

from __future__ import annotations

import re

from functions.calls import FunctionCall, leave_out
from functions.edits import PhraseMisreading
from functions.lights import CLAUSE_BREAK, SWITCH_ON_WORDS
from functions.registry import repaired
from functions.senses import words_of
from functions.spoken import digits

EVENING = re.compile(r"\b(\d{1,2})(?::(\d{2}))?\s+(?:tonight|this evening|in the evening|at night)\b")
RECURRING = re.compile(r"\b(?:every|each)\s+(?:day|night|evening|morning|afternoon|weekday|weeknight|weekend|"
                       r"monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?\b"
                       r"|\b(?:nightly|automatically|by themselves|by itself)\b|(?<!the )\bdaily\b")  # not "The Daily"
BLOCKED_CALLS = re.compile(r"\b(?:block|reject|stop|screen|silence)\w*\s+(?:all\s+)?(?:the\s+)?(?:my\s+)?calls\b")
FLASHLIGHT = re.compile(r"\b(?:flashlight|flash light|torch)\b")
# A clock time with its hour of the day ("at 10 tonight", "at 11 pm", "at 6:30"), or an hour by name (rule AS);
# a bare "at 50" is a level.
AT_A_TIME = re.compile(r"\b(?:at|by|from|until|till)\s+(?:\d{1,2}(?::\d{2}|\s*(?:am|pm|a\.m\.|p\.m\.|o'clock|"
                       r"tonight|this evening|in the (?:morning|evening|afternoon)|at night))"
                       r"|midnight|noon|sunset|sunrise|dusk|dawn|bedtime)\b")
# Parts of a command (rule AS): those of the light rules, and "after that", "so", "now".
TIMED_CLAUSE_BREAK = re.compile(rf"{CLAUSE_BREAK.pattern}|\b(?:after that|afterwards|so|now)\b")
# A part with these words says the time of something that holds one (rule AS).
TIME_OWNERS = frozenset("alarm alarms wake remind reminder calendar event meeting appointment timer".split())
# Each switch's own words, and the call that makes it (rule AS).
SWITCHED_BY = ((frozenset({"light", "lights", "lamp", "lamps"}), frozenset({"set_lights"})),
               (frozenset({"disturb", "dnd"}), frozenset({"set_do_not_disturb"})),
               (frozenset({"bluetooth"}), frozenset({"set_bluetooth"})),
               (frozenset({"flashlight", "torch"}), frozenset({"turn_on_flashlight", "turn_off_flashlight"})),
               (frozenset({"mute", "unmute", "silent"}), frozenset({"set_mute"})))


def with_evening_alarms(calls: list[FunctionCall], command: str, notes: list[str]) -> list[FunctionCall]:
    """`calls` with each morning alarm the command says "tonight" moved to the evening (rule AT); a note each."""
    spoken = digits(command, limit=len(command))
    evening = {f"{int(hour):02d}:{minute or '00'}" for hour, minute in EVENING.findall(spoken) if int(hour) < 12}
    return [repaired(call, {"time": f"{int(call.arguments['time'][:2]) + 12:02d}{call.arguments['time'][2:]}"},
                     "the command says this time is in the evening", notes)
            if call.name == "set_alarm" and call.arguments["time"] in evening else call for call in calls]


# A light, do not disturb, mute or Bluetooth call of a command about a recurring time (rule SC).
without_switches_for_schedules = PhraseMisreading(
    RECURRING, frozenset({"set_lights", "set_do_not_disturb", "set_mute", "set_bluetooth"}),
    "voxcall cannot schedule a setting to change again and again, and this would change it now")


def without_dnd_off_for_blocking(calls: list[FunctionCall], command: str, notes: list[str]) -> list[FunctionCall]:
    """`calls` less each do not disturb switched off by a command that blocks calls (rule D2); a note for each."""
    if not BLOCKED_CALLS.search(command.casefold()):
        return calls
    reason = "the command asks for fewer calls, and this would switch do not disturb off"
    return leave_out(calls, lambda call: reason if call.name == "set_do_not_disturb"
                     and call.arguments["enabled"] is False else None, notes)


def without_flashlight_on_for_off(calls: list[FunctionCall], command: str, notes: list[str]) -> list[FunctionCall]:
    """`calls` less a flashlight switched on beside one switched off, when the command names the flashlight once,
    says "off" and no word of switching on (rule F2); a note if so."""
    words = set(words_of(command))
    names = len(FLASHLIGHT.findall(command.casefold()))
    both = {"turn_on_flashlight", "turn_off_flashlight"} <= {call.name for call in calls}
    if not both or names != 1 or "off" not in words or words & SWITCH_ON_WORDS:
        return calls
    reason = "the command switches off, never on, and this would switch the flashlight on"
    return leave_out(calls, lambda call: reason if call.name == "turn_on_flashlight" else None, notes)


# "Turn off snooze on my alarm" cancelled every alarm (rule SN2).
without_cancel_for_snooze_off = PhraseMisreading(
    re.compile(r"\b(?:off|disable|stop)\s+(?:the\s+)?snooze\b|\bsnooze\s+off\b"),
    frozenset({"cancel_alarm"}),
    "voxcall cannot change how an alarm snoozes, and this would cancel it")
# "Lower the volume of my 6 am alarm" cancelled it (rule AV2, rule AV for the other word order).
without_changes_for_alarm_sounds = PhraseMisreading(
    re.compile(r"\b(?:volume|sound|tone|ringtone)\s+(?:of|for|on)\s+(?:the|my|that)\s+(?:[\w:.]+\s+){0,3}?alarms?\b"),
    frozenset({"adjust_volume", "set_volume", "cancel_alarm"}),
    "voxcall cannot change an alarm's own sound, and this would change the phone's volume or cancel the alarm")


def without_switches_at_a_time(calls: list[FunctionCall], command: str, notes: list[str]) -> list[FunctionCall]:
    """`calls` less each switch that a part of the command names together with a time of day (rule AS: "Turn on do
    not disturb at 10 tonight" switched it on at noon); a note for each."""
    clauses = TIMED_CLAUSE_BREAK.split(digits(command, limit=len(command)))
    timed = [clause for clause in clauses if AT_A_TIME.search(clause) and not set(words_of(clause)) & TIME_OWNERS]
    names = {name for clause in timed for words, made_by in SWITCHED_BY if set(words_of(clause)) & words
             for name in made_by}
    reason = "voxcall cannot make a change at a later time, and this would make it now"

    def why(call: FunctionCall) -> str | None:
        room = call.arguments.get("room") if call.name == "set_lights" else None
        elsewhere = room is not None and not any(str(room).casefold() in clause for clause in timed)
        return reason if call.name in names and not elsewhere else None  # another room's lights, switched now
    return leave_out(calls, why, notes)


# "Make my weekday alarms skip bank holidays" cancelled every alarm (rule HO).
without_alarm_changes_for_holidays = PhraseMisreading(
    re.compile(r"\b(?:skip|skips|skipping|except|excluding|ignore|not on)\s+(?:[\w']+\s+){0,2}?holidays?\b"),
    frozenset({"cancel_alarm", "set_alarm"}),
    "voxcall cannot make an alarm skip days, and this would cancel or set one")
