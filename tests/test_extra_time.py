"""A command asking for more time keeps no cancel, and its "N more minutes" is N minutes."""

from __future__ import annotations

import pytest

from functions.extra_time import with_said_extra_duration, without_cancel_for_more_time
from tests.rule_support import apply_rule, described


@pytest.mark.parametrize("command", [
    "add five more minutes to the timer",
    "can I get five more minutes on the timer",
    "set a timer for five more minutes",
    "tack on three minutes",
])
def test_a_wish_for_more_time_keeps_no_cancel(command: str) -> None:
    kept, notes = apply_rule(without_cancel_for_more_time, "set_timer(duration_seconds=300); cancel_timer()", command)
    assert kept == ["set_timer(duration_seconds=300)"]
    assert notes == ["left out cancel_timer(): the command asks for more time and says nothing of ending; the "
                     "running timer stays"]


@pytest.mark.parametrize("command", [
    "cancel the timer and set a new one for 5 minutes",
    "stop the timer, I don't need any more",
    "I don't want any more alarms, turn them all off",
    "no more timers, cancel it",
    "cancel my timer",
])
def test_a_cancel_said_or_no_wish_for_more_time_is_kept(command: str) -> None:
    answer = "cancel_timer()"
    assert apply_rule(without_cancel_for_more_time, answer, command) == (described(answer), [])


@pytest.mark.parametrize(("answer", "command", "seconds"), [
    ("set_timer(duration_seconds=5)", "add five more minutes to the timer", 300),
    ('set_timer(duration_seconds=10, label="pasta")', "give the pasta timer ten more minutes", 600),
    ("set_timer(duration_seconds=2)", "put 2 extra hours on it", 7200),
])
def test_a_bare_number_takes_the_unit_said_after_more(answer: str, command: str, seconds: int) -> None:
    kept, notes = apply_rule(with_said_extra_duration, answer, command)
    assert len(kept) == 1 and kept[0].startswith(f"set_timer(duration_seconds={seconds}")
    assert len(notes) == 1 and notes[0].endswith("the command says how much more time")


@pytest.mark.parametrize(("answer", "command"), [
    ("set_timer(duration_seconds=300)", "add five more minutes to the timer"),
    ("set_timer(duration_seconds=5)", "set a timer for 5 seconds"),
    ("set_timer(duration_seconds=5)", "add five more to the list"),
])
def test_other_durations_are_untouched(answer: str, command: str) -> None:
    assert apply_rule(with_said_extra_duration, answer, command) == (described(answer), [])
