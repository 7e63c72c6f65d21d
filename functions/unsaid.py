"""A message or email whose content only repeats its recipient, or only asks to send, was not said: it is left out,
with a note.

`send_message` requires a `body` and `send_email` a `subject`. For "text
tomasz" or "email sarah" the model must still write one, and the only words it
has are the name, so it writes `body="tomasz"`; after confirmation the phone
would send "tomasz" to tomasz. When the content value equals the recipient of
its own call and the command says those words only once, nobody said the
content: the call is left out and a note says what to add, as a call whose
required time is missing is left out (`models.caller.without_stand_ins`).
"text jo jo" says the name twice and is left as written.

The same holds when the content is only the words that ask to send: for
"send a message to mom" the model writes `body="send a message"`, for "send an
email to bob" `subject="an email"`. A body or subject made only of sending
words (`SENDING_WORDS`: the verbs, the media, articles, "please", "quick", and
the words that lead into content, "about", "regarding", "saying", "that") says
nothing, and the call is left out the same way: "email bob about" gives
`subject="about"`. No expected body or subject in our sets is made only of them.

A call that sends or phones, repeated word for word in one answer, was said
once: for "email bob about" the model writes the same `send_email` twice.
Each repeat beyond the times the command says its content (the body, the
subject, the name called) is left out with a note; "call mom and then call
mom again" says "mom" twice and keeps both calls.
"""

from __future__ import annotations

import json
from collections import Counter

from functions.calls import FunctionCall, leave_out
from functions.contacts import times_said
from functions.registry import repaired
from functions.senses import words_of

# For each sending call: the argument that names who it goes to, and the required one that carries what it says.
CONTENT_OF: dict[str, tuple[str, str]] = {"send_message": ("recipient", "body"), "send_email": ("to", "subject")}
# Words that only ask for a message, name its medium or lead into its content; content made of nothing else was
# not said.
SENDING_WORDS = frozenset("send sending write shoot drop fire off a an the message text txt sms email e-mail mail "
                          "whatsapp note quick please about regarding saying that".split())
# For each call that sends or phones: the argument whose words the command must say again to ask for it twice.
REPEAT_NEEDS: dict[str, str] = {"send_message": "body", "send_email": "subject", "call_contact": "name"}


def without_repeated_sends(calls: list[FunctionCall], command: str, notes: list[str]) -> list[FunctionCall]:
    """`calls` less each send or phone call that repeats an earlier one more often than the command says it."""
    made: Counter[str] = Counter()

    def why(call: FunctionCall) -> str | None:
        if call.name not in REPEAT_NEEDS:
            return None
        key = json.dumps(call.to_json(), sort_keys=True)
        made[key] += 1
        said = call.arguments[REPEAT_NEEDS[call.name]]
        if made[key] < 2 or times_said(said, command) >= made[key]:
            return None
        return f"it repeats an earlier call word for word, and the command does not say {said!r} again"

    return leave_out(calls, why, notes)


def without_unsaid_content(calls: list[FunctionCall], command: str, notes: list[str]) -> list[FunctionCall]:
    """`calls` less each message or email whose content was not said; a note for each one left out."""
    return leave_out(calls, lambda call: _why_unsaid(call, command), notes)


def _why_unsaid(call: FunctionCall, command: str) -> str | None:
    """Why the call's content was not said, and what to add; None when it was said."""
    if call.name not in CONTENT_OF:
        return None
    who, what = CONTENT_OF[call.name]
    recipient, content = call.arguments[who], call.arguments[what]
    if recipient.casefold() == content.casefold() and times_said(recipient, command) < 2:
        return f"the command names {recipient!r} but says no {what}; say the {what} too"
    if set(words_of(content)) <= SENDING_WORDS:
        return f"{content!r} only asks to send, so the command says no {what}; say the {what} too"
    return None


def without_message_in_recipient(calls: list[FunctionCall], command: str, notes: list[str]) -> list[FunctionCall]:
    """`calls`, a message's recipient that ends with its own body cut back to the words before it (rule J).

    "tell jenny dinners at eight" gave `recipient="jenny dinners at eight", body="dinners at eight"`
    (`benchmarks/results/recipient-and-forward-rules/`).
    """
    return [_recipient_cut(call, notes) if _holds_its_body(call) else call for call in calls]


def _holds_its_body(call: FunctionCall) -> bool:
    if call.name != "send_message":
        return False
    recipient, body = call.arguments["recipient"].casefold(), call.arguments["body"].casefold().strip()
    return bool(body) and recipient.endswith(" " + body) and bool(recipient[: -len(body)].strip())


def _recipient_cut(call: FunctionCall, notes: list[str]) -> FunctionCall:
    recipient = call.arguments["recipient"]
    who = recipient[: len(recipient) - len(call.arguments["body"].strip())].strip()
    return repaired(call, {"recipient": who}, "the recipient held the message", notes)
