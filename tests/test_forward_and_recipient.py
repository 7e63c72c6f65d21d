"""Rules F and J: a wish to forward a message sends nothing new, and a recipient holding its own message is cut."""

from __future__ import annotations

import pytest

from functions.edits import without_sends_for_forwarding
from functions.unsaid import without_message_in_recipient
from tests.rule_support import apply_rule, described

NOT_FORWARDED = ("voxcall cannot forward a message, and this would send a new one; say what to send, e.g. "
                 "'email kim ...'")


@pytest.mark.parametrize(("answer", "command"), [
    ('send_email(to="kim", subject="last email")', "forward my last email to kim"),
    ('send_message(recipient="mom", body="forward the message from mom to dad")',
     "forward the message from mom to dad"),
    ('send_message(recipient="sarah", body="forward that text")', "forward that text to sarah"),
])
def test_a_wish_to_forward_sends_nothing(answer: str, command: str) -> None:
    assert apply_rule(without_sends_for_forwarding, answer, command) == (
        [], [f"left out {described(answer)[0]}: {NOT_FORWARDED}"])


@pytest.mark.parametrize(("answer", "command"), [
    ('send_email(to="kim", subject="I will forward the email tomorrow")',
     "email kim I will forward the email tomorrow"),
    ('move_robot(direction="forward", distance_cm=20)', "move the robot forward 20 cm"),
    ('send_email(to="bob", subject="the report")', "email bob saying I'll forward the report tomorrow"),
])
def test_forwarding_words_as_content_or_a_direction_stay(answer: str, command: str) -> None:
    assert apply_rule(without_sends_for_forwarding, answer, command) == (described(answer), [])


def test_a_recipient_that_ends_with_its_message_is_cut_back() -> None:
    answer = 'send_message(recipient="jenny dinners at eight", body="dinners at eight")'
    assert apply_rule(without_message_in_recipient, answer, "tell jenny dinners at eight") == (
        ["send_message(recipient='jenny', body='dinners at eight')"],
        [f"{described(answer)[0]} became send_message(recipient='jenny', body='dinners at eight'): "
         "the recipient held the message"])


@pytest.mark.parametrize("answer", [
    'send_message(recipient="jo", body="jo")',
    'send_message(recipient="anna", body="see you soon")',
    'send_message(recipient="at eight", body="at eight")',
    'send_email(to="bob at eight", subject="at eight")',
])
def test_other_recipients_stay(answer: str) -> None:
    assert apply_rule(without_message_in_recipient, answer, "any command") == (described(answer), [])
