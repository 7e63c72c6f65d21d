"""A message or email whose content only repeats its recipient was not said: it is left out, with a note.

`send_message` requires a `body` and `send_email` a `subject`. For "text
tomasz" or "email sarah" the model must still write one, and the only words it
has are the name, so it writes `body="tomasz"`; after confirmation the phone
would send "tomasz" to tomasz. When the content value equals the recipient of
its own call and the command says those words only once, nobody said the
content: the call is left out and a note says what to add, as a call whose
required time is missing is left out (`models.caller.without_stand_ins`).
"text jo jo" says the name twice and is left as written.
"""

from __future__ import annotations

import logging

from functions.calls import FunctionCall
from functions.contacts import times_said

log = logging.getLogger(__name__)

# For each sending call: the argument that names who it goes to, and the required one that carries what it says.
CONTENT_OF: dict[str, tuple[str, str]] = {"send_message": ("recipient", "body"), "send_email": ("to", "subject")}


def without_unsaid_content(calls: list[FunctionCall], command: str, notes: list[str]) -> list[FunctionCall]:
    """`calls` less each message or email whose content only repeats its recipient; a note for each one left out."""
    kept = []
    for call in calls:
        if _content_unsaid(call, command):
            who, what = CONTENT_OF[call.name]
            log.info("%s: %r is said once and used as both %s and %s", call.name, call.arguments[who], who, what)
            notes.append(f"left out {call.describe()}: the command names {call.arguments[who]!r} but says no "
                         f"{what}; say the {what} too")
        else:
            kept.append(call)
    return kept


def _content_unsaid(call: FunctionCall, command: str) -> bool:
    if call.name not in CONTENT_OF:
        return False
    who, what = (call.arguments[name] for name in CONTENT_OF[call.name])
    return who.casefold() == what.casefold() and times_said(who, command) < 2
