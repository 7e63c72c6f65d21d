"""Rules Y and T3: a lone message cut at a comma gets the rest of what was said, and a timeless reminder whose
text ends with a day and time gets that time (`benchmarks/results/message-and-reminder-rules/`)."""

from __future__ import annotations

from datetime import datetime

import pytest

from functions.guards import checked_calls
from functions.message_body import with_the_whole_message
from functions.parse import parse_calls
from functions.reminder_time import with_said_reminder_times
from tests.rule_support import apply_rule, described

NOW = datetime(2026, 12, 7, 12, 0, 0)


@pytest.mark.parametrize(("answer", "command", "body"), [
    ('send_message(recipient="mom", body="happy birthday")', "text mom happy birthday, hope you have a lovely day",
     "happy birthday, hope you have a lovely day"),
    ('send_message(recipient="jake", body="I\'m running late.")', "tell jake I'm running late, start without me",
     "I'm running late, start without me"),
    ('send_email(to="tom", subject="the budget", body="the numbers are in")',
     "send an email to tom about the budget saying the numbers are in, please review them.",
     "the numbers are in, please review them"),
    ('send_message(recipient="lisa", body="hi")', "text lisa hi, call me when you can", "hi, call me when you can"),
])
def test_a_message_cut_at_its_punctuation_gets_the_rest(answer: str, command: str, body: str) -> None:
    kept, notes = apply_rule(with_the_whole_message, answer, command)
    assert len(kept) == 1 and kept[0].endswith(f"body={body!r})") and len(notes) == 1
    assert "a message keeps every word said" in notes[0]


@pytest.mark.parametrize(("answer", "command"), [
    ('send_message(recipient="sam", body="the game starts at 8")', "text sam the game starts at 8, please"),
    ('send_message(recipient="sam", body="the game starts at 8")', "text sam the game starts at 8. Thank you!"),
    ('send_message(recipient="dad", body="on my way")', "text dad on my way, and set a timer for 20 minutes"),
    ('send_message(recipient="dad", body="on my way")', "text dad on my way, then turn off the lights"),
    ('send_message(recipient="dave", body="8 pm")', "text dave 8 pm. Whoops, send it to Dan instead."),
    ('send_message(recipient="dad", body="on my way")', "text dad on my way, call mom"),
    ('send_message(recipient="dad", body="hi")', "text dad hi, hi"),
    ('send_message(recipient="dad", body="on my way"); set_volume(level=20)', "text dad on my way, volume 20"),
    ('send_message(recipient="dad", body="see you soon")', "text dad see you soon"),
])
def test_a_message_that_may_end_there_stays(answer: str, command: str) -> None:
    assert apply_rule(with_the_whole_message, answer, command) == (described(answer), [])


def test_a_reminder_gets_the_time_left_in_its_text() -> None:
    calls = parse_calls('create_reminder(text="call nina on friday at 2 pm")').calls
    notes: list[str] = []
    kept = with_said_reminder_times(calls, "add contact nina shah and remind me to call nina on friday at 2 pm",
                                    notes, NOW)
    assert [call.describe() for call in kept] == ["create_reminder(text='call nina', datetime='2026-12-11T14:00:00')"]
    assert len(notes) == 1 and "keeps its time apart" in notes[0]


@pytest.mark.parametrize(("answer", "command"), [
    ('create_reminder(text="call nina", datetime="2026-12-11T14:00:00")', "remind me to call nina on friday at 2 pm"),
    ('create_reminder(text="the meeting at work")', "remind me about the meeting at work"),
    ('create_reminder(text="tomorrow")', "remind me about tomorrow"),
    ('create_reminder(text="call nina on friday")', "remind me to call nina"),
])
def test_a_reminder_with_its_time_or_none_said_stays(answer: str, command: str) -> None:
    calls = parse_calls(answer, now=NOW).calls
    notes: list[str] = []
    assert with_said_reminder_times(calls, command, notes, NOW) == calls and notes == []


def test_the_guards_pass_now_to_the_reminder_rule() -> None:
    calls = parse_calls('create_reminder(text="text omar tomorrow at 10 am")').calls
    kept = checked_calls(calls, "save omar diaz and remind me to text omar tomorrow at 10 am", [], NOW)
    assert [call.describe() for call in kept] == ["create_reminder(text='text omar', datetime='2026-12-08T10:00:00')"]
