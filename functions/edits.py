"""Nothing new is made for a wish to change or take back what exists (rules E and U).

The catalog cannot move, change or unsend anything. A blind set of everyday commands written from the catalog
(`benchmarks/results/everyday-blind/`, `benchmarks/results/switch-and-edit-rules/`) found the model making a
new one instead: "Move my dentist appointment to Friday." created a second appointment, "Change my 9 o'clock
reminder to 10." a reminder with the text "10", and "Unsend the message I just sent to Sam." sent Sam another.

Rule E: when a verb of changing governs an existing thing ("move my ... appointment", "change the alarm"),
a call that makes a new thing of that kind is left out, with a note; the command's other calls stay.
Rule U: a command that says "unsend" or "retract" sends nothing.
Rule F: "forward my last email to kim" sent kim an email with the subject "last email". When "forward" governs a
message that exists ("forward my/the/that ... email"), a send is left out unless its content holds those words
after other words (`benchmarks/results/recipient-and-forward-rules/`).
Rule E2: "mark the plumber reminder as done" made a reminder, so "mark" is one of rule E's verbs; and "change
marias email to maria@work.com" emailed that address, so a send or phone call for a command that changes
someone's email, number or address is left out (`benchmarks/results/lights-on-and-details-rules/`).
Rule E3: "Change Priya's last name to Shah in my contacts." saved a contact "Shah": for a command that changes
someone's name, number, email or address, no new contact is saved (`benchmarks/results/chat-and-hang-up-rules/`).
Rule E4: "Change Marcus Webb's phone number ..." saved a contact and "update aunt lorraine's email ..." emailed her,
so the owner may be up to two words before the possessive (`OWNER`), and "add a work number to Samira Haddad's
contact" saves none either (`benchmarks/results/compound-and-amount-rules/`).
Rule E5: "Edit my note about the garage code" made a new note, so a note is one of rule E's things
(`benchmarks/results/ringtone-list-and-note-rules/`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from functions.calls import FunctionCall, leave_out
from functions.senses import Misreading, words_of

EDIT_VERBS = "move|moving|reschedule|change|shift|bump|push|postpone|delay|update|edit|modify|rename|mark"
EXISTING = re.compile(rf"\b(?:{EDIT_VERBS})\s+(?:my|the|our|that|this)\s+(?:[\w':-]+\s+){{0,3}}?"
                      r"(appointment|meeting|event|booking|reservation|reminder|alarm|note)s?\b")
MADE_BY = {"appointment": "create_calendar_event", "meeting": "create_calendar_event",
           "event": "create_calendar_event", "booking": "create_calendar_event",
           "reservation": "create_calendar_event", "reminder": "create_reminder", "alarm": "set_alarm",
           "note": "create_note"}
SECOND_ONE = ("voxcall cannot change what is already set, and this would make a second one; to make a new one, say it "
              "whole, e.g. 'set an alarm for 7:30'")


@dataclass(frozen=True)
class PhraseMisreading:
    """The calls named `calls` are left out of a command in which `phrase` is found and no word of `unless`:
    `senses.Misreading` for a phrase rather than a word."""

    phrase: re.Pattern[str]
    calls: frozenset[str]
    reason: str
    unless: frozenset[str] = frozenset()

    def __call__(self, calls: list[FunctionCall], command: str, notes: list[str]) -> list[FunctionCall]:
        """A guard rule (`functions.guards.Rule`): `calls` less the named ones when the phrase is said."""
        if not self.phrase.search(command.casefold()) or set(words_of(command)) & self.unless:
            return calls
        return leave_out(calls, lambda call: self.reason if call.name in self.calls else None, notes)


def without_new_for_edits(calls: list[FunctionCall], command: str, notes: list[str]) -> list[FunctionCall]:
    """`calls` less each one that makes a new thing of the kind the command asks to change; a note for each."""
    kinds = {MADE_BY[noun] for noun in EXISTING.findall(command.casefold())}
    if not kinds:
        return calls
    return leave_out(calls, lambda call: SECOND_ONE if call.name in kinds else None, notes)


# A send of a command that asks to take a message back.
without_sends_for_unsend = Misreading(
    frozenset("unsend unsent retract".split()), frozenset(), frozenset({"send_message", "send_email"}),
    "voxcall cannot unsend a message, and this would send another")

FORWARDED = re.compile(r"\bforward(?:s|ing)?\s+(?:my|the|that|this|his|her|their|our|your)\s+(?:[\w'-]+\s+){0,3}?"
                       r"(?:email|e-mail|mail|message|text|txt|sms)s?\b")
SENDS = {"send_message": ("body",), "send_email": ("subject", "body")}
# Whose details: "his", "maria's", "marias", and (E4) up to two words before a possessive: "marcus webb's",
# "aunt lorraine's", "my mom's".
OWNER = r"(?:my|his|her|their|[\w-]+'?s|(?:(?:my|the)\s+)?(?:[\w-]+\s+){1,2}?[\w-]+'s)"


def without_sends_for_forwarding(calls: list[FunctionCall], command: str, notes: list[str]) -> list[FunctionCall]:
    """`calls` less each send for a command that forwards a message, unless the send holds those words."""
    asked = [match.group(0) for match in FORWARDED.finditer(command.casefold())]
    if not asked:
        return calls
    return leave_out(calls, lambda call: _why_not_forwarded(call, asked), notes)


def _why_not_forwarded(call: FunctionCall, asked: list[str]) -> str | None:
    if call.name not in SENDS:
        return None
    content = " ".join(str(call.arguments[key] or "") for key in SENDS[call.name]).casefold()
    if any(words in content and not content.startswith(words) for words in asked):
        return None  # "email kim I'll forward the email": the words are what is sent, not a wish to forward
    return "voxcall cannot forward a message, and this would send a new one; say what to send, e.g. 'email kim ...'"


# A send or phone call for a wish to change someone's email, number or address (E2).
without_sends_for_new_details = PhraseMisreading(
    re.compile(rf"\b(?:change|update|edit|modify|correct)\s+{OWNER}\s+(?:email|e-mail|number|phone|address)\b"),
    frozenset({"send_message", "send_email", "call_contact"}),
    "voxcall cannot change a contact's details, and this would contact them; to save new details, say e.g. 'add "
    "maria to my contacts with the email maria@work.com'")
# A new contact for a wish to change a saved one (E3).
without_contacts_for_edits = PhraseMisreading(
    re.compile(rf"\b(?:change|update|edit|modify|correct|fix|rename)\s+{OWNER}\s+"
               r"(?:(?:first|last|middle|full)\s+)?(?:email|e-mail|number|phone|address|name|surname|contact|"
               r"details)\b"
               r"|\badd\s+(?:a|an|another|the|her|his|their)\s+(?:[\w-]+\s+){0,2}?(?:number|email|e-mail|address)\s+"
               rf"(?:to|for|on)\s+{OWNER}\s+(?:contact|card|details|entry)\b"),
    frozenset({"create_contact"}),
    "voxcall cannot change a saved contact, and this would save a second one; to save a new contact, say e.g. "
    "'add priya shah to my contacts'")
