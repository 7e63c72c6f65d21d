"""A wish about something already going on (a phone call, a track, a timer, an alarm) or about a phone feature the
catalog lacks (a stopwatch, a screen timeout, a ringtone, voicemail) starts, cancels or switches nothing else
(rules I, Z, Q and the rules after them below).

The catalog can start things but cannot handle one in progress: it cannot answer, decline, hold or put a phone
call on speaker, shuffle or seek within a track, or pause a timer. Blind set F
(`benchmarks/results/everyday-blind/`) and a hand probe (`benchmarks/results/call-track-and-timer-rules/`) found
the model reaching for the nearest call it knows: "Put the call on speaker." muted the phone, "put this call on
hold" switched do not disturb on and "decline this call" off, "reject the incoming call" phoned "reject";
"Shuffle my playlist." and "skip ahead 30 seconds" skipped the track, "fast forward two minutes" set a 2-minute
timer; "Pause the timer for a sec." set a 1-second timer.

Rule I: a command that handles a phone call in progress (`CALL_IN_PROGRESS`) keeps no phone call, and no do not
disturb or mute unless it says so in words (`SAID_BY`): "mute the call" still mutes.
Rule Z: a command that shuffles or seeks by an amount of time (`SHUFFLE_WORDS`, `SEEK`) skips no track unless it
says "next", "previous" or "skip" (a seek says it by amount), and a seek starts no timer unless it names one.
Rule Z2: "fast forward" seeks, with or without an amount ("Fast forward to the chorus" skipped the track).
Rule Q: a command that pauses a timer (`PAUSED_TIMER`) starts none unless it asks for a new one (`NEW_WORDS`).
Each call left out gets a note; the command's other calls stay.

Blind set H and a probe (`benchmarks/results/timer-call-and-level-rules/`) found four more: "cancel the pizza
timer and start a new 8 minute one for the garlic knots" also cancelled every timer and made an event at 8:00,
"start a stopwatch" cancelled every timer, and "change the screen timeout to 2 minutes" started a timer.
Rule C3: a cancel of every timer (alarm) beside a cancel of one named is left out, unless the command asks for
all or says "timer" ("alarm") more often than it names one. Rule C4: a calendar event on the hour of a number
said only as a duration is left out. Rule SW: a stopwatch starts or cancels no timer. Rule T6: a screen timeout or
lock starts no timer.
Rule T7: a command that names no timer and says no duration starts none. Rule RT: a wish to change a ringtone
mutes nothing, changes no volume and (RT3) phones no one (`benchmarks/results/ringtone-list-and-note-rules/`).
Rule K4: a command that sets an alarm cancels none unless a clause about an alarm says a word of ending or a
negation ("I don't need my alarm"). Rule N4: a name said only after "from" is not phoned. Rule RP: a wish about
an existing alarm's repeating cancels or sets none. Rule AV: a wish about an alarm's own sound changes no phone
volume. Rule VM: sending calls to voicemail sends and phones nothing about calls. Rule RT2: a notification or text
tone is a ringtone (`benchmarks/results/alarm-tone-and-switch-rules/`).
"""

from __future__ import annotations

import re

from functions.calls import FunctionCall, leave_out
from functions.edits import PhraseMisreading
from functions.lights import CLAUSE_BREAK
from functions.senses import DND_WORDS, END_WORDS, TIMER_WORDS, Misreading, words_of
from functions.spoken import digits

CALL_IN_PROGRESS = re.compile(
    r"\b(?:decline|reject|answer|accept|ignore|pick up|transfer|merge|record|put|switch|move)s?\s+"
    r"(?:the |this |that |my |an )?(?:incoming |current |phone |video )?call\b(?!s)")
MUTE_WORDS = frozenset("mute unmute muted silence silent".split())
SAID_BY = {"set_do_not_disturb": DND_WORDS, "set_mute": MUTE_WORDS, "call_contact": frozenset()}

