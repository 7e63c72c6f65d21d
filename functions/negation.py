"""A command that says what not to do runs nothing it names, with a note.

The fine-tuned model reads a negated request as the request, or as its opposite:
"don't call mom" and "please don't call dad" give `call_contact`, "do not open the
wifi settings" opens them, "don't set an alarm" gives `cancel_alarm()` (every
alarm disabled), "don't turn off the lights" turns them off. A command that
begins with a negated action ("don't", "do not", "never", then a verb of
`ACTION_VERBS`, after fillers like "please" or "no") and asks for nothing else
runs nothing, and the note says so; only `stop_robot` is kept, since "please
don't move another inch" means stop and stopping a robot is always safe. When
it goes on to ask for something else, after a joining word or a second action
verb ("don't call her, text her instead", "don't call him save jo park"), only
the calls its negated verb names (`NAMED_BY`: a call, a message, an email, a
reminder) are left out; the model's reading of the rest stands. Negations
elsewhere ("text jo don't wait up", "turn on do not disturb", "don't forget to
call mom", "do not wake me at 7 anymore") are not this rule's: their verb is not
an action of the catalog, or it is not at the start.

"turn" and "switch" name no call, so "don't turn the lights off, just dim them"
kept the model's `set_lights(on=false)`. When the negated verb switches and its
clause (the words up to a comma, joining word or action verb) says "on" or "off",
each call that switches what the clause names (`SWITCHED_BY`; a pronoun or no
object: anything) to that state is left out too. A light call for a room the
clause does not name is kept. A switch to the other state is kept: "don't turn
the lights on" may mean keep them off. Declared and measured in
`benchmarks/results/negated-switch-rule/`.
"""

from __future__ import annotations

import re

from functions.calls import FunctionCall, leave_out

FILLERS = r"(?:(?:please|hey|ok|okay|oh|um|uh|so|no|wait|actually)\W+)*"
NEGATED_START = re.compile(rf"^\W*{FILLERS}(?:don'?t|do\s+not|never)\s+(?:ever\s+|you\s+)?(?P<verb>[a-z'-]+)")
ACTION_VERBS = frozenset("call phone ring dial text message whatsapp email e-mail mail send turn switch set play open "
                         "close start stop cancel delete remove clear mute unmute add create save remind move drive "
                         "show change raise lower dim brighten put find".split())
# A joining word, or a second action verb ("don't call him save jo park"), starts a second request.
JOINERS = frozenset("and then instead but just also rather".split())
_CALL, _TEXT, _EMAIL = frozenset({"call_contact"}), frozenset({"send_message"}), frozenset({"send_email"})
NAMED_BY: dict[str, frozenset[str]] = {
    "call": _CALL, "phone": _CALL, "ring": _CALL, "dial": _CALL,
    "text": _TEXT, "message": _TEXT, "whatsapp": _TEXT,
    "email": _EMAIL, "e-mail": _EMAIL, "mail": _EMAIL, "send": _TEXT | _EMAIL,
    "remind": frozenset({"create_reminder"}),
}
# Kept whatever the negation: stopping is always safe, and "don't move" asks for it.
ALWAYS_KEPT = frozenset({"stop_robot"})
SWITCH_VERBS = frozenset({"turn", "switch"})
SWITCHED_BY: dict[str, frozenset[str]] = {
    "set_lights": frozenset("light lights lamp lamps lighting".split()),
    "set_bluetooth": frozenset({"bluetooth"}),
    "set_do_not_disturb": frozenset("disturb dnd focus".split()),
    "set_mute": frozenset("sound audio speaker speakers volume".split()),
    "flashlight": frozenset({"flashlight", "torch"}),
}
PRONOUNS = frozenset("it them that those everything".split())
UNSPOKEN = frozenset("the a my all please on off".split())


def without_negated_calls(calls: list[FunctionCall], command: str, notes: list[str]) -> list[FunctionCall]:
    """`calls` less those a command that begins "don't <verb>" says not to make; a note for each one left out."""
    text = command.casefold().replace("\u2019", "'")
    start = NEGATED_START.match(text)
    if not start or start["verb"] not in ACTION_VERBS:
        return calls
    said = text[: start.end()].strip(" ,.!?")
    if _asks_more(text[start.end():]):
        if start["verb"] in SWITCH_VERBS:
            return _without_forbidden_switches(calls, said, _clause(text[start.end():]), notes)
        named = NAMED_BY.get(start["verb"], frozenset())
        return leave_out(calls, lambda call: f"the command says {said!r}" if call.name in named else None, notes)
    return leave_out(calls, lambda call: None if call.name in ALWAYS_KEPT
                     else f"the command says {said!r} and asks for nothing else", notes)


def _asks_more(rest: str) -> bool:
    """Whether the words after the negated verb start another request."""
    return bool(re.search(r"[,;]", rest)) or any(word in JOINERS or word in ACTION_VERBS
                                                 for word in re.findall(r"[a-z'-]+", rest))


def _clause(rest: str) -> list[str]:
    """The negated verb's own words: those after it, up to a comma, a joining word or another action verb."""
    words = []
    for word in re.findall(r"[a-z'-]+", re.split(r"[,;]", rest.replace("flash light", "flashlight"))[0]):
        if word in JOINERS or word in ACTION_VERBS:
            break
        words.append(word)
    return words


def _without_forbidden_switches(calls: list[FunctionCall], said: str, clause: list[str],
                                notes: list[str]) -> list[FunctionCall]:
    """`calls` less each one that switches what `clause` names to the state it says ("on" or "off")."""
    states = {"on", "off"} & set(clause)
    if len(states) != 1:
        return calls
    forbidden = states.pop()
    named = {kind for kind, words in SWITCHED_BY.items() if words & set(clause)}
    if not named and (set(clause) - UNSPOKEN - PRONOUNS):
        return calls  # it switches something the catalog has no switch for ("the tv")
    said = " ".join([said, *clause])

    def why(call: FunctionCall) -> str | None:
        kind, state = _switch(call)
        if state != forbidden or (named and kind not in named) or _other_room(call, clause):
            return None
        return f"the command says {said!r}"
    return leave_out(calls, why, notes)


def _switch(call: FunctionCall) -> tuple[str, str | None]:
    """What `call` switches (a key of `SWITCHED_BY`) and to which state, "on", "off" or None."""
    args = call.arguments
    if call.name == "set_lights":
        off = args["on"] is False or args["brightness"] == 0
        return call.name, "off" if off else "on" if args["on"] else None
    if call.name in ("set_bluetooth", "set_do_not_disturb"):
        return call.name, "on" if args["enabled"] else "off"
    if call.name == "set_mute":
        return call.name, "off" if args["muted"] else "on"
    if call.name in ("turn_on_flashlight", "turn_off_flashlight"):
        return "flashlight", call.name.split("_")[1]
    return call.name, None


def _other_room(call: FunctionCall, clause: list[str]) -> bool:
    room = call.arguments.get("room") if call.name == "set_lights" else None
    return bool(room) and f" {room.casefold()} " not in f" {' '.join(clause)} "
