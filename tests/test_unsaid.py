"""A message or email whose content only repeats its recipient, or only asks to send, is left out with a note, and
so is a send or phone call repeated more often than the command says it; everything else is kept."""

from __future__ import annotations

import pytest

from functions.unsaid import without_repeated_sends, without_unsaid_content
from tests.rule_support import apply_rule, described


def after_rule(answer: str, command: str) -> tuple[list[str], list[str]]:
    return apply_rule(without_unsaid_content, answer, command)


@pytest.mark.parametrize(("answer", "command", "what", "why"), [
    ('send_message(recipient="tomasz", body="tomasz")', "text tomasz", "body", "names 'tomasz'"),
    ('send_message(recipient="dad", body="Dad")', "Message Dad.", "body", "names 'dad'"),
    ('send_email(to="sarah", subject="sarah")', "email sarah", "subject", "names 'sarah'"),
    ('send_email(to="the team", subject="the team")', "send an email to the team", "subject", "names 'the team'"),
    ('send_message(recipient="mom", body="send a message")', "send a message to mom", "body", "only asks to send"),
    ('send_message(recipient="lee", body="whatsapp")', "send a whatsapp to lee", "body", "only asks to send"),
    ('send_message(recipient="mom", body="a message")', "send mom a message", "body", "only asks to send"),
    ('send_email(to="bob", subject="an email")', "send an email to bob", "subject", "only asks to send"),
    ('send_email(to="bob", subject="about")', "email bob about", "subject", "only asks to send"),
    ('send_message(recipient="kim", body="saying that")', "text kim saying that", "body", "only asks to send"),
])
def test_content_that_was_not_said_is_left_out(answer: str, command: str, what: str, why: str) -> None:
    """Content that only repeats the recipient, or only the words that asked to send, says nothing."""
    kept, notes = after_rule(answer, command)
    assert kept == []
    assert len(notes) == 1 and notes[0].startswith("left out") and why in notes[0]
    assert f"says no {what}; say the {what} too" in notes[0]


@pytest.mark.parametrize(("answer", "command"), [
    ('send_message(recipient="anna", body="hi")', "text anna hi"),
    ('send_message(recipient="jo", body="jo")', "text jo jo"),
    ('send_email(to="sarah", subject="sarah\'s party")', "email sarah about sarah's party"),
    ('send_email(to="sam", subject="sam")', "email sam with the subject sam"),
    ('create_contact(first_name="isabel", last_name="isabel")', "add isabel to my contacts"),
    ('call_contact(name="tomasz")', "call tomasz"),
])
def test_said_content_and_other_calls_are_kept(answer: str, command: str) -> None:
    assert after_rule(answer, command) == (described(answer), [])


def test_only_the_empty_message_goes() -> None:
    kept, notes = after_rule('send_message(recipient="tomasz", body="tomasz"); call_contact(name="tomasz")',
                             "text tomasz and call him")
    assert kept == ["call_contact(name='tomasz')"] and len(notes) == 1


@pytest.mark.parametrize(("answer", "command"), [
    ('send_message(recipient="mom", body="send the photos")', "text mom send the photos"),
    ('send_message(recipient="ana", body="message received")', "tell ana message received"),
    ('send_email(to="bob", subject="the quick fix")', "email bob about the quick fix"),
])
def test_content_with_any_other_word_is_kept(answer: str, command: str) -> None:
    assert after_rule(answer, command) == (described(answer), [])


def after_repeat_rule(answer: str, command: str) -> tuple[list[str], list[str]]:
    return apply_rule(without_repeated_sends, answer, command)


@pytest.mark.parametrize(("answer", "command"), [
    ('send_email(to="bob", subject="about"); send_email(to="bob", subject="about")', "email bob about"),
    ('call_contact(name="mom"); call_contact(name="mom")', "call mom"),
    ('send_message(recipient="jo", body="hi"); set_mute(muted=true); send_message(recipient="jo", body="hi")',
     "text jo hi and mute"),
])
def test_a_send_said_once_runs_once(answer: str, command: str) -> None:
    """The second of two identical sends is left out, with a note naming the value said once."""
    calls = described(answer)
    kept, notes = after_repeat_rule(answer, command)
    assert kept == calls[:-1]
    assert len(notes) == 1 and notes[0].startswith(f"left out {calls[-1]}: it repeats an earlier call")


@pytest.mark.parametrize(("answer", "command"), [
    ('call_contact(name="mom"); call_contact(name="mom")', "call mom and then call mom again"),
    ('send_message(recipient="jo", body="hi"); send_message(recipient="al", body="hi")', "text jo hi and al hi"),
    ('send_message(recipient="jo", body="hi"); send_message(recipient="jo", body="bye")', "text jo hi then bye"),
    ('set_bluetooth(enabled=true); set_bluetooth(enabled=true)', "bluetooth on and the bluetooth should be on"),
])
def test_repeats_the_command_says_and_other_calls_are_kept(answer: str, command: str) -> None:
    assert after_repeat_rule(answer, command) == (described(answer), [])
