"""A contact saved by first name alone keeps an empty last name, not a repeated first one.

`create_contact` requires `last_name`. The committed adapter never saw a
command with one name, so for "add isabel to my contacts" it copies the only
name twice (`first_name="isabel", last_name="isabel"`) and the phone would
save "isabel isabel". When the last name repeats the first and the command
says that name only once, the person gave no last name: it becomes "".
"save jordan jordan" says the name twice and is left as written. The name
inside the contact's own email or phone number does not count: "anna with
email anna at gmail dot com" names her once.
"""

from __future__ import annotations

import logging
import re

from functions.calls import FunctionCall
from functions.registry import validate_call

log = logging.getLogger(__name__)

CONTACT_CALL = "create_contact"
CONTACT_DETAILS = ("email", "phone_number")


def drop_repeated_last_names(calls: list[FunctionCall], command: str) -> list[FunctionCall]:
    """The calls, with each contact whose last name only repeats a once-said first name given an empty one."""
    return [_without_last_name(call) if _repeats_first_name(call, command) else call for call in calls]


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
