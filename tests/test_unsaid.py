"""A message or email whose content only repeats its recipient, or only asks to send, is left out with a note;
everything else is kept."""

from __future__ import annotations

import pytest

from functions.parse import parse_calls
from functions.unsaid import without_unsaid_content


def after_rule(answer: str, command: str) -> tuple[list[str], list[str]]:
    """The names of the calls kept from a model `answer` to `command`, and the notes."""
    parsed = parse_calls(answer)
    assert not parsed.rejected, parsed.rejected
    notes: list[str] = []
    kept = without_unsaid_content(parsed.calls, command, notes)
    return [call.name for call in kept], notes


@pytest.mark.parametrize(("answer", "command", "what"), [
    ('send_message(recipient="tomasz", body="tomasz")', "text tomasz", "body"),
    ('send_message(recipient="dad", body="Dad")', "Message Dad.", "body"),
    ('send_email(to="sarah", subject="sarah")', "email sarah", "subject"),
    ('send_email(to="the team", subject="the team")', "send an email to the team", "subject"),
])
def test_content_that_only_repeats_the_recipient_is_left_out(answer: str, command: str, what: str) -> None:
    kept, notes = after_rule(answer, command)
    assert kept == []
    assert len(notes) == 1 and f"says no {what}" in notes[0] and "left out" in notes[0]


@pytest.mark.parametrize(("answer", "command"), [
    ('send_message(recipient="anna", body="hi")', "text anna hi"),
    ('send_message(recipient="jo", body="jo")', "text jo jo"),
    ('send_email(to="sarah", subject="sarah\'s party")', "email sarah about sarah's party"),
    ('send_email(to="sam", subject="sam")', "email sam with the subject sam"),
    ('create_contact(first_name="isabel", last_name="isabel")', "add isabel to my contacts"),
    ('call_contact(name="tomasz")', "call tomasz"),
])
def test_said_content_and_other_calls_are_kept(answer: str, command: str) -> None:
    assert after_rule(answer, command) == ([parse_calls(answer).calls[0].name], [])


def test_only_the_empty_message_goes() -> None:
    kept, notes = after_rule('send_message(recipient="tomasz", body="tomasz"); call_contact(name="tomasz")',
                             "text tomasz and call him")
    assert kept == ["call_contact"] and len(notes) == 1


@pytest.mark.parametrize(("answer", "command", "what"), [
    ('send_message(recipient="mom", body="send a message")', "send a message to mom", "body"),
    ('send_message(recipient="lee", body="whatsapp")', "send a whatsapp to lee", "body"),
    ('send_message(recipient="mom", body="a message")', "send mom a message", "body"),
    ('send_email(to="bob", subject="an email")', "send an email to bob", "subject"),
])
def test_content_that_only_asks_to_send_is_left_out(answer: str, command: str, what: str) -> None:
    kept, notes = after_rule(answer, command)
    assert kept == []
    assert len(notes) == 1 and "only asks to send" in notes[0] and f"say the {what} too" in notes[0]


@pytest.mark.parametrize(("answer", "command"), [
    ('send_message(recipient="mom", body="send the photos")', "text mom send the photos"),
    ('send_message(recipient="ana", body="message received")', "tell ana message received"),
    ('send_email(to="bob", subject="the quick fix")', "email bob about the quick fix"),
])
def test_content_with_any_other_word_is_kept(answer: str, command: str) -> None:
    kept, notes = after_rule(answer, command)
    assert len(kept) == 1 and not notes