SHUFFLE_WORDS = frozenset("shuffle shuffled shuffling reshuffle".split())
SKIP_WORDS = frozenset("next previous skip".split())
_TIME_UNIT = r"\d+ ?(?:seconds?|secs?|minutes?|mins?)\b"
SEEK = re.compile(rf"\b(?:skip|skips|jump|fast[- ]?forward|forward|forwards|rewind|back|backward|backwards|ahead)"
                  rf"(?: [\w'-]+){{0,2}} {_TIME_UNIT}"
                  rf"|\b{_TIME_UNIT} (?:ahead|forward|forwards|back|backward|backwards)\b"
                  r"|\bfast[- ]?forward")  # Z2: "fast forward to the chorus" seeks with no amount

PAUSED_TIMER = re.compile(r"\b(?:pause|paused|pausing|freeze|hold|halt|suspend)\s+(?:the |my |this |that |our )?"
                          r"(?:[\w'-]+ )?(?:timer|countdown)\b")
NEW_WORDS = frozenset("set start new another".split())

CANCELS = {"cancel_timer": "label", "cancel_alarm": "time"}
KIND = {"cancel_timer": "timer", "cancel_alarm": "alarm"}
# K4: a wish to set an alarm, and the words that may end one beside it ("... can go", "never mind", "skip").
SETS_AN_ALARM = re.compile(r"\b(?:set|make|create|add|need|want|get)\s+(?:me\s+)?(?:an?|my|the)?\s*(?:new\s+)?alarm\b"
                           r"|\bwake me\b")
ALARM_CLAUSE_WORDS = frozenset("alarm alarms wake waking ring ringing one ones it".split())
ENDING_WORDS = END_WORDS | frozenset("rid scrap skip go gone mind abandon wipe enough cleared drop ditch replace "
                                     "instead don't dont not no never won't".split())
EVERY_WORDS = frozenset("all every everything timers alarms both".split())
TIME_WORDS = TIMER_WORDS | frozenset("time timing".split())  # "can you time the rice for me"
VOICEMAIL_WORDS = frozenset("call calls voicemail number numbers unknown caller callers".split())
_UNIT = r"(?:seconds?|secs?|minutes?|mins?|hours?|hrs?)\b"
DURATION_UNIT = re.compile(rf"\b{_UNIT}")
DURATION_NUMBER = re.compile(rf"\b(\d{{1,2}})[ -]{_UNIT}")
CLOCK_NUMBER = re.compile(r"\b(?:at|by|until|till) (\d{1,2})\b|\b(\d{1,2})(?::\d{2})? ?(?:am|pm|a\.m\.|p\.m\.|o'clock)")


def without_calls_for_a_call_in_progress(calls: list[FunctionCall], command: str,
                                         notes: list[str]) -> list[FunctionCall]:
    """`calls` less each phone call, do not disturb or mute that handles a call in progress the catalog cannot."""
    if not CALL_IN_PROGRESS.search(command.casefold()):
        return calls
    words = set(words_of(command))

    def why(call: FunctionCall) -> str | None:
        said_by = SAID_BY.get(call.name)
        if said_by is None or words & said_by:
            return None
        return ("voxcall cannot answer, decline, hold or put a phone call on speaker, and this would "
                f"{'phone someone' if call.name == 'call_contact' else 'change a setting'} instead")
    return leave_out(calls, why, notes)


def without_skips_for_seeking(calls: list[FunctionCall], command: str, notes: list[str]) -> list[FunctionCall]:
    """`calls` less each skipped track for a wish to shuffle or seek, and each timer for a seek; a note for each."""
    words = set(words_of(command))
    seeks = bool(SEEK.search(digits(command, limit=len(command))))
    shuffles = bool(words & SHUFFLE_WORDS) and not words & SKIP_WORDS
    if not seeks and not shuffles:
        return calls

    def why(call: FunctionCall) -> str | None:
        if call.name == "control_media" and call.arguments["action"] in ("next", "previous"):
            return "voxcall cannot shuffle or seek within a track, and this would skip the track"
        if call.name == "set_timer" and seeks and not words & TIMER_WORDS:
            return "voxcall cannot seek within a track, and this would start a timer"
        return None
    return leave_out(calls, why, notes)


