"""A message the model cut at a comma or a full stop gets the rest of what was said (rules Y and Y2), and a
device command is not sent as a message (rule J2).

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

Rule Y2: in an answer of several calls, the rest ends where the next wish begins (", and", "then", ...), and is
left alone when another call holds any of its words ("text mom dinner's at 7, bring the salad, and set a timer",
read with a timer labelled "salad"). Rule J2: "text dad on my way and turn on the porch light" texted dad "turn
on the porch light"; a message whose body is a device command joined on by "and" or "then" is left out
(`benchmarks/results/compound-and-amount-rules/`).

Rule Y3: a courtesy at the end of the rest (", please") is not added. Rule N2: "message Dad that I landed safely
and I'll call him after I get my bags" also phoned Dad; a command that sends a message and whose every calling
word only speaks of a call (`REPORTED_CALL`) phones no one (`benchmarks/results/timer-call-and-level-rules/`).
"""

from __future__ import annotations

import re

from functions.calls import FunctionCall, leave_out
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
NEXT_WISH = re.compile(r",?\s+(?:and then|and|then|also|plus)\s+", re.IGNORECASE)
COURTESY_END = re.compile(r"[\s,.;!?]*\b(?:please|thanks|thank you|cheers|ta)[\s.!]*$", re.IGNORECASE)
# N2: a phone call the command only speaks of: "I'll call him", "text raj to call me".
REPORTED_CALL = re.compile(r"\b(?:i|we|he|she|they)(?:'ll| will| can| could|'d| would| should| might|'m going to| am "
                           r"going to| are going to|'re going to)\s+(?:\w+\s+)?(?:call|phone|ring)\b"
                           r"|\b(?:me|him|her|them|us) to (?:call|phone|ring)\b"
                           r"|\b(?:text|message|tell|ask|get|remind)\s+[\w']+(?:\s+[\w']+)?\s+to\s+(?:call|phone|ring)\b")
CALLING_VERBS = re.compile(r"\b(?:call|phone|ring|dial|facetime)\b")
COMMAND_VERBS = frozenset("turn switch set play dim start cancel add remind open show mute unmute stop pause".split())


def with_the_whole_message(calls: list[FunctionCall], command: str, notes: list[str]) -> list[FunctionCall]:
    """`calls` with each message's body given the rest of the command it was cut from; a note for each."""
    return [_made_whole(call, command, calls, notes) if call.name in BODY_OF else call for call in calls]


def _made_whole(call: FunctionCall, command: str, calls: list[FunctionCall], notes: list[str]) -> FunctionCall:
    body = str(call.arguments[BODY_OF[call.name]] or "").rstrip(" ,.;!?")
    rest = _rest_after(body, command)
    if rest is not None and len(calls) > 1:
        rest = NEXT_WISH.split(rest, maxsplit=1)[0]  # Y2: in a compound, the message ends where the next wish begins
        rest = None if _said_by_another(rest, call, calls) else rest
    if rest is None or not _more_of_the_message(rest):
        return call
    rest = COURTESY_END.sub("", rest)  # Y3: "..., please" at the end is said to voxcall, not in the message
    whole = f"{body}{rest}".rstrip()
    reason = "the command goes on after the punctuation, and a message keeps every word said"
    return repaired(call, {BODY_OF[call.name]: whole}, reason, notes)


def _rest_after(body: str, command: str) -> str | None:
    """What follows `body`'s one place in `command`, when punctuation and more words follow it."""
    lowered = command.casefold()
    if len(lowered) != len(command):  # "ß" and the like change length: the offsets below would not line up
        return None
    start = lowered.find(body.casefold()) if body.strip() else -1
    if start < 0 or lowered.count(body.casefold()) != 1:
        return None
    end = start + len(body)
    cut = CUT.match(command, end)
    if cut is None or cut.end() >= len(command.rstrip(" .!?")):
        return None
    return command[end:]


def _more_of_the_message(rest: str) -> bool:
    """`rest` reads as more of the message, not a courtesy to voxcall, a second wish or a correction."""
    words = words_of(rest)
    if not words or set(words) <= POLITE_WORDS or words[0] in JOINING_WORDS:
        return False
    if set(words) & (DEVICE_WORDS | MARKER_WORDS):
        return False
    return words[0] not in SENDING_VERBS or (len(words) > 1 and words[1] in TO_THE_SENDER)


def _said_by_another(rest: str, call: FunctionCall, calls: list[FunctionCall]) -> bool:
    """Another call of the answer holds words of `rest`: they are its wish, not the message."""
    values = [str(value).casefold() for other in calls if other is not call for value in other.arguments.values()
              if isinstance(value, str) and len(value) > 2]
    return any(value in rest.casefold() for value in values)


def without_commands_sent_as_messages(calls: list[FunctionCall], command: str,
                                      notes: list[str]) -> list[FunctionCall]:
    """`calls` less each message whose body is a command to a device joined on by "and" or "then" (rule J2)."""
    lowered = command.casefold()

    def why(call: FunctionCall) -> str | None:
        body = str(call.arguments[BODY_OF[call.name]] or "") if call.name in BODY_OF else ""
        words = words_of(body)
        if not words or words[0] not in COMMAND_VERBS or not set(words) & DEVICE_WORDS:
            return None
        if not re.search(rf"\b(?:and|then)\s+{re.escape(body.casefold())}", lowered):
            return None
        return ("the message is a command to a device, joined on by 'and' or 'then', not something to send; say "
                "the message and the command apart")
    return leave_out(calls, why, notes)


def without_reported_calls(calls: list[FunctionCall], command: str, notes: list[str]) -> list[FunctionCall]:
    """`calls` less each phone call of a command whose every calling word only speaks of a call ("I'll call him",
    "ask sam to phone me") when it also sends a message (rule N2); a note for each."""
    lowered = command.casefold()
    said = len(CALLING_VERBS.findall(lowered))
    if not said or said != len(REPORTED_CALL.findall(lowered)) or not any(call.name in BODY_OF for call in calls):
        return calls
    reason = "the command only speaks of a call in the message ('I'll call him'), and this would phone them now"
    return leave_out(calls, lambda call: reason if call.name == "call_contact" else None, notes)
