"""Wishes the catalog cannot hold (one app's notifications, blocking one caller, a call on hold, putting things back
as they were), and a message whose words were read as a command (rules NT, BL, HD, RB and MA).

Blind sets G, J and K (`benchmarks/results/everyday-blind/`) and a hand probe
(`benchmarks/results/timed-switch-and-hold-rules/`) found: "Turn off notification sounds for Instagram" muted the
phone; "Block calls from Gareth" switched do not disturb on; "Put Lena on hold" played "Lena"; "Message Ingrid set
an alarm for 5 tomorrow, please" set an alarm labelled "Ingrid"; "Put it back the way it was before" moved the
robot backward.

Rule NT: notifications or sounds for one app, chat or kind of message mute nothing and switch no do not disturb.
Rule BL: calls blocked from someone switch no do not disturb (rule D2 reads blocking without "from"). Rule HD: "on
hold" plays and phones nothing (rule Z reads a call put on hold as do not disturb). Rule RB: "put it back" or "the
way it was" moves no robot. Rule MA: a command that opens by messaging someone, answered with no message, runs
nothing. Each call left out gets a note.
"""

from __future__ import annotations

import re

from functions.calls import FunctionCall, leave_out
from functions.edits import PhraseMisreading

# "notification sounds for Instagram", "notifications from the work chat", "the sound for text messages"; not a
# while ("for an hour", "for 20 minutes", "for the night"), and not the phone's own sound ("the sound for the
# meeting", "sound on please").
FOR_ONE_SOURCE = re.compile(
    r"\b(?:notifications?|notification sounds?)\s+(?:for|from|on|in)\s+"
    r"(?!(?:an?|one|two|three|\d+|the next|the rest|a few|a couple|the night|the day|today|tonight|now|a while|"
    r"half)\b)"
    r"|\bsounds?\s+(?:for|from|on)\s+(?:(?:my|the|all)\s+)?(?:text|texts|messages?|e-?mails?|apps?|chats?)\b")
BLOCKED_FROM = re.compile(r"\b(?:block|reject|stop|screen|silence|ignore|decline)\w*\s+(?:all\s+)?(?:the\s+)?"
                          r"(?:my\s+)?(?:phone\s+)?calls\s+(?:from|by)\b")
# A command that opens by messaging someone by name ("Message Ingrid set ...", "tell Dev the ..."): not "tell me",
# "tell the robot to", "tell govee to", "message to self", nor a correction ("text uh no call grandma").
MESSAGING = re.compile(r"^(?:(?:please|hey|ok|okay|um|uh|so)[\s,]+)*(?:message|text|tell|msg)\s+"
                       r"(?!(?:me|us|to|the|my|your|this|that|a|an|it|its|uh|um|er|erm|sorry|no|i|oh|wait)\b)[\w'-]+"
                       r"\s+(?!(?:to|uh|um|er|erm|sorry|no|wait|i mean|actually)\b)")
SENDS = frozenset({"send_message", "send_email"})

# The phone muted, or do not disturb switched, for one app's or one chat's notifications (rule NT).
without_switches_for_one_source = PhraseMisreading(
    FOR_ONE_SOURCE, frozenset({"set_mute", "set_do_not_disturb"}),
    "voxcall cannot change one app's or one chat's notifications, and this would change the whole phone")
# Do not disturb switched for calls blocked from someone (rule BL).
without_dnd_for_blocking_someone = PhraseMisreading(
    BLOCKED_FROM, frozenset({"set_do_not_disturb"}),
    "voxcall cannot block one caller, and this would switch do not disturb for everyone")
# "Put Lena on hold" played "Lena" (rule HD).
without_calls_for_holding = PhraseMisreading(
    re.compile(r"\bon hold\b"), frozenset({"play_media", "call_contact"}),
    "voxcall cannot put a call on hold, and this would do something else")
# "Put it back the way it was before" moved the robot (rule RB; rule U reads "undo").
without_moves_for_putting_back = PhraseMisreading(
    re.compile(r"\bput\s+(?:it|that|this|them|everything)\s+back\b|\bthe way (?:it|they|that|things) (?:was|were)\b"),
    frozenset({"move_robot"}),
    "voxcall cannot undo a change, and this would start a move; to move the robot, say e.g. 'move back 20 cm'")


def without_other_calls_for_messages(calls: list[FunctionCall], command: str, notes: list[str]) -> list[FunctionCall]:
    """`calls` less every call, when the command opens by messaging someone and no call sends (rule MA: "Message
    Ingrid set an alarm for 5 tomorrow, please" set an alarm); a note for each."""
    if not MESSAGING.search(command.casefold().strip()) or any(call.name in SENDS for call in calls):
        return calls
    reason = "the command asks to send someone a message, and this would run its words as a command"
    return leave_out(calls, lambda call: reason, notes)