# A new timer for a wish to pause one, unless a new one is asked for (rule Q).
without_timer_for_pausing = PhraseMisreading(
    PAUSED_TIMER, frozenset({"set_timer"}),
    "voxcall cannot pause a timer, and this would start a new one; to start one, say e.g. 'set a timer for 5 "
    "minutes'", unless=NEW_WORDS)


def without_cancel_all_beside_one(calls: list[FunctionCall], command: str, notes: list[str]) -> list[FunctionCall]:
    """`calls` less each cancel of every timer or alarm beside a cancel of one the command names, when it does not
    ask for all (rule C3: "cancel the pizza timer and start a new one" also cancelled every timer)."""
    words = words_of(command)
    if set(words) & EVERY_WORDS:
        return calls
    named = [call.name for call in calls if call.name in CANCELS and call.arguments[CANCELS[call.name]] is not None]
    # "cancel the bread timer and end my timer" says "timer" twice: the second may be another one
    named = {name for name in named if words.count(KIND[name]) <= named.count(name)}

    def why(call: FunctionCall) -> str | None:
        if call.name not in named or call.arguments[CANCELS[call.name]] is not None:
            return None
        return "the command cancels one it names, not all of them, and this would cancel every one"
    return leave_out(calls, why, notes)


def without_events_for_timers(calls: list[FunctionCall], command: str, notes: list[str]) -> list[FunctionCall]:
    """`calls` less each calendar event on the hour of a number the command says only as a duration (rule C4:
    "start a new 8 minute one for the garlic knots" made an event at 8:00); a note for each."""
    spoken = digits(command, limit=len(command))
    clock = {int(n) for found in CLOCK_NUMBER.findall(spoken) for n in found if n}
    hours = {int(n) for n in DURATION_NUMBER.findall(spoken)} - clock
    if not hours:
        return calls

    def why(call: FunctionCall) -> str | None:
        if call.name != "create_calendar_event" or call.arguments["datetime"][-8:] not in {
                f"{hour:02d}:00:00" for hour in hours}:
            return None
        return "the event's hour is a duration the command says ('8 minute'), not a time"
    return leave_out(calls, why, notes)


# A timer started or every timer cancelled for a stopwatch, which the catalog does not have (rule SW).
without_timers_for_stopwatches = Misreading(
    frozenset("stopwatch stopwatches".split()), frozenset("timer timers countdown".split()),
    frozenset({"set_timer", "cancel_timer"}),
    "voxcall has no stopwatch, and this would start a timer or cancel every timer")
# A timer started for a screen timeout or auto-lock (rule T6).
without_timers_for_timeouts = Misreading(
    frozenset("timeout timeouts time-out autolock auto-lock lock".split()), frozenset("timer timers countdown".split()),
    frozenset({"set_timer"}),
    "voxcall cannot change the screen timeout or auto-lock, and this would start a timer")


def without_unasked_timers(calls: list[FunctionCall], command: str, notes: list[str]) -> list[FunctionCall]:
    """`calls` less each timer of a command that names no timer and says no duration (rule T7: "... call me back
    after six" also set a 6-second timer); a note for each."""
    if set(words_of(command)) & TIME_WORDS or DURATION_UNIT.search(digits(command, limit=len(command))):
        return calls
    reason = "the command asks for no timer and says no duration, and this would start one"
    return leave_out(calls, lambda call: reason if call.name == "set_timer" else None, notes)


