"""A contact saved by first name alone keeps an empty last name, not a repeated first one.

`create_contact` requires `last_name`. The committed adapter never saw a
command with one name, so for "add isabel to my contacts" it copies the only
name twice (`first_name="isabel", last_name="isabel"`) and the phone would
save "isabel isabel". When the last name repeats the first and the command
says that name only once, the person gave no last name: it becomes "".
"save jordan jordan" says the name twice and is left as written. The name
inside the contact's own email or phone number does not count: "anna with
email anna at gmail dot com" names her once.

A name the model split against the convention is split again. The
convention (the contact probes' and the contact families'): the last name is
the final word with any lower-case particle before it ("van beethoven"), the
first name every word before it, and only a one-word name has `last_name=""`.
The contact adapter writes "jo park" / "park" for "add jo park to contacts and
then the number ..." and "jo park" / "" for "add jo park to contacts": both
become "jo" / "park". A first name that already ends with the last name, said
once, loses that ending; a first name of several words with no last name is
split by the convention.

A contact whose first or last name holds a digit is left out, with a note.
After "add jo park to contacts and then the number 020 7946 0011" the model
can open a second contact for the number (`first_name="020 7946 0011"`);
saving it would put a nameless entry in the address book. No name in any of
our sets holds a digit, so a digit in a name is the model mistaking a number
for a person.
"""

from __future__ import annotations

import logging
import re

from functions.calls import FunctionCall, leave_out
from functions.registry import validate_call

log = logging.getLogger(__name__)

CONTACT_CALL = "create_contact"
CONTACT_DETAILS = ("email", "phone_number")
NAME_FIELDS = ("first_name", "last_name")
PARTICLES = frozenset("van von de da del della di du le la bin al dos das ter".split())


def split_name(words: list[str]) -> tuple[str, str]:
    """(first, last) of a contact's spoken name by the convention."""
    if len(words) == 1:
        return words[0], ""
    start = len(words) - 1
    while start > 1 and words[start - 1].casefold() in PARTICLES:
        start -= 1
    return " ".join(words[:start]), " ".join(words[start:])


def split_by_the_convention(calls: list[FunctionCall], command: str) -> list[FunctionCall]:
    """The calls, with each contact whose first name holds its last name, or holds several words beside an empty
    last name, split again by the convention."""
    return [_split_again(call, command) for call in calls]


def _split_again(call: FunctionCall, command: str) -> FunctionCall:
    if call.name != CONTACT_CALL:
        return call
    first, last = call.arguments["first_name"], call.arguments["last_name"]
    words = first.split()
    if not last and len(words) > 1:
        return _renamed(call, *split_name(words))
    tail = last.split()
    repeated = (len(words) > len(tail) and [w.casefold() for w in words[-len(tail):]] == [w.casefold() for w in tail]
                if tail else False)
    if repeated and times_said(last, _without_details(call, command)) < 2:
        return _renamed(call, " ".join(words[:-len(tail)]), last)
    return call


def _renamed(call: FunctionCall, first: str, last: str) -> FunctionCall:
    log.info("%s: %r / %r split by the name convention as %r / %r", call.name, call.arguments["first_name"],
             call.arguments["last_name"], first, last)
    return validate_call(call.name, {**call.arguments, "first_name": first, "last_name": last})


def drop_repeated_last_names(calls: list[FunctionCall], command: str) -> list[FunctionCall]:
    """The calls, with each contact whose last name only repeats a once-said first name given an empty one."""
    return [_without_last_name(call) if _repeats_first_name(call, command) else call for call in calls]


def without_numbered_names(calls: list[FunctionCall], notes: list[str]) -> list[FunctionCall]:
    """`calls` less each contact whose first or last name holds a digit; a note for each one left out."""
    return leave_out(calls, _why_numbered, notes)


def _why_numbered(call: FunctionCall) -> str | None:
    if call.name != CONTACT_CALL:
        return None
    names = (call.arguments[field] for field in NAME_FIELDS)
    number = next((name for name in names if any(ch.isdigit() for ch in name)), None)
    return f"{number!r} is a number, not a name; say the contact's name" if number else None


def times_said(name: str, command: str) -> int:
    """How often `name` occurs in `command` as whole words, ignoring case ("isabel" in "isabella": 0)."""
    pattern = rf"(?<!\w){re.escape(name.casefold())}(?!\w)"
    return len(re.findall(pattern, command.casefold()))


def _repeats_first_name(call: FunctionCall, command: str) -> bool:
    if call.name != CONTACT_CALL:
        return False
    first, last = call.arguments["first_name"], call.arguments["last_name"]
    return bool(last) and first.casefold() == last.casefold() and times_said(first, _without_details(call, command)) < 2


def _without_details(call: FunctionCall, command: str) -> str:
    """The command with the contact's email and phone number taken out, so a name inside them is not counted."""
    text = command.casefold()
    for detail in CONTACT_DETAILS:
        if value := call.arguments[detail]:
            text = text.replace(value.casefold(), " ")
    return text


def _without_last_name(call: FunctionCall) -> FunctionCall:
    log.info("%s: %r is said once, so it is the first name only", call.name, call.arguments["first_name"])
    return validate_call(call.name, {**call.arguments, "last_name": ""})