# The phone muted, or its sound changed, for a wish to change a ringtone (rule RT); "turn the ringtone off" is a mute.
without_ringer_for_ringtones = PhraseMisreading(
    re.compile(r"\bring-?tones?\s+(?:to|as|for)\b|\b(?:change|set|pick|choose|use)\s+(?:[\w'-]+\s+){0,3}?"
               r"ring-?tones?\b(?!\s+(?:off|on|back)\b)"
               # RT2: "Set my notification sound to chime" muted the phone
               r"|\b(?:notification|alert|text|message|email|sms)\s+(?:sound|tone|sounds|tones)\s+(?:to|as)\b"
               r"|\bown\s+ring-?tones?\b"),  # RT3: "Give Nadia her own ringtone" phoned Nadia
    frozenset({"set_mute", "set_volume", "adjust_volume", "play_media", "call_contact"}),
    "voxcall cannot change a ringtone, and this would change the phone's sound")


def without_unasked_cancels(calls: list[FunctionCall], command: str, notes: list[str]) -> list[FunctionCall]:
    """`calls` less each alarm cancel of a command that sets an alarm and has no word of ending one (rule K4: "Turn
    on do not disturb, set an alarm for 7:15 am and ..." cancelled the 7:15 alarm); a note for each."""
    about_alarms = [set(words_of(clause)) for clause in CLAUSE_BREAK.split(command.casefold())
                    if set(words_of(clause)) & ALARM_CLAUSE_WORDS]  # "do not disturb" and "turn off the lights" aside
    if not SETS_AN_ALARM.search(command.casefold()) or any(words & ENDING_WORDS for words in about_alarms):
        return calls
    reason = "the command sets an alarm and says nothing of cancelling one, and this would cancel it"
    return leave_out(calls, lambda call: reason if call.name == "cancel_alarm" else None, notes)


def without_calls_from_someone(calls: list[FunctionCall], command: str, notes: list[str]) -> list[FunctionCall]:
    """`calls` less each phone call to a name the command says only after "from" (rule N4: "Give calls from Leo
    their own ringtone" phoned Leo); a note for each."""
    lowered = command.casefold()

    def why(call: FunctionCall) -> str | None:
        name = re.escape(str(call.arguments.get("name", "")).casefold())
        if call.name != "call_contact" or not re.search(rf"\bfrom\s+{name}\b", lowered):
            return None
        if re.search(rf"\b(?:call|phone|ring|dial|facetime)\s+(?:[\w']+\s+)?{name}\b", lowered):
            return None
        return "the command speaks of calls from them, not of calling them, and this would phone them"
    return leave_out(calls, why, notes)


# An alarm cancelled, or a second one set, for a wish about its repeating (rule RP).
without_alarms_for_repeating = PhraseMisreading(
    re.compile(r"^(?=.*\b(?:repeat|repeats|repeating|recurring|recur)\b).*\b(?:my|the|that)\s+(?:[\w:.]+\s+){0,3}?"
               r"alarms?\b"),
    frozenset({"cancel_alarm", "set_alarm"}),
    "voxcall cannot make an alarm repeat or stop repeating, and this would cancel it or set a second one")
# The phone's volume changed for a wish about an alarm's own sound (rule AV).
without_volume_for_alarm_sounds = PhraseMisreading(
    re.compile(r"\balarms?(?:'s)?\s+(?:sound|volume|tone|ring)\b|\b(?:make|turn|set)\s+(?:the|my)\s+alarms?\s+"
               r"(?:louder|quieter|softer|up|down)\b"),
    frozenset({"adjust_volume", "set_volume"}),
    "voxcall cannot change an alarm's own sound, and this would change the phone's volume")


def without_sends_for_voicemail(calls: list[FunctionCall], command: str, notes: list[str]) -> list[FunctionCall]:
    """`calls` less each message, email or phone call about calls or numbers, for a wish to send calls to voicemail
    (rule VM: "send calls from unknown numbers to voicemail" emailed "unknown numbers"); a note for each."""
    if not re.search(r"\bto\s+voicemail\b", command.casefold()):
        return calls

    def why(call: FunctionCall) -> str | None:
        said = {word for value in call.arguments.values() if isinstance(value, str) for word in words_of(value)}
        if call.name not in ("send_email", "send_message", "call_contact") or not said & VOICEMAIL_WORDS:
            return None
        return "voxcall cannot send calls to voicemail, and this would send or phone something"
    return leave_out(calls, why, notes)
